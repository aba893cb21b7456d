// Limits on what a client may send as move arguments, chat messages and lobby data. boardgame.io
// passes move arguments straight to the game and keeps them in the log, which every sync
// re-sends: an unchecked argument can carry `__proto__` keys into a game that indexes objects
// with it, or megabytes into every later sync.

/** Limits of {@link checkPlainData}. */
export interface DataLimits {
  /** Serialized size in characters. */
  maxSize: number;
  maxDepth: number;
  maxArrayLength: number;
  maxStringLength: number;
  maxKeys: number;
}

/** Move arguments: what any card game needs (a few ids, an order of cards), nothing more. */
export const MOVE_ARG_LIMITS: DataLimits = { maxSize: 4096, maxDepth: 6, maxArrayLength: 128, maxStringLength: 256, maxKeys: 32 };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Whether `value` is plain JSON data within the limits: null, booleans, finite numbers,
 * strings, arrays and plain objects with own keys only. Neither a key nor a string may be
 * `__proto__`, `constructor` or `prototype`: a game that indexes its state with an argument
 * (`G.x[who][key] = value`) would otherwise reach Object.prototype. Returns the reason when
 * it is not.
 */
export function checkPlainData(value: unknown, limits: DataLimits): string | undefined {
  let size = 0;
  const visit = (node: unknown, depth: number): string | undefined => {
    if (depth > limits.maxDepth) return 'too deeply nested';
    if (node === null || typeof node === 'boolean') {
      size += 5;
      return undefined;
    }
    if (typeof node === 'number') {
      size += 8;
      return Number.isFinite(node) ? undefined : 'numbers must be finite';
    }
    if (typeof node === 'string') {
      size += node.length + 2;
      if (FORBIDDEN_KEYS.has(node)) return `the value "${node}" is not allowed`;
      return node.length > limits.maxStringLength ? `a string is longer than ${limits.maxStringLength}` : undefined;
    }
    if (Array.isArray(node)) {
      if (node.length > limits.maxArrayLength) return `an array is longer than ${limits.maxArrayLength}`;
      size += 2;
      for (const item of node) {
        const problem = visit(item, depth + 1);
        if (problem) return problem;
      }
      return size > limits.maxSize ? `larger than ${limits.maxSize} characters` : undefined;
    }
    if (typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      const keys = Object.getOwnPropertyNames(node);
      if (keys.length > limits.maxKeys) return `an object has more than ${limits.maxKeys} keys`;
      size += 2;
      for (const key of keys) {
        if (FORBIDDEN_KEYS.has(key)) return `the key "${key}" is not allowed`;
        size += key.length + 3;
        const problem = visit((node as Record<string, unknown>)[key], depth + 1);
        if (problem) return problem;
      }
      return size > limits.maxSize ? `larger than ${limits.maxSize} characters` : undefined;
    }
    return 'only plain JSON data is allowed';
  };
  const problem = visit(value, 0);
  if (problem) return problem;
  return size > limits.maxSize ? `larger than ${limits.maxSize} characters` : undefined;
}
