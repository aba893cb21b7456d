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

type Fixture = ReturnType<(typeof states)[keyof typeof states]>;

/** The seat the match waits for, as that seat sees it. */
const actor = (match: Fixture) => propsFor(match, acting(match)[0]!, moves);
/** A seat the match does not wait for. */
const bystander = (match: Fixture) => propsFor(match, match.ctx.playOrder.find((seat) => !acting(match).includes(seat))!, moves);

// The two sizes every state must fit with its hand, prompt and buttons in view (the Storybook's viewports).
const phone = { viewport: { value: 'phone' } };
const laptop = { viewport: { value: 'laptop' } };

/** Schemin': my turn, click a card to play it or draw 3. */
export const Scheming: Story = { args: actor(states.scheming()) };
/** Schemin', another seat's turn: no prompt, my hand only to look at. */
export const WaitingToScheme: Story = { args: bystander(states.scheming()) };
/** A tunnel turn: the others' cards lie face down on the pile, shown by their backs. */
export const Tunnel: Story = { args: actor(states.tunnel()) };
/** Ghost's first turn of the round: he may play his card face down. */
export const GhostFirstTurn: Story = { args: actor(states.ghostFirstTurn()) };
/** Stealin': resolve my Punch, choosing the victim, the loot he drops and where he lands. */
export const Stealing: Story = { args: actor(states.stealing()) };
/** Stealin' a face-down card, as another seat sees it: the back of the card being resolved. */
export const StealingSeenByOthers: Story = { args: bystander(states.stealingFaceDown()) };
/** The 2-player game: choose which of my two bandits starts in the caboose. */
export const Placing: Story = { args: propsFor(states.placing(), '0', moves) };
/** Advanced variant: discard bullet cards from my hand before Schemin'. */
export const DiscardingBullets: Story = { args: propsFor(states.discarding(), '0', moves) };
/** Advanced variant: keep cards for the next round. */
export const KeepingCards: Story = { args: propsFor(states.keeping(), '0', moves) };
/** A spectator: the public table only, no Dock. */
export const Spectator: Story = { args: propsFor(states.stealing(), null, moves) };
/** The end: final scores. */
export const GameOver: Story = { args: propsFor(states.gameOver(), '0', moves) };

// Every prompt at phone width (390×844): the prompt, its buttons and the first row of the hand
// in the Dock, within the lower part of the screen, the table scrolling above.

/** Phone, the start of a 2-player match: which bandit starts in the caboose. */
export const PhonePlacing: Story = { args: propsFor(states.placing(), '0', moves), globals: phone };
/** Phone, start of Schemin' (advanced): discard bullet cards. */
export const PhoneDiscardingBullets: Story = { args: propsFor(states.discarding(), '0', moves), globals: phone };
/** Phone, Schemin': play a card or draw. */
export const PhoneScheming: Story = { args: actor(states.scheming()), globals: phone };
/** Phone, Schemin' in Traditional Chinese. */
export const PhoneSchemingZh: Story = { args: actor(states.scheming()), globals: { ...phone, locale: 'zh-TW' } };
/** Phone, Schemin' with six players: the longest train (it scrolls, and says so) and six seats. */
export const PhoneSchemingSix: Story = { args: actor(states.schemingSix()), globals: phone };
/** Phone, Ghost's first turn: the face-down switch besides Draw. */
export const PhoneGhostFirstTurn: Story = { args: actor(states.ghostFirstTurn()), globals: phone };
/** Phone, a tunnel turn. */
export const PhoneTunnel: Story = { args: actor(states.tunnel()), globals: phone };
/** Phone, Schemin', waiting for another seat: the hand only. */
export const PhoneWaitingToScheme: Story = { args: bystander(states.scheming()), globals: phone };
/** Phone, Stealin': where to Move. */
export const PhoneStealingMove: Story = { args: actor(states.stealingMove()), globals: phone };
/** Phone, Stealin': whom to Fire at. */
export const PhoneStealingFire: Story = { args: actor(states.stealingFire()), globals: phone };
/** Phone, Stealin': whom to Punch (then what he loses, then where he lands). */
export const PhoneStealingPunch: Story = { args: actor(states.stealing()), globals: phone };
/** Phone, Stealin': what the one victim of a Punch loses. */
export const PhoneStealingPunchLoot: Story = { args: actor(states.punchLoot()), globals: phone };
/** Phone, Stealin': which way the Marshal goes. */
export const PhoneStealingMarshal: Story = { args: actor(states.stealingMarshal()), globals: phone };
/** Phone, Stealin': which loot to rob. */
export const PhoneStealingRobbery: Story = { args: actor(states.stealingRobbery()), globals: phone };
/** Phone, end of Schemin' (advanced): the cards to keep for the next round. */
export const PhoneKeepingCards: Story = { args: propsFor(states.keeping(), '0', moves), globals: phone };
/** Phone, the final scores of a 6-player match: the table fits the width. */
export const PhoneGameOver: Story = { args: propsFor(states.gameOverSix(), '0', moves), globals: phone };
/** Phone, a spectator: no Dock, the table and the log. */
export const PhoneSpectator: Story = { args: propsFor(states.schemingSix(), null, moves), globals: phone };

/** Laptop, six players in Schemin'. */
export const LaptopSchemingSix: Story = { args: actor(states.schemingSix()), globals: laptop };
/** Laptop, the final scores of a 6-player match. */
export const LaptopGameOver: Story = { args: propsFor(states.gameOverSix(), '0', moves), globals: laptop };
/** A long match: round 5 of six players, some two hundred lines of log, the newest in view. */
export const LongLog: Story = { args: actor(states.longLog()) };
/** The long log on a phone. */
export const PhoneLongLog: Story = { args: actor(states.longLog()), globals: phone };
