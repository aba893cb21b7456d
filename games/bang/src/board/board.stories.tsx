import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BangBoard } from './board';
import { boardProps, tableInPlay, tableWithShot, withGameLocale } from './fixtures';

const moves = { play: fn(), endPlay: fn(), discard: fn(), heal: fn(), barrel: fn(), missed: fn(), takeHit: fn() };

const meta = {
  title: 'Games/BANG!/Board',
  component: BangBoard,
  decorators: [withGameLocale],
} satisfies Meta<typeof BangBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Sheriff in phase 2, cards to play highlighted. */
export const MyTurn: Story = { args: boardProps(tableInPlay(), '0', moves) };
/** An Outlaw shot at by the Sheriff: Barrel, Missed! or take the hit. */
export const ShotAt: Story = { args: boardProps(tableWithShot(), '1', moves) };
/** Another seat waiting while the shot is answered. */
export const Waiting: Story = { args: boardProps(tableWithShot(), '3', moves) };
/** A spectator: no hand, only the Sheriff's role. */
export const Spectator: Story = { args: boardProps(tableInPlay(), null, moves) };
