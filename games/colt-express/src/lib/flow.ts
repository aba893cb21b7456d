// The shape of a game (RULES.md §4, §10, §11): five rounds of Schemin' then Stealin', each
// ended by its round card's event, as libs/turn-phases windows. Schemin' is a queue planned
// from the round card's turn symbols, one item per action; Stealin' a queue with one item per
// pile card, first played first; the 2-player placement and the advanced variant's bullet
// discard and keep are simultaneous windows, which every listed seat answers once, in any
// order. Whatever needs no decision runs by itself: a seat with nothing to play or draw
// passes (the scheme queue settles it), a card with at most one way to resolve resolves (the
// steal queue settles it), and each window's close starts what follows.
import { draw, moveAll, moveCard, refillIfEmpty, shuffle, zoneId } from '@parlor/deck';
import { defineWindows, nextSeat, planTurns, type PlannedAction, type QueueWindow, type WindowContext } from '@parlor/turn-phases';
import { ACTIONS } from './actions';
import { cardInfo, isAction, roundCardInfo } from './cards';
import { DRAW_INSTEAD_OF_PLAY, handSizeFor, ROUNDS, roundSetFor, type ActionKind, type PlayerCount } from './data';
import { EVENTS } from './events';
import { record } from './history';
import { score } from './scoring';
import type { ActionOption, Bandit, ColtExpressState, Phase, SchemeTurn } from './state';
import { banditOf, ownTrain, type Random } from './train';

/** The context of a move or hook: G, ctx, events, random, the acting seat. */
export type Context = WindowContext<ColtExpressState>;

export const handZone = (seat: string) => zoneId('hand', seat);
export const deckZone = (seat: string) => zoneId('deck', seat);
export const discardZone = (seat: string) => zoneId('discard', seat);

/** The seats in play order ('0', '1', ...). */
export function seatOrder(G: ColtExpressState): string[] {
  return Object.keys(G.seats);
}

/** The hand a seat draws (refills) to: 7 if one of its bandits is Doc. */
export function handSizeOf(G: ColtExpressState, seat: string): number {
  return Math.max(...G.seats[seat]!.map(handSizeFor));
}

/** The seat that plays a card (the seat of the bandit it belongs to). */
export function ownerOf(G: ColtExpressState, card: string): string {
  const info = cardInfo(card);
  if (info.type === 'neutral') throw new Error(`${card} belongs to nobody`);
  return banditOf(G, info.bandit).seat;
}

/**
 * Draws up to `count` cards one at a time. In the advanced variant an empty deck is first
 * rebuilt from the shuffled discard pile (RULES.md §10); otherwise a short deck gives what it
 * has (ruling). Returns how many were drawn.
 */
export function drawCards(G: ColtExpressState, seat: string, count: number, random: Random): number {
  let drawn = 0;
  for (; drawn < count; drawn++) {
    if (G.advanced) refillIfEmpty(G.zones, deckZone(seat), { from: discardZone(seat), random });
    if (draw(G.zones, { from: deckZone(seat), to: handZone(seat) }).length === 0) break;
  }
  return drawn;
}

/** Whether the seat can draw in the Schemin' phase. */
export function canDraw(G: ColtExpressState, seat: string): boolean {
  return G.zones[deckZone(seat)]!.length > 0 || (G.advanced && G.zones[discardZone(seat)]!.length > 0);
}

/** Whether the seat can play: it holds an action card (bullets can never be played). */
export function canPlay(G: ColtExpressState, seat: string): boolean {
  return G.zones[handZone(seat)]!.some(isAction);
}

function bulletsInHand(G: ColtExpressState, seat: string): boolean {
  return G.zones[handZone(seat)]!.some((card) => !isAction(card));
}

/** The windows of a match, one per phase (the stage a seat acts in is named after it, `resolve` for `steal`). */
export const windows = defineWindows<
  ColtExpressState,
  {
    place: { kind: 'simultaneous'; data: null };
    discard: { kind: 'simultaneous'; data: null };
    scheme: { kind: 'queue'; data: null };
    keep: { kind: 'simultaneous'; data: null };
    steal: { kind: 'queue'; data: null };
  }
