/**
 * @packageDocumentation
 * A real server process for tests and the load driver: start it, wait for the "Open <url> in
 * your browser" line the server prints once it listens, stop it gracefully or kill it.
 */
export { type StartOptions, type ServerProcess, freePort, startServerProcess } from './lib/server-process';
