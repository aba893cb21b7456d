// Board states for stories and board tests: real matches, seeded and played by the rules' own
// list of legal moves up to a telling moment, then given as one seat receives them, with the
// log the server would send (each action's added history lines in its metadata).
import type { Ctx, LogEntry } from 'boardgame.io';
import { addedHistory } from '@parlor/game-kit';
import { createMatch, type Match } from '@parlor/game-kit/testing';
import { boardPropsFor, withLocale } from '@parlor/ui/testing';
import { awaited, cardInfo, game, history, inTunnel, legalMoves, pendingOptions, phaseOf, schemeTurn, type ActionKind, type ColtExpressState } from '../index';
import { locales } from '../locales';

/** Stories' decorator: libs/ui's text and this game's. */
export const withGameLocale = withLocale({ 'colt-express': locales });

export const NAMES = ['Amy', 'Ben', 'Chen', 'Dana', 'Eli', 'Fay'];

/** The log each fixture match would have on the server: one entry per move, with the history lines it added. */
const logs = new WeakMap<Match<ColtExpressState>, LogEntry[]>();

/** The server's log of a fixture match (see `logs`); empty for a match not played here. */
export const serverLog = (match: Match<ColtExpressState>): LogEntry[] => logs.get(match) ?? [];

/**
 * The board props of `playerID` (null: a spectator) for a match's current state, with lobby
 * names and the server's log. Seats listed in `bots` (but the reader's) are held by bots (the
 * server's English name is given, as the lobby does; the board names them in the reader's
 * language).
 */
export const propsFor = (match: Match<ColtExpressState>, playerID: string | null, moves: Record<string, (...args: unknown[]) => void> = {}, bots: readonly string[] = []) =>
  boardPropsFor(match, playerID, moves, {
    matchData: match.ctx.playOrder.map((seat, i) => (bots.includes(seat) && seat !== playerID ? { id: Number(seat), name: `Bot ${i + 1}`, bot: true } : { id: Number(seat), name: NAMES[i] })),
    log: serverLog(match),
  });

/**
 * A finished match's replay with everything shown: no seat (playerID null) and the whole
 * state, every hand and purse value in it, as the replay API answers it for that view.
 */
export const everythingProps = (match: Match<ColtExpressState>, moves: Record<string, (...args: unknown[]) => void> = {}, bots: readonly string[] = []) => ({
  ...propsFor(match, null, moves, bots),
  G: match.G,
});

/** The seats the match waits for. */
export const acting = (match: Match<ColtExpressState>) => awaited(match.state);

/**
 * Makes a move and logs it as the server does: the history lines it added stored in its log
 * entry's metadata (all of G's lines with the first move, which the setup's lines precede).
 */
export function moveAndLog(match: Match<ColtExpressState>, seat: string, move: string, args: unknown[] = []): void {
  const log = logs.get(match) ?? [];
  logs.set(match, log);
  const before = history(match.G);
  match.move(seat, move, ...args);
  const added = addedHistory(before, history(match.G));
  const entry = {
    // Arguments left out: the board reads nothing but the metadata, and they may be secret.
    action: { type: 'MAKE_MOVE', payload: { type: move, args: null, playerID: seat } },
    _stateID: log.length + 1,
    turn: match.ctx.turn,
    phase: match.ctx.phase,
    metadata: { history: log.length === 0 ? [...before, ...added] : added },
  };
  log.push(entry as unknown as LogEntry);
}

/**
 * Plays a seeded match until `until` holds, each waiting seat making one of its legal moves.
 * The choice walks through the list rather than always taking the first, so bandits spread
 * over the train and loot changes hands as in a real game; the seed keeps it the same on
 * every run.
 */
function playUntil(numPlayers: number, seed: string, until: (G: ColtExpressState, ctx: Ctx) => boolean, setupData?: unknown) {
  const match = createMatch({ game, numPlayers, seed, setupData });
  logs.set(match, []);
  for (let n = 0; !until(match.G, match.ctx); n++) {
    if (match.ctx.gameover !== undefined || n > 2000) throw new Error(`seed ${seed}: the match never reached the state asked for`);
    const seat = acting(match)[0]!;
    const legal = legalMoves(match.G, match.ctx, seat);
    const choice = legal[(n * 7) % legal.length]!;
    moveAndLog(match, seat, choice.move, choice.args ?? []);
  }
  return match;
}

/** The action of the card at the head of the pile (full state: no card is hidden). */
const headAction = (G: ColtExpressState) => {
  const head = G.zones.pile?.[0];
  const info = head === undefined ? undefined : cardInfo(head);
  return info?.type === 'action' ? info.action : undefined;
};

