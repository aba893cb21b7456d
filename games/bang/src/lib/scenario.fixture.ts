// Building the GIVEN of a rule scenario: who sits where with which character, role, life, hand and
// cards in play, and what lies on top of the draw pile. Cards are moved into place from wherever
// they are, so every card stays in exactly one zone.
import { findCard, moveCard, type CardId } from '@parlor/deck';
import { createMatch, type Match } from '@parlor/game-kit/testing';
import { createWindows } from '@parlor/turn-phases';
import { type CardKey, CARDS, type CardSet, deckFor, type Rank, type Suit } from './cards';
import { character, type CharacterKey } from './characters';
import { windows } from './engine/windows';
import { event as eventData, type EventKey } from './events';
import { game, standing } from './game';
import { EQUIPMENT, type EquipmentKey } from './gold-rush-cards';
import type { Role } from './roles';
import type { BangState } from './state';

/** A card named by key, optionally with its suit, rank and set (the first free copy that matches, base cards first, then Dodge City's, then The Valley of Shadows'). */
export type CardSpec = CardKey | { key: CardKey; suit?: Suit; rank?: Rank; set?: CardSet };

/** One seat of a scenario. */
export interface SeatSpec {
  role: Role;
  character: CharacterKey;
  /** Current life; default the maximum. */
  life?: number;
  hand?: CardSpec[];
  /** Cards in play since an earlier turn (green ones ready to use). */
  inPlay?: CardSpec[];
  /** Cards put in play this turn: green ones wait until the next turn (RULES.md §15.1 Green-bordered cards). */
  fresh?: CardSpec[];
  alive?: boolean;
  /** Vera Custer: the ability she took on at her last turn (null: none). */
  borrowed?: CharacterKey | null;
  /** Greygory Deck: the two characters he drew (WILD-WEST-SHOW.md §W5.4). */
  drawn?: CharacterKey[];
  /** Gold Rush: his nuggets (default 0 when the scenario plays with Gold Rush). */
  nuggets?: number;
  /** Gold Rush: the black equipment in front of him. */
  gear?: EquipmentKey[];
}

/** The whole GIVEN. Seat 0 is current, in phase 2, unless said otherwise. */
export interface Given {
  seats: SeatSpec[];
  /** Cards on top of the draw pile, first on top. */
  top?: CardSpec[];
  /** Cards on top of the discard pile, first on top. */
  discard?: CardSpec[];
  current?: string;
  phase?: BangState['turn']['phase'];
  /**
   * The card sets of the match: the base game's, with Dodge City's or The Valley of Shadows' when this
   * says so or any card placed is one of theirs (their cards then join the draw pile).
   */
  sets?: CardSet[];
  /** The event card in effect (none in the base game). */
  event?: EventKey;
  /** The event stack, next first and the final card last, and how many rounds have begun (default 1: the next reveal is at the Sheriff's next turn). */
  eventDeck?: { stack: EventKey[]; rounds?: number; final?: EventKey };
  /** The first seat eliminated (Dead Man). */
  firstOut?: string;
  /** Spare characters by seat (New Identity). */
  spares?: Record<string, CharacterKey>;
  /** Where every card not placed goes (default the draw pile): a hand, to leave both piles empty. */
  rest?: string;
  /** The Shadow-Gunslingers variant (GOLD-RUSH.md §G8). */
  shadowGunslingers?: boolean;
  /**
   * Gold Rush's equipment (GOLD-RUSH.md §G2): the market, the top of the equipment deck (first on
   * top; the other cards follow, face down) and its face-up bottom. Present: the match plays with it.
   */
  gold?: { market?: EquipmentKey[]; deck?: EquipmentKey[]; faceUp?: EquipmentKey[] };
  /** The Wild West Show events (WILD-WEST-SHOW.md §W2): the event in effect (default none) and the face-down stack, next first. */
  show?: { event?: EventKey | null; stack?: EventKey[] };
  /** Cards already played this turn (Miss Susanna counts them; only with `show`). */
  played?: number;
}

const spec = (card: CardSpec) => (typeof card === 'string' ? { key: card } : card);

/** The card data matching `wanted`, not yet placed (`used`), base cards first. */
function find(wanted: CardSpec, used: ReadonlySet<CardId>) {
  const { key, suit, rank, set } = spec(wanted);
  return CARDS.find((data) => data.key === key && (!suit || data.suit === suit) && (!rank || data.rank === rank) && !used.has(data.id) && (!set || data.set === set));
}

/** The id of a card matching `wanted` that is not yet placed. */
function idFor(wanted: CardSpec, used: Set<CardId>): CardId {
  const found = find(wanted, used);
  if (!found) throw new Error(`no free ${JSON.stringify(wanted)} in the deck`);
  used.add(found.id);
  return found.id;
}

