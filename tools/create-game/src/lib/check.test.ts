import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPlan } from './check';

const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function workspace(games: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'parlor-check-'));
  temps.push(root);
  for (const id of games) {
    mkdirSync(join(root, 'games', id), { recursive: true });
    writeFileSync(join(root, 'games', id, 'package.json'), '{}');
  }
  return root;
}

describe('the one-game check', () => {
  it('runs the registry check, the game projects, its stories and its real matches, filtered to the game', () => {
    const plan = checkPlan(workspace(['bang', 'love-letter']), ['love-letter']);
    expect(plan.map((step) => [step.command, ...step.args].join(' '))).toEqual([
      'npm run create-game -- --check',
      'npx nx run-many -t lint typecheck test -p @parlor/love-letter @parlor/registry --outputStyle=static',
      'npx nx run @parlor/storybook:build-storybook --outputStyle=static',
      'npx vitest run src/layout.test.ts',
      'npx nx run @parlor/web:build --outputStyle=static',
      'npx vitest run src/table-e2e.test.ts src/table-over-e2e.test.ts src/generic-board-e2e.test.ts',
    ]);
    // The story and browser tests are filtered to the game, and run outside Nx, whose cache
    // does not key on the environment.
    expect(plan.filter((step) => step.env).map((step) => [step.cwd, step.env])).toEqual([
      ['tools/storybook', { PARLOR_GAMES: 'love-letter' }],
      ['apps/web', { PARLOR_GAMES: 'love-letter' }],
    ]);
  });

  it('checks every project when given no game', () => {
    const plan = checkPlan(workspace(['bang']), []);
    expect(plan.at(-1)!.args).toEqual(['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build-storybook', '--outputStyle=static']);
    expect(plan.some((step) => step.env)).toBe(false);
  });

  it('refuses a game that is not under games/, naming the ones that are', () => {
    expect(() => checkPlan(workspace(['bang', 'colt-express']), ['bang', 'love-leter'])).toThrow('no game "love-leter" under games/ (there are: bang, colt-express)');
  });
});
