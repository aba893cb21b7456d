/**
 * @packageDocumentation
 * Writes the icon modules packages ask for in their package.json (`parlor.icons`), from
 * game-icons.net's set: `npm run icons`.
 */
export { requests, render, stale, writeAll, type IconRequest } from './lib/generate';
export { compactPath, compactBody } from './lib/path';
