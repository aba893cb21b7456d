import type { Meta, StoryObj } from '@storybook/react-vite';
import { SeatPanel } from './seat';
import { withLocale } from '../testing';

const meta = {
  title: 'UI/Seat panel',
  component: SeatPanel,
  decorators: [withLocale()],
  args: { name: 'Ada', cardCount: 5 },
} satisfies Meta<typeof SeatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = { args: { status: 'playing' } };
export const Waiting: Story = { args: { status: 'waiting' } };
export const Deciding: Story = { args: { status: 'responding' } };
export const Out: Story = { args: { status: 'out', cardCount: 0 } };
export const Me: Story = { args: { isMe: true, status: 'playing' } };
export const Offline: Story = { args: { connected: false } };
export const OneCard: Story = { args: { cardCount: 1 } };
export const NoCardCount: Story = { args: { cardCount: undefined } };
export const WithBadges: Story = {
  args: {
    status: 'playing',
    children: (
      <p>
        <strong>Sheriff</strong> · ♥♥♥♥♥
      </p>
    ),
  },
};
