// The named points of the turn where rules hook in (RULES.md §20 Engine modelling notes): the
// shapes of entries and of what they are asked. A character's ability, a card in play and an event
// card are entries of the same shape, `Hooks`, keyed by id (src/lib/entries); a playing card's entry
// is a `CardEntry`. The engine asks "what do the entries say here" (registry.ts finds them) and never
// names a card or a character. An expansion adds entries: a green card is an in-play entry with a
// `use` (or an answer from play), a High Noon event an event entry with a start-of-turn step or a
// suit, and so on. This module holds types only, so every layer may import it.
import type { Ctx, FnContext } from 'boardgame.io';
import type { CardId } from '@parlor/deck';
import type { CardKey, Rank, Suit } from '../cards';
import type { CharacterKey } from '../characters';
import type { BangState, CheckStep, EffectStep, Hit, Seat, Shot, Step } from '../state';
import type { Windows } from './windows';

/** The context boardgame.io hands moves and hooks. */
export type Context = FnContext<BangState> & { playerID?: string };

/**
 * What a play names besides the card: a target player, for Panic!/Cat Balou which card
 * ('hand' = a random hand card), and for a "discard another card" card the other hand card
 * discarded with it (RULES.md §15.2 "Discard another card" symbol).
 */
export interface PlayArgs {
  target?: Seat;
  pick?: CardId | 'hand';
  extra?: CardId;
}

/**
 * Why a card cannot be played so; the board explains each in words (locale `board.why.<reason>`).
 * `immune`: the target would not be affected and the rules refuse the attempt (Doc Holyday's two
 * Diamonds against Apache Kid); `no-other-card`: a "discard another card" card without a second
 * hand card to discard; `event`: the event in effect forbids it (The Reverend, The Judge...).
 */
export type Refusal = 'not-a-target' | 'sheriff' | 'same-name' | 'one-bang' | 'out-of-reach' | 'too-far' | 'empty-hand' | 'not-in-play' | 'forbidden' | 'immune' | 'no-other-card' | 'event';

/**
 * What a card may be used as out of turn, when the engine asks for it: a Missed! against a
 * shot, a BANG! in a Duel or against Indians!, a Beer to survive a lethal hit, an Escape against a
 * brown card other than a BANG! card (VALLEY-OF-SHADOWS.md §4.4 Escape; Mick Defender), a Saved!
 * against another player's loss of life, which it makes 1 smaller (§4.8 Saved!).
 */
export type Answer = 'missed' | 'bang' | 'beer' | 'escape' | 'saved';

/**
 * Where a step goes in the start of a turn (RULES.md §4.0 Start of turn), earliest first: event effects
 * "at the start of his turn", then the Wild West Show event's (WILD-WEST-SHOW.md §W3.1), the Dynamite check,
 * the Bomb's and the Rattlesnake's (ruling VS-2 of VALLEY-OF-SHADOWS.md §3: a fixed order, the Jail last since
 * a failed one ends the turn), the Jail check, what comes just before drawing
 * (Vera Custer's choice), phase 1, and what comes at the end of phase 1 (an event's extra card).
 */
export const TURN_START = { event: 10, showEvent: 20, dynamite: 30, bomb: 33, rattlesnake: 36, jail: 40, beforeDraw: 50, draw: 60, afterDraw: 70 } as const;

/** A slot of {@link TURN_START}. */
export type TurnStartSlot = keyof typeof TURN_START;

/** A step an entry adds to the start of a turn, in its slot. */
export interface TurnStartStep {
  at: TurnStartSlot;
  step: Step;
}

/**
 * A kind of "draw!" (RULES.md §8 "Draw!" checks): what the turned-over card must show, whether showing
 * it is good for the player, and what follows. A draw! that turns over no card (both piles empty)
 * meets no requirement: the Dynamite does not explode, the Jail holds, the Barrel fails.
 */
export interface CheckRule {
  /** Whether the card (its suit as events make it count, and its rank) meets the requirement. */
  meets: (suit: Suit, rank: Rank) => boolean;
  /** Whether meeting it goes the player's way (false for the Dynamite: it explodes). */
  good: boolean;
  /** What follows the draw!. */
  outcome: (context: Context, step: CheckStep, met: boolean) => void;
}

/**
 * A choice one player makes from a list (Jesse Jones' and Pedro Ramirez' first card, Kit
 * Carlson's card to put back, Lucky Duke's draw! card). It is offered in a `choice` window
 * and answered with the `choose` move, whose argument other seats' logs never show.
 */
