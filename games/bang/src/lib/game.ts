import type { Ctx, Game, LongFormMove, Move, MoveMap, StageMap } from 'boardgame.io';
import { NO_CLIENT_EVENTS, validateSetupWith, withPlainState } from '@parlor/game-kit';
import { copyWindows, defineStandingStage, nextSeat, skippingTurnOrder } from '@parlor/turn-phases';
import { manifest } from '../manifest';
// The entries register themselves with the engine before any move runs.
import './entries';
import type { Context } from './engine/hooks';
import { eventHooks, outTurnOf } from './engine/registry';
import { beginShadow, playsAsShadow } from './engine/shadows';
import { ANYTIME, windows } from './engine/windows';
import { beginRound } from './event-deck';
import { forgetOldHistory, record } from './history';
import { legalMoves } from './legal';
import { stages, turnMoves } from './moves';
import { isAlive, seated } from './seats';
import { firstPlayer, refusedOptions, setupMatch } from './setup';
import type { BangResult, BangState, Seat } from './state';
import { advance, mayActAnyTime, turnStartSteps } from './turn';
import { visibility } from './visibility';

/**
 * What a move may change, copied before it runs (see `withPlainState`): the root, which zones
 * hold which arrays (libs/deck replaces zone arrays), the players record (entries are replaced,
 * never edited) and the windows (answers edit the pending window's data).
 */
export function copyState(G: BangState): BangState {
  return { ...G, zones: { ...G.zones }, players: { ...G.players }, windows: copyWindows(G.windows) };
}

/** The living seats with an action usable at any time that they may use now (Sid Ketchum, two cards and a life to gain). */
function standingSeats(G: BangState, ctx: Ctx): Seat[] {
  if (G.result !== null) return [];
  const seats: Seat[] = [];
  const order = ctx.playOrder;
  for (let i = 0; i < order.length; i++) if (G.players[order[i]!]!.alive && mayActAnyTime(G, ctx, order[i]!)) seats.push(order[i]!);
  return seats;
}

/**
 * "At any time" (abilities that say so, Sid Ketchum's; RULES.md §4 Turn structure): whenever the game
 * waits on anyone, such a seat is active too, in the `anytime` stage, unless it is already awaited
 * or it is its own turn with nothing pending. Windows go on undisturbed (libs/turn-phases).
 */
export const standing = defineStandingStage<BangState>({ stage: ANYTIME, seats: standingSeats });

/**
 * Each move first forgets the history lines older than the state keeps (see `forgetOldHistory`):
 * lines drop off only between actions, so one action never adds more lines than G holds after it.
 */
function keepingHistory(moves: MoveMap<BangState>): MoveMap<BangState> {
  const wrap = (move: Move<BangState>): Move<BangState> => {
    const fn = (typeof move === 'function' ? move : move.move) as (context: Context, ...args: unknown[]) => unknown;
    const trimmed = (context: Context, ...args: unknown[]) => {
      forgetOldHistory(context.G);
      return fn(seatedContext(context), ...args);
    };
    return (typeof move === 'function' ? trimmed : { ...move, move: trimmed }) as LongFormMove<BangState>;
  };
  return Object.fromEntries(Object.entries(moves).map(([name, move]) => [name, wrap(move)]));
}

/** The context with the table as it sits now (Lady Rose of Texas, WILD-WEST-SHOW.md §W6.6): moves and turns see the seating. */
function seatedContext<C extends { G: BangState; ctx: Ctx }>(context: C): C {
  const ctx = seated(context.G, context.ctx);
  return ctx === context.ctx ? context : { ...context, ctx };
}

/**
 * The turn order, going round the seating: the order computes a seat's place in the seating, and
 * boardgame.io is given its place in the real play order. A player who loses his next turn (Lady
 * Rose of Texas) is passed over as if out.
 */
const order = skippingTurnOrder<BangState>({
  // Shadow-Gunslingers: the eliminated play shadow turns (GOLD-RUSH.md §G8).
  isOut: (G, seat) => (G.players[seat]?.alive !== true && outTurnOf(G, seat) === undefined && !playsAsShadow(G, seat)) || G.show?.skips?.includes(seat) === true,
  first: ({ G, ctx }) => firstPlayer(G, ctx.playOrder),
  direction: (G) => (eventHooks(G)?.counterClockwise ? -1 : 1),
  // Extra turns owed one after the other (GOLD-RUSH.md §G7 Don Bell).
  again: (G) => G.turn.again === true || (G.turn.more ?? 0) > 0,
});
const realPosition = (context: { G: BangState; ctx: Ctx }, at: number | undefined) => {
  const seating = context.G.show?.seating;
  return at === undefined || seating === undefined ? at : context.ctx.playOrder.indexOf(seating[at]!);
};

