import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFrame, type FrameName } from '@parlor/ui/testing';
import { AsideHostProvider } from '@parlor/ui';
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
  clausUnderThirst,
  elenaFuenteShot,
  longLog,
  playedProps,
  everythingProps,
  eightSeatsShot,
  everything,
  escapeWindow,
  savedWindow,
  aim,
  blackFlower,
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
  escape: fn(),
  allow: fn(),
  save: fn(),
  decline: fn(),
  lemat: fn(),
  flower: fn(),
  bangAsGatling: fn(),
};

/** As in the room, the log and the reference go to its side panel (not drawn here), not under the table. */
function withRoomAsides(Story: () => React.JSX.Element) {
  return (
    <AsideHostProvider>
      <Story />
    </AsideHostProvider>
  );
}

/** The room's space for the board: a laptop's unless the story names another frame (`parameters.frame`). */
const framed: Decorator = (Story, context) => withFrame((context.parameters.frame as FrameName | undefined) ?? 'laptop')(Story, context);

const meta = {
  title: 'Games/BANG!/Board',
  component: BangBoard,
  // A laptop's room unless a story says otherwise: the board fills the space the room gives it.
  decorators: [withRoomAsides, framed, withGameLocale],
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
/** The Valley of Shadows: a Panic!'s target may discard an Escape before any other answer. */
export const EscapeAnswer: Story = { args: boardProps(escapeWindow(), '1', moves) };
/** The Valley of Shadows: a holder of Saved! may make another player's loss of life 1 smaller. */
export const SavedAnswer: Story = { args: boardProps(savedWindow(), '2', moves) };
/** The Valley of Shadows: Aim picked, the BANG! card it joins asked before the target. */
export const AimJoining: Story = {
  args: boardProps(aim(), '0', moves),
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-parlor-hand] button[aria-label^="Aim"]')?.click();
  },
};
/** The Valley of Shadows: Black Flower's and a LeMat's shots among the actions, and a player kept in at 0 life by a Ghost card. */
export const BlackFlowerTurn: Story = { args: boardProps(blackFlower(), '0', moves) };

// ---- At phone width (390×844): the hand, the open prompt and its buttons in view without scrolling ----

const phone = { parameters: { frame: 'phone' } };
const laptop = { parameters: { frame: 'laptop' } };
const laptopSmall = { parameters: { frame: 'laptopSmall' } };
const phoneSideways = { parameters: { frame: 'phoneSideways' } };

