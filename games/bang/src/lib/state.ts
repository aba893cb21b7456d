import type { CardId, Zones } from '@parlor/deck';
import type { WindowsState } from '@parlor/turn-phases';
import type { CardKey, CardSet, Rank, Suit } from './cards';
import type { CharacterKey, CharacterSet } from './characters';
import type { EventKey, EventSet } from './events';
import type { EquipmentKey } from './gold-rush-cards';
import type { Role } from './roles';

/** A seat, as boardgame.io names it. */
export type Seat = string;

/** Options chosen when the match is created. */
export interface Options {
  /** The playing-card sets shuffled together (the base game: `['base']`; with Dodge City `['base', 'dodge_city']`). */
  sets: CardSet[];
  /** The character sets dealt from (the base game: `['base']`; Dodge City's and The Bullet's join it). */
  characters: CharacterSet[];
  /** The event decks played with (High Noon, A Fistful of Cards, both or neither). */
  events: EventSet[];
  /** Whether The Bullet's two High Noon cards (Handcuffs, New Identity) are in the High Noon deck. */
  bulletEvents: boolean;
  /** Gold Rush's eight characters join the pool (GOLD-RUSH.md §G10 Lobby options); absent when off. */
  goldRushCharacters?: true;
  /** The Shadow-Gunslingers variant (GOLD-RUSH.md §G8); absent when off. */
  shadowGunslingers?: true;
  /** Wild West Show's 8 characters are in the pool (WILD-WEST-SHOW.md §W8 Lobby options); absent when off. */
  wwsCharacters?: true;
  /** Greygory Deck draws from every set in use, not only the base game's characters (WILD-WEST-SHOW.md §W5.4 Greygory Deck); absent when off. */
  greygoryAllSets?: true;
  /** Gold Rush's nuggets, equipment deck, market and phase-2 actions (GOLD-RUSH.md §G10 Lobby options); absent when off. */
  goldRushEquipment?: true;
  /** The Wild West Show event stack is played with (WILD-WEST-SHOW.md §W8 Lobby options); absent when off. */
  wwsEvents?: true;
  /** Gag is in that stack (only with `wwsEvents`; absent when off). */
  includeGag?: true;
  /** Dorothy Rage is in that stack (only with `wwsEvents`; absent when off). */
  includeDorothyRage?: true;
  /**
   * The Valley of Shadows' cards are in the deck without its two Ghost cards (VALLEY-OF-SHADOWS.md §8
   * Lobby options: `vosGhostCards` off, as it is by default with three players). Absent otherwise.
   */
  noGhostCards?: true;
}

/**
 * The event stack (RULES.md §16.1 Building the event deck; §16.2 Revealing). Its top card is face up, so
 * everyone knows the next event; the order of the cards under it is seen by nobody. The final
 * card lies at the bottom and is known to everyone.
 */
export interface EventDeck {
  /** The next event, face up on top of the stack; null once the stack is empty. */
  next: EventKey | null;
  /** The cards under it, the next-but-one first, the final card last. Secret: nobody sees their order. */
  rest: EventKey[];
  /** Cards left on the stack, `next` included. */
  left: number;
  /** The deck's final card, in effect from when it is revealed to the end of the game. */
  final: EventKey;
  /** Rounds begun so far: a round begins at the turn of the Sheriff (the Deputy with three players); events are revealed from the second. */
  rounds: number;
}

/** The Wild West Show event stack and the event of it in effect (WILD-WEST-SHOW.md §W2 Setup changes, §W3). */
export interface ShowState {
  /** The Wild West Show event in effect, or null before the first is revealed. */
  event: EventKey | null;
  /** The face-down stack, next first, the final card last. Secret: nobody sees its order. */
  stack: EventKey[];
  /**
   * The seats in clockwise order once Lady Rose of Texas has moved anyone (§W6.6): it then takes
   * the place of the play order for turns, distances and everything that goes round the table.
   * Absent until the first change of seats.
   */
  seating?: Seat[];
  /** Players who lose their next turn (Lady Rose of Texas): passed over completely, then struck off. Absent when none. */
  skips?: Seat[];
}

/** Gold Rush's equipment deck and market (GOLD-RUSH.md §G2 Setup changes; §G4.1 Buy equipment). */
export interface GoldState {
  /** Equipment cards of the deck that lie face up at its bottom (used brown cards, discarded black ones): everyone knows them. */
  faceUp: CardId[];
}

