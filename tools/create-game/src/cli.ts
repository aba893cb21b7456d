// `npm run create-game -- <id> [--title "Title"] [--title-zh "標題"] [--no-install]`
// `npm run registry:sync`            rewrite games/registry from the games/ folders
// `npm run create-game -- --check`   exit 1 if games/registry is out of date
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGame } from './lib/create';
import { registryDrift, syncRegistry } from './lib/registry';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const usage = `Usage:
  npm run create-game -- <id> [--title "English title"] [--title-zh "中文標題"] [--no-install]
  npm run registry:sync
  npm run create-game -- --check`;

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        'title-zh': { type: 'string' },
        'no-install': { type: 'boolean', default: false },
        'sync-registry': { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (values['sync-registry']) {
    const changed = syncRegistry(root);
    console.log(changed.length ? `updated ${changed.join(', ')}` : 'games/registry is up to date');
    return 0;
  }
  if (values.check) {
    const drift = registryDrift(root);
    if (drift.length === 0) return 0;
    console.error(`games/registry is out of date (${drift.join(', ')}): run npm run registry:sync`);
    return 1;
  }
  if (positionals.length !== 1) {
    console.error(usage);
    return 2;
  }
  try {
    createGame(root, { id: positionals[0]!, title: values.title, titleZh: values['title-zh'], install: !values['no-install'] });
  } catch (error) {
    console.error(`create-game: ${(error as Error).message}`);
    return 1;
  }
  const id = positionals[0]!;
  console.log(
    `\nDone. games/${id} plays already, on the generic board: npm start, then open the lobby with ?dev` +
      ` (http://127.0.0.1:8000/?dev; it is unlisted until you remove "listed": false from its package.json).` +
      `\nCheck everything it must pass:  npm run check-game -- ${id}\nThen read CONTRIBUTING.md.`,
  );
  return 0;
}

process.exitCode = main();
