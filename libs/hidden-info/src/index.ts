/**
 * @packageDocumentation
 * Hidden information for Parlor games: declare once who may see each zone and each secret
 * field, and get `playerView` for every seat and for spectators from that declaration.
 * What a viewer may not see is replaced before it leaves the server; {@link findLeaks}
 * proves it in tests. What one seat saw of a hidden card (See the Future, a peek at a hand) is
 * kept as {@link Knowledge}: shown to that seat alone while the card stays where it was.
 */
export {
  type Seat,
  type Viewer,
  type Audience,
  type HiddenAs,
  type ZoneRule,
  type SecretRule,
  type VisibilitySpec,
  type Visibility,
  HIDDEN_CARD,
  canSee,
  zone,
  secret,
  defineVisibility,
} from './lib/visibility';
export {
  type Sighting,
  type Knowledge,
  type KnowledgeFilter,
  learn,
  forget,
  prune,
  stillHolds,
  knownBy,
  knowersOf,
  knownCards,
} from './lib/knowledge';
export { type Leak, findLeaks } from './lib/leaks';
export { redactedMove } from './lib/redact';