/** My turn on a phone: the hand and the end-turn button in the Dock. */
export const PhoneMyTurn: Story = { ...phone, args: boardProps(tableInPlay(), '0', moves) };
/** Choosing a target on a phone: select a hand card (BANG!) and its targets appear in the Dock's prompt. */
export const PhoneChoosingTarget: Story = {
  ...phone,
  args: boardProps(tableInPlay(), '0', moves),
  play: async ({ canvasElement }) => {
    const bang = canvasElement.querySelector<HTMLButtonElement>('[data-parlor-hand] button[aria-label^="BANG!"]');
    bang?.click();
  },
};
/** Shot at, on a phone: Barrel, Missed! or take the hit. */
export const PhoneShotAt: Story = { ...phone, args: boardProps(tableWithShot(), '1', moves) };
/** Another seat waiting on a phone: the status names who is shot at. */
export const PhoneWaiting: Story = { ...phone, args: boardProps(tableWithShot(), '3', moves) };
/** Answering Indians! on a phone. */
export const PhoneIndians: Story = { ...phone, args: boardProps(indians(), '1', moves) };
/** Answering a Duel on a phone. */
export const PhoneDuel: Story = { ...phone, args: boardProps(duel(), '3', moves) };
/** A lethal hit on a phone: drink a Beer or give up. */
export const PhoneLethalHit: Story = { ...phone, args: boardProps(dyingWithBeer(), '1', moves) };
/** Sid Ketchum at 0 life on a phone: two cards for a life. */
export const PhoneLethalHitSid: Story = { ...phone, args: boardProps(dyingSid(), '1', moves) };
/** Sid Ketchum standing by on a phone while another seat answers. */
export const PhoneSidStandingBy: Story = { ...phone, args: boardProps(sidStandingBy(), '2', moves) };
/** A green card answering a shot on a phone. */
export const PhoneGreenAnswersShot: Story = { ...phone, args: boardProps(greenAnswersShot(), '1', moves) };
/** Elena Fuente answering a shot with any of seven cards on a phone: more answers than the dock holds. */
export const PhoneElenaFuente: Story = { ...phone, args: boardProps(elenaFuenteShot(), '1', moves) };
/** The General Store pick on a phone. */
export const PhoneGeneralStore: Story = { ...phone, args: boardProps(generalStore(), '0', moves) };
/** Phase 3 on a phone: discard down to the hand limit by clicking hand cards. */
export const PhoneDiscard: Story = { ...phone, args: boardProps(phaseThree(), '0', moves) };
/** Kit Carlson on a phone. */
export const PhoneKitCarlson: Story = { ...phone, args: boardProps(kitCarlson(), '1', moves) };
/** Jesse Jones on a phone. */
export const PhoneJesseJones: Story = { ...phone, args: boardProps(jesseJones(), '1', moves) };
/** Pedro Ramirez on a phone. */
export const PhonePedroRamirez: Story = { ...phone, args: boardProps(pedroRamirez(), '1', moves) };
/** Lucky Duke on a phone. */
export const PhoneLuckyDuke: Story = { ...phone, args: boardProps(luckyDuke(), '1', moves) };
/** Vera Custer on a phone. */
export const PhoneVeraCuster: Story = { ...phone, args: boardProps(veraCuster(), '1', moves) };
/** Pat Brennan on a phone. */
export const PhonePatBrennan: Story = { ...phone, args: boardProps(patBrennan(), '1', moves) };
/** Claus "The Saint" on a phone: five cards shown, one to give. */
export const PhoneClausTheSaint: Story = { ...phone, args: boardProps(clausTheSaint(), '1', moves) };
/** Claus "The Saint" under Thirst on a phone. */
export const PhoneClausUnderThirst: Story = { ...phone, args: boardProps(clausUnderThirst(), '1', moves) };
/** Brawl on a phone. */
export const PhoneBrawl: Story = { ...phone, args: boardProps(brawl(), '0', moves) };
/** Doc Holyday's action on a phone. */
export const PhoneDocHolyday: Story = { ...phone, args: boardProps(docHolyday(), '0', moves) };
/** "Discard another card" cards on a phone. */
export const PhoneDiscardAnother: Story = { ...phone, args: boardProps(discardAnother(), '0', moves) };
/** Uncle Will on a phone. */
export const PhoneUncleWill: Story = { ...phone, args: boardProps(uncleWill(), '0', moves) };
/** An event's choice on a phone (Handcuffs). */
export const PhoneEventChoice: Story = { ...phone, args: boardProps(handcuffsChoice(), '1', moves) };
/** Ricochet's event moves on a phone. */
export const PhoneRicochet: Story = { ...phone, args: boardProps(ricochet(), '0', moves) };
/** Law of the West on a phone. */
export const PhoneLawOfTheWest: Story = { ...phone, args: boardProps(lawOfTheWest(), '1', moves) };
/** The end of the match on a phone: the result once, the roles beside it. */
export const PhoneGameOver: Story = { ...phone, args: boardProps(gameOver(), '0', moves) };
/** Eight seats with Dodge City at phone width. */
export const PhoneEightSeats: Story = { ...phone, args: boardProps(eightSeats(), '0', moves) };
/** A spectator of eight seats at phone width: no Dock. */
export const PhoneEightSeatsSpectator: Story = { ...phone, args: boardProps(eightSeats(), null, moves) };

// ---- A long match: the log holds every line of it, its newest in view and in the Dock ----

const long = longLog();
/** Over two hundred log lines, as the player whose turn it is receives them. */
export const LongLog: Story = { ...laptop, args: playedProps(long, long.state.ctx.currentPlayer, moves) };
/** The same long log at phone width. */
export const PhoneLongLog: Story = { ...phone, args: playedProps(long, long.state.ctx.currentPlayer, moves) };
/** Eight seats at laptop size. */
export const LaptopEightSeats: Story = { ...laptop, args: boardProps(eightSeats(), '0', moves) };