/** One player's public state. Roles are kept apart (`BangState.roles`): they are secret. */
export interface Player {
  character: CharacterKey;
  life: number;
  /** Printed bullets, +1 for the Sheriff (RULES.md §3.2 Procedure). */
  maxLife: number;
  alive: boolean;
  /**
   * For a character who takes on another's ability (Vera Custer): the character whose ability
   * she has now, or null for none (after a skipped turn). Absent until she first chooses, and
   * for every other character.
   */
  borrowed?: CharacterKey | null;
  /**
   * Greygory Deck: the two characters he drew, whose abilities he has (WILD-WEST-SHOW.md §W5.4
   * Greygory Deck); public, as the cards lie face up. Absent for every other character.
   */
  drawn?: CharacterKey[];
  /** Once eliminated: who is responsible (RULES.md §11.2 Responsible player), for the 3-player goals. Kept if he comes back. */
  killedBy?: Source;
  /** An eliminated player playing a turn as a ghost (Ghost Town): in the game, and unable to die, until that turn ends. */
  ghost?: true;
  /** An eliminated player who came back into the game (Dead Man). */
  returned?: true;
  /**
   * An eliminated player kept in the game by a Ghost card in front of him (VALLEY-OF-SHADOWS.md §5.2
   * Ghost): alive at 0 life, which nothing changes, until the card leaves his play area.
   */
  ghosted?: true;
  /** Gold nuggets (GOLD-RUSH.md §G3 Earning nuggets): public. Present only when the match plays with Gold Rush's equipment. */
  nuggets?: number;
  /**
   * An eliminated player playing a turn as a shadow (GOLD-RUSH.md §G8 Shadow-Gunslingers variant):
   * in his seat for his own turn only, with no life, untargetable, out again when it ends.
   */
  shadow?: true;
  /** An eliminated Shadow-Renegade: the side he joined at his last shadow turn, which he wins or loses with (§G8). */
  side?: 'law' | 'outlaws';
}

/** What the current turn has used up so far (RULES.md §20 Engine modelling notes). */
export interface TurnState {
  /** Whose turn it is (boardgame.io's `ctx.currentPlayer`, kept here for the hooks that only see G). */
  seat: Seat;
  /**
   * `start`: Dynamite and Jail checks and phase 1 are resolving; `play`: phase 2; `discard`: phase 3;
   * `end`: what happens at the end of the turn is resolving (Vendetta's draw!); `over`: ended.
   */
  phase: 'start' | 'play' | 'discard' | 'end' | 'over';
  /** BANG! cards played this turn (the one-per-turn limit). */
  bangs: number;
  /** Green cards put in play this turn: none of them may be used before the next turn (RULES.md §15.1 Green-bordered cards). */
  fresh: CardId[];
  /** How many times each action with a per-turn limit was used this turn, by action name (Doc Holyday, Jose Delgado, Uncle Will). */
  uses: Record<string, number>;
  /** The suit named under Handcuffs: the only one the player may play for the rest of the turn. */
  suit?: Suit;
  /** An extra turn (Vendetta): it begins no round and earns no other. */
  extra?: boolean;
  /** The player plays another turn when this one ends (Vendetta's draw! was a Heart). */
  again?: boolean;
  /** Extra turns still owed after the next one (GOLD-RUSH.md §G7 Don Bell: each source at the end of a normal turn adds one). */
  more?: number;
  /** The card shown under Law of the West, which phase 2 may not end without playing while it can be played. */
  mustPlay?: CardId;
  /** Phase 1 drew from the discard pile (Abandoned Mine): phase 3's discards go face down on top of the deck. */
  buries?: boolean;
  /**
   * Lee Van Kliff: the last card he played this turn, as everyone saw it (by face, never by id), and
   * whether he has repeated it already (WILD-WEST-SHOW.md §W5.6 Lee Van Kliff). Set only for him.
   */
  repeatable?: CardFace & { as: CardKey; done?: true };
  /** A Gold Rush card was bought this turn: once phase 3 is over the player heals fully and plays another turn (GOLD-RUSH.md §G6). */
  rush?: true;
  /** Pretty Luzena's discount was used this turn (GOLD-RUSH.md §G7 Pretty Luzena). */
  discounted?: true;
  /** Phase 1 was given up for a life (Hard Liquor): nothing follows the end of a phase 1 (GOLD-RUSH.md §G6 Pickaxe). */
  noPhaseOne?: true;
  /**
   * Cards the player has played this turn (WILD-WEST-SHOW.md §W6.7 Miss Susanna: what counts).
   * Present only in matches with the Wild West Show events; `countPlayed` adds to it.
   */
  played?: number;
}

