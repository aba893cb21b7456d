import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ColtExpressBoard } from './board';
import { boardProps, matchAfter, withGameLocale } from './fixtures';

const moves = { draw: fn(), stop: fn() };

const meta = {
  title: 'Games/Colt Express/Board',
  component: ColtExpressBoard,
  decorators: [withGameLocale],
} satisfies Meta<typeof ColtExpressBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seat 0 to play, with an empty hand. */
export const MyTurn: Story = { args: boardProps(matchAfter(3), '0', moves) };

/** Seat 1 watching seat 0 play after a few draws. */
export const Waiting: Story = {
  args: boardProps(
    matchAfter(3, (match) => {
      match.move('0', 'draw');
      match.move('1', 'draw');
      match.move('2', 'draw');
    }),
    '1',
    moves,
  ),
};

/** The end: every hand revealed. */
export const GameOver: Story = {
  args: boardProps(
    matchAfter(2, (match) => {
      match.move('0', 'draw');
      match.move('1', 'draw');
      match.move('0', 'stop');
      match.move('1', 'stop');
    }),
    '0',
    moves,
  ),
};

/** What a spectator sees mid-game: counts only. */
export const Spectator: Story = {
  args: boardProps(
    matchAfter(4, (match) => {
      match.move('0', 'draw');
      match.move('1', 'draw');
    }),
    null,
    moves,
  ),
};
