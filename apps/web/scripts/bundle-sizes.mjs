// Prints what the browser downloads, gzipped, from the built client (run `vite build` first):
// the lobby's first load, the match room added when a match opens, and each game's rules and
// board on top of those. Reads Vite's build manifest so nothing is guessed from file names.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Every file a chunk loads statically (itself, its static imports, their CSS), as a set. */
function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const gz = (files) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const minus = (files, loaded) => new Set([...files].filter((file) => !loaded.has(file)));

const lobby = staticClosure('index.html');
const roomKey = Object.keys(manifest).find((key) => key.endsWith('room/match-page.tsx'));
const room = minus(staticClosure(roomKey), lobby);
const rows = [
  ['lobby (first load)', gz(lobby), lobby.size],
  ['match room (when a match opens)', gz(room), room.size],
];
// A game's rules and board (the registry's dynamic imports), beyond what is already loaded.
const loaded = new Set([...lobby, ...room]);
const games = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  const game = /games\/([^/]+)\/src\/(board\/)?index\.ts$/.exec(key);
  if (!game || chunk.isEntry) continue;
  games.set(game[1], staticClosure(key, games.get(game[1])));
}
for (const [id, files] of games) {
  const own = minus(files, loaded);
  rows.push([`${id}: rules and board`, gz(own), own.size]);
}
const rulesInLobby = [...lobby].some((file) => Object.entries(manifest).some(([key, chunk]) => chunk.file === file && /games\/[^/]+\/src\/(board\/)?index\.ts$/.test(key)));
console.log('| What | gzip | files |\n| --- | ---: | ---: |');
for (const [what, bytes, count] of rows) console.log(`| ${what} | ${kb(bytes)} | ${count} |`);
console.log(`\nlobby first load carries a game's rules or board: ${rulesInLobby ? 'YES' : 'no'}`);
if (rulesInLobby) process.exitCode = 1;
