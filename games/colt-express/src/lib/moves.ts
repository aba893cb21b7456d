// The moves. Each checks that the match waits for its seat in its phase and that its
// arguments are legal, changes the state, then answers the phase's window, which runs the
// flow on to the next decision. Every move reads hidden state (hands, decks, purse values) or
// the PRNG, so none runs on a client; moves that name hand cards are redacted from other
// seats' logs.
//
// Schemin' and Stealin' moves come one seat at a time: they are plain moves, and boardgame.io
// refuses one sent from an older state, so they answer their queue at its current version.
// The placement, the bullet discard and the keep are answered by several seats at once: they
// are `ignoreStaleStateID` and quote the window's version (`answerVersion`), which those
// answers do not change, so two seats answering from the same state are both kept.
import type { LongFormMove } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { moveCard } from '@parlor/deck';
import { redactedMove } from '@parlor/hidden-info';
import { optionKey } from './actions';
import { cardInfo, isAction } from './cards';
import { character, type ActionKind } from './data';
import {
  awaits,
  canDraw,
  cardUp,
  discardZone,
  drawCards,
  DRAW_COUNT,
  handZone,
  pendingOptions,
  resolveCard,
  schemeAction,
  windows,
  type Context,
} from './flow';
import { record } from './history';
import type { ActionOption, Bandit, ColtExpressState } from './state';

type MoveContext = Context & { playerID: string };
type Outcome = void | typeof INVALID_MOVE;

const serverOnly = (move: LongFormMove<ColtExpressState>['move']): LongFormMove<ColtExpressState> => ({ move, client: false });

/** A move answered by several seats at once: hidden from other seats' logs, never refused for a stale state. */
const simultaneous = (move: LongFormMove<ColtExpressState>['move']) => redactedMove<ColtExpressState>(move, { ignoreStaleStateID: true });

/** Answers the Schemin' or Stealin' queue for the acting seat (see the note at the top). */
function answerInTurn(context: MoveContext): Outcome {
  return windows.respond(context, windows.version(context.G));
}

/** Whether a card may be played face down now: in a tunnel, or Ghost's card on the round's first turn. */
export function mayPlayFaceDown(G: ColtExpressState, card: string): boolean {
  const action = schemeAction(G);
  if (action === undefined) return false;
  if (G.roundCard!.turns[action.turn] === 'tunnel') return true;
  const info = cardInfo(card);
  return action.turn === 0 && info.type === 'action' && character(info.bandit).ability === 'faceDownFirstTurn';
}

/** Whether the Schemin' turn now plays every card face down. */
export function inTunnel(G: ColtExpressState): boolean {
  const action = schemeAction(G);
  return action !== undefined && G.roundCard!.turns[action.turn] === 'tunnel';
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
function play(context: MoveContext, card: unknown, faceDown: unknown = false): Outcome {
  const { G, playerID } = context;
  if (!awaits(G, 'scheme', playerID) || typeof card !== 'string' || typeof faceDown !== 'boolean') return INVALID_MOVE;
  if (!G.zones[handZone(playerID)]!.includes(card) || !isAction(card)) return INVALID_MOVE;
  if (faceDown && !mayPlayFaceDown(G, card)) return INVALID_MOVE;
  const hidden = faceDown || inTunnel(G);
  moveCard(G.zones, card, { from: handZone(playerID), to: 'pile', at: 'bottom' });
  G.faceDown.push(hidden);
  const info = cardInfo(card) as { bandit: Bandit; action: ActionKind };
  record(G, { kind: 'played', seat: playerID, bandit: info.bandit, action: hidden ? null : info.action });
  return answerInTurn(context);
}

/** Draw three cards instead of playing (fewer if the deck is short, ruling). */
function drawThree(context: MoveContext): Outcome {
  const { G, playerID, random } = context;
  if (!awaits(G, 'scheme', playerID) || !canDraw(G, playerID)) return INVALID_MOVE;
  const count = drawCards(G, playerID, DRAW_COUNT, random);
  record(G, { kind: 'drew', seat: playerID, count });
  return answerInTurn(context);
}

/** Resolve the card at the head of the pile with one of its legal options (RULES.md §4 Stealin'). */
function resolve(context: MoveContext, option: unknown): Outcome {
  const { G, playerID, random } = context;
  if (!awaits(G, 'steal', playerID) || cardUp(G) === undefined || !isOption(option)) return INVALID_MOVE;
  const chosen = pendingOptions(G).find((legal) => optionKey(legal) === optionKey(option));
  if (chosen === undefined) return INVALID_MOVE;
  resolveCard(G, chosen, random);
  return answerInTurn(context);
}

/** Advanced variant: discard bullet cards from hand at the start of Schemin' (none is fine). */
function discardBullets(context: MoveContext, version: unknown, cards: unknown): Outcome {
  const { G, playerID } = context;
  if (!awaits(G, 'discard', playerID) || !isCardList(cards)) return INVALID_MOVE;
  const hand = G.zones[handZone(playerID)]!;
  if (!cards.every((card) => hand.includes(card) && !isAction(card))) return INVALID_MOVE;
  for (const card of cards) moveCard(G.zones, card, { from: handZone(playerID), to: discardZone(playerID), at: 'top' });
  // A refused answer (an old version) makes the whole move INVALID_MOVE, which keeps nothing of it.
  return windows.respond(context, version);
}

/** Advanced variant: keep these hand cards for the next round; the rest go to the discard pile. */
function keep(context: MoveContext, version: unknown, cards: unknown): Outcome {
  const { G, playerID } = context;
  if (!awaits(G, 'keep', playerID) || !isCardList(cards)) return INVALID_MOVE;
  const hand = G.zones[handZone(playerID)]!;
  if (!cards.every((card) => hand.includes(card))) return INVALID_MOVE;
  for (const card of hand.filter((card) => !cards.includes(card))) {
    moveCard(G.zones, card, { from: handZone(playerID), to: discardZone(playerID), at: 'top' });
  }
  return windows.respond(context, version);
}

/** 2-player game: secretly choose which of your bandits starts in the caboose (the other in the next car). */
function place(context: MoveContext, version: unknown, bandit: unknown): Outcome {
  const { G, playerID } = context;
  if (!awaits(G, 'place', playerID)) return INVALID_MOVE;
  if (typeof bandit !== 'string' || !G.seats[playerID]!.includes(bandit as Bandit)) return INVALID_MOVE;
  // Replaced, not edited: the state a move starts from shares it, frozen (see copyState).
  G.placements = { ...G.placements, [playerID]: bandit as Bandit };
  record(G, { kind: 'placed', seat: playerID });
  return windows.respond(context, version);
}

type Move = (context: MoveContext, ...args: never[]) => Outcome;
const long = (move: Move) => move as unknown as LongFormMove<ColtExpressState>['move'];

export const moves = {
  play: redactedMove<ColtExpressState>(long(play)),
  draw: serverOnly(long(drawThree)),
  resolve: serverOnly(long(resolve)),
  discardBullets: simultaneous(long(discardBullets)),
  keep: simultaneous(long(keep)),
  place: simultaneous(long(place)),
};
