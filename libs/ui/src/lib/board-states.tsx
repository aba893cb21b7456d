import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Game } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { activeSeats, playout, received, type Match, type PlayoutResult } from '@parlor/game-kit/testing';
import { boardPropsFor } from './board-props';
import type { Locale } from '@parlor/game-kit';
import { createI18n } from './i18n';

/** A match to draw the board through (see {@link boardStateProblems}). */
export interface BoardStatesOptions<G> {
  game: Game<G>;
  board: ComponentType<BoardProps<G>>;
  /** The game's words, by namespace (its id), as `createI18n` takes them. */
  namespaces: Record<string, Record<Locale, Record<string, unknown>>>;
  numPlayers: number;
  seed: string;
  setupData?: unknown;
  /** A state is drawn every this many steps (the first and the last always). */
  every?: number;
}

/** What drawing the board through a match found. */
export interface BoardStates {
  /** The playout itself: a failure here is the rules', not the board's. */
  result: PlayoutResult;
  /** How many views were drawn. */
  drawn: number;
  /** Each view the board could not draw (what it threw), or drew naming nobody as acting while the match went on. */
  problems: string[];
}

/**
 * Plays a random match and draws the board, as text (no browser), for every seat and a spectator
 * at states along it, each from the view that seat receives. A board that throws for some view
 * takes the whole table down in the room (its error boundary shows instead), and a browser's
 * random walk meets that state only by chance: here the seed and the step that reach it are named.
 * While the match goes on the board must name who acts (`data-parlor-acting`), as the room's
 * header does.
 */
export function boardStateProblems<G>(options: BoardStatesOptions<G>): BoardStates {
  const { game, board: Board, namespaces, numPlayers, seed, setupData, every = 7 } = options;
  const i18n = createI18n({ language: 'en', namespaces });
  const problems: string[] = [];
  let drawn = 0;
  let last: Parameters<typeof received<G>>[1] | undefined;
  const draw = (state: Parameters<typeof received<G>>[1], step: number) => {
    for (const viewer of [null, ...state.ctx.playOrder]) {
      // The view this viewer receives, as boardgame.io's client would hand it to the board.
      const seen = { received: () => received(game, state, [], viewer), activeSeats: () => activeSeats(state.ctx) } as unknown as Match<G>;
      const seats = state.ctx.playOrder.map((seat) => ({ id: Number(seat), name: `Seat ${Number(seat) + 1}` }));
      const props = boardPropsFor(seen, viewer, {}, { matchID: seed, matchData: seats });
      const who = viewer === null ? 'a spectator' : `seat ${viewer}`;
      try {
        const html = renderToString(
          <I18nextProvider i18n={i18n}>
            <Board {...props} />
          </I18nextProvider>,
        );
        drawn++;
        if (state.ctx.gameover === undefined && !html.includes('data-parlor-acting="')) problems.push(`${seed}, step ${step}, ${who}: the board names nobody as acting`);
      } catch (error) {
        problems.push(`${seed}, step ${step}, ${who}: ${(error as Error).stack?.split('\n').slice(0, 4).join(' ') ?? String(error)}`);
      }
    }
  };
  const result = playout<G>({
    game,
    numPlayers,
    seed,
    ...(setupData === undefined ? {} : { setupData }),
    onStep: (state, _action, step) => {
      last = state;
      if ((step - 1) % every === 0 && problems.length === 0) draw(state, step);
    },
  });
  if (last !== undefined && problems.length === 0) draw(last, result.steps);
  return { result, drawn, problems };
}
