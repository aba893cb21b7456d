// Board states for stories and board tests, from real matches as a seat receives them: each
// is set up with the scenario builder and driven there through the game's moves.
import type { LogEntry, State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { addedHistory } from '@parlor/game-kit';
import { activeSeats, apply, choiceGenerator, initialState, received, type Match } from '@parlor/game-kit/testing';
import { boardPropsFor, withLocale } from '@parlor/ui/testing';
import { game, legalMoves, type BangState } from '../index';
import { locales } from '../locales';
import { endTurn, given, inHand, ROLES, version, type SeatSpec } from '../lib/scenario.fixture';

/** Stories' decorator: libs/ui's text and this game's. */
export const withGameLocale = withLocale({ bang: locales });

/** Five players; the Sheriff (seat 0) in phase 2 with a hand to play, others with cards in play. */
export function tableInPlay(): Match<BangState> {
  return given({
    seats: [
      { role: 'sheriff', character: 'willy_the_kid', hand: ['bang', 'missed', 'panic', 'beer', 'mustang'], inPlay: ['schofield'] },
      { role: 'outlaw', character: 'paul_regret', hand: ['missed', 'bang'], inPlay: ['barrel'] },
      { role: 'outlaw', character: 'rose_doolan', life: 2, hand: ['beer'], inPlay: ['scope', 'volcanic'] },
      { role: 'renegade', character: 'jourdonnais', hand: ['gatling', 'stagecoach', 'duel'], inPlay: ['mustang'] },
      { role: 'deputy', character: 'sid_ketchum', hand: ['saloon'], inPlay: ['jail'] },
    ],
  });
}

/** The same table after the Sheriff shot seat 1: seat 1 must answer. */
export function tableWithShot(): Match<BangState> {
  const match = tableInPlay();
  match.move('0', 'play', inHand(match, '0', 'bang'), '1');
  return match;
}

/** Four plain players (Willy the Kid) with the Sheriff at seat 0; seats can be overridden. */
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] =>
  ROLES[4]!.map((role, seat) => ({ role, character: 'willy_the_kid', hand: ['missed'], ...overrides[seat] }));

/** The Sheriff has played a General Store: he picks first from the four cards shown. */
export function generalStore(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['general_store', 'bang'] } }), top: ['beer', 'bang', 'missed', 'panic'] });
  match.move('0', 'play', inHand(match, '0', 'general_store'));
  return match;
}

/** Seat 1 is Kit Carlson at the start of his turn, looking at the top three cards. */
export function kitCarlson(): Match<BangState> {
  const match = given({ seats: four({ 1: { character: 'kit_carlson' } }), top: ['jail', 'beer', 'bang'] });
  endTurn(match);
  return match;
}

/** Seat 1 is Jesse Jones choosing where his first card comes from (seats 2 and 3 hold cards). */
export function jesseJones(): Match<BangState> {
  const match = given({ seats: four({ 1: { character: 'jesse_jones' }, 2: { hand: ['beer', 'missed'] } }) });
  endTurn(match);
  return match;
}

/** Seat 1 is Pedro Ramirez choosing between the deck and the Beer on the discard pile. */
export function pedroRamirez(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['beer', 'missed'] }, 1: { character: 'pedro_ramirez' } }) });
  match.move('0', 'play', inHand(match, '0', 'beer'));
  endTurn(match);
  return match;
}

/** Seat 1 challenged seat 3 to a Duel; seat 3 answers first. */
export function duel(): Match<BangState> {
  const match = given({ seats: four({ 1: { hand: ['duel', 'bang'] }, 3: { hand: ['bang', 'missed'] } }), current: '1' });
  match.move('1', 'play', inHand(match, '1', 'duel'), '3');
  return match;
}

/** The Sheriff played Indians!: seat 1 answers first. */
export function indians(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['indians'] }, 1: { hand: ['bang', 'beer'] } }) });
  match.move('0', 'play', inHand(match, '0', 'indians'));
  return match;
}

/** Seat 1 took a lethal hit from the Sheriff's BANG! and may drink a Beer. */
export function dyingWithBeer(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { life: 1, hand: ['beer', 'missed'] } }) });
  match.move('0', 'play', inHand(match, '0', 'bang'), '1');
  match.move('1', 'takeHit', version(match));
  return match;
}

