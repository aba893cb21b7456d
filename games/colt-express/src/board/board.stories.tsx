import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { AsideHostProvider } from '@parlor/ui';
import { withFrame } from '@parlor/ui/testing';
import { ColtExpressBoard } from './board';
import { acting, everythingProps, propsFor, states, withGameLocale } from './fixtures';

const moves = { play: fn(), draw: fn(), resolve: fn(), discardBullets: fn(), keep: fn(), place: fn() };

const meta = {
  title: 'Games/Colt Express/Board',
  component: ColtExpressBoard,
  decorators: [withGameLocale],
} satisfies Meta<typeof ColtExpressBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Fixture = ReturnType<(typeof states)[keyof typeof states]>;

/** The last two seats of a six-player match are bots: named in the reader's language. */
const BOTS = ['4', '5'];

/** The seat the match waits for, as that seat sees it. */
const actor = (match: Fixture, bots: readonly string[] = []) => propsFor(match, acting(match)[0]!, moves, bots);
/** A seat the match does not wait for. */
const bystander = (match: Fixture, bots: readonly string[] = []) => propsFor(match, match.ctx.playOrder.find((seat) => !acting(match).includes(seat))!, moves, bots);

// The room's space for a board at the four window sizes every table must fit.
const laptop = [withFrame('laptop')];
const laptopSmall = [withFrame('laptopSmall')];
const phone = [withFrame('phone')];
const sideways = [withFrame('phoneSideways')];
/** As in the room: the log and the rules go to its side panel (not drawn here), not under the table. */
const inRoom = (Story: () => ReactElement) => (
  <AsideHostProvider>
    <Story />
  </AsideHostProvider>
);

// Six players (the most): every seat, the train, the round panel and the pile at each size.

/** Laptop (1280×800), six players, Schemin': my turn, one click on a card plays it. */
export const LaptopSixScheming: Story = { args: actor(states.schemingSix(), BOTS), decorators: [inRoom, ...laptop] };
/** Smaller laptop (1366×768), six players. */
export const LaptopSmallSixScheming: Story = { args: actor(states.schemingSix(), BOTS), decorators: [inRoom, ...laptopSmall] };
/** Phone (390×844), six players: the train upright, locomotive at the top. */
export const PhoneSixScheming: Story = { args: actor(states.schemingSix(), BOTS), decorators: [inRoom, ...phone] };
/** Phone held sideways (844×390), six players: the Dock at the right. */
export const PhoneSidewaysSixScheming: Story = { args: actor(states.schemingSix(), BOTS), decorators: [inRoom, ...sideways] };
/** Phone, six players, in Traditional Chinese (bots named 機器人). */
export const PhoneSixSchemingZh: Story = { args: actor(states.schemingSix(), BOTS), decorators: [inRoom, ...phone], globals: { locale: 'zh-TW' } };
/** Laptop, six players, Stealin': a full common pile, which wraps. */
export const LaptopSixStealing: Story = { args: actor(states.stealingSix(), BOTS), decorators: [inRoom, ...laptop] };
/** Phone, six players, Stealin'. */
export const PhoneSixStealing: Story = { args: actor(states.stealingSix(), BOTS), decorators: [inRoom, ...phone] };
/** Phone sideways, six players, Stealin'. */
export const PhoneSidewaysSixStealing: Story = { args: actor(states.stealingSix(), BOTS), decorators: [inRoom, ...sideways] };
/** Laptop, six players, waiting for another seat: my hand to look at, no prompt. */
export const LaptopSixWaiting: Story = { args: bystander(states.schemingSix(), BOTS), decorators: [inRoom, ...laptop] };
/** A replay's "everything shown" view: every seat's hand face up on its seat, every purse value. */
export const LaptopSixEverythingShown: Story = { args: everythingProps(states.schemingSix(), moves, BOTS), decorators: [inRoom, ...laptop] };
/** The end of a six-player match, on a laptop: totals, Gunslingers and winners on the table. */
export const LaptopSixGameOver: Story = { args: propsFor(states.gameOverSix(), '0', moves, BOTS), decorators: [inRoom, ...laptop] };
/** The end of a six-player match, on a phone. */
export const PhoneSixGameOver: Story = { args: propsFor(states.gameOverSix(), '0', moves, BOTS), decorators: [inRoom, ...phone] };
/** A spectator of six players on a phone: no hand, the newest log line. */
export const PhoneSixSpectator: Story = { args: propsFor(states.schemingSix(), null, moves, BOTS), decorators: [inRoom, ...phone] };

