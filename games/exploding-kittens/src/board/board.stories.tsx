import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, fn, userEvent, within } from 'storybook/test';
import { withFrame, type FrameName } from '@parlor/ui/testing';
import { ExplodingKittensBoard } from './board';
import { everythingFor, propsFor, states, withGameLocale, withRoom } from './fixtures';
import type { Match } from '@parlor/game-kit/testing';
import type { ExplodingKittensState } from '../index';

const moves = { draw: fn(), play: fn(), combo: fn(), nope: fn(), pass: fn(), reinsert: fn(), alter: fn(), give: fn(), pick: fn() };

const meta = {
  title: 'Games/Exploding Kittens/Board',
  component: ExplodingKittensBoard,
  decorators: [withGameLocale],
} satisfies Meta<typeof ExplodingKittensBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story of `match` as `seat` reads it, in the room's space at a window size, with the room's table information. */
const at = (match: Match<ExplodingKittensState>, seat: string | null, frame: FrameName, extra: Partial<Story> = {}): Story => ({
  args: propsFor(match, seat, moves),
  decorators: [withRoom(match, seat), withFrame(frame)],
  ...extra,
});

// Ten seats, the most the game allows, at the four window sizes every table must fit.
const tenMyTurn = states.tenMyTurn();
/** Ten seats on a laptop: Ben's turn, a hand with cards for every kind of play; Amy exploded. */
export const TenLaptop: Story = at(tenMyTurn, '1', 'laptop');
/** The same on a smaller laptop. */
export const TenLaptopSmall: Story = at(tenMyTurn, '1', 'laptopSmall');
/** The same on a phone held upright. */
export const TenPhone: Story = at(tenMyTurn, '1', 'phone');
/** The same on a phone held sideways: the Dock beside the table. */
export const TenPhoneSideways: Story = at(tenMyTurn, '1', 'phoneSideways');

const pickFavor: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-parlor-hand] [data-card-id^="favor"]')!);
};
/** A Favor clicked: every living seat is a button on the table, and the prompt lists only them. */
export const TenPickTarget: Story = at(tenMyTurn, '1', 'laptop', { play: pickFavor });
export const TenPickTargetPhone: Story = at(tenMyTurn, '1', 'phone', { play: pickFavor });

const chooseCat: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-parlor-hand] [data-card-id^="tacocat"]')!);
};
/** A Tacocat clicked: it could make a pair or a triple, so it is chosen, with a button for each legal play. */
export const TenChooseCombo: Story = at(tenMyTurn, '1', 'phone', { play: chooseCat });

const nameACard: Story['play'] = async ({ canvasElement }) => {
  const board = within(canvasElement);
  await userEvent.click(board.getAllByRole('button', { name: 'Tacocat' })[0]!);
  await userEvent.click(board.getByRole('button', { name: 'Triple: Tacocat + Tacocat + Feral Cat' }));
  await userEvent.click(board.getByRole('button', { name: 'Choose Dana' }));
};
/**
 * Three of a kind on Dana: the titles that may be named. (In the laptop's frame: a phone's,
 * its Dock full, would stand 12 px taller than a 1280×800 window with the story's margins.)
 */
export const TenNameACard: Story = at(tenMyTurn, '1', 'laptop', { play: nameACard });
export const TenNameACardSideways: Story = at(tenMyTurn, '1', 'phoneSideways', { play: nameACard });

const openHelp: Story['play'] = async ({ canvasElement }) => {
  // The keyboard's way to a playable card's help (a long press or a right click do the same).
  fireEvent.keyDown(canvasElement.querySelector('[data-parlor-hand] [data-card-id^="nope"]')!, { key: '?' });
};
/** Card help open on a phone: the card large, its full text and its rulings. */
export const CardHelpPhone: Story = at(tenMyTurn, '1', 'phone', { play: openHelp });

const tenNope = states.tenNope();
const nopeHolder = tenNope.ctx.playOrder.find((seat) => seat !== '1' && tenNope.G.zones[`hand:${seat}`]!.some((card) => card.startsWith('nope')))!;
const noNope = tenNope.ctx.playOrder.find((seat) => seat !== '1' && !tenNope.G.out.includes(seat) && !tenNope.G.zones[`hand:${seat}`]!.some((card) => card.startsWith('nope')))!;
/** A Targeted Attack on Eli, seen by a seat holding a Nope: Nope it or let it happen; the clock is the room's. */
export const TenNopePhone: Story = at(tenNope, nopeHolder, 'phone');
export const TenNopeLaptop: Story = at(tenNope, nopeHolder, 'laptop');
export const TenNopeSideways: Story = at(tenNope, nopeHolder, 'phoneSideways');
/** The same seen by a seat holding no Nope: nothing to click, the play happens by itself when the clock runs out. */
export const TenNoNopePhone: Story = at(tenNope, noNope, 'phone');
/** A spectator of ten seats: counts only, no hand. */
export const TenSpectator: Story = at(tenMyTurn, null, 'phone');
/** A replay's "everything shown": every hand face up on its seat. */
export const TenEverything: Story = { ...at(tenMyTurn, null, 'laptop'), args: everythingFor(tenMyTurn, moves) };
export const TenEverythingPhone: Story = { ...at(tenMyTurn, null, 'phone'), args: everythingFor(tenMyTurn, moves) };
const tenOver = states.tenOver();
/** The end of ten seats: the winner marked, the exploded out, the result in the centre. */
export const TenOverLaptop: Story = at(tenOver, '1', 'laptop');
export const TenOverPhone: Story = at(tenOver, '4', 'phone');
/** Amy exploded: out of the match, watching it to the end. */
export const TenExploded: Story = at(tenMyTurn, '0', 'phone');

// Every prompt, in a smaller match.
/** My turn, four seats. */
export const MyTurn: Story = at(states.myTurn(), '0', 'laptop');
export const MyTurnPhone: Story = at(states.myTurn(), '0', 'phone');
const nopeChain = states.nopeChain();
/** A Nope chain seen by the player of the Noped play: they may Nope the Nope. */
export const NopeTheNope: Story = at(nopeChain, '0', 'phone');
/** A Nope chain seen by a seat that already passed and holds no Nope: no prompt, the status says whom the table waits for. */
export const NopeChainPassed: Story = at(nopeChain, '2', 'phone');
/** I defused a kitten: choose where it goes back. */
export const Defusing: Story = at(states.defusing(), '0', 'phone');
/** Another seat is putting a kitten back: the kitten lies in the open at the centre. */
export const SomeoneDefusing: Story = at(states.defusing(), '1', 'laptop');
/** Alter the Future: reorder the top cards. */
export const AlterTheFuture: Story = at(states.altering(), '0', 'phone');
/** Five different cards played (optional combo): take a card from the discard pile, any title but a kitten. */
export const PickFromDiscard: Story = at(states.picking(), '0', 'phone');
/** See the Future: the top cards, for my eyes only. */
export const SeeTheFuture: Story = at(states.seeing(), '0', 'phone');
/** A Favor: choose a card of my hand, then give it. */
export const GiveAFavor: Story = at(states.favor(), '1', 'phone');
/** The end of a two-player match. */
export const GameOver: Story = at(states.gameOver(), '1', 'phone');

const long = states.longMatch();
/** Ninety lines of history, most of them only in the log: the log shows them all and keeps the newest in view. */
export const LongLog: Story = { args: propsFor(long.match, long.match.ctx.currentPlayer, moves, long.log) };