/** Seat 1 is Sid Ketchum at 0 life: no Beer, but two cards to discard for a life. */
export function dyingSid(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { character: 'sid_ketchum', life: 1, hand: ['missed', 'panic', 'stagecoach'] } }) });
  match.move('0', 'play', inHand(match, '0', 'bang'), '1');
  match.move('1', 'takeHit', version(match));
  return match;
}

/** Seat 1 is Lucky Duke: his Jail check turned over two cards and he picks the one that counts. */
export function luckyDuke(): Match<BangState> {
  const match = given({ seats: four({ 1: { character: 'lucky_duke', inPlay: ['jail'] } }), top: [{ key: 'missed', suit: 'spades', rank: '7' }, { key: 'beer', suit: 'hearts', rank: 'J' }] });
  endTurn(match);
  return match;
}

/** The Sheriff at 2 life with five cards has ended phase 2: he discards down to two. */
export function phaseThree(): Match<BangState> {
  const match = given({ seats: four({ 0: { life: 2, hand: ['bang', 'missed', 'beer', 'panic', 'duel'] } }) });
  match.move('0', 'endPlay');
  return match;
}

/** The Outlaws are out and the Sheriff's BANG! has just eliminated the Renegade: the law wins. */
export function gameOver(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { alive: false }, 2: { alive: false }, 3: { life: 1, hand: [] } }) });
  match.move('0', 'play', inHand(match, '0', 'bang'), '3');
  match.move('3', 'takeHit', version(match));
  return match;
}

/** The Sheriff shot seat 1; seat 2, Sid Ketchum below his maximum, may heal at any time meanwhile. */
export function sidStandingBy(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['bang'] }, 2: { character: 'sid_ketchum', life: 2, hand: ['beer', 'missed', 'panic'] } }) });
  match.move('0', 'play', inHand(match, '0', 'bang'), '1');
  return match;
}

/**
 * Dodge City's green cards: the Sheriff has a Buffalo Rifle and a Canteen in play since an
 * earlier turn (ready), and has just put a Sombrero in play (it waits until his next turn).
 */
export function greenCards(): Match<BangState> {
  const match = given({
    seats: four({ 0: { life: 3, hand: ['sombrero', 'bang', 'missed'], inPlay: ['buffalo_rifle', 'canteen'] }, 3: { inPlay: ['mustang'] } }),
  });
  match.move('0', 'play', inHand(match, '0', 'sombrero'));
  return match;
}

/** The Sheriff shot seat 1, who has a ready Sombrero in play beside a Missed! in hand. */
export function greenAnswersShot(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { hand: ['missed', 'beer'], inPlay: ['sombrero', 'canteen'] } }) });
  match.move('0', 'play', inHand(match, '0', 'bang'), '1');
  return match;
}

/** The 8-player roles (RULES.md §3.4 Eight players): the Sheriff, two Deputies, three Outlaws, two Renegades. */
const EIGHT = ['sheriff', 'outlaw', 'deputy', 'renegade', 'outlaw', 'deputy', 'outlaw', 'renegade'] as const;

/**
 * Eight players with Dodge City and The Bullet: blue and green cards in play all around the
 * table; Vera Custer (seat 6) has taken on Jourdonnais's ability; the Sheriff is in phase 2.
 */
export function eightSeats(): Match<BangState> {
  const seats: SeatSpec[] = [
    { role: 'sheriff', character: 'uncle_will', hand: ['bang', 'punch', 'springfield', 'missed', 'whisky'], inPlay: ['volcanic', 'binocular', 'knife'] },
    { role: 'outlaw', character: 'apache_kid', hand: ['missed', 'dodge'], inPlay: ['hideout', 'sombrero', 'iron_plate'] },
    { role: 'deputy', character: 'doc_holyday', hand: ['beer'], inPlay: ['barrel'] },
    { role: 'renegade', character: 'claus_the_saint', hand: ['panic', 'bang'], inPlay: ['conestoga', 'pepperbox', 'remington'] },
    { role: 'outlaw', character: 'belle_star', life: 2, hand: ['beer', 'bang', 'tequila'], inPlay: [] },
    { role: 'deputy', character: 'jose_delgado', hand: ['mustang'], inPlay: ['bible', 'ten_gallon_hat', 'dynamite'] },
    { role: 'outlaw', character: 'vera_custer', borrowed: 'jourdonnais', hand: ['bang', 'missed'], inPlay: ['howitzer'] },
    { role: 'renegade', character: 'johnny_kisch', life: 3, hand: ['cat_balou'], inPlay: ['mustang', 'pony_express', 'can_can'] },
  ];
  return given({ seats: seats.map((seat, index) => ({ ...seat, role: EIGHT[index]! })), sets: ['base', 'dodge_city'] });
}

