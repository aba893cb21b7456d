import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReplayControls, type ReplayTurn } from './replay-controls';
import { withLocale } from '../testing';

// A made-up four-player match of 512 moves, each turn a handful of moves long.
const names = ['Ada', 'Bo', 'Chen', 'Dana'];
const turns: ReplayTurn[] = Array.from({ length: 96 }, (_, index) => ({ move: index === 0 ? 0 : index * 5 + (index % 3), number: index + 1, player: names[index % names.length]! }));
const views = [
  { value: 'spectator', label: 'Spectator' },
  { value: 'all', label: 'Everything shown' },
  { value: '0', label: 'Ada (seat 1)' },
  { value: '1', label: 'Bo (seat 2)' },
  { value: '2', label: 'Chen (seat 3)' },
  { value: '3', label: 'Dana (seat 4)' },
];

const meta = {
  title: 'UI/Replay controls',
  component: ReplayControls,
  decorators: [withLocale()],
  // Stories never listen to the whole page's keys: Storybook's own shortcuts live there.
  args: {
    move: 37,
    total: 512,
    onMove: fn(),
    playing: false,
    onPlayingChange: fn(),
    speed: 1,
    onSpeedChange: fn(),
    turns,
    views,
    view: 'spectator',
    onViewChange: fn(),
    keyboard: false,
  },
} satisfies Meta<typeof ReplayControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paused in the middle of a match, watched as a spectator. */
export const Paused: Story = {};
/** Playing at twice the speed, from a seat's point of view. */
export const Playing: Story = { args: { playing: true, speed: 2, view: '0' } };
/** At the start: nothing to go back to. */
export const AtStart: Story = { args: { move: 0 } };
/** At the end: Play starts again from the beginning. */
export const AtEnd: Story = { args: { move: 512 } };
/** A game whose turns are not told apart and a single point of view. */
export const Plain: Story = { args: { turns: [], views: [{ value: 'spectator', label: 'Spectator' }], total: 40, move: 12 } };
/** While another point of view loads. */
export const Loading: Story = { args: { disabled: true } };
/** On a phone. */
export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
/** On a phone, in Chinese. */
export const OnPhoneInChinese: Story = {
  args: { views: views.map((view, index) => ({ ...view, label: ['觀眾', '全部公開', 'Ada（座位 1）', 'Bo（座位 2）', 'Chen（座位 3）', 'Dana（座位 4）'][index]! })) },
  globals: { viewport: { value: 'phone' }, locale: 'zh-TW' },
};
