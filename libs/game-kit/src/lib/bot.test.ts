import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { initialState } from './testing/reducer';
import { decide, defaultBot, type BotPolicy, type BotView } from './bot';
import { defineManifest } from './manifest';
import { NO_CLIENT_EVENTS, type GameModule } from './module';

interface Secret {
  secret: Record<string, number>;
  said: number[];
}

// Each seat holds a secret number only it may see; a move says a number.
const game: Game<Secret> = {
  name: 'secret-numbers',
  minPlayers: 2,
  maxPlayers: 2,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  setup: () => ({ secret: { 0: 111, 1: 222 }, said: [] }),
  playerView: ({ G, playerID }) => ({ ...G, secret: Object.fromEntries(Object.entries(G.secret).filter(([seat]) => seat === playerID)) }),
  moves: {
    say: ({ G }, n: number) => {
      G.said.push(n);
    },
    pass: () => undefined,
  },
  ai: {
    enumerate: (G: Secret, _ctx, seat: string) => [{ move: 'pass' }, ...Object.values(G.secret).map((n) => ({ move: 'say', args: [n] })), ...(seat === '1' ? [] : [{ move: 'say', args: [1] }])],
  },
};
const manifest = defineManifest({
  id: 'secret-numbers',
  title: { en: 'Secret numbers', 'zh-TW': '秘密數字' },
  summary: { en: 'Say a number.', 'zh-TW': '說一個數字。' },
  minPlayers: 2,
  maxPlayers: 2,
  playingTime: { min: 1, max: 1 },
  tags: ['test'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
  version: '1',
});

const moduleWith = (bot?: BotPolicy<Secret>): GameModule<Secret> => ({ game, manifest, ...(bot ? { bot } : {}) });
const state = initialState(game, 2);
const options = { random: () => 0.5, budgetMs: 10 };

describe('bots decide from their own seat’s view', () => {
  it('hand the policy the seat’s playerView and the moves enumerate lists on it, never another seat’s secret', () => {
    const seen: BotView<Secret>[] = [];
    const move = decide(
      moduleWith((view) => {
        seen.push(view);
        return view.moves[1]!;
      }),
      state,
      '0',
      options,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]!.G.secret).toEqual({ 0: 111 });
    expect(JSON.stringify(seen[0])).not.toContain('222');
    expect(seen[0]!.moves).toEqual([{ move: 'pass' }, { move: 'say', args: [111] }, { move: 'say', args: [1] }]);
    expect(move).toEqual({ move: 'say', args: [111] });
  });

  it('never returns a move the view did not list: a policy that makes one up gets the first listed', () => {
    expect(decide(moduleWith(() => ({ move: 'say', args: [222] })), state, '0', options)).toEqual({ move: 'pass' });
  });

  it('the default policy prefers a move that does something to a pass', () => {
    for (let i = 0; i < 20; i++) {
      const move = defaultBot({ G: state.G, ctx: state.ctx, seat: '0', moves: [{ move: 'pass' }, { move: 'say', args: [1] }, { move: 'endPlay' }], random: () => i / 20, budgetMs: 10 });
      expect(move).toEqual({ move: 'say', args: [1] });
    }
    expect(decide(moduleWith(), state, '1', options)).toEqual({ move: 'say', args: [222] });
  });
});
