import { findGames } from './registry';

/** One command of a game's check, run from the workspace root unless `cwd` says otherwise. */
export interface CheckStep {
  /** What the step proves, as the command's output heads it. */
  title: string;
  command: string;
  args: string[];
  /** Relative to the workspace root. */
  cwd?: string;
  env?: Record<string, string>;
}

/**
 * Everything a game must pass before it is listed, in the order that fails cheapest first:
 * the registry in step with `games/`; the game's lint, typecheck and tests (its rules and
 * scenario tests, its playouts with the invariants and the leak checks of every seat's and a
 * spectator's view, its bot and board tests) and the registry's contract test; its Storybook
 * stories opened in Chromium at a laptop's and a phone's size with the accessibility check; and
 * its real matches in Chromium, on its own board and on the generic one.
 *
 * The story and browser tests are run by vitest directly, filtered to the games by
 * PARLOR_GAMES: through Nx, a run filtered by the environment would be cached and replayed as
 * if it had checked every game.
 *
 * With no ids this is every test of the workspace (what `npm test` and CI run): the same
 * steps for every game at once, plus the platform's own projects.
 */
export function checkPlan(root: string, ids: readonly string[]): CheckStep[] {
  const registry: CheckStep = { title: 'games/registry is in step with games/', command: 'npm', args: ['run', 'create-game', '--', '--check'] };
  if (ids.length === 0) {
    return [registry, { title: 'lint, typecheck, tests and Storybook of every project', command: 'npx', args: ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build-storybook', '--outputStyle=static'] }];
  }
  const known = findGames(root);
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length > 0) throw new Error(`no game ${unknown.map((id) => `"${id}"`).join(', ')} under games/ (there are: ${known.join(', ')})`);
  const only = { PARLOR_GAMES: ids.join(',') };
  return [
    registry,
    {
      title: `lint, typecheck and tests of ${ids.join(', ')} (rules, scenarios, playouts with leak checks, bot, board) and the registry's contract test`,
      command: 'npx',
      args: ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '-p', ...ids.map((id) => `@parlor/${id}`), '@parlor/registry', '--outputStyle=static'],
    },
    { title: 'the Storybook build', command: 'npx', args: ['nx', 'run', '@parlor/storybook:build-storybook', '--outputStyle=static'] },
    { title: `every story of ${ids.join(', ')} in Chromium: layout at a laptop's and a phone's size, accessibility`, command: 'npx', args: ['vitest', 'run', 'src/layout.test.ts'], cwd: 'tools/storybook', env: only },
    // The browser tests serve the built client and build it only when there is none: built here
    // through Nx, which rebuilds exactly when a source changed, they never play a stale one.
    { title: 'the web client build', command: 'npx', args: ['nx', 'run', '@parlor/web:build', '--outputStyle=static'] },
    {
      title: `real matches of ${ids.join(', ')} in Chromium: the table in four windows while played and at its end, and played to the end on the generic board`,
      command: 'npx',
      args: ['vitest', 'run', 'src/table-e2e.test.ts', 'src/table-over-e2e.test.ts', 'src/generic-board-e2e.test.ts'],
      cwd: 'apps/web',
      env: only,
    },
  ];
}
