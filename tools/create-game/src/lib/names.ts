/** The names a new game module is written with. */
export interface GameNames {
  /** kebab-case: folder, package `@parlor/<id>`, manifest id, boardgame.io game name. */
  id: string;
  /** PascalCase, for type and component names (`LuckyDrawState`, `LuckyDrawBoard`). */
  pascal: string;
  /** camelCase, for identifiers in the registry. */
  camel: string;
  /** English title. */
  title: string;
  /** Traditional Chinese title. */
  titleZh: string;
}

const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const RESERVED = new Set(['registry', 'template', 'node-modules']);

/** Why `id` cannot name a game, or `undefined` if it can. */
export function checkGameId(id: string): string | undefined {
  if (!ID.test(id)) return `"${id}" is not a kebab-case id (lower-case letters, digits and single dashes, starting with a letter)`;
  if (id.length > 40) return `"${id}" is longer than 40 characters`;
  if (RESERVED.has(id)) return `"${id}" is reserved`;
  return undefined;
}

/** Derives every name from the id, with optional titles. Throws for an invalid id. */
export function gameNames(id: string, titles: { title?: string; titleZh?: string } = {}): GameNames {
  const problem = checkGameId(id);
  if (problem) throw new Error(problem);
  const words = id.split('-');
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  const title = titles.title?.trim() || words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  return {
    id,
    pascal,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    title,
    titleZh: titles.titleZh?.trim() || title,
  };
}
