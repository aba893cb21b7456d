/** One place where a secret turned up in a view: a JSON-like path and what was found there. */
export interface Leak {
  path: string;
  found: string;
}

/**
 * Scans any JSON-like value (a player's view of G, the log a socket receives, a whole sync
 * payload) for strings that must not be there, both as values and as object keys. Use it with
 * {@link Visibility.hiddenCards} to prove that no hidden card id reaches a seat by any field.
 */
export function findLeaks(value: unknown, secrets: ReadonlySet<string>, path = '$'): Leak[] {
  const leaks: Leak[] = [];
  if (secrets.size === 0) return leaks;
  // Path segments of the node being visited. Playouts scan every view after every move, so
  // the path is only turned into a string where something is found.
  const trail: (string | number)[] = [];
  const where = (key?: string) =>
    path + trail.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${segment}`)).join('') + (key === undefined ? '' : ' (key)');
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      if (secrets.has(node)) leaks.push({ path: where(), found: node });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        trail.push(i);
        visit(node[i]);
        trail.pop();
      }
      return;
    }
    for (const key of Object.keys(node)) {
      if (secrets.has(key)) leaks.push({ path: where(key), found: key });
      trail.push(key);
      visit((node as Record<string, unknown>)[key]);
      trail.pop();
    }
  };
  visit(value);
  return leaks;
}
