// Building the GIVEN of a scenario (SCENARIOS.md): who sits where with which character, role,
// life, hand and cards in play, and what lies on top of the draw pile. Cards are moved into
// place from wherever they are, so every card stays in exactly one zone.
import { findCard, moveCard, type CardId } from '@parlor/deck';
import { createMatch, type Match } from '@parlor/game-kit/testing';
import { createWindows } from '@parlor/turn-phases';
import { CARDS, type CardKey, type Rank, type Suit } from './cards';
import { character, type CharacterKey } from './characters';
import { game } from './game';
import type { Role } from './roles';
import type { BangState } from './state';
import { windows } from './windows';

/** A card named by key, optionally with its suit and rank (the first free copy that matches). */
export type CardSpec = CardKey | { key: CardKey; suit?: Suit; rank?: Rank };

/** One seat of a scenario. */
export interface SeatSpec {
  role: Role;
  character: CharacterKey;
  /** Current life; default the maximum. */
  life?: number;
  hand?: CardSpec[];
  inPlay?: CardSpec[];
  alive?: boolean;
}

/** The whole GIVEN. Seat 0 is current, in phase 2, unless said otherwise. */
export interface Given {
  seats: SeatSpec[];
  /** Cards on top of the draw pile, first on top. */
  top?: CardSpec[];
  current?: string;
  phase?: BangState['turn']['phase'];
}

const spec = (card: CardSpec) => (typeof card === 'string' ? { key: card } : card);

/** The id of a card matching `wanted` that is not yet placed. */
function idFor(wanted: CardSpec, used: Set<CardId>): CardId {
  const { key, suit, rank } = spec(wanted);
  const found = CARDS.find((data) => data.key === key && (!suit || data.suit === suit) && (!rank || data.rank === rank) && !used.has(data.id) && data.set === 'base');
  if (!found) throw new Error(`no free ${JSON.stringify(wanted)} in the base deck`);
  used.add(found.id);
  return found.id;
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
      G.sheriff = null;
      scenario.seats.forEach((seat, index) => {
        const id = String(index);
        const maxLife = character(seat.character).life + (seat.role === 'sheriff' ? 1 : 0);
        G.players[id] = { character: seat.character, life: seat.life ?? maxLife, maxLife, alive: seat.alive ?? true };
        G.roles[id] = seat.role;
        if (seat.role === 'sheriff') G.sheriff = id;
        for (const card of seat.hand ?? []) place(card, `hand:${id}`);
        for (const card of seat.inPlay ?? []) place(card, `play:${id}`);
      });
      for (const card of [...(scenario.top ?? [])].reverse()) place(card, 'draw', 'top');
      const current = scenario.current ?? '0';
      ctx.currentPlayer = current;
      ctx.playOrderPos = ctx.playOrder.indexOf(current);
      ctx.activePlayers = null;
      G.turn = { phase: scenario.phase ?? 'play', bangs: 0 };
      G.steps = [];
      G.windows = createWindows();
      G.history = [];
      G.known = [];
      G.result = null;
    },
  });
}

/** The id of the card of `key` in a seat's hand (the first one). */
export function inHand(match: Match<BangState>, seat: string, key: CardKey): CardId {
  const id = match.G.zones[`hand:${seat}`]!.find((card) => card.startsWith('base-') && CARDS.find((data) => data.id === card)!.key === key);
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
