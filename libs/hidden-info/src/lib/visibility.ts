import { parseZoneId, type CardId, type ZoneId, type Zones } from '@parlor/deck';
import { knownCards, stillHolds, type Knowledge } from './knowledge';

/** A seat, as boardgame.io names it (`'0'`, `'1'`, ...). */
export type Seat = string;

/** Who is looking: a seat, or `null`/`undefined` for a spectator (boardgame.io passes either). */
export type Viewer = Seat | null | undefined;

/**
 * Who may see something: every viewer, one seat, several seats, or nobody
 * (`'nobody'` or `undefined`). Spectators are part of `'everyone'` only.
 */
export type Audience = 'everyone' | 'nobody' | Seat | readonly Seat[] | undefined;

/** How a hidden card is shown: the same placeholder for every card by default. */
export const HIDDEN_CARD = '?';

/** Whether `viewer` belongs to `audience`. */
export function canSee(audience: Audience, viewer: Viewer): boolean {
  if (audience === 'everyone') return true;
  if (audience === undefined || audience === 'nobody' || viewer === null || viewer === undefined) return false;
  return typeof audience === 'string' ? audience === viewer : audience.includes(viewer);
}

/** Chooses the placeholder shown for a hidden card (Colt Express shows the owner's card back). */
export type HiddenAs<G> = (card: CardId, zone: ZoneId, G: G) => string;

/** Who sees the cards of one kind of zone. Build rules with {@link zone}. */
export type ZoneRule<G> =
  | { readonly show: 'everyone' }
  | { readonly show: 'owner'; readonly owner: (zone: ZoneId, G: G) => Audience; readonly hiddenAs?: HiddenAs<G> }
  | { readonly show: 'count'; readonly hiddenAs?: HiddenAs<G> }
  | { readonly show: 'nobody' }
  | {
      readonly show: 'per-card';
      readonly visibleTo: (card: CardId, index: number, zone: ZoneId, G: G) => Audience;
      readonly hiddenAs?: HiddenAs<G>;
    };

/** Builders for {@link ZoneRule}s, one per way a zone can be seen. */
export const zone = {
  /** Face up for everyone (discard pile, cards in play, a revealed General Store). */
  everyone: <G>(): ZoneRule<G> => ({ show: 'everyone' }),
  /**
   * Seen by its owner; everyone else sees only how many cards it holds (hands). The owner is
   * the part of the zone id after `:` unless `owner` says otherwise (a bandit's deck seen by
   * the player who controls that bandit).
   */
  owner: <G>(options: { owner?: (zone: ZoneId, G: G) => Audience; hiddenAs?: HiddenAs<G> } = {}): ZoneRule<G> => ({
    show: 'owner',
    owner: options.owner ?? ((id) => parseZoneId(id).owner),
    hiddenAs: options.hiddenAs,
  }),
  /** Face down for everyone, its size public (a draw pile: order and contents secret). */
  count: <G>(options: { hiddenAs?: HiddenAs<G> } = {}): ZoneRule<G> => ({ show: 'count', hiddenAs: options.hiddenAs }),
  /** Hidden entirely, even its size (cards set aside out of the game, spare characters). */
  nobody: <G>(): ZoneRule<G> => ({ show: 'nobody' }),
  /**
   * Decided card by card: a shared pile in which some cards lie face down and are seen only
   * by whoever played them (Colt Express' common pile). Order and count stay public.
   */
  perCard: <G>(
    visibleTo: (card: CardId, index: number, zone: ZoneId, G: G) => Audience,
    options: { hiddenAs?: HiddenAs<G> } = {},
  ): ZoneRule<G> => ({ show: 'per-card', visibleTo, hiddenAs: options.hiddenAs }),
};

/**
 * A secret field of G outside the zones (a role, what See the Future showed, a purse's value).
 * Build with {@link secret}. A hidden value is replaced by `hiddenAs` (default `null`).
 */
export interface SecretRule<G> {
  /** Who sees the value; `keys` are the values the path's `*` segments matched, in order. */
  readonly to: (G: G, keys: readonly string[]) => Audience;
  /** What a viewer who may not see it gets instead; default `null`. */
  readonly hiddenAs?: unknown;
}