/**
 * The turns passed over on the way from the last turn's seat to `seat` (Lady Rose of Texas): each
 * is struck off, and a round still begins at a lost turn of the round's leader (§W6.6).
 */
function passOver(context: Context, previous: Seat, seat: Seat): void {
  const { G, ctx } = context;
  const skips = G.show?.skips;
  if (skips === undefined || previous === seat) return;
  const direction = eventHooks(G)?.counterClockwise ? -1 : 1;
  const lost: Seat[] = [];
  for (let at = nextSeat(ctx.playOrder, previous, { direction }); at !== undefined && at !== seat && lost.length < ctx.playOrder.length; at = nextSeat(ctx.playOrder, at, { direction })) {
    if (skips.includes(at)) lost.push(at);
  }
  if (lost.length === 0) return;
  const { skips: _all, ...show } = G.show!;
  const left = skips.filter((other) => !lost.includes(other));
  G.show = { ...show, ...(left.length > 0 ? { skips: left } : {}) };
  for (const passed of lost) {
    if (isAlive(G, passed)) record(G, { kind: 'turn-lost', seat: passed });
    beginRound(context, passed);
  }
}

const wrapStages = (map: StageMap<BangState>): StageMap<BangState> =>
  Object.fromEntries(Object.entries(map).map(([name, stage]) => [name, { ...stage, moves: keepingHistory(standing.wrapMoves(stage.moves ?? {})) }]));

const rules: Game<BangState> = {
  name: manifest.id,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest, refusedOptions),
  setup: (context, setupData) => setupMatch(context, setupData),
  playerView: visibility.playerView,
  turn: {
    // The Sheriff plays first (the Deputy in the 3-player game); eliminated seats are passed over (RULES.md §3.2 Procedure;
    // §3.3 Three-player variant; §11.4 Elimination procedure).
    // Events may change the order for a round: counter-clockwise (Gold Rush), eliminated players' turns (Ghost Town, Dead
    // Man), an extra turn (Vendetta).
    order: {
      first: (context) => realPosition(context, order.first(seatedContext(context)))!,
      next: (context) => realPosition(context, order.next(seatedContext(context))),
    },
    // RULES.md §4.0 Start of turn: what the entries add (Dynamite before Jail), then phase 1.
    onBegin: standing.wrap((outer: Context) => {
      const context = seatedContext(outer);
      const { G, ctx } = context;
      const seat = ctx.currentPlayer;
      windows.reset(G);
      const extra = (G.turn.again === true || (G.turn.more ?? 0) > 0) && G.turn.seat === seat;
      // The extra turns still owed after this one: the end of an extra turn adds none (Vendetta, Don Bell).
      const more = extra ? (G.turn.again === true ? 1 : 0) + (G.turn.more ?? 0) - 1 : 0;
      const previous = G.turn.seat;
      // Cards played are counted only where Miss Susanna may come out (WILD-WEST-SHOW.md §W6.7).
      G.turn = { seat, phase: 'start', bangs: 0, fresh: [], uses: {}, ...(extra ? { extra } : {}), ...(more > 0 ? { more } : {}), ...(G.show ? { played: 0 } : {}) };
      G.steps = [];
      passOver(context, previous, seat);
      // A lost turn of the round's leader may just have revealed an event that no longer brings this
      // eliminated seat in (Ghost Town gone): then the turn is lost too, and ends once what the event queued is settled.
      record(G, isAlive(G, seat) || outTurnOf(G, seat) !== undefined || playsAsShadow(G, seat) ? { kind: 'turn', seat } : { kind: 'turn-lost', seat });
      // A new event comes into play before anything else of the Sheriff's turn (RULES.md §16.2 Revealing); an extra turn begins no round.
      if (!extra) beginRound(context, seat);
      // An eliminated player whose turn an event gives him comes in first (Ghost Town, Dead Man, Bone Orchard).
      // Otherwise, under Shadow-Gunslingers, he plays as a shadow (GOLD-RUSH.md §G8).
      if (!isAlive(G, seat)) {
        const out = outTurnOf(G, seat);
        if (out) out.begin(context, seat);
        else if (playsAsShadow(G, seat)) beginShadow(context, seat);
      }
      G.steps = [...G.steps, ...turnStartSteps(G, seat)];
      advance(context);
    }),
    stages: wrapStages(stages()),
  },
  moves: keepingHistory(standing.wrapMoves(turnMoves())),
  endIf: ({ G }): BangResult | undefined => G.result ?? undefined,
  ai: { enumerate: (G, ctx, seat) => legalMoves(G, seated(G, ctx), seat) },
};

/** BANG! for 3-8 players, by the Bullet edition's rules, with Dodge City and The Bullet's characters as options: the boardgame.io game. */
export const game = withPlainState(rules, copyState);
