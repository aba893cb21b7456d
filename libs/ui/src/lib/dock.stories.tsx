import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { Dock } from './dock';
import { GameLog } from './game-log';
import { Hand } from './hand';
import { ResponsePrompt } from './response-prompt';
import { withLocale } from '../testing';

const hand = (
  <Hand>
    {['Attack', 'Skip', 'Nope', 'Shuffle', 'See the Future', 'Cattermelon', 'Defuse'].map((name, i) => (
      <Card key={name} id={`c${i}`} name={name} onSelect={() => undefined} playable />
    ))}
  </Hand>
);

const lines = Array.from({ length: 90 }, (_, i) => ({ key: i, text: `${['Ada drew a card.', 'Bo played Attack on you: you take two turns.', 'You drew a card.'][i % 3]} (${i + 1})` }));

const meta = {
  title: 'UI/Dock',
  component: Dock,
  decorators: [withLocale()],
  args: { latest: lines.at(-1)!.text, children: hand },
  render: (args) => (
    <div>
      <div style={{ height: 900, background: '#2d6a4f', color: '#fff', padding: 12 }}>The table scrolls above the dock.</div>
      <GameLog lines={lines} />
      <Dock {...args} />
    </div>
  ),
} satisfies Meta<typeof Dock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Your turn: the hand, nothing to answer. */
export const YourTurn: Story = {};
/** An answer is needed: the prompt above the hand, both in view. */
export const WithPrompt: Story = {
  args: {
    prompt: (
      <ResponsePrompt
        kind="nope"
        title="Bo played Attack on you. Play a Nope?"
        actions={
          <>
            <button type="button">Nope!</button>
            <button type="button">Let it happen</button>
          </>
        }
      />
    ),
  },
};
/** The same at phone width, with a long log above. */
export const WithPromptOnPhone: Story = { ...WithPrompt, globals: { viewport: { value: 'phone' } } };
