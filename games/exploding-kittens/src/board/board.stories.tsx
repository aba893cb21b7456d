import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ExplodingKittensBoard } from './board';
import { propsFor, states, withGameLocale } from './fixtures';

const moves = { draw: fn(), play: fn(), combo: fn(), nope: fn(), pass: fn(), reinsert: fn(), alter: fn(), give: fn(), pick: fn() };

const meta = {
  title: 'Games/Exploding Kittens/Board',
  component: ExplodingKittensBoard,
  decorators: [withGameLocale],
} satisfies Meta<typeof ExplodingKittensBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 390×844: the Dock's prompt, its buttons and the hand must all be in view. */
const phone = { globals: { viewport: { value: 'phone' } } };

/** My turn: playable cards highlighted; select one to play or several for a combo. */
export const MyTurn: Story = { args: propsFor(states.myTurn(), '0', moves) };
export const MyTurnPhone: Story = { ...MyTurn, ...phone };
/** Someone else's turn. */
export const Waiting: Story = { args: propsFor(states.myTurn(), '2', moves) };
/** Another seat played an Attack: Nope it or let it happen before the countdown ends. */
export const NopePrompt: Story = { args: propsFor(states.nopeWindow(), '1', moves) };
export const NopePromptPhone: Story = { ...NopePrompt, ...phone };
/** A Nope chain under way, seen by a seat that already passed. */
export const NopeChain: Story = { args: propsFor(states.nopeChain(), '2', moves) };
export const NopeChainPhone: Story = { ...NopeChain, ...phone };
/** A Nope chain seen by the player of the Noped play: they may Nope the Nope. */
export const NopeTheNope: Story = { args: propsFor(states.nopeChain(), '0', moves) };
export const NopeTheNopePhone: Story = { ...NopeTheNope, ...phone };
/** I defused a kitten: choose where it goes back. */
export const Defusing: Story = { args: propsFor(states.defusing(), '0', moves) };
export const DefusingPhone: Story = { ...Defusing, ...phone };
/** Another seat is putting a kitten back. */
export const SomeoneDefusing: Story = { args: propsFor(states.defusing(), '1', moves) };
/** Alter the Future: reorder the top cards. */
export const AlterTheFuture: Story = { args: propsFor(states.altering(), '0', moves) };
export const AlterTheFuturePhone: Story = { ...AlterTheFuture, ...phone };
/** Another seat is reordering the top cards: the others are told whom they wait for. */
export const SomeoneAltering: Story = { args: propsFor(states.altering(), '1', moves) };

const choosePair: Story['play'] = async ({ canvasElement }) => {
  const board = within(canvasElement);
  const [first, second] = board.getAllByRole('button', { name: 'Tacocat' });
  await userEvent.click(first!);
  await userEvent.click(second!);
  await userEvent.click(board.getByRole('button', { name: 'Play as a pair' }));
};
/** A pair of Tacocats selected and played: choose whom to steal a random card from. */
export const PairTarget: Story = { args: propsFor(states.myTurn(), '0', moves), play: choosePair };
export const PairTargetPhone: Story = { ...PairTarget, ...phone };

const chooseTargetedAttack: Story['play'] = async ({ canvasElement }) => {
  const board = within(canvasElement);
  await userEvent.click(board.getByRole('button', { name: 'Targeted Attack (2X)' }));
  await userEvent.click(board.getByRole('button', { name: 'Play Targeted Attack (2X)' }));
};
/** A Targeted Attack played: choose who takes the turns. */
export const TargetedAttackTarget: Story = { args: propsFor(states.myTurn(), '0', moves), play: chooseTargetedAttack };
export const TargetedAttackTargetPhone: Story = { ...TargetedAttackTarget, ...phone };

const nameACard: Story['play'] = async ({ canvasElement }) => {
  const board = within(canvasElement);
  for (const cat of board.getAllByRole('button', { name: 'Tacocat' })) await userEvent.click(cat);
  await userEvent.click(board.getByRole('button', { name: 'Play as three of a kind' }));
  await userEvent.click(board.getByRole('button', { name: /^Ben/ }));
};
/** Three Tacocats played on Ben: name the card to ask for. */
export const NameACard: Story = { args: propsFor(states.myTurn(), '0', moves), play: nameACard };
export const NameACardPhone: Story = { ...NameACard, ...phone };
/** Five different cards played (optional combo): take a card from the discard pile, any title but a kitten. */
export const PickFromDiscard: Story = { args: propsFor(states.picking(), '0', moves) };
export const PickFromDiscardPhone: Story = { ...PickFromDiscard, ...phone };
/** See the Future: the top cards, for my eyes only. */
export const SeeTheFuture: Story = { args: propsFor(states.seeing(), '0', moves) };
export const SeeTheFuturePhone: Story = { ...SeeTheFuture, ...phone };
/** A Favor: choose a card of my hand, then give it. */
export const GiveAFavor: Story = { args: propsFor(states.favor(), '1', moves) };
export const GiveAFavorPhone: Story = { ...GiveAFavor, ...phone };
/** Ten players, one exploded. */
export const TenPlayers: Story = { args: propsFor(states.tenPlayers(), '3', moves) };
export const TenPlayersPhone: Story = { ...TenPlayers, ...phone };
/** I exploded: out of the match, watching it to the end. */
export const Exploded: Story = { args: propsFor(states.tenPlayers(), '0', moves) };
/** A spectator: counts only. */
export const Spectator: Story = { args: propsFor(states.nopeWindow(), null, moves) };
/** The end. */
export const GameOver: Story = { args: propsFor(states.gameOver(), '1', moves) };

const long = states.longMatch();
/** Ninety lines of history, most of them only in the log: the log shows them all and keeps the newest in view. */
export const LongLog: Story = { args: propsFor(long.match, long.match.ctx.currentPlayer, moves, long.log) };
export const LongLogPhone: Story = { ...LongLog, ...phone };
