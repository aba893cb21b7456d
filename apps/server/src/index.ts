/**
 * @packageDocumentation
 * The Parlor server, for `npm start`, tests and the load driver.
 */
export { startServer, StartError, type ServerOptions, type RunningServer } from './lib/server';
export { SOCKET_ERROR_EVENT, type SocketError } from './lib/transport';
export { readConfig, ConfigError, type Config } from './lib/config';
export { checkPlainData, MOVE_ARG_LIMITS, type DataLimits } from './lib/args';
export { InMemoryPubSub, RedisPubSub, type PubSub } from './lib/pubsub';