/**
 * Every expansion at once, eight seats: Dodge City's and The Bullet's cards, Wild West Show's and
 * Gold Rush's characters, an event of each stack in effect, the equipment market, nuggets and
 * black equipment on the seats. `over`: the Sheriff's BANG! has just eliminated the last of the
 * Outlaws and Renegades, and the match is won (every role face up).
 */
export function everything(over = false): Match<BangState> {
  const dead = (index: number) => over && index !== 0 && index !== 2 && index !== 5 && index !== 7;
  const seats: Omit<SeatSpec, 'role'>[] = [
    { character: 'dutch_will', nuggets: 4, gear: ['rucksack', 'boots'], hand: ['bang', 'punch', 'missed', 'whisky', 'beer'], inPlay: ['volcanic', 'binocular'] },
    { character: 'big_spencer', nuggets: 1, hand: ['missed', 'dodge'], inPlay: ['hideout', 'sombrero', 'iron_plate'] },
    { character: 'greygory_deck', drawn: ['bart_cassidy', 'el_gringo'], nuggets: 2, gear: ['horseshoe'], hand: ['beer'], inPlay: ['barrel'] },
    { character: 'josh_mccloud', nuggets: 0, hand: ['panic', 'bang'], inPlay: ['conestoga', 'remington'] },
    { character: 'youl_grinner', life: 2, nuggets: 5, gear: ['gun_belt', 'lucky_charm', 'pickaxe'], hand: ['beer', 'bang', 'tequila'] },
    { character: 'pretty_luzena', nuggets: 3, hand: ['mustang'], inPlay: ['bible', 'ten_gallon_hat'] },
    { character: 'vera_custer', borrowed: 'teren_kill', nuggets: 1, hand: ['bang', 'missed'], inPlay: ['howitzer'] },
    { character: 'simeon_picos', life: over ? 1 : 3, nuggets: 2, gear: ['wanted'], hand: over ? [] : ['cat_balou'], inPlay: ['pony_express'] },
  ];
  const match = given({
    seats: seats.map((seat, index) => ({ ...seat, role: EIGHT[index]!, ...(dead(index) ? { alive: false } : {}) })),
    sets: ['base', 'dodge_city'],
    event: 'shootout',
    eventDeck: { stack: ['thirst', 'lasso', 'high_noon'], rounds: 3 },
    show: { event: 'helena_zontero', stack: ['gag', 'sacagaway', 'showdown', 'bone_orchard', 'wild_west_show'] },
    gold: { market: ['shot', 'pardner', 'calumet'], deck: ['rhum', 'gold_pan'], faceUp: ['union_pacific'] },
  });
  if (over) {
    match.move('0', 'play', inHand(match, '0', 'bang'), '7');
    match.move('7', 'takeHit', version(match));
  }
  return match;
}

/** Eight seats: the Sheriff has shot Johnny Kisch (seat 7, on his right), who must answer. */
export function eightSeatsShot(): Match<BangState> {
  const match = eightSeats();
  match.move('0', 'play', inHand(match, '0', 'bang'), '7');
  return match;
}

/**
 * The 3-player game (RULES.md §3.3 Three-player variant): roles face up, each seat hunting its target; the
 * Deputy (seat 0) plays first and shoots the Renegade, his own target.
 */
