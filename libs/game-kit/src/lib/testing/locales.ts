/** Every leaf of a locale file as a dotted path with its text. */
function leaves(texts: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof texts !== 'object' || texts === null) {
    found.set(prefix, texts);
    return found;
  }
  for (const [key, child] of Object.entries(texts)) {
    for (const [path, value] of leaves(child, prefix === '' ? key : `${prefix}.${key}`)) found.set(path, value);
  }
  return found;
}

/** The `{{name}}` placeholders i18next fills in, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

/**
 * Compares a game's or app's locale files with the first one given (English) and returns
 * every difference: a text missing from or extra in a locale, a text that is empty or not a
 * string, and a text whose `{{placeholders}}` differ from English (the sentence would lose a
 * name or a number). Empty when the files agree.
 */
export function compareLocales(locales: Record<string, unknown>): string[] {
  const [reference, ...others] = Object.entries(locales);
  if (!reference) return ['no locale files'];
  const problems: string[] = [];
  const base = leaves(reference[1]);
  for (const [locale, texts] of [reference, ...others]) {
    for (const [path, value] of leaves(texts)) {
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${locale}: ${path} is empty or not text`);
    }
  }
  for (const [locale, texts] of others) {
    const own = leaves(texts);
    for (const [path, value] of base) {
      if (!own.has(path)) {
        problems.push(`${locale}: ${path} is missing`);
        continue;
      }
      const theirs = own.get(path);
      if (typeof value === 'string' && typeof theirs === 'string' && placeholders(value).join() !== placeholders(theirs).join()) {
        problems.push(`${locale}: ${path} has placeholders {${placeholders(theirs).join(', ')}}, ${reference[0]} has {${placeholders(value).join(', ')}}`);
      }
    }
    for (const path of own.keys()) if (!base.has(path)) problems.push(`${locale}: ${path} is not in ${reference[0]}`);
  }
  return problems;
}