>({
  state: (G) => G.windows,
  handlers: {
    place: {
      onClose: (context) => {
        placeBandits(context.G);
        startRound(context);
      },
    },
    discard: { onClose: (context) => openScheme(context) },
    scheme: {
      // Nothing to play and nothing to draw: the seat passes this action (ruling).
      settle: ({ G }, _window, item) => {
        if (canPlay(G, item.seat) || canDraw(G, item.seat)) return false;
        record(G, { kind: 'passed', seat: item.seat });
        return true;
      },
      onClose: (context) => endScheme(context),
    },
    keep: { onClose: (context) => openSteal(context) },
    steal: {
      // A card with one way to resolve resolves at once (an action must be performed if it is
      // possible), one with none has no effect; only a real choice waits for its owner.
      settle: ({ G, random }) => {
        const options = pendingOptions(G);
        if (options.length > 1) return false;
        resolveCard(G, options[0] ?? null, random);
        return true;
      },
      onClose: (context) => endRound(context),
    },
  },
});

/** What the match is waiting for. */
export function phaseOf(G: ColtExpressState): Phase {
  return (windows.top(G)?.tag as Phase | undefined) ?? 'over';
}

/** Whether the match waits for `seat` in `phase` (each seat of a simultaneous window answers once). */
export function awaits(G: ColtExpressState, phase: Phase, seat: string): boolean {
  const top = windows.top(G);
  if (top?.tag !== phase) return false;
  return top.kind === 'queue' ? top.items[top.index]?.seat === seat : top.kind === 'simultaneous' && top.waiting.includes(seat);
}

/** The version an answer to a simultaneous window quotes (libs/turn-phases). */
export function answerVersion(G: ColtExpressState): number {
  return windows.version(G);
}

/** Where the Schemin' action the match waits for stands in the round card's plan. */
export function schemeAction(G: ColtExpressState): PlannedAction | undefined {
  const top = windows.top(G);
  if (top?.tag !== 'scheme' || top.kind !== 'queue') return undefined;
  return top.items[top.index]?.data as PlannedAction | undefined;
}

/** The Schemin' turn being played: its acting order, who acts now and how many actions he has left. */
export function schemeTurn(G: ColtExpressState): SchemeTurn | undefined {
  const action = schemeAction(G);
  if (action === undefined) return undefined;
  const queue = windows.top(G) as QueueWindow;
  const order = queue.items.filter((item) => (item.data as PlannedAction).turn === action.turn && (item.data as PlannedAction).action === 0).map((item) => item.seat);
  return { turn: action.turn, order, at: order.indexOf(queue.items[queue.index]!.seat), left: action.actions - action.action };
}

/** Opens the first window of a match: the 2-player placement, or the first round. */
export function beginMatch(context: Context): void {
  const { G } = context;
  if (G.teams) windows.open(context, { kind: 'simultaneous', tag: 'place', stage: 'place', seats: seatOrder(G), data: null });
  else startRound(context);
}

/** 2-player game: each seat's chosen bandit in the caboose, the other inside the next car (RULES.md §11). */
function placeBandits(G: ColtExpressState): void {
  ownTrain(G);
  for (const [seat, chosen] of Object.entries(G.placements)) {
    for (const each of G.seats[seat]!) G.bandits[each]!.unit = each === chosen ? 0 : 1;
  }
}

/** Reveals the next round card and deals the hands (RULES.md §4 start of round, §10), then opens Schemin'. */
export function startRound(context: Context): void {
  const { G, random } = context;
  G.round++;
  const card = G.zones['rounds']![0]!;
  moveCard(G.zones, card, { from: 'rounds', to: 'shown', at: 'bottom' });
  const info = roundCardInfo(card, roundSetFor(seatOrder(G).length as PlayerCount));
  G.roundCard = { card, turns: [...info.turns], event: info.event };
  record(G, { kind: 'round', round: G.round, card, first: G.first });
  for (const seat of seatOrder(G)) {
    if (G.advanced) {
      drawCards(G, seat, Math.max(0, handSizeOf(G, seat) - G.zones[handZone(seat)]!.length), random);
    } else {
      // The whole deck, bullets received included, is shuffled before the deal.
      shuffle(G.zones, deckZone(seat), random);
      drawCards(G, seat, handSizeOf(G, seat), random);
    }
  }
  const discarding = G.advanced ? seatOrder(G).filter((seat) => bulletsInHand(G, seat)) : [];
  if (discarding.length > 0) windows.open(context, { kind: 'simultaneous', tag: 'discard', stage: 'discard', seats: discarding, data: null });
  else openScheme(context);
}