export function threePlayers(): Match<BangState> {
  return given({
    seats: [
      { role: 'deputy', character: 'bart_cassidy', hand: ['bang', 'missed', 'beer', 'panic'], inPlay: ['schofield'] },
      { role: 'outlaw', character: 'pixie_pete', hand: ['bang', 'missed', 'dodge'], inPlay: ['bible'] },
      { role: 'renegade', character: 'sean_mallory', life: 1, hand: ['missed'], inPlay: [] },
    ],
    sets: ['base', 'dodge_city'],
  });
}

/** The 3-player game over: the Deputy's BANG! eliminated the Renegade, his own target. */
export function threePlayersTargetWon(): Match<BangState> {
  const match = threePlayers();
  match.move('0', 'play', inHand(match, '0', 'bang'), '2');
  match.move('2', 'takeHit', version(match));
  if (match.G.result === null) match.move('2', 'die', version(match));
  return match;
}

/**
 * The 3-player game after the Outlaw (seat 1, on his turn) eliminated the Renegade, who was not
 * his target: the two left must now be the last one alive.
 */
export function threePlayersLastStanding(): Match<BangState> {
  const match = given({
    seats: [
      { role: 'deputy', character: 'bart_cassidy', life: 1, hand: ['missed'] },
      { role: 'outlaw', character: 'pixie_pete', hand: ['bang', 'bang', 'missed'], inPlay: ['volcanic'] },
      { role: 'renegade', character: 'sean_mallory', life: 1, hand: [] },
    ],
    current: '1',
    sets: ['base', 'dodge_city'],
  });
  match.move('1', 'play', inHand(match, '1', 'bang'), '2');
  match.move('2', 'takeHit', version(match));
  if (match.G.players['2']!.alive) match.move('2', 'die', version(match));
  return match;
}

/** ...and then the Outlaw eliminated the Deputy too: he wins as the last one alive. */
export function threePlayersSurvivor(): Match<BangState> {
  const match = threePlayersLastStanding();
  match.move('1', 'play', inHand(match, '1', 'bang'), '0');
  match.move('0', 'takeHit', version(match));
  if (match.G.result === null) match.move('0', 'die', version(match));
  return match;
}

/** The Sheriff shot seat 1, Elena Fuente, who may answer with any card of her hand as a Missed!. */
export function elenaFuenteShot(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { character: 'elena_fuente', hand: ['missed', 'beer', 'panic', 'bang', 'stagecoach', 'mustang', 'cat_balou'] } }), sets: ['base', 'dodge_city'] });
  match.move('0', 'play', inHand(match, '0', 'bang'), '1');
  return match;
}

/** Seat 1 is Vera Custer at the start of her turn: she picks whose ability she takes on. */
export function veraCuster(): Match<BangState> {
  const match = given({ seats: four({ 1: { character: 'vera_custer' }, 2: { character: 'jourdonnais' }, 3: { character: 'slab_the_killer' } }), sets: ['base', 'dodge_city'] });
  endTurn(match);
  return match;
}

/** Seat 1 is Pat Brennan at the start of his turn: two cards from the deck, or one card in play in front of another player. */
export function patBrennan(): Match<BangState> {
  const match = given({ seats: four({ 0: { inPlay: ['barrel'] }, 1: { character: 'pat_brennan' }, 3: { inPlay: ['sombrero', 'schofield'] } }) });
  endTurn(match);
  return match;
}

/** Seat 1 is Claus "The Saint": he drew one card more than there are players and gives one to each other player, seat 2 first. */
export function clausTheSaint(): Match<BangState> {
  const match = given({ seats: four({ 1: { character: 'claus_the_saint' } }), top: ['beer', 'bang', 'missed', 'panic', 'stagecoach'], sets: ['base', 'dodge_city'] });
  endTurn(match);
  return match;
}

/** The Sheriff played a Brawl (discarding a Missed! with it): he picks what seat 1 discards first. */
export function brawl(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['brawl', 'missed', 'bang'] }, 1: { hand: ['beer', 'missed'], inPlay: ['barrel', 'sombrero'] } }) });
  match.move('0', 'play', inHand(match, '0', 'brawl'), null, null, inHand(match, '0', 'missed'));
  return match;
}

/**
 * The Sheriff is Doc Holyday in phase 2, with two Diamonds among his cards: seat 1 (Apache Kid,
 * next to him) is out of their reach, seat 2 is out of his reach (distance 2, a Colt .45).
 */