/** Builders for {@link SecretRule}s. */
export const secret = {
  /** Seen by the audience `to` returns. */
  to: <G>(to: (G: G, keys: readonly string[]) => Audience, options: { hiddenAs?: unknown } = {}): SecretRule<G> => ({
    to,
    hiddenAs: options.hiddenAs ?? null,
  }),
  /**
   * Seen by its owner (the last `*` of the path by default, as in `roles.*`) until
   * `revealed` says it is public: a secret role that is revealed on elimination, or the
   * Sheriff's, which is always face up.
   */
  owner: <G>(
    options: {
      owner?: (G: G, keys: readonly string[]) => Seat | undefined;
      revealed?: (G: G, keys: readonly string[]) => boolean;
      hiddenAs?: unknown;
    } = {},
  ): SecretRule<G> => ({
    to: (G, keys) => {
      if (options.revealed?.(G, keys)) return 'everyone';
      return options.owner ? options.owner(G, keys) : keys[keys.length - 1];
    },
    hiddenAs: options.hiddenAs ?? null,
  }),
};

/** The whole visibility declaration of a game. */
export interface VisibilitySpec<G> {
  /** Rule per zone kind (the part of a zone id before `:`). */
  zones?: Record<string, ZoneRule<G>>;
  /** Where the {@link Zones} record lives in G, as a dot path; default `'zones'`. */
  zonesAt?: string;
  /**
   * Secret fields by dot path; `*` matches every own key of an object (or index of an
   * array): `'roles.*'`, `'purseValue.*'`, `'future'`.
   */
  secrets?: Record<string, SecretRule<G>>;
  /**
   * Where G keeps its {@link Knowledge} (what one seat saw of cards the others cannot see), as
   * a dot path such as `'known'`. A seat then sees the id of every card it knows, in the zone
   * where it saw it, for as long as the card stays there; nobody else does. The field itself
   * reaches each viewer holding only that viewer's sightings that still hold, without the
   * witnesses (which name hidden cards). A card known in a zone seen by nobody stays unseen:
   * showing it would show the zone's size.
   */
  knowledge?: string;
}

/** What {@link defineVisibility} returns: views built from one declaration. */
export interface Visibility<G> {
  /** The view of G for one viewer: hidden cards replaced by placeholders, hidden secrets by `hiddenAs`. Never changes G. */
  view(G: G, viewer: Viewer): G;
  /** Ready to assign to a boardgame.io game's `playerView`. */
  playerView(context: { G: G; playerID?: Seat | null }): G;
  /**
   * Every card the viewer may not see, by the zone rules and the knowledge (for leak checks):
   * a card a seat knows is hidden from everyone but that seat.
   */
  hiddenCards(G: G, viewer: Viewer): Set<CardId>;
  /** Zone kinds present in G that the declaration does not name (they are shown to nobody). */
  undeclaredZoneKinds(G: G): string[];
}

const NOBODY: ZoneRule<unknown> = { show: 'nobody' };

