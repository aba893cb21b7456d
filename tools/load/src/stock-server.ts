// A stock boardgame.io Server (its in-memory store, its own socket transport) hosting one game
// of the registry (or tools/simulate's trivial baseline game): what the load driver compares
// Parlor's server against. Env: GAME (a registered id, or baseline), PORT.
import { Server } from 'boardgame.io/server';
import { loadGame } from '@parlor/registry';
import { baselineModule } from '@parlor/simulate';

process.env.NODE_ENV ||= 'production';
const id = process.env.GAME ?? 'exploding-kittens';
const { game } = id === baselineModule.game.name ? baselineModule : await loadGame(id);
const server = Server({ games: [game], origins: ['http://localhost', 'http://127.0.0.1'] });
// The one addition, for the load driver's memory figures (Parlor's server has them in /healthz).
server.router.get('/memory', (ctx) => {
  const { rss, heapUsed } = process.memoryUsage();
  ctx.body = { memory: { rss, heapUsed } };
});
// boardgame.io listens on every interface and has no option for it; the load driver only
// ever talks to loopback, so the server is kept there (koa-socket-2's listen passes the
// arguments on to the HTTP server).
const app = server.app as unknown as { listen: (...args: unknown[]) => unknown };
const listen = app.listen.bind(app);
app.listen = (port: unknown, callback: unknown) => listen(port, '127.0.0.1', callback);
const port = Number(process.env.PORT ?? 8100);
await server.run({ port }, () => console.log(`Stock boardgame.io server running. Open http://127.0.0.1:${port} in your browser.`));
// Exit normally on SIGTERM, so that a CPU profile (--profile) gets written.
process.on('SIGTERM', () => process.exit(0));