export function docHolyday(): Match<BangState> {
  return given({
    seats: four({
      0: { character: 'doc_holyday', hand: [{ key: 'bang', suit: 'diamonds', rank: '2' }, { key: 'cat_balou', suit: 'diamonds', rank: '9' }, { key: 'missed', suit: 'spades', rank: '2' }] },
      1: { character: 'apache_kid' },
    }),
    sets: ['base', 'dodge_city'],
  });
}

/** The Sheriff is Chuck Wengam in phase 2: he may trade a life for two cards. */
export function chuckWengam(): Match<BangState> {
  return given({ seats: four({ 0: { character: 'chuck_wengam', hand: ['missed'] } }), sets: ['base', 'dodge_city'] });
}

/** The Sheriff is Jacky Murieta with 4 nuggets and Raddie Snake's ability beside him at seat 1 (GOLD-RUSH.md §G7). */
export function jackyMurieta(): Match<BangState> {
  return given({ seats: four({ 0: { character: 'jacky_murieta', nuggets: 4 } }) });
}

/** Seat 1, an Outlaw eliminated earlier, plays his shadow turn under Shadow-Gunslingers (GOLD-RUSH.md §G8). */
export function shadowTurn(): Match<BangState> {
  const match = given({ seats: four({ 1: { alive: false, life: 0, hand: [] }, 3: { alive: false, life: 0, hand: [] } }), shadowGunslingers: true });
  match.move('0', 'endPlay');
  while (match.ctx.currentPlayer === '0' && match.G.turn.phase === 'discard') match.move('0', 'discard', match.G.zones['hand:0']![0]);
  return match;
}

/** The Sheriff is Jose Delgado in phase 2, with two blue cards in hand. */
export function joseDelgado(): Match<BangState> {
  return given({ seats: four({ 0: { character: 'jose_delgado', hand: ['mustang', 'barrel', 'bang'] } }), sets: ['base', 'dodge_city'] });
}

/** The Sheriff is Uncle Will in phase 2: any card of his hand may be played as a General Store. */
export function uncleWill(): Match<BangState> {
  return given({ seats: four({ 0: { character: 'uncle_will', hand: ['missed', 'beer'] } }), sets: ['base', 'dodge_city'] });
}

/**
 * "Discard another card" cards (RULES.md §15.2 "Discard another card" symbol): the Sheriff holds a
 * Springfield, a Whisky and a Tequila, below his maximum life, with other cards to discard with
 * them.
 */
export function discardAnother(): Match<BangState> {
  return given({ seats: four({ 0: { life: 2, hand: ['springfield', 'whisky', 'tequila', 'missed', 'beer'] }, 2: { life: 3 } }) });
}

/** The props boardgame.io's React client would give the board of `playerID` (null: a spectator). */
export const boardProps = (match: Match<BangState>, playerID: string | null, moves: Record<string, (...args: unknown[]) => void> = {}) =>
  boardPropsFor(match, playerID, moves);

export { version };

/**
 * The props of a replay's "everything shown" view: no seat (playerID null), but G as the server
 * holds it, every hand card by card.
 */
export const everythingProps = (match: Match<BangState>, moves: Record<string, (...args: unknown[]) => void> = {}) => ({ ...boardProps(match, null, moves), G: structuredClone(match.G) });

/** Shootout is in effect, Thirst comes next; the Sheriff in phase 2 (an event in effect). */
export function eventInEffect(): Match<BangState> {
  return given({ seats: four({ 0: { hand: ['bang', 'bang', 'missed'] } }), event: 'shootout', eventDeck: { stack: ['thirst', 'lasso', 'high_noon'], rounds: 2 } });
}

/** Handcuffs: seat 1 has drawn and names the one suit he will play this turn (an event's choice). */
export function handcuffsChoice(): Match<BangState> {
  const match = given({ seats: four(), event: 'handcuffs', eventDeck: { stack: ['high_noon'], rounds: 5 } });
  endTurn(match);
  return match;
}

/** The stack is empty: High Noon, the final card, is in effect to the end of the game. */
export function finalEvent(): Match<BangState> {
  return given({ seats: four(), event: 'high_noon', eventDeck: { stack: [], rounds: 16, final: 'high_noon' } });
}

