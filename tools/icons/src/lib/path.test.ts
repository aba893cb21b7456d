import { describe, expect, it } from 'vitest';
import { absolute, compactPath, parsePath } from './path';
import { iconSet } from './generate';

/** Every point (end and control) of a path, in absolute units, in order. */
function points(data: string): [number, number][] {
  const out: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (const { command, numbers } of absolute(parsePath(data))) {
    if (command === 'Z') continue;
    if (command === 'H') x = numbers[0]!;
    else if (command === 'V') y = numbers[0]!;
    else if (command === 'A') [x, y] = [numbers[5]!, numbers[6]!];
    else {
      for (let i = 0; i < numbers.length - 2; i += 2) out.push([numbers[i]!, numbers[i + 1]!]);
      [x, y] = [numbers[numbers.length - 2]!, numbers[numbers.length - 1]!];
    }
    out.push([x, y]);
  }
  return out;
}

describe('compactPath', () => {
  it('reads compact path syntax: numbers run together, repeated commands, arc flags without separators', () => {
    expect(parsePath('M1.5.5l2-3.25.5 1z')).toEqual([
      { command: 'M', numbers: [1.5, 0.5] },
      { command: 'l', numbers: [2, -3.25] },
      { command: 'l', numbers: [0.5, 1] },
      { command: 'z', numbers: [] },
    ]);
    expect(parsePath('a10 10 0 011 1')).toEqual([{ command: 'a', numbers: [10, 10, 0, 0, 1, 1, 1] }]);
    expect(() => parsePath('M1 2 3')).toThrow(/number/);
  });

  it('keeps every point of every game-icons picture within half a unit of where it was', () => {
    const set = iconSet();
    const names = Object.keys(set.icons).filter((_, i) => i % 40 === 0);
    expect(names.length).toBeGreaterThan(50);
    for (const name of names) {
      for (const [, data] of set.icons[name]!.body.matchAll(/ d="([^"]*)"/g)) {
        const before = points(data!);
        const after = points(compactPath(data!));
        expect(after.length, name).toBe(before.length);
        const worst = Math.max(0, ...before.map(([x, y], i) => Math.max(Math.abs(x - after[i]![0]), Math.abs(y - after[i]![1]))));
        expect(worst, `${name}: a point moved by ${worst}`).toBeLessThanOrEqual(0.5 + 1e-9);
      }
    }
  });

  it('makes the pictures much smaller', () => {
    const set = iconSet();
    const bodies = ['revolver', 'barrel', 'cat', 'steam-locomotive'].map((name) => set.icons[name]!.body);
    const before = bodies.join('').length;
    const after = bodies.map((body) => body.replace(/ d="([^"]*)"/g, (_, data: string) => ` d="${compactPath(data)}"`)).join('').length;
    expect(after).toBeLessThan(before * 0.7);
  });
});