/**
 * Who caused a loss of life: a seat, or `null` for nobody (Dynamite; later High Noon and Fistful
 * events), as in the table of RULES.md §11.2 Responsible player (damage source).
 */
export type Source = Seat | null;

/**
 * A step waiting to resolve. Cards, abilities, events and the turn push steps; the engine
 * resolves them in order, each one either at once or by opening a window and waiting for an
 * answer. What a card or an ability does is in its entry (see engine/hooks.ts); the step kinds are the
 * engine's own mechanisms.
 */
export type Step =
  /** Phase 1 (RULES.md §4.1 Phase 1 — draw). */
  | { kind: 'draw-phase'; seat: Seat }
  /**
   * An entry's own effect on a seat, by effect id (engine/hooks.ts), e.g. an event's loss of life at
   * the start of a turn, or Brawl's discard for one player. `source` caused it with `cause`,
   * whose cards had `suits` (then it can leave the seat untouched: Apache Kid).
   */
  | { kind: 'effect'; seat: Seat; rule: string; source?: Seat; cause?: CardKey; suits?: Suit[]; escapable?: true; pick?: CardId | 'hand'; target?: Seat }
  /** A BANG! effect against one player, with what has been done against it so far. */
  | { kind: 'shot'; shot: Shot; escapable?: true }
  /** Indians!: one target discards a BANG! or loses a life. */
  | { kind: 'indians'; source: Seat; target: Seat; suits: Suit[]; escapable?: true }
  /** Duel: the challenged player answers first. */
  | { kind: 'duel'; challenger: Seat; target: Seat; escapable?: true }
  /** General Store: the revealed cards are picked one by one from `order`. */
  | { kind: 'store'; order: Seat[]; escapable?: true; offered?: Seat[] }
  /** A "draw!" under the check rule `rule` (engine/hooks.ts), for a card in play (`card`: Dynamite, Jail) or a shot (Barrel). */
  | CheckStep
  /** A player at 0 life or less may save himself before elimination (RULES.md §11.3 Beer and lethal hits). */
  | { kind: 'dying'; hit: Hit }
  /** Abilities triggered by surviving a hit (Bart Cassidy, El Gringo). */
  | { kind: 'after-hit'; hit: Hit };

/** An entry's own effect waiting to resolve (see `Step`). */
export type EffectStep = Extract<Step, { kind: 'effect' }>;

/** A "draw!" waiting to be made (RULES.md §8 "Draw!" checks). */
export interface CheckStep {
  kind: 'check';
  seat: Seat;
  /** The check rule deciding what the card means and what follows (Dynamite, Jail, Barrel...). */
  rule: string;
  /** The card in play the check is for: no check if it has left play or has no effect by then. */
  card?: CardId;
  /** The shot a Barrel draw answers. */
  shot?: Shot;
  /** The lethal hit a last-chance draw! answers (Teren Kill, WILD-WEST-SHOW.md §W5.7). */
  hit?: Hit;
  /** Nobody's "draw!" (Helena Zontero, WILD-WEST-SHOW.md §W6.5): `seat` only says whose turn it is; the log names nobody. */
  nobodys?: true;
}

/** A BANG! effect being answered (RULES.md §9 Shots: BANG! and Missed!). */
export interface Shot {
  /** Who fired it: null for nobody (A Fistful of Cards). */
  source: Source;
  target: Seat;
  /** What fired it: a card's name (BANG!, Gatling, Punch, a green gun) or a character's ability (Doc Holyday). */
  cause: CardKey | CharacterKey;
  /**
   * The suits of the cards that fired it (the BANG!, or Doc Holyday's two discards), as the
   * event in effect counted them: Apache Kid reads them. Suits, not card ids: a step may outlive
   * the card's place in the discard pile (a reshuffle), and an id would tell where it went.
   */
  suits: Suit[];
  /** Missed! effects needed: 2 for Slab the Killer's BANG! cards. */
  needed: number;
  /** Missed! effects so far (Barrel draws and cards). */
  misses: number;
  /** Barrel draws still available (one per Barrel source). */
  barrels: number;
  /**
   * Fired by a BANG! card (VALLEY-OF-SHADOWS.md, conventions: one named BANG!, or a card played as
   * one): what Aim, Bounty and Shotgun read. Not a BANG! effect such as Gatling or a green gun.
   */
  bangCard?: true;
  /** Life its hit takes (Aim: 2, as one hit); 1 when absent. */
  damage?: number;
  /** No Missed! effect of any kind may answer it (Colorado Bill's Spade, VALLEY-OF-SHADOWS.md §6). */
  unavoidable?: true;
  /** The cards that answered it whose entries act once it is cancelled (Backfire shoots back), by name. */
  answeredBy?: CardKey[];
}