function splitPath(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

function readPath(root: unknown, segments: readonly string[]): unknown {
  let value = root;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Sets an own property even for a key like `__proto__`, where `obj[key] = v` would change the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function shallowCopy<T>(value: T): T {
  return (Array.isArray(value) ? [...value] : { ...(value as object) }) as T;
}

/**
 * Returns `container` with `replace(old)` at `segments`, copying only the objects on the
 * way down (structural sharing), so the stored state is never mutated.
 */
function rewrite(
  container: unknown,
  segments: readonly string[],
  keys: readonly string[],
  replace: (value: unknown, keys: readonly string[]) => unknown,
): unknown {
  if (segments.length === 0) return replace(container, keys);
  if (container === null || typeof container !== 'object') return container;
  const [head, ...rest] = segments as [string, ...string[]];
  const record = container as Record<string, unknown>;
  const targets = head === '*' ? Object.keys(record) : Object.hasOwn(record, head) ? [head] : [];
  let copy: Record<string, unknown> | undefined;
  for (const key of targets) {
    const before = record[key];
    const after = rewrite(before, rest, head === '*' ? [...keys, key] : keys, replace);
    if (after !== before) {
      copy ??= shallowCopy(record);
      setOwn(copy, key, after);
    }
  }
  return copy ?? container;
}

/**
 * Builds every view of a game's state from one declaration of who sees what. What a viewer
 * may not see is replaced, never merely flagged, so it cannot reach that viewer's socket.
 *
 * @example
 * const visibility = defineVisibility<State>({
 *   zones: { draw: zone.count(), discard: zone.everyone(), hand: zone.owner() },
 *   secrets: { 'roles.*': secret.owner({ revealed: (G, [seat]) => !G.alive[seat] }) },
 * });
 * export const game = { ..., playerView: visibility.playerView };
 */
export function defineVisibility<G>(spec: VisibilitySpec<G>): Visibility<G> {
  const zoneRules = spec.zones ?? {};
  const zonesPath = splitPath(spec.zonesAt ?? 'zones');
  const secrets = Object.entries(spec.secrets ?? {}).map(([path, rule]) => ({ segments: splitPath(path), rule }));
  const knowledgePath = spec.knowledge === undefined ? undefined : splitPath(spec.knowledge);

  /** Zone to card to the seats that know it there, or `undefined` when nobody knows anything. */
  const knowledgeIn = (G: G, zones: Zones) => {
    if (!knowledgePath) return undefined;
    const knowledge = readPath(G, knowledgePath);
    return Array.isArray(knowledge) && knowledge.length > 0 ? knownCards(knowledge as Knowledge, zones) : undefined;
  };

  const ruleFor = (id: ZoneId): ZoneRule<G> => {
    const kind = parseZoneId(id).kind;
    return Object.hasOwn(zoneRules, kind) ? zoneRules[kind]! : (NOBODY as ZoneRule<G>);
  };

  const placeholder = (rule: { hiddenAs?: HiddenAs<G> }, card: CardId, id: ZoneId, G: G) =>
    rule.hiddenAs ? rule.hiddenAs(card, id, G) : HIDDEN_CARD;

  /**
   * The zone as `viewer` sees it; the same array when nothing is hidden. `known` gives, per
   * card of this zone, the seats that know it there.
   */
  function viewZone(G: G, id: ZoneId, cards: CardId[], viewer: Viewer, known: Map<CardId, Set<string>> | undefined): CardId[] {
    const rule = ruleFor(id);
    const knows = (card: CardId) => known !== undefined && viewer !== null && viewer !== undefined && known.get(card)?.has(viewer) === true;
    switch (rule.show) {
      case 'everyone':
        return cards;
      case 'nobody':
        return cards.length === 0 ? cards : [];
      case 'count':
        return cards.length === 0 ? cards : cards.map((card) => (knows(card) ? card : placeholder(rule, card, id, G)));
      case 'owner':
        return canSee(rule.owner(id, G), viewer) ? cards : cards.map((card) => (knows(card) ? card : placeholder(rule, card, id, G)));
      case 'per-card': {
        let changed = false;
        const shown = cards.map((card, index) => {
          if (knows(card) || canSee(rule.visibleTo(card, index, id, G), viewer)) return card;
          changed = true;
          return placeholder(rule, card, id, G);
        });
        return changed ? shown : cards;
      }
    }
  }

  function view(G: G, viewer: Viewer): G {
    let result: unknown = G;
    const zones = readPath(G, zonesPath) as Zones | undefined;
    if (zones) {
      const known = knowledgeIn(G, zones);
      let copy: Zones | undefined;
      for (const id of Object.keys(zones)) {
        const cards = zones[id]!;
        const shown = viewZone(G, id, cards, viewer, known?.get(id));
        if (shown !== cards) {
          copy ??= { ...zones };
          setOwn(copy, id, shown);
        }
      }
      if (copy) {
        const replacement = copy;
        result = rewrite(result, zonesPath, [], () => replacement);
      }
    }
    for (const { segments, rule } of secrets) {
      result = rewrite(result, segments, [], (value, keys) =>
        canSee(rule.to(G, keys), viewer) ? value : rule.hiddenAs === undefined ? null : rule.hiddenAs,
      );
    }
    if (knowledgePath) {
      result = rewrite(result, knowledgePath, [], (value) => {
        if (!Array.isArray(value) || value.length === 0) return value;
        if (viewer === null || viewer === undefined || !zones) return [];
        return (value as Knowledge)
          .filter((sighting) => sighting.seat === viewer && stillHolds(sighting, zones))
          .map(({ seat, card, zone: where }) => ({ seat, card, zone: where }));
      });
    }
    return result as G;
  }

  function hiddenCards(G: G, viewer: Viewer): Set<CardId> {
    const hidden = new Set<CardId>();
    const zones = readPath(G, zonesPath) as Zones | undefined;
    if (!zones) return hidden;
    const known = knowledgeIn(G, zones);
    for (const id of Object.keys(zones)) {
      const cards = zones[id]!;
      const shown = viewZone(G, id, cards, viewer, known?.get(id));
      if (shown === cards) continue;
      const visible = new Set(shown);
      for (const card of cards) if (!visible.has(card)) hidden.add(card);
    }
    return hidden;
  }

  function undeclaredZoneKinds(G: G): string[] {
    const zones = readPath(G, zonesPath) as Zones | undefined;
    if (!zones) return [];
    const kinds = new Set(Object.keys(zones).map((id) => parseZoneId(id).kind));
    return [...kinds].filter((kind) => !Object.hasOwn(zoneRules, kind)).sort();
  }

  return {
    view,
    playerView: ({ G, playerID }) => view(G, playerID),
    hiddenCards,
    undeclaredZoneKinds,
  };
}