/** Ricochet: the Sheriff may shoot at the cards in play of any other player with his BANG! cards. */
export function ricochet(): Match<BangState> {
  return given({ seats: four({ 0: { hand: ['bang', 'beer'] }, 2: { inPlay: ['barrel'] } }), event: 'ricochet', eventDeck: { stack: ['high_noon'], rounds: 3 } });
}

/** Law of the West: seat 1 was shown a BANG! in phase 1 and must play it before ending his turn. */
export function lawOfTheWest(): Match<BangState> {
  const match = given({ seats: four(), event: 'law_of_the_west', eventDeck: { stack: ['high_noon'], rounds: 3 }, top: ['beer', 'bang'] });
  endTurn(match);
  return match;
}

/** Claus "The Saint" under Thirst: he keeps one card instead of two. */
export function clausUnderThirst(): Match<BangState> {
  const match = given({ seats: four({ 1: { character: 'claus_the_saint' } }), top: ['beer', 'bang', 'missed', 'panic'], sets: ['base', 'dodge_city'], event: 'thirst' });
  endTurn(match);
  return match;
}

/** A match played at random and the log a client receives with it: each action's entry carries the history lines it added. */
export interface PlayedMatch {
  state: State<BangState>;
  log: LogEntry[];
}

/**
 * Plays `steps` random legal moves of a seeded match (or to its end), storing with each action
 * the history lines it added as the server does (`addedHistory`; the first action also carries
 * what setup and the first turn recorded), so the board's log can be read whole.
 */
export function playedMatch(seed: string, numPlayers: number, steps: number, setupData?: unknown): PlayedMatch {
  const pick = choiceGenerator(seed);
  let state = initialState(game, numPlayers, setupData, seed);
  const log: LogEntry[] = [];
  for (let step = 0; step < steps && state.ctx.gameover === undefined; step++) {
    const ready = activeSeats(state.ctx)
      .map((seat) => ({ seat, moves: legalMoves(state.G, state.ctx, seat) }))
      .filter(({ moves }) => moves.length > 0);
    const { seat, moves } = ready[pick(ready.length)]!;
    const move = moves[pick(moves.length)]!;
    const outcome = apply(game, state, { seat, name: move.move, args: move.args ?? [] });
    if (!outcome.ok) throw new Error(`${seed}: seat ${seat} ${move.move} refused: ${outcome.message}`);
    const added = addedHistory(state.G.history, outcome.state.G.history);
    const history = step === 0 ? [...state.G.history, ...added] : added;
    log.push({ action: { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args ?? [], playerID: seat } }, _stateID: state._stateID, turn: state.ctx.turn, phase: state.ctx.phase, metadata: { history } } as LogEntry);
    state = outcome.state;
  }
  return { state, log };
}

/** The props a seat's (or a spectator's) board receives for a played match, its whole log included. */
export function playedProps(match: PlayedMatch, playerID: string | null, moves: Record<string, (...args: unknown[]) => void> = {}): BoardProps<BangState> {
  const seen = received(game, match.state, match.log, playerID);
  const asMatch = { received: () => seen, activeSeats: () => activeSeats(match.state.ctx) } as unknown as Match<BangState>;
  return { ...boardPropsFor(asMatch, playerID, moves), log: seen.log };
}

/** A long match still going (over two hundred log lines): the log scrolls, its newest line in view and in the Dock. */
export const longLog = () => playedMatch('log-board', 5, 150, { dodgeCity: true, bulletCharacters: true });

/** Wild West Show's Dorothy Rage in effect on seat 0's turn, six face-down cards left (WILD-WEST-SHOW.md §W6.3). */
export function dorothyRage(): Match<BangState> {
  return given({
    seats: four({ 0: { hand: ['bang'] } }),
    show: { event: 'dorothy_rage', stack: ['gag', 'sacagaway', 'showdown', 'miss_susanna', 'bone_orchard', 'wild_west_show'] },
  });
}

/** Wild West Show's Showdown and Lady Rose of Texas: seat 0 may play his Beer as a BANG!, or change seats (§W6.6, §W6.9). */
export function showdown(event: 'showdown' | 'lady_rose_of_texas' = 'showdown'): Match<BangState> {
  return given({ seats: four({ 0: { hand: ['beer'] } }), show: { event, stack: ['wild_west_show'] } });
}

