// @vitest-environment jsdom
// The platform's generic board on Exploding Kittens: drawn from the module's `table` and
// `ai.enumerate` alone, at states of seeded random matches, it must offer each seat the game
// waits for every legal move, each reachable by clicks and making exactly that move, and
// nothing else; a spectator gets no hand.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { awaitedSeats, checkGameModule, type GameModule, type TableMove } from '@parlor/game-kit';
import { playout } from '@parlor/game-kit/testing';
import { createI18n, GenericBoard } from '@parlor/ui';
import { recordingMoves, walkGenericBoard, type MadeMove } from '@parlor/ui/testing';
import * as rules from '../index';
import { locales } from '../locales';
import type { ExplodingKittensState } from '../index';

afterEach(cleanup);

type Full = State<ExplodingKittensState>;
const module: GameModule<ExplodingKittensState> = rules;
const i18n = createI18n({ namespaces: { 'exploding-kittens': locales } });

/** The board props of `viewer` (null: a spectator) for a full state: G as boardgame.io's playerView gives it. */
function propsFor(state: Full, viewer: string | null, made: MadeMove[]): BoardProps<ExplodingKittensState> {
  const G = module.game.playerView!({ G: state.G, ctx: state.ctx, playerID: viewer }) as ExplodingKittensState;
  return { G, ctx: state.ctx, log: [], playerID: viewer, moves: recordingMoves(made), matchData: undefined, isActive: true, isConnected: true, isMultiplayer: true, matchID: 'test', credentials: null } as unknown as BoardProps<ExplodingKittensState>;
}

const show = (props: BoardProps<ExplodingKittensState>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <GenericBoard {...props} module={module} />
    </I18nextProvider>,
  );

/** What a seat may play on what it received: the list the board must offer, no more, no less. */
function legalOn(state: Full, seat: string): string[] {
  const G = module.game.playerView!({ G: state.G, ctx: state.ctx, playerID: seat });
  const listed = module.game.ai!.enumerate(G, state.ctx, seat) as TableMove[];
  return [...new Set(listed.map((move) => JSON.stringify({ move: move.move, args: move.args ?? [] })))].sort();
}

/** What a seat is asked, for picking states that differ: its stage (or its turn) and its moves' names and argument counts (a pair, a triple). */
function shape(state: Full, seat: string): string {
  const kinds = legalOn(state, seat).map((listed) => {
    const { move, args = [] } = JSON.parse(listed) as TableMove;
    return `${move}/${args.length}`;
  });
  return `${state.ctx.activePlayers?.[seat] ?? 'turn'}:${[...new Set(kinds)].sort().join('+')}`;
}

/** Awaited seats at states of seeded random matches: at most `perShape` of each shape, `limit` in all. */
function sampleSeats(numPlayers: number, seeds: number, limit: number, perShape = 2): { state: Full; seat: string }[] {
  const taken = new Map<string, number>();
  const picked: { state: Full; seat: string }[] = [];
  for (let i = 0; i < seeds && picked.length < limit; i++) {
    const result = playout({
      game: module.game,
      numPlayers,
      seed: `generic-board-${numPlayers}-${i}`,
      setupData: { fiveDifferentCombo: i % 2 === 1 },
      onStep: (state) => {
        if (state.ctx.gameover !== undefined) return;
        for (const seat of awaitedSeats(module, state)) {
          if (picked.length >= limit) return;
          const key = shape(state, seat);
          if ((taken.get(key) ?? 0) >= perShape) continue;
          taken.set(key, (taken.get(key) ?? 0) + 1);
          picked.push({ state, seat });
        }
      },
    });
    expect(result.failure).toBeUndefined();
  }
  return picked;
}

describe('the generic board plays Exploding Kittens', () => {
  it('meets the module contract with its table', () => {
    expect(checkGameModule(module)).toEqual([]);
  });

  for (const numPlayers of [2, 4, 7]) {
    it(
      `offers each awaited seat of ${numPlayers}-player matches every legal move by clicks, making exactly it, and nothing else`,
      () => {
        const stages = new Set<string>();
        for (const { state, seat } of sampleSeats(numPlayers, 8, 40)) {
          stages.add(state.ctx.activePlayers?.[seat] ?? 'turn');
          const made: MadeMove[] = [];
          const { container, unmount } = show(propsFor(state, seat, made));
          const walk = walkGenericBoard(container, made, (element) => fireEvent.click(element));
          const where = `turn ${state.ctx.turn}, seat ${seat} (${state.ctx.activePlayers?.[seat] ?? 'its turn'})`;
          expect(walk.problems, where).toEqual([]);
          expect(walk.reached, where).toEqual(legalOn(state, seat));
          expect(container.querySelector('[data-parlor-acting]')?.getAttribute('data-parlor-acting'), where).toBe(awaitedSeats(module, state).join(','));
          unmount();
        }
        // The walk met the turn, the Nope window and a defused kitten at least; the rarer windows where a match reached them.
        expect([...stages]).toEqual(expect.arrayContaining(['turn', 'nope', 'defuse']));
      },
      300_000,
    );
  }

  it('shows a spectator the table and no hand, and nothing to click that makes a move', () => {
    const { state } = sampleSeats(3, 1, 1)[0]!;
    const { container } = show(propsFor(state, null, []));
    expect(container.querySelector('[data-parlor-generic-board]')).not.toBeNull();
    expect(container.querySelector('[data-parlor-hand]')).toBeNull();
    expect(container.querySelector('[data-parlor-move], [data-parlor-step]')).toBeNull();
    expect(container.querySelectorAll('[data-parlor-seat]')).toHaveLength(3);
  });

  it('words the log in the game’s own lines, for its reader', () => {
    const later = sampleSeats(2, 1, 1000, 1000).at(-1)!.state;
    const { container } = show(propsFor(later, '0', []));
    const newest = container.querySelector('[data-parlor-newest]');
    expect(newest?.textContent).toMatch(/\.$|!$/);
    expect(container.querySelector('[data-parlor-latest]')?.textContent).toBe(newest?.textContent);
  });
});
