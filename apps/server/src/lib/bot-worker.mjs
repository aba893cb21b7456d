// The bots' own thread: a bot's decision may search for tens of milliseconds, which on the
// server's main thread would hold up every match's moves. Plain JavaScript that loads the
// TypeScript loader itself (a worker starts without the flags the main thread ran with), then
// the games, once each.
//
// Protocol (see bot-pool.ts): the parent posts { id, game, state, seat, budgetMs } and gets
// back { id, move, ms } (the move is undefined when the seat has nothing to do; ms is the time
// the decision took on this thread) or { id, error }.
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const port = parentPort;
if (!port) throw new Error('bot-worker.mjs runs as a worker thread');
register();
const { loadGame } = await import('@parlor/registry');
const { decide } = await import('@parlor/game-kit');

const modules = new Map();
const moduleOf = (game) => {
  if (!modules.has(game)) modules.set(game, loadGame(game));
  return modules.get(game);
};

port.on('message', async ({ id, game, state, seat, budgetMs }) => {
  try {
    const module = await moduleOf(game);
    const started = performance.now();
    const move = decide(module, state, seat, { random: Math.random, budgetMs });
    port.postMessage({ id, move, ms: performance.now() - started });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
port.postMessage({ ready: true });
