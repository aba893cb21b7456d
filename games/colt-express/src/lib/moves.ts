// The moves. Each checks that its seat is the one the match waits for and that its arguments
// are legal, changes the state, then lets the flow run on to the next decision. Every move
// reads hidden state (hands, decks, purse values) or the PRNG, so none runs on a client; moves
// that name hand cards are redacted from other seats' logs.
import type { FnContext, LongFormMove } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { moveCard } from '@parlor/deck';
import { redactedMove } from '@parlor/hidden-info';
import { optionKey } from './actions';
import { cardInfo, isAction } from './cards';
import { character, type ActionKind } from './data';
import {
  actingSeats,
  advance,
  afterSchemeAction,
  afterSimultaneous,
  canDraw,
  cardUp,
  discardZone,
  drawCards,
  DRAW_COUNT,
  handZone,
  pendingOptions,
  resolveCard,
} from './flow';
import { record } from './history';
import type { ActionOption, Bandit, ColtExpressState } from './state';
import { banditOf } from './train';

type Context = FnContext<ColtExpressState> & { playerID: string };
type Outcome = void | typeof INVALID_MOVE;

/** Runs a move body, then the flow up to the next decision, and activates whoever must act. */
function step<A extends unknown[]>(body: (context: Context, ...args: A) => Outcome) {
  return (context: Context, ...args: A): Outcome => {
    if (body(context, ...args) === INVALID_MOVE) return INVALID_MOVE;
    advance(context.G, context.random);
    activate(context);
  };
}

/**
 * Makes exactly the seats the match waits for active (none once it is over). Left alone when
 * they already are: an event costs boardgame.io a pass through its flow.
 */
export function activate({ G, ctx, events }: Pick<Context, 'G' | 'ctx' | 'events'>): void {
  const acting = actingSeats(G);
  const active = ctx.activePlayers ?? {};
  const seats = Object.keys(acting);
  if (seats.length === Object.keys(active).length && seats.every((seat) => active[seat] === acting[seat])) return;
  events.setActivePlayers({ value: acting });
}

const serverOnly = (move: LongFormMove<ColtExpressState>['move']): LongFormMove<ColtExpressState> => ({ move, client: false });

/** Whether the seat is the one to take a Schemin' action now. */
function schemingSeat(G: ColtExpressState, seat: string): boolean {
  return G.step.kind === 'scheme' && G.step.order[G.step.at] === seat;
}

/** Whether a card may be played face down now: in a tunnel, or Ghost's card on the round's first turn. */
export function mayPlayFaceDown(G: ColtExpressState, card: string): boolean {
  if (G.step.kind !== 'scheme') return false;
  if (G.roundCard!.turns[G.step.turn] === 'tunnel') return true;
  const info = cardInfo(card);
  return G.step.turn === 0 && info.type === 'action' && character(info.bandit).ability === 'faceDownFirstTurn';
}

/** Whether the Schemin' turn now plays every card face down. */
export function inTunnel(G: ColtExpressState): boolean {
  return G.step.kind === 'scheme' && G.roundCard!.turns[G.step.turn] === 'tunnel';
}

const isCardList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((card) => typeof card === 'string') && new Set(value).size === value.length;

const OPTION_FIELDS: Record<keyof ActionOption, (value: unknown) => boolean> = {
  to: Number.isInteger,
  target: (value) => typeof value === 'string',
  loot: (value) => value === null || typeof value === 'string',
  keep: (value) => typeof value === 'boolean',
};

/** Whether a client's choice has the shape of an option (its legality is checked apart). */
function isOption(value: unknown): value is ActionOption {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, field]) => Object.hasOwn(OPTION_FIELDS, key) && OPTION_FIELDS[key as keyof ActionOption](field));
}

