/**
 * @packageDocumentation
 * The new-game generator: scaffolds `games/<id>` from the template and keeps
 * `games/registry` in step with the `games/` folders.
 */
export { type GameNames, checkGameId, gameNames } from './lib/names';
export { TEMPLATE_DIR, checkTitle, scaffoldGame } from './lib/scaffold';
export { findGames, registryFiles, registryDrift, syncRegistry } from './lib/registry';
export { type CreateGameOptions, createGame } from './lib/create';
