import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { Pile } from './pile';
import { withLocale } from '../testing';

const meta = {
  title: 'UI/Pile',
  component: Pile,
  decorators: [withLocale()],
  args: { label: 'Draw pile', count: 31 },
} satisfies Meta<typeof Pile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FaceDown: Story = {};
export const OneCard: Story = { args: { count: 1 } };
export const Empty: Story = { args: { count: 0 } };
export const TopCardShown: Story = {
  args: {
    label: 'Discard pile',
    count: 4,
    top: (
      <Card label="Skip" tone="action">
        Skip
      </Card>
    ),
  },
};
