// Board states for stories and board tests, from real matches as a seat receives them: each
// is set up with the scenario builder and driven there through the game's moves.
import type { Match } from '@parlor/game-kit/testing';
import { boardPropsFor, withLocale } from '@parlor/ui/testing';
import type { BangState } from '../index';
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

/** The props boardgame.io's React client would give the board of `playerID` (null: a spectator). */
export const boardProps = (match: Match<BangState>, playerID: string | null, moves: Record<string, (...args: unknown[]) => void> = {}) =>
  boardPropsFor(match, playerID, moves);

export { version };
