import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ColtExpressBoard } from './board';
import { acting, propsFor, states, withGameLocale } from './fixtures';

const moves = { play: fn(), draw: fn(), resolve: fn(), discardBullets: fn(), keep: fn(), place: fn() };

const meta = {
  title: 'Games/Colt Express/Board',
  component: ColtExpressBoard,
  decorators: [withGameLocale],
} satisfies Meta<typeof ColtExpressBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seat the match waits for, as that seat sees it. */
const actor = (match: ReturnType<(typeof states)[keyof typeof states]>) => propsFor(match, acting(match)[0]!, moves);

/** Schemin': my turn, click a card to play it or draw 3. */
export const Scheming: Story = { args: actor(states.scheming()) };
/** Schemin', another seat's turn: no prompt, my hand only to look at. */
export const WaitingToScheme: Story = {
  args: (() => {
    const match = states.scheming();
    return propsFor(match, match.ctx.playOrder.find((seat) => !acting(match).includes(seat))!, moves);
  })(),
};
/** A tunnel turn: the others' cards lie face down on the pile, shown by their backs. */
export const Tunnel: Story = { args: actor(states.tunnel()) };
/** Ghost's first turn of the round: he may play his card face down. */
export const GhostFirstTurn: Story = { args: actor(states.ghostFirstTurn()) };
/** Stealin': resolve my Punch, choosing the victim, the loot he drops and where he lands. */
export const Stealing: Story = { args: actor(states.stealing()) };
/** Stealin' a face-down card, as another seat sees it: the back of the card being resolved. */
export const StealingSeenByOthers: Story = {
  args: (() => {
    const match = states.stealingFaceDown();
    return propsFor(match, match.ctx.playOrder.find((seat) => !acting(match).includes(seat))!, moves);
  })(),
};
/** The 2-player game: choose which of my two bandits starts in the caboose. */
export const Placing: Story = { args: propsFor(states.placing(), '0', moves) };
/** Advanced variant: discard bullet cards from my hand before Schemin'. */
export const DiscardingBullets: Story = { args: propsFor(states.discarding(), '0', moves) };
/** Advanced variant: keep cards for the next round. */
export const KeepingCards: Story = { args: propsFor(states.keeping(), '0', moves) };
/** A spectator: the public table only. */
export const Spectator: Story = { args: propsFor(states.stealing(), null, moves) };
/** The end: final scores. */
export const GameOver: Story = { args: propsFor(states.gameOver(), '0', moves) };
