import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BangBoard } from './board';
import {
  boardProps,
  duel,
  dyingSid,
  dyingWithBeer,
  gameOver,
  generalStore,
  indians,
  jesseJones,
  kitCarlson,
  luckyDuke,
  pedroRamirez,
  phaseThree,
  sidStandingBy,
  tableInPlay,
  tableWithShot,
  withGameLocale,
} from './fixtures';

const moves = {
  play: fn(),
  endPlay: fn(),
  discard: fn(),
  heal: fn(),
  barrel: fn(),
  missed: fn(),
  takeHit: fn(),
  bang: fn(),
  beer: fn(),
  die: fn(),
  pick: fn(),
  choose: fn(),
};

const meta = {
  title: 'Games/BANG!/Board',
  component: BangBoard,
  decorators: [withGameLocale],
} satisfies Meta<typeof BangBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Sheriff in phase 2, cards to play highlighted. */
export const MyTurn: Story = { args: boardProps(tableInPlay(), '0', moves) };
/** An Outlaw shot at by the Sheriff: Barrel, Missed! or take the hit. */
export const ShotAt: Story = { args: boardProps(tableWithShot(), '1', moves) };
/** Another seat waiting while the shot is answered. */
export const Waiting: Story = { args: boardProps(tableWithShot(), '3', moves) };
/** A spectator: no hand, only the Sheriff's role. */
export const Spectator: Story = { args: boardProps(tableInPlay(), null, moves) };
/** The General Store: the player of the card picks first among the cards shown. */
export const GeneralStorePick: Story = { args: boardProps(generalStore(), '0', moves) };
/** Kit Carlson looks at the top three cards and puts one back. */
export const KitCarlsonChoice: Story = { args: boardProps(kitCarlson(), '1', moves) };
/** Jesse Jones: his first card from the deck or at random from another player's hand. */
export const JesseJonesDraw: Story = { args: boardProps(jesseJones(), '1', moves) };
/** Pedro Ramirez: his first card from the deck or the top of the discard pile. */
export const PedroRamirezDraw: Story = { args: boardProps(pedroRamirez(), '1', moves) };
/** The challenged player answers a Duel. */
export const DuelAnswer: Story = { args: boardProps(duel(), '3', moves) };
/** A target of Indians!: discard a BANG! or lose a life. */
export const IndiansAnswer: Story = { args: boardProps(indians(), '1', moves) };
/** A lethal hit: drink a Beer or give up. */
export const LethalHitBeer: Story = { args: boardProps(dyingWithBeer(), '1', moves) };
/** Sid Ketchum at 0 life: discard two cards for a life, or give up. */
export const LethalHitSid: Story = { args: boardProps(dyingSid(), '1', moves) };
/** Lucky Duke picks which of his two "draw!" cards counts. */
export const LuckyDukeChoice: Story = { args: boardProps(luckyDuke(), '1', moves) };
/** Phase 3: discard down to the hand limit. */
export const PhaseThreeDiscard: Story = { args: boardProps(phaseThree(), '0', moves) };
/** The match is over: who won, every role face up. */
export const GameOver: Story = { args: boardProps(gameOver(), '0', moves) };
/** Sid Ketchum heals at any time, while another player answers a shot. */
export const SidHealsOutOfTurn: Story = { args: boardProps(sidStandingBy(), '2', moves) };
