import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProblemPanel } from './problem-panel';
import { withLocale } from '../testing';

const meta = {
  title: 'UI/Problem panel',
  component: ProblemPanel,
  decorators: [withLocale()],
  args: {
    title: 'The board ran into a problem',
    hint: 'The match itself is safe on the server. Show the board again, or go back to the lobby and come back later.',
    detail: "Cannot read properties of undefined (reading 'suit')",
    actions: (
      <>
        <button type="button" className="pl-button pl-button--primary">
          Show the board again
        </button>
        <a className="pl-button" href="#lobby">
          Back to the lobby
        </a>
      </>
    ),
  },
} satisfies Meta<typeof ProblemPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What stands in for a board that threw, in the match room. */
export const BoardFailed: Story = {};
/** The same at phone width. */
export const BoardFailedOnPhone: Story = { globals: { viewport: { value: 'phone' } } };
/** A page that failed, without technical detail. */
export const Short: Story = { args: { hint: undefined, detail: undefined } };
