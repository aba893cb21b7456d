// boardgame.io checks every state for serializability outside production and logs every
// rejected move; measure the rules as they run on a server.
process.env.NODE_ENV ||= 'production';

const { run } = await import('./lib/run');
process.exitCode = await run(process.argv.slice(2));

export {};