export interface ChoiceRule {
  /** The options open now, as the strings `choose` takes. */
  options: (G: BangState, ctx: Ctx, seat: Seat, data: unknown) => readonly string[];
  /** Carries out the chosen option (always one of `options`). */
  resolve: (context: Context, seat: Seat, option: string, data: unknown) => void;
}

/**
 * Something a character may do by himself, as a move named after the key it is listed under
 * (Sid Ketchum's `heal`; Dodge City's Chuck Wengam, Doc Holyday, Jose Delgado).
 */
export interface AbilityAction {
  /** How many times a turn it may be used (Doc Holyday 1, Jose Delgado 2); unlimited when absent. The engine counts. */
  perTurn?: number;
  /**
   * `any`: at any time the game waits on anyone, his own phase 3 included (he then stands in
   * the `anytime` stage, see game.ts); `play`: in phase 2 of his own turn only.
   */
  when: 'any' | 'play';
  /** Its arguments name a card other seats may not see (Flint Westwood's card given): the move keeps them out of their logs. */
  secret?: boolean;
  /** Whether it can be used now at all (cheaper than listing every option). */
  available: (G: BangState, ctx: Ctx, seat: Seat) => boolean;
  /** Every legal list of arguments now; empty when it cannot be used. */
  options: (G: BangState, ctx: Ctx, seat: Seat) => unknown[][];
  /** Uses it; returns false, having changed nothing, when these arguments are not legal now. */
  use: (context: Context, seat: Seat, args: readonly unknown[]) => boolean;
  /**
   * For an action whose last argument is a player: why `target` cannot be that player after
   * the arguments `prefix` (Doc Holyday's two cards), or undefined; the board lists the reasons.
   */
  targetRefusal?: (G: BangState, ctx: Ctx, seat: Seat, prefix: readonly unknown[], target: Seat) => Refusal | undefined;
}

/** The parts of a distance (RULES.md §6.2 Modifiers) that an event may combine its own way (Ambush). */
export interface DistanceParts {
  /** Steps between the seats, counting living players. */
  seats: number;
  /** +1s of the target's cards in play, and of its ability. */
  seenByCards: number;
  seenByAbility: number;
  /** −1s of the viewer's cards in play, and of its ability. */
  seesByCards: number;
  seesByAbility: number;
}

/**
 * One entry's rules, at the named points of the turn. Every field is optional. Modifiers
 * (`drawCount`, `bangAllowance`, `handLimit`...) get the value so far and return the new one;
 * they are applied in order: the event in effect, the player's ability, his cards in play.
 */
export interface Hooks {
  // ---- Start of turn ----
  /** Steps at the start of `seat`'s turn. `card` is the entry's card when it is a card in play. */
  turnStart?: (G: BangState, seat: Seat, card: CardId | undefined) => readonly TurnStartStep[];
  /** Effects of this entry that `effect` steps run, by effect id (an event's "at the start of his turn", Brawl's discard for one player). */
  effects?: Readonly<Record<string, (context: Context, seat: Seat, step: EffectStep) => void>>;

  // ---- Phase 1: draw ----
  /** How many cards phase 1 draws (2 to start with). */
  drawCount?: (G: BangState, seat: Seat, count: number) => number;
  /**
   * Events only: how many more (Train Arrival: 1) or fewer (Thirst: -1) cards phase 1 takes, never
   * fewer than one, however the player draws them; what a player looks at to choose from (Kit
   * Carlson's three cards) stays the same.
   */
  drawAdjust?: number;
  /**
   * Phase 1 in place of drawing `count` cards from the deck (the first entry that has one).
   * `looked` is the count before the event's `drawAdjust`: what Kit Carlson looks at is based on it.
   */
  drawPhase?: (context: Context, seat: Seat, count: number, looked: number) => void;

