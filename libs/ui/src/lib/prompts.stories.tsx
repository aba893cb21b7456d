import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChoiceDialog } from './choice-dialog';
import { ResponsePrompt } from './response-prompt';
import { TableInfoProvider } from './table-info';
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

/** The match waits for this seat: its decision's one clock, as its seat and the room's header show it. */
export const WithClock: Story = {
  decorators: [
    (Story) => (
      <TableInfoProvider value={{ me: '0', seats: { '0': { name: 'Ada', clock: { dueAt: Date.now() + 6000, totalMs: 8000, kind: 'auto' } } } }}>
        <Story />
      </TableInfoProvider>
    ),
  ],
};
/** Nothing to answer with: the answer is made for the seat when its time is up; nothing to click. */
export const AnsweredForYou: Story = {
  args: { actions: <button type="button">Let it happen</button> },
  decorators: [
    (Story) => (
      <TableInfoProvider value={{ me: '0', autoAnswer: true, seats: { '0': { name: 'Ada', clock: { dueAt: Date.now() + 6000, totalMs: 8000, kind: 'auto' } } } }}>
        <Story />
      </TableInfoProvider>
    ),
  ],
};
export const WithoutClock: Story = {};
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
