// Board states for stories and board tests: real matches, seeded and played by the rules' own
// list of legal moves up to a telling moment, then given as one seat receives them.
import type { Ctx } from 'boardgame.io';
import { createMatch, type Match } from '@parlor/game-kit/testing';
import { boardPropsFor, withLocale } from '@parlor/ui/testing';
import { cardInfo, game, inTunnel, legalMoves, pendingOptions, phaseOf, schemeTurn, type ColtExpressState } from '../index';
import { locales } from '../locales';

/** Stories' decorator: libs/ui's text and this game's. */
export const withGameLocale = withLocale({ 'colt-express': locales });

const NAMES = ['Amy', 'Ben', 'Chen', 'Dana', 'Eli', 'Fay'];

/** The board props of `playerID` (null: a spectator) for a match's current state, with lobby names. */
export const propsFor = (match: Match<ColtExpressState>, playerID: string | null, moves: Record<string, (...args: unknown[]) => void> = {}) =>
  boardPropsFor(match, playerID, moves, {
    matchData: match.ctx.playOrder.map((seat, i) => ({ id: Number(seat), name: NAMES[i] })),
  });

/** The seats the match waits for. */
export const acting = (match: Match<ColtExpressState>) => Object.keys(match.ctx.activePlayers ?? {});

/**
 * Plays a seeded match until `until` holds, each waiting seat making one of its legal moves.
 * The choice walks through the list rather than always taking the first, so bandits spread
 * over the train and loot changes hands as in a real game; the seed keeps it the same on
 * every run.
 */
function playUntil(numPlayers: number, seed: string, until: (G: ColtExpressState, ctx: Ctx) => boolean, setupData?: unknown) {
  const match = createMatch({ game, numPlayers, seed, setupData });
  for (let n = 0; !until(match.G, match.ctx); n++) {
    if (match.ctx.gameover !== undefined || n > 2000) throw new Error(`seed ${seed}: the match never reached the state asked for`);
    const seat = acting(match)[0]!;
    const legal = legalMoves(match.G, match.ctx, seat);
    const choice = legal[(n * 7) % legal.length]!;
    match.move(seat, choice.move, ...(choice.args ?? []));
  }
  return match;
}

/** The action of the card at the head of the pile (full state: no card is hidden). */
const headAction = (G: ColtExpressState) => {
  const head = G.zones.pile?.[0];
  const info = head === undefined ? undefined : cardInfo(head);
  return info?.type === 'action' ? info.action : undefined;
};

/** Named board states, each a match in a telling position. */
export const states = {
  /** Four players, round 2, a Schemin' turn in the open with cards already on the pile. */
  scheming: () => playUntil(4, 'scheme', (G) => G.round === 2 && phaseOf(G) === 'scheme' && !inTunnel(G) && G.zones.pile!.length >= 4),
  /** A tunnel turn: the pile holds face-down cards of other seats. */
  tunnel: () =>
    playUntil(4, 'tunnel', (G) => inTunnel(G) && phaseOf(G) === 'scheme' && G.faceDown.filter(Boolean).length >= 2 && G.round >= 2),
  /** Ghost's first turn of a round: his seat may play a card face down outside a tunnel. */
  ghostFirstTurn: () =>
    playUntil(3, 'board', (G) => {
      const turn = schemeTurn(G);
      return turn?.turn === 0 && (G.seats[turn.order[turn.at]!] ?? []).includes('ghost');
    }),
  /** Five players, Stealin': a Punch with several ways to resolve it, the bandits spread over the train. */
  stealing: () => playUntil(5, 'parlor', (G) => G.round >= 3 && phaseOf(G) === 'steal' && headAction(G) === 'punch' && pendingOptions(G).length > 2),
  /** Stealin': the card to resolve was played face down (in a tunnel). */
  stealingFaceDown: () => playUntil(4, 'tunnel', (G) => phaseOf(G) === 'steal' && G.faceDown[0] === true && pendingOptions(G).length > 1),
  /** The 2-player game: both seats choose who starts in the caboose. */
  placing: () => playUntil(2, 'place', () => true),
  /** Advanced variant, start of Schemin': seats holding bullet cards may discard them. */
  discarding: () => playUntil(2, 'place', (G) => phaseOf(G) === 'discard'),
  /** Advanced variant, end of Schemin': seats choose the cards they keep. */
  keeping: () => playUntil(3, 'keep', (G) => phaseOf(G) === 'keep', { advanced: true }),
  /** The end: the final scores. */
  gameOver: () => playUntil(3, 'board', (_G, ctx) => ctx.gameover !== undefined),
};