// ---- Eight seats (the most BANG! allows) at the four sizes a table must fit ----

/** Eight seats on a smaller laptop (1366×768). */
export const LaptopSmallEightSeats: Story = { ...laptopSmall, args: boardProps(eightSeats(), '0', moves) };
/** Eight seats on a phone held sideways (844×390): the dock beside the table. */
export const PhoneSidewaysEightSeats: Story = { ...phoneSideways, args: boardProps(eightSeats(), '0', moves) };
/** Eight seats on a phone, a target being picked: the reachable seats are buttons, the prompt lists them. */
export const PhoneEightSeatsPicking: Story = {
  ...phone,
  args: boardProps(eightSeats(), '0', moves),
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-parlor-hand] button[aria-label^="BANG!"]')?.click();
  },
};
/** Eight seats at laptop size, a target being picked. */
export const LaptopEightSeatsPicking: Story = {
  ...laptop,
  args: boardProps(eightSeats(), '0', moves),
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-parlor-hand] button[aria-label^="BANG!"]')?.click();
  },
};
/** Card help open at phone width: a hand card's text and rulings, large. */
export const PhoneCardHelp: Story = {
  ...phone,
  args: boardProps(eightSeats(), '0', moves),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLButtonElement>('[data-parlor-hand] button[aria-label^="Springfield"]');
    card?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
  },
};
/** A character's help at phone width: portrait, life, ability and rulings. */
export const PhoneCharacterHelp: Story = {
  ...phone,
  args: boardProps(eightSeats(), '0', moves),
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.pl-tseat__portrait-button')?.click();
  },
};
/** A replay showing everything (no seat, every hand real): each seat's hand face up on its seat. */
export const ReplayEverything: Story = { ...laptop, args: everythingProps(eightSeats(), moves) };
/** The same at phone width. */
export const PhoneReplayEverything: Story = { ...phone, args: everythingProps(eightSeats(), moves) };
/** Eight seats, shot at, on a phone: the prompt with its answers, the table above. */
export const PhoneEightSeatsShot: Story = { ...phone, args: boardProps(eightSeatsShot(), '7', moves) };
/** Eight seats, shot at, on a phone held sideways. */
export const PhoneSidewaysEightSeatsShot: Story = { ...phoneSideways, args: boardProps(eightSeatsShot(), '7', moves) };
/** Eight seats, shot at, on a smaller laptop. */
export const LaptopSmallEightSeatsShot: Story = { ...laptopSmall, args: boardProps(eightSeatsShot(), '7', moves) };
/** Eight seats, a target being picked, on a phone held sideways. */
export const PhoneSidewaysEightSeatsPicking: Story = {
  ...phoneSideways,
  args: boardProps(eightSeats(), '0', moves),
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-parlor-hand] button[aria-label^="BANG!"]')?.click();
  },
};

// ---- Every expansion at once, eight seats, at the four sizes a table must fit ----

/** Every expansion on (both event stacks in effect, the equipment market, nuggets and equipment on the seats), on a laptop. */
export const LaptopEverything: Story = { ...laptop, args: boardProps(everything(), '0', moves) };
/** Every expansion on, on a smaller laptop (1366×768). */
export const LaptopSmallEverything: Story = { ...laptopSmall, args: boardProps(everything(), '0', moves) };
/** Every expansion on, on a phone: the centre keeps its room among eight seats. */
export const PhoneEverything: Story = { ...phone, args: boardProps(everything(), '0', moves) };
/** Every expansion on, on a phone held sideways. */
export const PhoneSidewaysEverything: Story = { ...phoneSideways, args: boardProps(everything(), '0', moves) };
/** Every expansion on, the match won: every role face up, the winners marked. */
export const LaptopEverythingOver: Story = { ...laptop, args: boardProps(everything(true), '0', moves) };
/** The same on a phone. */
export const PhoneEverythingOver: Story = { ...phone, args: boardProps(everything(true), '0', moves) };
/** The same on a phone held sideways. */
export const PhoneSidewaysEverythingOver: Story = { ...phoneSideways, args: boardProps(everything(true), '0', moves) };
