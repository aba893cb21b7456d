import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BangBoard } from './board';
import {
  boardProps,
  brawl,
  chuckWengam,
  clausTheSaint,
  discardAnother,
  docHolyday,
  duel,
  dyingSid,
  dyingWithBeer,
  gameOver,
  eightSeats,
  generalStore,
  greenAnswersShot,
  greenCards,
  indians,
  jesseJones,
  joseDelgado,
  kitCarlson,
  luckyDuke,
  patBrennan,
  pedroRamirez,
  phaseThree,
  sidStandingBy,
  tableInPlay,
  tableWithShot,
  threePlayers,
  threePlayersSurvivor,
  threePlayersTargetWon,
  uncleWill,
  veraCuster,
  withGameLocale,
  eventInEffect,
  handcuffsChoice,
  finalEvent,
  ricochet,
  lawOfTheWest,
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
  use: fn(),
  lifeForCards: fn(),
  discardToShoot: fn(),
  blueForCards: fn(),
  asGeneralStore: fn(),
  ricochet: fn(),
  sniper: fn(),
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

// ---- Dodge City and The Bullet ----

/** Green cards: a Sombrero put in play this turn waits (its mark says so); the ready Buffalo Rifle and Canteen can be selected and used. */
export const GreenCardWaiting: Story = { args: boardProps(greenCards(), '0', moves) };
/** A shot answered with a green card: the ready Sombrero in play beside the Missed! in hand. */
export const GreenCardAnswersShot: Story = { args: boardProps(greenAnswersShot(), '1', moves) };
/** Eight players with Dodge City cards in play all around the table; Vera Custer shows the ability she has taken on. */
export const EightSeats: Story = { args: boardProps(eightSeats(), '0', moves) };
/** The 3-player game: every role face up, each seat showing the target it hunts. */
export const ThreePlayers: Story = { args: boardProps(threePlayers(), '0', moves) };
/** The 3-player game over: the Deputy eliminated his own target. */
export const ThreePlayersOver: Story = { args: boardProps(threePlayersTargetWon(), '1', moves) };
/** The 3-player game over: a target fell to the other player, who then won as the last one alive. */
export const ThreePlayersSurvivor: Story = { args: boardProps(threePlayersSurvivor(), '0', moves) };
/** Vera Custer picks whose ability she takes on until her next turn. */
export const VeraCusterChoice: Story = { args: boardProps(veraCuster(), '1', moves) };
/** Pat Brennan draws from the deck or takes a card another player has in play. */
export const PatBrennanChoice: Story = { args: boardProps(patBrennan(), '1', moves) };
/** Claus "The Saint" gives one of the cards he drew to each other player. */
export const ClausTheSaintChoice: Story = { args: boardProps(clausTheSaint(), '1', moves) };
/** Brawl: the player picks what each other player discards. */
export const BrawlChoice: Story = { args: boardProps(brawl(), '0', moves) };
/** Doc Holyday's action: two hand cards, then a player in reach (Apache Kid untouched by two Diamonds). */
export const DocHolydayPicker: Story = { args: boardProps(docHolyday(), '0', moves) };
/** Chuck Wengam trades a life for two cards. */
export const ChuckWengamAction: Story = { args: boardProps(chuckWengam(), '0', moves) };
/** Jose Delgado trades a blue hand card for two cards. */
export const JoseDelgadoAction: Story = { args: boardProps(joseDelgado(), '0', moves) };
/** Uncle Will plays any hand card as a General Store. */
export const UncleWillAction: Story = { args: boardProps(uncleWill(), '0', moves) };
/** "Discard another card" cards: Springfield, Whisky and Tequila, each played with another hand card. */
export const DiscardAnotherCard: Story = { args: boardProps(discardAnother(), '0', moves) };
/** High Noon / A Fistful of Cards: the event in effect with its text, the next one, the count left and the final card. */
export const EventInEffect: Story = { args: boardProps(eventInEffect(), '0', moves) };
/** An event's choice: Handcuffs asks for the one suit to play this turn. */
export const EventChoice: Story = { args: boardProps(handcuffsChoice(), '1', moves) };
/** The final card in effect to the end, the stack empty. */
export const FinalEvent: Story = { args: boardProps(finalEvent(), '0', moves) };
/** Ricochet: BANG! cards against cards in play, one button each. */
export const Ricochet: Story = { args: boardProps(ricochet(), '0', moves) };
/** Law of the West: the shown card must be played before the turn can end. */
export const LawOfTheWest: Story = { args: boardProps(lawOfTheWest(), '1', moves) };