/** A loss of life: who, how much, and who is responsible (RULES.md §11.2 Responsible player; §20 Engine modelling notes). */
export interface Hit {
  target: Seat;
  amount: number;
  source: Source;
  /** The shot behind it was fired by a BANG! card (see `Shot.bangCard`): Bounty and Shotgun read it. */
  bangCard?: true;
}

/** One line of the public history, newest last. */
export type HistoryEntry = { n: number } & (
  | { kind: 'played'; seat: Seat; card: CardKey; target?: Seat; as?: CardKey }
  | { kind: 'equipped'; seat: Seat; card: CardKey; on?: Seat }
  /** `cost`: the other card of a "discard another card" play; `same-name`: Johnny Kisch put a card of that name in play; `event`: an event made him (The Daltons, Ranch). */
  | { kind: 'discarded'; seat: Seat; card: CardKey; reason: 'phase3' | 'weapon' | 'duel' | 'indians' | 'ability' | 'penalty' | 'jail' | 'dynamite' | 'eliminated' | 'cost' | 'same-name' | 'event' }
  | { kind: 'missed'; seat: Seat; card?: CardKey; barrel?: boolean; fromPlay?: boolean }
  /** A green card used from play (RULES.md §15.1 Green-bordered cards). */
  | { kind: 'used'; seat: Seat; card: CardKey; target?: Seat }
  /** A card played by `by` left this player untouched (Apache Kid and the Diamonds). */
  | { kind: 'unaffected'; seat: Seat; by: Seat; card: CardKey | CharacterKey }
  /** A player discarded `card` (Escape; Mick Defender's Missed! card) to ignore what `by` did to him with `from` (VALLEY-OF-SHADOWS.md §4.4 Escape). */
  | { kind: 'escaped'; seat: Seat; by: Seat; card: CardKey; from: CardKey | CharacterKey }
  /** A character's ability used by its own action (Chuck Wengam, Doc Holyday, Jose Delgado, Uncle Will). */
  | { kind: 'ability'; seat: Seat; character: CharacterKey; target?: Seat }
  /** Claus "The Saint" gave a card he drew (which one stays between the two of them). */
  | { kind: 'gave'; seat: Seat; to: Seat }
  /** Vera Custer took on another character's ability (null: none, after a skipped turn). */
  | { kind: 'copied'; seat: Seat; character: CharacterKey | null }
  | { kind: 'hit'; seat: Seat; amount: number; source: Source; life: number }
  | { kind: 'healed'; seat: Seat; amount: number; life: number; card?: CardKey }
  | { kind: 'drew'; seat: Seat; count: number; from: 'deck' | 'discard' | Seat }
  | { kind: 'shown'; seat: Seat; card: CardFace }
  /** A "draw!": the card turned over (none when both piles were empty), the rule, and whether it went the player's way; no seat for nobody's (Helena Zontero). */
  | { kind: 'check'; seat?: Seat; card?: CardFace; purpose: string; success: boolean }
  | { kind: 'took'; seat: Seat; from: Seat; card?: CardKey; fromHand: boolean }
  | { kind: 'lost-card'; seat: Seat; by: Seat; card?: CardKey; fromHand: boolean }
  | { kind: 'picked'; seat: Seat; card: CardKey }
  /** Took every card, in hand and in play, of an eliminated player (Vulture Sam). */
  | { kind: 'inherited'; seat: Seat; from: Seat; count: number }
  | { kind: 'dynamite-passed'; from: Seat; to: Seat }
  | { kind: 'exploded'; seat: Seat }
  | { kind: 'skipped'; seat: Seat }
  | { kind: 'eliminated'; seat: Seat; role: Role; by: Source }
  /** 3 cards for killing an Outlaw, or for any kill in the 3-player game (`anyKill`). */
  | { kind: 'reward'; seat: Seat; anyKill?: boolean }
  | { kind: 'penalty'; seat: Seat }
  | { kind: 'turn'; seat: Seat }
  /** The event on top of the stack was revealed and is now in effect (RULES.md §16.2 Revealing). */
  | { kind: 'event'; event: EventKey }
  /** The top card of the Wild West Show stack was revealed and is now its event in effect (WILD-WEST-SHOW.md §W3). */
  | { kind: 'show-event'; event: EventKey }
  /** Roles were gathered and dealt again among these seats (Helena Zontero, Bone Orchard): who got which stays secret. */
  | { kind: 'roles-shuffled'; seats: Seat[] }
  /** A player changed seats with the one on his right (`with`), who loses his next turn (Lady Rose of Texas). */
  | { kind: 'swapped'; seat: Seat; with: Seat }
  /** A player ordered another to make this play (Dorothy Rage): the card's name, and its target if it has one. */
  | { kind: 'ordered'; seat: Seat; target: Seat; card: CardKey; on?: Seat }
  /** A player showed his whole hand to everybody (Dorothy Rage: he could not obey). */
  | { kind: 'hand-shown'; seat: Seat; cards: CardFace[] }
  /** A player's turn was passed over completely (Lady Rose of Texas). */
  | { kind: 'turn-lost'; seat: Seat }
  /** A player lost a life for playing fewer than 3 cards in his turn (Miss Susanna). */
  | { kind: 'too-few-played'; seat: Seat; played: number }
  /** An eliminated player plays a turn as a ghost (Ghost Town), or comes back into the game (Dead Man; Bone Orchard: `orchard`). */
  | { kind: 'returned'; seat: Seat; as: 'ghost' | 'alive' | 'shadow' | 'orchard' | 'ghost-card' }
  /** An eliminated Shadow-Renegade joined a side for his shadow turn (GOLD-RUSH.md §G8). */
  | { kind: 'joined'; seat: Seat; side: 'law' | 'outlaws' }
  /** A ghost's turn is over and he is out again (Ghost Town), or a shadow's (`shadow`, GOLD-RUSH.md §G8). */
  | { kind: 'faded'; seat: Seat; shadow?: true }
  /** A player switched to his spare character (New Identity). */
  | { kind: 'identity'; seat: Seat; character: CharacterKey }
  /** A card went face down on top of the draw pile (Abandoned Mine's phase 3). */
  | { kind: 'buried'; seat: Seat }
  /** Peyote: the guess and the card turned over. */
  | { kind: 'guessed'; seat: Seat; guess: 'red' | 'black'; card?: CardFace; right: boolean }
  /** A turn ended after phase 3 with `hand` cards in hand (hand sizes are public). */
  | { kind: 'ended'; seat: Seat; hand: number }
  /** Nuggets taken from the heap (`amount` > 0) or returned to it (GOLD-RUSH.md §G3 Earning nuggets). */
  | { kind: 'nuggets'; seat: Seat; amount: number; reason: NuggetReason }
  /** Greygory Deck drew two characters, whose abilities he now has (WILD-WEST-SHOW.md §W5.4). */
  | { kind: 'characters'; seat: Seat; characters: CharacterKey[] }
  /** John Pain took the card a "draw!" turned over (WILD-WEST-SHOW.md §W5.5). */
  | { kind: 'claimed'; seat: Seat; card: CardKey }
  /** Gary Looter took a card another player discarded in phase 3, unseen (WILD-WEST-SHOW.md §W5.3). */
  | { kind: 'looted'; seat: Seat; from: Seat }
  /** Lee Van Kliff repeated the effect of the card he had just played (WILD-WEST-SHOW.md §W5.6). */
  | { kind: 'repeated'; seat: Seat; card: CardKey; target?: Seat }
  /** Teren Kill's draw! kept him in the game, his life set to `life` (WILD-WEST-SHOW.md §W5.7). */
  | { kind: 'survived'; seat: Seat; life: number }
  /** Bought a market card (GOLD-RUSH.md §G4.1 Buy equipment), or took the top of the equipment deck (Josh McCloud): a black one laid in front of `on`. */
  | { kind: 'bought'; seat: Seat; card: EquipmentKey; cost: number; on?: Seat; from?: 'deck' }
  /** A black equipment card left `seat` face up under the equipment deck: removed by `by` (§G4.2), its owner eliminated, the Sheriff's penalty, a second copy (Josh McCloud). */
  | { kind: 'gear-lost'; seat: Seat; card: EquipmentKey; by?: Seat; reason: 'removed' | 'eliminated' | 'penalty' | 'same-name' | 'event' }
  /** Sold a Beer for a nugget (GOLD-RUSH.md §G4.3 Sell a Beer). */
  | { kind: 'sold'; seat: Seat; card: CardKey }
  /** A brown equipment card's effect, with the choice the buyer made (Bottle, Pardner) and its target. */
  | { kind: 'equipment-effect'; seat: Seat; card: EquipmentKey; as?: string; target?: Seat }
  /** Drew the 2 cards of a Wanted on the player he eliminated (GOLD-RUSH.md §G6 Wanted). */
  | { kind: 'wanted'; seat: Seat; from: Seat }
);

