import type { State } from 'boardgame.io';
import { checkConservation, describeConservation } from '@parlor/deck';
import type { Invariant, ViewCheck } from '@parlor/game-kit';
import { kindOf, matchCards } from './cards';
import { futureOf } from './future';
import type { ExplodingKittensState } from './state';
import { livingSeats } from './turns';
import { visibility } from './visibility';
import { windows } from './windows';

type Check = Invariant<ExplodingKittensState>;

const expected = new Map<number, string[]>();
const cardsOfMatch = (numPlayers: number) => {
  if (!expected.has(numPlayers)) expected.set(numPlayers, matchCards(numPlayers));
  return expected.get(numPlayers)!;
};

/** What must hold after every step of every match (checked by the playout tests and `npm run simulate`). */
export const invariants: Check[] = [
  // Every card of the match is in exactly one zone.
  ({ G, ctx }) => describeConservation(checkConservation(G.zones, cardsOfMatch(ctx.numPlayers))),
  // The pile holds living - 1 kittens, counting one being defused (RULES.md §3).
  ({ G, ctx }) => {
    const kittens = [...G.zones.draw!, ...G.zones.exploding!].filter((card) => kindOf(card) === 'exploding_kitten').length;
    const living = livingSeats(G, ctx).length;
    return kittens === living - 1 ? undefined : `${kittens} kittens in play for ${living} living players`;
  },
  // Nobody holds an Exploding Kitten at the end of a move.
  ({ G, ctx }) => {
    const holder = ctx.playOrder.find((seat) => G.zones[`hand:${seat}`]!.some((card) => kindOf(card) === 'exploding_kitten'));
    return holder === undefined ? undefined : `seat ${holder} holds an Exploding Kitten`;
  },
  // A kitten waits in the open only while its drawer chooses where it goes.
  ({ G }) => {
    const waiting = G.zones.exploding!.length;
    const defusing = windows.top(G)?.tag === 'defuse' ? 1 : 0;
    return waiting === defusing ? undefined : `${waiting} kittens in the open, ${defusing} being defused`;
  },
  // Exploded seats hold nothing; the current player lives and owes at least one turn.
  ({ G, ctx }) => {
    const holding = G.out.find((seat) => G.zones[`hand:${seat}`]!.length > 0);
    if (holding !== undefined) return `exploded seat ${holding} still holds cards`;
    if (ctx.gameover === undefined && G.out.includes(ctx.currentPlayer)) return `exploded seat ${ctx.currentPlayer} is playing`;
    return G.turnsLeft >= 1 ? undefined : `turnsLeft is ${G.turnsLeft}`;
  },
  // What See or Alter the Future showed belongs to the player whose turn it is, and is still
  // the top of the pile (nothing forgotten is kept).
  ({ G, ctx }) => {
    if (G.known.length === 0) return undefined;
    if (G.known.some((sighting) => sighting.seat !== ctx.currentPlayer)) return 'a stale See the Future is shown';
    const cards = futureOf(G, ctx.currentPlayer);
    const top = G.zones.draw!;
    return cards.length === G.known.length && cards.every((card, i) => top[i] === card) ? undefined : 'the future shown is not the top of the pile';
  },
  // The active players are exactly what the open window lets act.
  ({ G, ctx }) => windows.check(G, ctx),
  // The game ends with exactly one winner, the last living seat.
  ({ G, ctx }) => {
    if (ctx.gameover === undefined) return undefined;
    const living = livingSeats(G, ctx);
    return living.length === 1 && ctx.gameover.winner === living[0] ? undefined : `bad result ${JSON.stringify(ctx.gameover)}`;
  },
];

/**
 * The cards a viewer must never receive: everything in zones it may not see (the top of the
 * pile its own See or Alter the Future showed it is seen, by the visibility's knowledge),
 * except the card its own notice names: one it drew, was given or lost.
 */
export const secrets = ({ G }: State<ExplodingKittensState>, viewer: string | null): ReadonlySet<string> => {
  const hidden = visibility.hiddenCards(G, viewer);
  if (viewer === null) return hidden;
  const notice = G.notices[viewer];
  if (notice) hidden.delete(notice.card);
  return hidden;
};

/**
 * The moves whose arguments only the seat that made them may read: where a defused kitten
 * goes, the order Alter the Future chose, the card given for a Favor. They are redacted moves;
 * every other move names only titles, seats and window versions.
 */
export const SECRET_MOVES: ReadonlySet<string> = new Set(['reinsert', 'alter', 'give']);

/** Checks of what each viewer received after a step (playouts and `simulate --views`). */
export const viewChecks: ViewCheck<ExplodingKittensState>[] = [
  // Secret arguments reach nobody but their mover.
  (_state, viewer, received) => {
    const shown = received.log.find(({ action: { payload } }) => SECRET_MOVES.has(payload.type) && payload.playerID !== viewer && payload.args !== null);
    return shown && `seat ${shown.action.payload.playerID}'s ${shown.action.payload.type} arguments are not redacted`;
  },
];
