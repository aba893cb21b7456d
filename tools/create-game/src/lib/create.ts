import { spawnSync } from 'node:child_process';
import { gameNames } from './names';
import { syncRegistry } from './registry';
import { scaffoldGame } from './scaffold';

/** Options of {@link createGame}. */
export interface CreateGameOptions {
  id: string;
  title?: string;
  titleZh?: string;
  /** Run `npm install` to link the new package and record it in package-lock.json (default true). */
  install?: boolean;
  /** Where progress goes (default: stdout). */
  say?: (line: string) => void;
}

/**
 * Adds a game module: writes `games/<id>` from the template, registers it in `games/registry`,
 * and installs, so that the new game is served and tested with no other edit. It starts unlisted
 * (`"parlor": { "listed": false }` in its package.json): the lobby shows it only with `?dev`
 * until its author removes that line.
 */
export function createGame(root: string, options: CreateGameOptions): void {
  const say = options.say ?? ((line: string) => console.log(line));
  const names = gameNames(options.id, options);
  const written = scaffoldGame(root, names);
  say(`wrote games/${names.id} (${written.length} files)`);
  for (const file of syncRegistry(root)) say(`updated ${file}`);
  if (options.install === false) return;
  say('linking the new package (npm install)...');
  const install = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error(`npm install failed (exit ${install.status}); run it yourself to finish`);
}