/** The expansions' card sets a scenario places cards of (Dodge City, The Valley of Shadows), in the order of the data. */
function setsPlaced(scenario: Given): CardSet[] {
  const specs = [...scenario.seats.flatMap((seat) => [...(seat.hand ?? []), ...(seat.inPlay ?? []), ...(seat.fresh ?? [])]), ...(scenario.top ?? []), ...(scenario.discard ?? [])];
  const used = new Set<CardId>();
  const sets = new Set<CardSet>();
  for (const wanted of specs) {
    const found = find(wanted, used);
    if (!found) continue;
    used.add(found.id);
    if (found.set !== 'base') sets.add(found.set);
  }
  return (['dodge_city', 'valley_of_shadows'] as const).filter((set) => sets.has(set));
}

/** A match arranged as `given` says. */
export function given(scenario: Given): Match<BangState> {
  return createMatch({
    game,
    numPlayers: scenario.seats.length,
    seed: 'scenario',
    validate: false,
    arrange: ({ G, ctx }) => {
      const used = new Set<CardId>();
      const place = (card: CardSpec, zone: string, at: 'top' | 'bottom' = 'bottom') => {
        const id = idFor(card, used);
        moveCard(G.zones, id, { from: findCard(G.zones, id)!, to: zone, at });
        return id;
      };
      // Everything back in the draw pile, then placed.
      for (const zone of Object.keys(G.zones)) {
        if (zone === 'draw') continue;
        for (const id of [...G.zones[zone]!]) moveCard(G.zones, id, { from: zone, to: 'draw', at: 'bottom' });
      }
      const placed = setsPlaced(scenario);
      const sets = scenario.sets ?? (placed.length > 0 ? ['base' as const, ...placed] : undefined);
      if (sets) {
        G.options = { ...G.options, sets, characters: [...sets, 'bullet'] };
        for (const id of deckFor(sets)) if (!G.zones.draw!.includes(id)) G.zones.draw!.push(id);
      }
      G.sheriff = null;
      // The character sets the seats' characters come from are the match's too: what reads them may depend on it (The Valley of Shadows' marks).
      const dealt = new Set(scenario.seats.map((seat) => character(seat.character).set));
      const missing = [...dealt].filter((set) => !G.options.characters.includes(set));
      if (missing.length > 0) G.options = { ...G.options, characters: [...G.options.characters, ...missing] };
      const fresh: CardId[] = [];
      scenario.seats.forEach((seat, index) => {
        const id = String(index);
        const maxLife = character(seat.character).life + (seat.role === 'sheriff' ? 1 : 0);
        G.players[id] = {
          character: seat.character,
          life: seat.life ?? maxLife,
          maxLife,
          alive: seat.alive ?? true,
          // Out of the game since an earlier turn, nobody responsible unless a scenario says so.
          ...(seat.alive === false ? { killedBy: null } : {}),
          ...(seat.borrowed !== undefined ? { borrowed: seat.borrowed } : {}),
          ...(seat.nuggets !== undefined ? { nuggets: seat.nuggets } : {}),
          ...(seat.drawn !== undefined ? { drawn: seat.drawn } : {}),
        };
        G.roles[id] = seat.role;
        if (seat.role === 'sheriff') G.sheriff = id;
        for (const card of seat.hand ?? []) place(card, `hand:${id}`);
        for (const card of seat.inPlay ?? []) place(card, `play:${id}`);
        for (const card of seat.fresh ?? []) fresh.push(place(card, `play:${id}`));
      });
      // Three players: the roles' targets (RULES.md §3.3 Three-player variant).
      G.targets = null;
      G.lastStanding = false;
      G.firstOut = scenario.firstOut ?? null;
      G.spares = scenario.spares ?? {};
      if (scenario.seats.length === 3) {
        const hunts: Partial<Record<Role, Role>> = { deputy: 'renegade', renegade: 'outlaw', outlaw: 'deputy' };
        const seats = ['0', '1', '2'];
        G.targets = Object.fromEntries(seats.map((seat) => [seat, seats.find((other) => G.roles[other] === hunts[G.roles[seat]!])!]));
      }
      for (const card of [...(scenario.top ?? [])].reverse()) place(card, 'draw', 'top');
      for (const card of [...(scenario.discard ?? [])].reverse()) place(card, 'discard', 'top');
      if (scenario.rest !== undefined) for (const id of [...G.zones.draw!]) if (!used.has(id)) moveCard(G.zones, id, { from: 'draw', to: scenario.rest });
      const current = scenario.current ?? '0';
      ctx.currentPlayer = current;
      ctx.playOrderPos = ctx.playOrder.indexOf(current);
      G.turn = { seat: current, phase: scenario.phase ?? 'play', bangs: 0, fresh, uses: {}, ...(scenario.show ? { played: scenario.played ?? 0 } : {}) };
      if (scenario.show) {
        G.show = { event: scenario.show.event ?? null, stack: scenario.show.stack ?? ['wild_west_show'] };
        G.options = { ...G.options, wwsEvents: true };
      }
      G.steps = [];
      G.windows = createWindows();
      G.history = [];
      G.known = [];
      G.result = null;
      G.event = scenario.event ?? null;
      const stack = scenario.eventDeck?.stack;
      // The decks the match is played with: those of its events.
      const inPlayEvents = [...(stack ?? []), ...(scenario.event ? [scenario.event] : []), ...(scenario.eventDeck?.final ? [scenario.eventDeck.final] : [])];
      G.options = { ...G.options, events: [...new Set(inPlayEvents.map((key) => eventData(key).set))], ...(scenario.shadowGunslingers ? { shadowGunslingers: true as const } : {}) };
      G.eventDeck = stack ? { next: stack[0] ?? null, rest: stack.slice(1), left: stack.length, final: scenario.eventDeck!.final ?? stack[stack.length - 1]!, rounds: scenario.eventDeck!.rounds ?? 1 } : null;
      if (scenario.gold) placeGold(G, scenario);
      // Whoever may act at any time (Sid Ketchum below his maximum with two cards) stands by at once.
      ctx.activePlayers = standing.activePlayers(G, ctx, null) as typeof ctx.activePlayers;
    },
  });
}

