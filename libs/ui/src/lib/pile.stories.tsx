import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { Pile } from './pile';
import { withLocale } from '../testing';

const meta = {
  title: 'UI/Pile',
  component: Pile,
  decorators: [
    // A pile lies on the table's felt, where its white caption is read.
    (Story) => (
      <div style={{ background: 'var(--pl-felt)', padding: 16, display: 'inline-block', borderRadius: 12 }}>
        <Story />
      </div>
    ),
    withLocale(),
  ],
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
    top: <Card label="Skip" name="Skip" tone="action" />,
  },
};