// Every prompt.

/** Fire with several bandits in the line of fire: click a seat, a bandit in the train or a button. */
export const LaptopStealingFire: Story = { args: actor(states.stealingFire()), decorators: [inRoom, ...laptop] };
/** Phone, Fire. */
export const PhoneStealingFire: Story = { args: actor(states.stealingFire()), decorators: [inRoom, ...phone] };
/** Punch: whom (click a seat or a bandit), then what he loses, then where he lands. */
export const LaptopStealingPunch: Story = { args: actor(states.stealing()), decorators: [inRoom, ...laptop] };
/** Phone, Punch. */
export const PhoneStealingPunch: Story = { args: actor(states.stealing()), decorators: [inRoom, ...phone] };
/** Phone, what the one victim of a Punch loses. */
export const PhoneStealingPunchLoot: Story = { args: actor(states.punchLoot()), decorators: [inRoom, ...phone] };
/** Phone, Move: click a car of the train or a button. */
export const PhoneStealingMove: Story = { args: actor(states.stealingMove()), decorators: [inRoom, ...phone] };
/** Laptop, Move. */
export const LaptopStealingMove: Story = { args: actor(states.stealingMove()), decorators: [inRoom, ...laptop] };
/** Phone, which way the Marshal goes. */
export const PhoneStealingMarshal: Story = { args: actor(states.stealingMarshal()), decorators: [inRoom, ...phone] };
/** Phone, which loot to rob. */
export const PhoneStealingRobbery: Story = { args: actor(states.stealingRobbery()), decorators: [inRoom, ...phone] };
/** Stealin' a face-down card, as another seat sees it. */
export const PhoneStealingSeenByOthers: Story = { args: bystander(states.stealingFaceDown()), decorators: [inRoom, ...phone] };
/** A tunnel turn: the others' cards lie face down on the pile, shown by their backs. */
export const PhoneTunnel: Story = { args: actor(states.tunnel()), decorators: [inRoom, ...phone] };
/** Ghost's first turn of the round: he may play his card face down. */
export const PhoneGhostFirstTurn: Story = { args: actor(states.ghostFirstTurn()), decorators: [inRoom, ...phone] };
/** The 2-player game: which of my two bandits starts in the caboose. */
export const PhonePlacing: Story = { args: propsFor(states.placing(), '0', moves), decorators: [inRoom, ...phone] };
/** The 2-player game in Stealin' on a laptop: two bandits a seat. */
export const LaptopTwoPlayers: Story = { args: actor(states.twoPlayers()), decorators: [inRoom, ...laptop] };
/** Advanced variant: discard bullet cards before Schemin'. */
export const PhoneDiscardingBullets: Story = { args: propsFor(states.discarding(), '0', moves), decorators: [inRoom, ...phone] };
/** Advanced variant: keep cards for the next round. */
export const PhoneKeepingCards: Story = { args: propsFor(states.keeping(), '0', moves), decorators: [inRoom, ...phone] };
/** A long match: round 5 of six players, some two hundred lines of log, the newest in the Dock. */
export const PhoneLongLog: Story = { args: actor(states.longLog(), BOTS), decorators: [inRoom, ...phone] };

/** Card help opened on a phone: the action card's full text and rulings (a long press, here a right click). */
export const PhoneCardHelp: Story = {
  args: actor(states.schemingSix(), BOTS),
  decorators: [inRoom, ...phone],
  play: async ({ canvasElement }) => {
    const hand = within(canvasElement).getByRole('group', { name: 'Your hand' });
    await userEvent.pointer({ keys: '[MouseRight]', target: within(hand).getAllByRole('button')[0]! });
  },
};
/** A bandit's help opened from his seat on a phone: his ability and its rulings, in Chinese. */
export const PhoneBanditHelpZh: Story = {
  args: actor(states.schemingSix(), BOTS),
  decorators: [inRoom, ...phone],
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const portraits = canvasElement.querySelectorAll<HTMLElement>('.pl-tseat__portrait-button');
    await userEvent.click(portraits[portraits.length - 1]!);
  },
};
