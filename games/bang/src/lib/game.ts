import type { Ctx, Game, LongFormMove, Move, MoveMap, StageMap } from 'boardgame.io';
import { NO_CLIENT_EVENTS, validateSetupWith, withPlainState } from '@parlor/game-kit';
import { copyWindows, defineStandingStage, skippingTurnOrder } from '@parlor/turn-phases';
import { manifest } from '../manifest';
import { advance, mayActAnyTime, turnStartSteps } from './effects';
import { beginRound } from './event-deck';
import { eventHooks, type Context } from './hooks';
import { forgetOldHistory, record } from './history';
import { legalMoves } from './legal';
import { ANYTIME, stages, turnMoves } from './moves';
import { firstPlayer, setupMatch } from './setup';
import type { BangResult, BangState, Seat } from './state';
import { isAlive } from './seats';
import { visibility } from './visibility';
import { windows } from './windows';

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
  for (const seat of ctx.playOrder) if (G.players[seat]!.alive && mayActAnyTime(G, ctx, seat)) seats.push(seat);
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
      return fn(context, ...args);
    };
    return (typeof move === 'function' ? trimmed : { ...move, move: trimmed }) as LongFormMove<BangState>;
  };
  return Object.fromEntries(Object.entries(moves).map(([name, move]) => [name, wrap(move)]));
}

const wrapStages = (map: StageMap<BangState>): StageMap<BangState> =>
  Object.fromEntries(Object.entries(map).map(([name, stage]) => [name, { ...stage, moves: keepingHistory(standing.wrapMoves(stage.moves ?? {})) }]));

const rules: Game<BangState> = {
  name: manifest.id,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest),
  setup: (context, setupData) => setupMatch(context, setupData),
  playerView: visibility.playerView,
  turn: {
    // The Sheriff plays first (the Deputy in the 3-player game); eliminated seats are passed over (RULES.md §3.2 Procedure;
    // §3.3 Three-player variant; §11.4 Elimination procedure).
    // Events may change the order for a round: counter-clockwise (Gold Rush), eliminated players' turns (Ghost Town, Dead
    // Man), an extra turn (Vendetta).
    order: skippingTurnOrder<BangState>({
      isOut: (G, seat) => G.players[seat]?.alive !== true && eventHooks(G)?.outTurn?.plays(G, seat) !== true,
      first: ({ G, ctx }) => firstPlayer(G, ctx.playOrder),
      direction: (G) => (eventHooks(G)?.counterClockwise ? -1 : 1),
      again: (G) => G.turn.again === true,
    }),
    // RULES.md §4.0 Start of turn: what the entries add (Dynamite before Jail), then phase 1.
    onBegin: standing.wrap((context: Context) => {
      const { G, ctx } = context;
      const seat = ctx.currentPlayer;
      windows.reset(G);
      const extra = G.turn.again === true && G.turn.seat === seat;
      G.turn = { seat, phase: 'start', bangs: 0, fresh: [], uses: {}, ...(extra ? { extra } : {}) };
      record(G, { kind: 'turn', seat });
      G.steps = [];
      // A new event comes into play before anything else of the Sheriff's turn (RULES.md §16.2 Revealing); an extra turn begins no round.
      if (!extra) beginRound(context, seat);
      // An eliminated player whose turn an event gives him comes in first (Ghost Town, Dead Man).
      if (!isAlive(G, seat)) eventHooks(G)?.outTurn?.begin(context, seat);
      G.steps = [...G.steps, ...turnStartSteps(G, seat)];
      advance(context);
    }),
    stages: wrapStages(stages()),
  },
  moves: keepingHistory(standing.wrapMoves(turnMoves())),
  endIf: ({ G }): BangResult | undefined => G.result ?? undefined,
  ai: { enumerate: legalMoves },
};

/** BANG! for 3-8 players, by the Bullet edition's rules, with Dodge City and The Bullet's characters as options: the boardgame.io game. */
export const game = withPlainState(rules, copyState);