/** Lays out Gold Rush's equipment as the scenario says: market, deck top, face-up bottom, each seat's black equipment and nuggets. */
function placeGold(G: BangState, scenario: Given): void {
  const taken = new Set<string>();
  const take = (key: EquipmentKey) => {
    const found = EQUIPMENT.find((data) => data.key === key && !taken.has(data.id));
    if (!found) throw new Error(`no free equipment card ${key}`);
    taken.add(found.id);
    return found.id;
  };
  const gold = scenario.gold!;
  const market = (gold.market ?? []).map(take);
  const top = (gold.deck ?? []).map(take);
  const faceUp = (gold.faceUp ?? []).map(take);
  const gear = scenario.seats.map((seat) => (seat.gear ?? []).map(take));
  const rest = EQUIPMENT.map((data) => data.id).filter((id) => !taken.has(id));
  // Without a market given, the first three free cards (after the given deck top) are on sale.
  const onSale = gold.market ? market : rest.splice(0, 3);
  G.options = { ...G.options, goldRushEquipment: true };
  G.zones.equipment = [...top, ...rest, ...faceUp];
  G.zones.market = onSale;
  G.zones['equipment-held'] = [];
  G.gold = { faceUp };
  scenario.seats.forEach((seat, index) => {
    G.zones[`gear:${index}`] = gear[index]!;
    G.players[String(index)] = { ...G.players[String(index)]!, nuggets: seat.nuggets ?? 0 };
  });
}

/** The id of the equipment card of `key` somewhere in a zone. */
export function equipmentIn(match: Match<BangState>, zone: string, key: EquipmentKey): string {
  const id = match.G.zones[zone]!.find((card) => EQUIPMENT.find((data) => data.id === card)?.key === key);
  if (!id) throw new Error(`no ${key} in ${zone}`);
  return id;
}

/** The id of the card of `key` in a seat's hand (the first one). */
export function inHand(match: Match<BangState>, seat: string, key: CardKey): CardId {
  const id = match.G.zones[`hand:${seat}`]!.find((card) => CARDS.find((data) => data.id === card)!.key === key);
  if (!id) throw new Error(`seat ${seat} holds no ${key}`);
  return id;
}

/** The current window version, quoted by every answer. */
export const version = (match: Match<BangState>) => windows.version(match.G);

/** The tag of the innermost window and the seats it waits for. */
export const pending = (match: Match<BangState>) => ({ tag: windows.top(match.G)?.tag, awaiting: windows.awaiting(match.G) });

/** Life of a seat. */
export const life = (match: Match<BangState>, seat: string) => match.G.players[seat]!.life;

/** Ends the current player's turn (phase 2 over, discarding the first cards if over the limit). */
export function endTurn(match: Match<BangState>): void {
  const seat = match.ctx.currentPlayer;
  match.move(seat, 'endPlay');
  while (match.ctx.currentPlayer === seat && match.G.turn.phase === 'discard') match.move(seat, 'discard', match.G.zones[`hand:${seat}`]![0]);
}

/** Standard roles for n players with the Sheriff at seat 0. */
export const ROLES: Record<number, Role[]> = {
  4: ['sheriff', 'outlaw', 'outlaw', 'renegade'],
  5: ['sheriff', 'outlaw', 'outlaw', 'renegade', 'deputy'],
  6: ['sheriff', 'outlaw', 'outlaw', 'renegade', 'deputy', 'outlaw'],
  7: ['sheriff', 'outlaw', 'outlaw', 'renegade', 'deputy', 'outlaw', 'deputy'],
};