/** Play a card from hand onto the pile (RULES.md §4 Schemin'). */
const play = step(({ G, playerID }, card: unknown, faceDown: unknown = false) => {
  if (!schemingSeat(G, playerID) || typeof card !== 'string' || typeof faceDown !== 'boolean') return INVALID_MOVE;
  if (!G.zones[handZone(playerID)]!.includes(card) || !isAction(card)) return INVALID_MOVE;
  if (faceDown && !mayPlayFaceDown(G, card)) return INVALID_MOVE;
  const hidden = faceDown || inTunnel(G);
  moveCard(G.zones, card, { from: handZone(playerID), to: 'pile', at: 'bottom' });
  G.faceDown.push(hidden);
  const info = cardInfo(card) as { bandit: Bandit; action: ActionKind };
  record(G, { kind: 'played', seat: playerID, bandit: info.bandit, action: hidden ? null : info.action });
  afterSchemeAction(G);
});

/** Draw three cards instead of playing (fewer if the deck is short, ruling). */
const draw = step(({ G, playerID, random }) => {
  if (!schemingSeat(G, playerID) || !canDraw(G, playerID)) return INVALID_MOVE;
  const count = drawCards(G, playerID, DRAW_COUNT, random);
  record(G, { kind: 'drew', seat: playerID, count });
  afterSchemeAction(G);
});

/** Resolve the card at the head of the pile with one of its legal options (RULES.md §4 Stealin'). */
const resolve = step(({ G, playerID, random }, option: unknown) => {
  const up = cardUp(G);
  if (G.step.kind !== 'steal' || up === undefined || banditOf(G, up.bandit).seat !== playerID || !isOption(option)) return INVALID_MOVE;
  const chosen = pendingOptions(G).find((legal) => optionKey(legal) === optionKey(option));
  if (chosen === undefined) return INVALID_MOVE;
  resolveCard(G, chosen, random);
});

/** Advanced variant: discard bullet cards from hand at the start of Schemin' (none is fine). */
const discardBullets = step(({ G, playerID, random }, cards: unknown) => {
  if (G.step.kind !== 'discard' || !G.step.pending.includes(playerID) || !isCardList(cards)) return INVALID_MOVE;
  const hand = G.zones[handZone(playerID)]!;
  if (!cards.every((card) => hand.includes(card) && !isAction(card))) return INVALID_MOVE;
  for (const card of cards) moveCard(G.zones, card, { from: handZone(playerID), to: discardZone(playerID), at: 'top' });
  G.step.pending = G.step.pending.filter((seat) => seat !== playerID);
  if (G.step.pending.length === 0) afterSimultaneous(G, random);
});

/** Advanced variant: keep these hand cards for the next round; the rest go to the discard pile. */
const keep = step(({ G, playerID, random }, cards: unknown) => {
  if (G.step.kind !== 'keep' || !G.step.pending.includes(playerID) || !isCardList(cards)) return INVALID_MOVE;
  const hand = G.zones[handZone(playerID)]!;
  if (!cards.every((card) => hand.includes(card))) return INVALID_MOVE;
  for (const card of hand.filter((card) => !cards.includes(card))) {
    moveCard(G.zones, card, { from: handZone(playerID), to: discardZone(playerID), at: 'top' });
  }
  G.step.pending = G.step.pending.filter((seat) => seat !== playerID);
  if (G.step.pending.length === 0) afterSimultaneous(G, random);
});

/** 2-player game: secretly choose which of your bandits starts in the caboose (the other in the next car). */
const place = step(({ G, playerID, random }, bandit: unknown) => {
  if (G.step.kind !== 'place' || !G.step.pending.includes(playerID)) return INVALID_MOVE;
  const own = G.seats[playerID]!;
  if (typeof bandit !== 'string' || !own.includes(bandit as Bandit)) return INVALID_MOVE;
  G.placements[playerID] = bandit as Bandit;
  G.step.pending = G.step.pending.filter((seat) => seat !== playerID);
  record(G, { kind: 'placed', seat: playerID });
  if (G.step.pending.length > 0) return;
  for (const [seat, chosen] of Object.entries(G.placements)) {
    for (const each of G.seats[seat]!) G.bandits[each]!.unit = each === chosen ? 0 : 1;
  }
  afterSimultaneous(G, random);
});

export const moves = {
  play: redactedMove<ColtExpressState>(play),
  draw: serverOnly(draw),
  resolve: serverOnly(resolve),
  discardBullets: redactedMove<ColtExpressState>(discardBullets),
  keep: redactedMove<ColtExpressState>(keep),
  place: redactedMove<ColtExpressState>(place),
};