/**
 * Schemin' (RULES.md §4): every turn symbol of the round card, each seat acting once from the
 * first player on, clockwise or counterclockwise at a switch, twice in a row at a speed-up.
 */
function openScheme(context: Context): void {
  const { G } = context;
  const items = planTurns(seatOrder(G), {
    first: G.first,
    stage: 'scheme',
    turns: G.roundCard!.turns.map((symbol) => ({ direction: symbol === 'switching' ? -1 : 1, actions: symbol === 'speedUp' ? 2 : 1 })),
  });
  windows.open(context, { kind: 'queue', tag: 'scheme', items, data: null });
}

/** End of Schemin': hands back on top of the decks, or (advanced) each seat chooses what to keep. */
function endScheme(context: Context): void {
  const { G } = context;
  if (!G.advanced) {
    for (const seat of seatOrder(G)) moveAll(G.zones, handZone(seat), deckZone(seat), { at: 'top' });
    openSteal(context);
    return;
  }
  const keeping = seatOrder(G).filter((seat) => G.zones[handZone(seat)]!.length > 0);
  if (keeping.length > 0) windows.open(context, { kind: 'simultaneous', tag: 'keep', stage: 'keep', seats: keeping, data: null });
  else openSteal(context);
}

/** Stealin' (RULES.md §4): the pile turned over and resolved first played first, each card by its owner. */
function openSteal(context: Context): void {
  const { G } = context;
  const items = G.zones['pile']!.map((card) => ({ seat: ownerOf(G, card), stage: 'resolve' }));
  windows.open(context, { kind: 'queue', tag: 'steal', items, data: null });
}

/** The card being resolved, its bandit and action. */
export function cardUp(G: ColtExpressState): { card: string; bandit: Bandit; action: ActionKind } | undefined {
  if (phaseOf(G) !== 'steal') return undefined;
  const card = G.zones['pile']![0];
  if (card === undefined) return undefined;
  const info = cardInfo(card);
  if (info.type !== 'action') throw new Error(`${card} cannot be in the pile`);
  return { card, bandit: info.bandit, action: info.action };
}

/** The choices the card being resolved offers its owner. */
export function pendingOptions(G: ColtExpressState): ActionOption[] {
  const up = cardUp(G);
  return up === undefined ? [] : ACTIONS[up.action].options(G, up.bandit);
}

/** Resolves the first card of the pile with `option` (null: no effect) and returns it to its owner. */
export function resolveCard(G: ColtExpressState, option: ActionOption | null, random: Random): void {
  ownTrain(G);
  const up = cardUp(G)!;
  const seat = banditOf(G, up.bandit).seat;
  G.faceDown.shift();
  if (option !== null) ACTIONS[up.action].perform(G, up.bandit, option, random);
  const { unit, level } = banditOf(G, up.bandit);
  record(G, { kind: 'resolved', bandit: up.bandit, action: up.action, option, effect: option !== null, at: { unit, level } });
  // Basic game: back into its owner's deck (under it, so bullets received stay on top; the deck
  // is shuffled before the next round anyway); advanced: face up on his discard pile.
  if (G.advanced) moveCard(G.zones, up.card, { from: 'pile', to: discardZone(seat), at: 'top' });
  else moveCard(G.zones, up.card, { from: 'pile', to: deckZone(seat), at: 'bottom' });
}

/** After the pile is resolved: the round's event, then the next round or the end (RULES.md §4, §9). */
function endRound(context: Context): void {
  const { G, random } = context;
  ownTrain(G);
  const event = G.roundCard?.event ?? null;
  if (event !== null) {
    EVENTS[event](G, random);
    record(G, { kind: 'event', event });
  }
  if (G.round >= ROUNDS) {
    G.result = score(G);
    return;
  }
  G.first = nextSeat(seatOrder(G), G.first)!;
  startRound(context);
}

/** Cards drawn instead of playing (RULES.md §4). */
export const DRAW_COUNT = DRAW_INSTEAD_OF_PLAY;
