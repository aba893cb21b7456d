import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BoardProps } from 'boardgame.io/react';
import { fn } from 'storybook/test';
import { GenericBoard } from './generic-board';
import { sketchModule, sketchState, sketchView, type SketchState } from './generic-board.fixture';
import { withFrame, withLocale } from '../testing';

// The generic board of a made-up game (libs/ui's own fixture): what a new game looks like in
// the browser before it has a board of its own.

const sketchLocales = {
  en: {},
  'zh-TW': { cards: { sun: '太陽', moon: '月亮', star: '星星' }, moves: { draw: '抽一張牌', play: '打出', give: '送出', keep: '收下', giveBack: '退回' }, zones: { deck: '牌堆', discard: '棄牌堆' }, counters: { points: '分數' } },
};

const moves = { draw: fn(), play: fn(), give: fn(), stash: fn(), keep: fn(), giveBack: fn() };

function props(options: Parameters<typeof sketchState>[0], seat: string | null): BoardProps<SketchState> {
  const state = sketchState(options);
  return {
    ...sketchView(state, seat),
    log: [],
    playerID: seat,
    moves,
    matchData: undefined,
    isActive: true,
    isConnected: true,
    isMultiplayer: true,
    matchID: 'story',
    credentials: null,
  } as unknown as BoardProps<SketchState>;
}

const meta = {
  title: 'UI/Generic board',
  component: GenericBoard<SketchState>,
  decorators: [withLocale({ sketch: sketchLocales })],
} satisfies Meta<typeof GenericBoard<SketchState>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reader's turn on a laptop: suns play at once, moons ask a seat, stars a place. */
export const MyTurnLaptop: Story = { args: { ...props({ players: 4 }, '0'), module: sketchModule }, decorators: [withFrame('laptop')] };
/** The same on a phone. */
export const MyTurnPhone: Story = { args: { ...props({ players: 4 }, '0'), module: sketchModule }, decorators: [withFrame('phone')] };
/** The reader must answer out of turn: a prompt with the game's answers. */
export const AnswerPhone: Story = { args: { ...props({ answering: true }, '1'), module: sketchModule }, decorators: [withFrame('phone')] };
/** Six seats watched by a spectator: no hand, no moves. */
export const SpectatorLaptop: Story = { args: { ...props({ players: 6 }, null), module: sketchModule }, decorators: [withFrame('laptop')] };
/** The match is over: the result in the centre. */
export const OverPhone: Story = { args: { ...props({ over: true }, '1'), module: sketchModule }, decorators: [withFrame('phone')] };