  // ---- Phase 2: playing a card ----
  /** The card a hand card is played as (Calamity Janet: a Missed! as a BANG!). Uncle Will's General Store is an action instead: he chooses. */
  playsAs?: (G: BangState, seat: Seat, card: CardId, key: CardKey) => CardKey;
  /**
   * Whether the player may play this hand card as a BANG! card besides what it is (LeMat, during his
   * turn, VALLEY-OF-SHADOWS.md §5.3): a card Aim may join, and one the entry's own action plays.
   */
  countsAsBang?: (G: BangState, seat: Seat, card: CardId) => boolean;
  /** A card in play that keeps its eliminated owner in the game while it lies in front of him (Ghost, VALLEY-OF-SHADOWS.md §5.2); it works even when cards in play do not (ruling VS-31). */
  keepsInGame?: boolean;
  /** After another player took or discarded one of this player's cards, in hand or in play, by a card or an ability he used (Henry Block shoots him). */
  whenCardTaken?: (context: Context, self: Seat, by: Seat) => void;
  /**
   * Why this play is not allowed now (The Reverend, The Judge, Handcuffs), or undefined. `from`
   * says whether the card is played from the hand or a green card is used from play.
   */
  refuses?: (G: BangState, seat: Seat, card: CardId, key: CardKey, args: PlayArgs, from: 'hand' | 'play') => Refusal | undefined;
  /** How many BANG! cards may be played this turn (1 to start with). */
  bangAllowance?: (G: BangState, seat: Seat, allowance: number) => number;
  /** Once the card has left the hand, before it takes effect. */
  beforePlay?: (context: Context, seat: Seat, card: CardId, key: CardKey, args: PlayArgs) => void;
  /** After the card's effect has been set going (its steps queued): Johnny Kisch. */
  afterPlay?: (context: Context, seat: Seat, card: CardId, key: CardKey, args: PlayArgs) => void;

  // ---- Green cards in play (Dodge City, RULES.md §15.1 Green-bordered cards) ----
  /**
   * How this card in play is used by discarding it, in its owner's phase 2, from the turn after
   * it was put in play (Canteen, Can Can, the green guns...). The engine checks the wait and
   * discards the card; `resolve` is its effect.
   */
  use?: CardRule;
  /** What this card in play may answer out of turn by being discarded, from the turn after it was put in play (the Missed! symbol: Bible, Iron Plate...). */
  discardsAs?: Partial<Record<Answer, (context: Context, seat: Seat, card: CardId) => void>>;

  // ---- Answers out of turn (RULES.md §9 Shots: BANG! and Missed!; §10.6 Duel; §10.8 Indians!; §11.3 Beer and lethal hits) ----
  /** Whether a hand card may be used as `as` besides what it is (Calamity Janet, Elena Fuente). */
  answersAs?: (G: BangState, seat: Seat, card: CardId, as: Answer) => boolean;
  /** After the player used a hand card to answer in the window `during` (Molly Stark draws, out of her turn). */
  whenAnswered?: (context: Context, seat: Seat, card: CardId, as: Answer, during: keyof Windows) => void;
  /** Whether the player may not use this hand card as `as` now (events: The Reverend, no Beer; The Sermon, no BANG! card on his own turn; Handcuffs; Big Spencer: no Missed!). */
  refusesAnswer?: (G: BangState, seat: Seat, card: CardId, as: Answer) => boolean;
  /**
   * Whenever any player plays a Beer, `seat` being the player asked: to heal, as an answer, or sold
   * for a nugget (GOLD-RUSH.md §G4.3 Sell a Beer; Madam Yto draws). See `beerPlayed` in plays.ts.
   */
  whenBeerPlayed?: (context: Context, self: Seat, drinker: Seat) => void;
  /** Life a Beer restores to the player (1 to start with; Tequila Joe 2). */
  beerHeals?: (G: BangState, seat: Seat, amount: number) => number;

  // ---- Shots and hits (RULES.md §9 Shots: BANG! and Missed!; §11 Life, damage and elimination) ----
  /** Missed! effects a shot of `shooter`'s needs (1 to start with; Slab the Killer's BANG! cards: 2). */
  missesNeeded?: (G: BangState, shooter: Seat, cause: CardKey | CharacterKey, needed: number) => number;
  /** Barrel draws this entry gives its player against each BANG! effect (Barrel, Jourdonnais). */
  barrels?: number;
  /** After the player survived a hit (Bart Cassidy, El Gringo; ruling: they draw only after surviving it). */
  whenHit?: (context: Context, hit: Hit) => void;
  /** The moment the player loses life, before his Beer window or what follows a hit he survives (Bounty, VALLEY-OF-SHADOWS.md §5.1). */
  whenLifeLost?: (context: Context, hit: Hit) => void;
  /**
   * After another player survived a hit this player is responsible for, asked of this player's
   * entries (Shotgun: the wounded discards a card, VALLEY-OF-SHADOWS.md §5.5).
   */
  whenHitOther?: (context: Context, self: Seat, hit: Hit) => void;
  /**
   * Whether what `source` did with cards of these `suits` (as the event in effect counts them)
   * leaves this player untouched (Apache Kid: Diamonds played by others). Asked by every effect
   * aimed at a player or at every other player, never by a Duel; the effect then does nothing
   * to him.
   */
  immuneTo?: (G: BangState, self: Seat, source: Seat, suits: readonly Suit[]) => boolean;