/** Stealin': the owner of the head card has a choice of how to resolve its `action`. */
const resolving = (action: ActionKind) => (G: ColtExpressState) => phaseOf(G) === 'steal' && headAction(G) === action && pendingOptions(G).length > 1;

/** The distinct victims of the Punch being resolved. */
const punchTargets = (G: ColtExpressState) => new Set(pendingOptions(G).map((option) => option.target)).size;

/** Named board states, each a match in a telling position. */
export const states = {
  /** Four players, round 2, a Schemin' turn in the open with cards already on the pile. */
  scheming: () => playUntil(4, 'scheme', (G) => G.round === 2 && phaseOf(G) === 'scheme' && !inTunnel(G) && G.zones.pile!.length >= 4),
  /** Six players, round 3, Schemin': the longest train and the most seats. */
  schemingSix: () => playUntil(6, 'six', (G) => G.round === 3 && phaseOf(G) === 'scheme' && G.zones.pile!.length >= 8),
  /** A tunnel turn: the pile holds face-down cards of other seats. */
  tunnel: () =>
    playUntil(4, 'tunnel', (G) => inTunnel(G) && phaseOf(G) === 'scheme' && G.faceDown.filter(Boolean).length >= 2 && G.round >= 2),
  /** Ghost's first turn of a round: his seat may play a card face down outside a tunnel. */
  ghostFirstTurn: () =>
    playUntil(3, 'board', (G) => {
      const turn = schemeTurn(G);
      return turn?.turn === 0 && (G.seats[turn.order[turn.at]!] ?? []).includes('ghost');
    }),
  /** Six players, Stealin' with most of a round's cards still on the pile, the acting seat choosing. */
  stealingSix: () => playUntil(6, 'six', (G) => G.round >= 2 && phaseOf(G) === 'steal' && G.zones.pile!.length >= 14 && pendingOptions(G).length > 1),
  /** The 2-player game, Stealin': two bandits a seat, a choice to make. */
  twoPlayers: () => playUntil(2, 'two', (G) => G.round >= 2 && phaseOf(G) === 'steal' && pendingOptions(G).length > 1),
  /** Five players, Stealin': a Punch with several ways to resolve it, the bandits spread over the train. */
  stealing: () => playUntil(5, 'parlor', (G) => G.round >= 3 && resolving('punch')(G) && pendingOptions(G).length > 2),
  /** Stealin': a Punch with one possible victim, who may lose one of several kinds of loot. */
  punchLoot: () =>
    playUntil(4, 'loot', (G) => resolving('punch')(G) && punchTargets(G) === 1 && new Set(pendingOptions(G).map((option) => `${option.loot}:${option.keep}`)).size > 1),
  /** Stealin': a Move with several cars to go to. */
  stealingMove: () => playUntil(4, 'move', resolving('move')),
  /** Stealin': a Fire with several bandits in the line of fire. */
  stealingFire: () => playUntil(5, 'fire', resolving('fire')),
  /** Stealin': a Robbery with several kinds of loot at hand. */
  stealingRobbery: () => playUntil(4, 'robbery', resolving('robbery')),
  /** Stealin': the Marshal may go either way. */
  stealingMarshal: () => playUntil(4, 'marshal', resolving('marshal')),
  /** Stealin': the card to resolve was played face down (in a tunnel). */
  stealingFaceDown: () => playUntil(4, 'tunnel', (G) => phaseOf(G) === 'steal' && G.faceDown[0] === true && pendingOptions(G).length > 1),
  /** The 2-player game: both seats choose who starts in the caboose. */
  placing: () => playUntil(2, 'place', () => true),
  /** Advanced variant, start of Schemin': seats holding bullet cards may discard them. */
  discarding: () => playUntil(2, 'place', (G) => phaseOf(G) === 'discard'),
  /** Advanced variant, end of Schemin' (the end of a round's planning): seats choose the cards they keep. */
  keeping: () => playUntil(3, 'keep', (G) => phaseOf(G) === 'keep', { advanced: true }),
  /** Six players, round 5: well over a hundred lines of log. */
  longLog: () => playUntil(6, 'long', (G) => G.round === 5 && phaseOf(G) === 'scheme' && G.zones.pile!.length >= 6),
  /** The end: the final scores. */
  gameOver: () => playUntil(3, 'board', (_G, ctx) => ctx.gameover !== undefined),
  /** The end of a 6-player match: the longest score table. */
  gameOverSix: () => playUntil(6, 'six', (_G, ctx) => ctx.gameover !== undefined),
};
