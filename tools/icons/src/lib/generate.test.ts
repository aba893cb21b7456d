import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { render, requests, stale } from './generate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

describe('icon modules', () => {
  it('every package\'s icon module is exactly what `npm run icons` writes from its package.json', () => {
    expect(requests(root).length).toBeGreaterThan(0);
    expect(stale(root), 'run `npm run icons` and commit the result').toEqual([]);
  });

  it('names a missing picture plainly', () => {
    expect(() => render({ packageDir: root, file: 'x.ts', names: ['no-such-picture'] })).toThrow(/no picture named "no-such-picture"/);
  });
});