  /**
   * Instead of being eliminated once his Beer window is over, a step that may still save him
   * (Teren Kill's draw!, WILD-WEST-SHOW.md §W5.7); its own outcome eliminates him if it fails.
   */
  lastChance?: (G: BangState, hit: Hit) => Step | undefined;

  // ---- "Draw!" checks ----
  /**
   * Asked of every living player's entries once a "draw!" is settled, with the card that counted,
   * now on top of the discard pile: John Pain takes it (WILD-WEST-SHOW.md §W5.5).
   */
  whenChecked?: (context: Context, self: Seat, card: CardId) => void;
  /** How many cards each draw! turns over (1 to start with; Lucky Duke: 2, then he picks). */
  checkCards?: (G: BangState, seat: Seat, count: number) => number;
  /** The suit a card counts as (events only: Blessing, Curse). */
  suit?: (G: BangState, card: CardId, suit: Suit) => Suit;
  /** The kinds of draw! this entry brings, by rule id (Dynamite, Jail). */
  checks?: Readonly<Record<string, CheckRule>>;

  // ---- Distance and reach; Weapons ----
  /** Others see this player this much farther (Mustang, Paul Regret). */
  seen?: number;
  /** This player sees others this much closer (Scope, Rose Doolan). */
  sees?: number;
  /** A weapon's range (only one weapon is ever in play). */
  range?: number;
  /** A distance computed another way (events only: Ambush). */
  distance?: (parts: DistanceParts) => number;
  /**
   * Whether the cards `owner` has in play have no effect now. Asked of the event in effect and
   * of the ability of the player whose turn it is (Lasso; Belle Star during her turn).
   */
  disablesInPlay?: (G: BangState, owner: Seat) => boolean;

  // ---- Phase 3: hand limit (RULES.md §4.3 Phase 3 — discard excess cards) ----
  /** The hand limit at the end of the turn (the current life to start with; Sean Mallory: 10). */
  handLimit?: (G: BangState, seat: Seat, limit: number) => number;

  /**
   * Whether this player takes the card `discarder` discards in his phase 3 into his own hand,
   * instead of its going to the discard pile (Gary Looter, WILD-WEST-SHOW.md §W5.3).
   */
  takesDiscards?: (G: BangState, self: Seat, discarder: Seat) => boolean;

  // ---- The hand ----
  /** Abilities: whenever the player's hand becomes empty, at any time (Suzy Lafayette; ruling: even out of turn). */
  whenHandEmpty?: (context: Context, seat: Seat) => void;

  // ---- Elimination (RULES.md §11.4 Elimination procedure) ----
  /**
   * Takes every card, in hand and in play, of another player who is eliminated, instead of
   * their being discarded (Vulture Sam). Two such players (Vera Custer copying him) share them
   * one by one, the one closer to the dead player's left first.
   */
  inheritsCards?: boolean;
  /** What the eliminated player's entries give the player responsible, on top of the usual rewards (a Wanted: GOLD-RUSH.md §G6). */
  rewardsKiller?: (context: Context, dead: Seat, killer: Seat) => void;
  /** When another player is eliminated, after the rewards and penalties (Greg Digger, Herb Hunter). */
  whenOtherEliminated?: (context: Context, self: Seat, dead: Seat) => void;

  // ---- The end of a turn ----
  /** When the player's turn ends, however it ended (phase 3, a failed Jail check): Vera Custer. */
  turnEnd?: (context: Context, seat: Seat) => void;

  // ---- Another character's ability (Vera Custer) ----
  /**
   * The player takes on the ability of the character in `Player.borrowed`. Every point is then
   * the borrowed entry's, except this entry's `turnStart` and `turnEnd`, which keep running
   * (Vera Custer chooses again on every turn).
   */
  borrows?: boolean;
  /**
   * The characters whose abilities the player has besides this entry's own (Greygory Deck's two
   * drawn characters, WILD-WEST-SHOW.md §W5.4; also for Vera Custer copying him): the registry
   * merges them into one ability.
   */
  abilities?: (G: BangState, seat: Seat) => readonly CharacterKey[];

  // ---- Setup (WILD-WEST-SHOW.md §W2 Setup changes) ----
  /** Characters only: how many cards the player is dealt at setup, instead of his life (Big Spencer: 5). */
  startingCards?: number;
  /** Characters only: what the player does once everyone is dealt (Greygory Deck draws his first two characters). */
  atSetup?: (G: BangState, seat: Seat, shuffle: <T>(items: T[]) => T[]) => void;

