import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameLog } from './game-log';
import { withLocale } from '../testing';

const meta = {
  title: 'UI/Game log',
  component: GameLog,
  decorators: [withLocale()],
  args: {
    lines: [
      { key: 1, text: 'Ada drew a card.' },
      { key: 2, text: 'Bo played Attack (2X) on Ada.' },
      { key: 3, text: 'Cy played Nope: the Attack is cancelled.' },
    ],
  },
} satisfies Meta<typeof GameLog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {};
export const Empty: Story = { args: { lines: [] } };
export const LongMatch: Story = {
  args: { lines: Array.from({ length: 60 }, (_, i) => ({ key: i, text: `${['Ada', 'Bo', 'Cy'][i % 3]} drew a card.` })) },
};
export const OwnLabel: Story = { args: { label: 'What happened this round' } };
