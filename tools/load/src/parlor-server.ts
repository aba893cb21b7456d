// Parlor's server as `npm start` runs it (same code, configuration from the environment), hosting
// the trivial baseline game of tools/simulate besides the registry's games: `npm run load --
// --game baseline` measures what the platform itself (transport and storage) costs a move,
// against a stock boardgame.io server with the same game, apart from any game's rules.
// Imported only once NODE_ENV is set: boardgame.io reads it as its modules load (see main.ts).
process.env.NODE_ENV ||= 'production';
const { readConfig, startServer } = await import('@parlor/server');
const { loadAllGames } = await import('@parlor/registry');
const { baselineModule } = await import('@parlor/simulate');

const server = await startServer({ config: readConfig(), modules: [...(await loadAllGames()), baselineModule] });
process.stdout.write(`\nParlor is running. Open ${server.url} in your browser.\n\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));

export {};
