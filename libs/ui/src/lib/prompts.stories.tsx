import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChoiceDialog } from './choice-dialog';
import { ResponsePrompt } from './response-prompt';
import { withLocale } from '../testing';

const meta = {
  title: 'UI/Response prompt',
  component: ResponsePrompt,
  decorators: [withLocale()],
  args: {
    title: 'Nope it?',
    children: 'Player 2 played Attack (2X).',
    actions: (
      <>
        <button type="button">Nope</button>
        <button type="button">Let it happen</button>
      </>
    ),
  },
} satisfies Meta<typeof ResponsePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCountdown: Story = { args: { countdown: { seconds: 8, restartKey: 1, onExpire: fn() } } };
export const WithoutCountdown: Story = {};
export const Choice: Story = {
  render: () => (
    <ChoiceDialog
      title="Choose a player"
      description="Take a random card from their hand."
      choices={[
        { value: '1', label: 'Player 2' },
        { value: '2', label: 'Player 3' },
        { value: '3', label: 'Player 4 (out)', disabled: true },
      ]}
      onChoose={fn()}
      onCancel={fn()}
    />
  ),
};
export const MandatoryChoice: Story = {
  render: () => <ChoiceDialog title="Give a card" choices={[{ value: 'a', label: 'Defuse' }]} onChoose={fn()} />,
};