  // ---- Events only (RULES.md §16 High Noon and A Fistful of Cards) ----
  /** Every character has no ability while the event is in effect (Hangover). */
  disablesAbilities?: boolean;
  /** Turns pass counter-clockwise while the event is in effect (Gold Rush); what cards do still goes clockwise. */
  counterClockwise?: boolean;
  /**
   * Eliminated players who take their turn when their seat comes up (Ghost Town: all of them, as
   * ghosts; Dead Man: the first one out, back for good): `plays` says who, `begin` brings him in at
   * the start of that turn.
   */
  outTurn?: { plays: (G: BangState, seat: Seat) => boolean; begin: (context: Context, seat: Seat) => void };
  /** Steps at the end of a turn played to its end, after phase 3 (Vendetta's draw!); the turn ends once they are resolved. */
  turnEndSteps?: (G: BangState, seat: Seat) => readonly Step[];
  /**
   * Only the last player alive wins, whatever the roles, and the Sheriff's death ends nothing
   * (WILD-WEST-SHOW.md §W6.10 Wild West Show): the victory check asks every event in effect.
   */
  lastStanding?: boolean;
  /** The table chat is closed while the event is in effect (WILD-WEST-SHOW.md §W6.4 Gag: on screens, nobody may speak). */
  closesChat?: boolean;
  /** What happens once, when the event is revealed (The Daltons, The Doctor, Russian Roulette): it queues its steps. */
  onReveal?: (context: Context) => void;

  // ---- Gold Rush (GOLD-RUSH.md §G4.1 Buy equipment) ----
  /** What buying an equipment card costs the player (its price to start with; Pretty Luzena: 1 less, once a turn). */
  buyPrice?: (G: BangState, seat: Seat, price: number) => number;

  // ---- Own actions and choices ----
  /** Actions of the player's own, each a move named by its key. */
  actions?: Readonly<Record<string, AbilityAction>>;
  /** Choices this entry offers through the `choice` window, by choice id. */
  choices?: Readonly<Record<string, ChoiceRule>>;
}

/**
 * How a card chooses what it acts on, for the board and for enumerating moves: nothing, another
 * player, another player and one of his cards (or a random hand card), any player including
 * oneself (Tequila), or an eliminated player (Ghost, VALLEY-OF-SHADOWS.md §5.2).
 */
export type Targeting = 'none' | 'player' | 'player-card' | 'anyone' | 'eliminated';

/** How a card is played in phase 2 (or, for a green card, used from play). */
export interface CardRule {
  targeting: Targeting;
  /** Why the card cannot be played so, or undefined if it can. */
  check: (G: BangState, ctx: Ctx, seat: Seat, args: PlayArgs) => Refusal | undefined;
  /** Its effect, once it has left the hand (brown: to the discard pile; blue: the rule puts it into play). */
  resolve: (context: Context, seat: Seat, card: CardId, args: PlayArgs) => void;
  /** "Discard another card" (RULES.md §15.2 "Discard another card" symbol): playing it also discards one other hand card, named by the play. */
  discardsAnother?: boolean;
  /**
   * Played together with another hand card, named by the play as `extra`, which the rule plays too
   * (Aim with a BANG! card, VALLEY-OF-SHADOWS.md §4.1 Aim): the rule checks it and plays it.
   */
  joins?: boolean;
  /** Uses the turn's BANG! allowance though it is not a BANG! card (Fanning): what forbids BANG! cards on one's turn forbids it too (ruling VS-10). */
  usesBangAllowance?: boolean;
}

/** One card's entry. */
export interface CardEntry {
  /** How it is played in phase 2; none for a card that only answers (Missed!). */
  play?: CardRule;
  /** What it may answer out of turn, each with what it does besides being discarded (a Beer heals). */
  answers?: Partial<Record<Answer, (context: Context, seat: Seat, card: CardId) => void>>;
  /** Effects its steps run, by effect id (Brawl's discard for each player). */
  effects?: Hooks['effects'];
  /** Choices it offers, by choice id (Brawl: which card each player discards). */
  choices?: Readonly<Record<string, ChoiceRule>>;
  /**
   * Once a shot this card answered is cancelled, with the shot as it was fired (Backfire shoots
   * back, VALLEY-OF-SHADOWS.md §4.2; ruling VS-5: only if it is actually cancelled).
   */
  whenShotCancelled?: (context: Context, answerer: Seat, shot: Shot) => void;
  /**
   * For a card that answers as `saved`: the effect (by id, in `effects`) queued for its player once
   * the loss it made smaller is settled, the saved player being the step's `target` (Saved!: 2 cards).
   */
  savedEffect?: string;
}
