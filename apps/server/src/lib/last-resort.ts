import type { Logger } from 'pino';

/**
 * The server's last line of defence: a promise rejected with nobody to handle it (a bug in
 * some path that forgot its try/catch) is logged with its stack, and the process keeps serving
 * every other match. Node's default would end the process, and with it every match on it.
 * Returns a function that removes the handler again.
 */
export function installLastResort(logger: Logger): () => void {
  const onRejection = (reason: unknown) => {
    logger.error({ err: reason, event: 'unhandledRejection' }, 'a promise failed with nobody to handle it; serving on');
  };
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