// ---- The Valley of Shadows ----

/** The Sheriff played a Panic! at seat 1, who holds an Escape: he may escape it before anything else. */
export function escapeWindow(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['panic', 'bang'] }, 1: { hand: ['escape', 'beer'] } }) });
  match.move('0', 'play', inHand(match, '0', 'panic'), '1', 'hand');
  return match;
}

/** The Sheriff's BANG! hit seat 1 (no Missed!), and seat 2, holding a Saved!, may make the loss 1 smaller. */
export function savedWindow(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { hand: ['beer', 'panic'] }, 2: { hand: ['saved', 'missed'] } }) });
  match.move('0', 'play', inHand(match, '0', 'bang'), '1');
  match.move('1', 'takeHit', version(match));
  return match;
}

/** Seat 2 played Saved! for seat 1, who is still in the game: seat 2 draws 2 or takes 2 from seat 1's hand. */
export function savedCards(): Match<BangState> {
  const match = savedWindow();
  match.move('2', 'save', version(match), inHand(match, '2', 'saved'));
  return match;
}

/** The Sheriff's Fanning shot at seat 1; its second shot goes to a player at distance 1 from seat 1. */
export function fanning(): Match<BangState> {
  const match = given({ seats: [...four({ 0: { hand: ['fanning', 'beer'] }, 1: { hand: [] } }), { role: 'deputy', character: 'willy_the_kid', hand: ['missed'] }] });
  match.move('0', 'play', inHand(match, '0', 'fanning'), '1');
  return match;
}

/** The Sheriff in phase 2 with an Aim, two BANG! cards to join it with and a Missed! (a LeMat in play makes any card one). */
export function aim(withLemat = false): Match<BangState> {
  return given({
    seats: four({
      0: { hand: ['aim', { key: 'bang', suit: 'diamonds', rank: '4' }, { key: 'bang', suit: 'clubs', rank: '5' }, 'missed'], ...(withLemat ? { inPlay: ['lemat'] } : {}) },
      2: { inPlay: ['mustang'] },
    }),
  });
}

/** The Sheriff played Bandidos: seat 1 discards two cards of his hand or loses a life. */
export function bandidos(): Match<BangState> {
  const match = given({ seats: four({ 0: { hand: ['bandidos'] }, 1: { hand: ['beer', 'missed', 'panic'] } }) });
  match.move('0', 'play', inHand(match, '0', 'bandidos'));
  return match;
}

/** Seat 0 is Black Flower with a LeMat in play and Clubs in hand (an Aim too), and has put seat 1 back in the game at 0 life with a Ghost card. */
export function blackFlower(): Match<BangState> {
  const match = given({
    seats: four({
      0: { character: 'black_flower', hand: [{ key: 'duel', suit: 'clubs' }, 'aim', 'ghost', 'beer'], inPlay: ['lemat'] },
      1: { alive: false },
    }),
  });
  match.move('0', 'play', inHand(match, '0', 'ghost'), '1');
  return match;
}

/** Seat 0 is Der Spot-Burst Ringer with a BANG! card to play as a Gatling. */
export function derSpot(): Match<BangState> {
  return given({ seats: four({ 0: { character: 'der_spot_burst_ringer', hand: ['bang', 'beer'] } }) });
}

/** The Sheriff's Aim joined a BANG! card at seat 1: one hit of 2 life. */
export function aimedShot(): Match<BangState> {
  const match = aim();
  match.move('0', 'play', inHand(match, '0', 'aim'), '1', null, inHand(match, '0', 'bang'));
  return match;
}

/** The Sheriff is Colorado Bill: his BANG! card's draw! turned a Spade, so seat 1 cannot dodge it. */
export function coloradoBill(): Match<BangState> {
  const match = given({ seats: four({ 0: { character: 'colorado_bill', hand: ['bang'] } }), top: [{ key: 'schofield', suit: 'spades', rank: 'K' }] });
  match.move('0', 'play', inHand(match, '0', 'bang'), '1');
  return match;
}