/**
 * Why nuggets changed hands (GOLD-RUSH.md §G3 Earning nuggets, §G4, §G5): a wound caused, a Beer
 * sold, a character's ability, a card's effect, a purchase or a removal paid for, or an
 * eliminated player's nuggets going back to the heap.
 */
export type NuggetReason = 'wound' | 'beer' | 'ability' | 'equipment' | 'bought' | 'removed' | 'eliminated';

/**
 * A card as the history names it: by name, suit and rank, never by id, so that a line naming
 * a "draw!" card says nothing about where that card is once the pile has been reshuffled.
 */
export interface CardFace {
  key: CardKey;
  suit: Suit;
  rank: Rank;
}

/**
 * How a match ended (RULES.md §13 Victory conditions; §3.3 Three-player variant). With 4-8 players a side
 * wins; in the 3-player game one seat: `target` when a player eliminated his own target himself,
 * `survivor` when he was the last one alive after a target fell to someone else.
 */
export interface BangResult {
  /** The winning side, or how the one winner of a 3-player game won. */
  winner: 'law' | 'outlaws' | 'renegade' | 'target' | 'survivor';
  /** Every seat that wins, dead or alive. */
  winners: Seat[];
}

/** The whole match state. Plain JSON. */
export interface BangState {
  options: Options;
  /** draw, discard, `hand:<seat>`, `play:<seat>` (cards in play), store (General Store), `look:<seat>` (Kit Carlson), reveal (draw! cards). */
  zones: Zones;
  players: Record<Seat, Player>;
  /** Secret: each seat sees its own; everyone sees the Sheriff's and the eliminated players'. */
  roles: Record<Seat, Role>;
  /** The Sheriff's seat (null in the 3-player game). */
  sheriff: Seat | null;
  /**
   * The 3-player game (RULES.md §3.3 Three-player variant): each seat's own target (the Deputy hunts the
   * Renegade, the Renegade the Outlaw, the Outlaw the Deputy). Null with 4-8 players.
   */
  targets: Record<Seat, Seat> | null;
  /** 3-player game: a target fell to someone other than its hunter, so the last one alive wins. */
  lastStanding: boolean;
  /** The first seat eliminated in the match (Dead Man brings him back), or null. */
  firstOut: Seat | null;
  /**
   * Each seat's spare character, face down (New Identity: the one he may switch to), dealt only when
   * The Bullet's High Noon cards are in play. Secret: each seat sees its own.
   */
  spares: Record<Seat, CharacterKey>;
  /**
   * The event card in effect (High Noon, A Fistful of Cards): its entry's hooks apply to every
   * player. Always null in the base game, which has no event deck.
   */
  event: EventKey | null;
  /** The event stack; null when the match is played without events. */
  eventDeck: EventDeck | null;
  /**
   * The Wild West Show events (WILD-WEST-SHOW.md §W3 Revealing Wild West Show events): a stack of
   * their own and the one in effect, beside `event`. Absent when the match is played without them.
   */
  show?: ShowState;
  /** Gold Rush's equipment deck and market (GOLD-RUSH.md §G2 Setup changes). Absent when the match is played without them. */
  gold?: GoldState;
  turn: TurnState;
  /** Steps waiting to resolve, next first. */
  steps: Step[];
  windows: WindowsState;
  history: HistoryEntry[];
  /** Running number of the next history entry. */
  historyCount: number;
  /**
   * Cards every player saw go into a hand (General Store picks, Black Jack's shown card, cards
   * taken from play or from the discard pile): public knowledge, so not secrets while held.
   */
  known: CardId[];
  /** How many times the discard pile has been shuffled into an empty draw pile (RULES.md §4.4 Draw pile exhaustion). */
  shuffles: number;
  /** Set when a victory condition holds; boardgame.io's endIf returns it. */
  result: BangResult | null;
}
