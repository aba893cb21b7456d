import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { boardStateProblems } from './board-states';

// A race to 5: each turn the current player adds one to the count.
const game: Game<{ count: number }> = {
  setup: () => ({ count: 0 }),
  moves: {
    add: ({ G, events }) => {
      G.count++;
      events.endTurn();
    },
  },
  endIf: ({ G, ctx }) => (G.count >= 5 ? { winner: ctx.currentPlayer } : undefined),
  ai: { enumerate: () => [{ move: 'add', args: [] }] },
};
const names = { en: {}, 'zh-TW': {} };
const Good = ({ G, ctx }: BoardProps<{ count: number }>) => <p data-parlor-acting={ctx.currentPlayer}>{G.count}</p>;

describe('boardStateProblems', () => {
  it('draws every seat and a spectator along the match, finding nothing wrong with a sound board', () => {
    const { result, drawn, problems } = boardStateProblems({ game, board: Good, namespaces: { race: names }, numPlayers: 2, seed: 's', every: 1 });
    expect(result.ended).toBe(true);
    expect(problems).toEqual([]);
    // Five steps and the last state again, three viewers each.
    expect(drawn).toBe(18);
  });

  it('names the step and the viewer of a view the board throws on', () => {
    const Throws = ({ G, ctx, playerID }: BoardProps<{ count: number }>) => {
      if (G.count === 3 && playerID === '1') throw new Error('no picture for three');
      return <p data-parlor-acting={ctx.currentPlayer}>{G.count}</p>;
    };
    const { problems } = boardStateProblems({ game, board: Throws, namespaces: { race: names }, numPlayers: 2, seed: 's', every: 1 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^s, step 3, seat 1: Error: no picture for three/);
  });

  it('finds a board that names nobody as acting while the match goes on', () => {
    const Silent = ({ G }: BoardProps<{ count: number }>) => <p>{G.count}</p>;
    const { problems } = boardStateProblems({ game, board: Silent, namespaces: { race: names }, numPlayers: 2, seed: 's', every: 1 });
    expect(problems[0]).toBe('s, step 1, a spectator: the board names nobody as acting');
  });
});
