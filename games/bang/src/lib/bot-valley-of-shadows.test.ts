// The bot with The Valley of Shadows (VALLEY-OF-SHADOWS.md): each new card, action, answer and choice
// played sensibly from its own seat's view, and whole matches with the expansion on without breaking
// an invariant.
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { decide, type GameModule } from '@parlor/game-kit';
import { breathe, playout, seededRandom } from '@parlor/game-kit/testing';
import * as module from '../index';
import { invariants, secrets, viewChecks } from './checks';
import { given, inHand, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

const bang: GameModule<BangState> = module;
const decideFor = (state: State<BangState>, seat: string) => decide(bang, state, seat, { random: seededRandom(`d-${seat}`), budgetMs: 50 })!;
const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'bart_cassidy', ...extra });
/** Plain players with the standard roles of `n` (the Sheriff in seat 0, Outlaws in 1 and 2, the Renegade in 3, a Deputy in 4); seats can be overridden. */
const table = (n: number, overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[n]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));

describe('the bot plays The Valley of Shadows’ brown cards', () => {
  it('adds Aim to a BANG! card at the Sheriff, but keeps it when he has one life left anyway', () => {
    const match = given({ seats: table(5, { 1: { hand: ['aim', 'bang'] } }), current: '1' });
    expect(decideFor(match.state, '1')).toEqual({ move: 'play', args: [inHand(match, '1', 'aim'), '0', null, inHand(match, '1', 'bang')] });
    const last = given({ seats: table(5, { 0: { life: 1 }, 1: { hand: ['aim', 'bang'] } }), current: '1' });
    expect(decideFor(last.state, '1')).toEqual({ move: 'play', args: [inHand(last, '1', 'bang'), '0'] });
  });

  it('fans the Sheriff rather than shoot him alone, and never when the second shot must hit its own Sheriff', () => {
    const match = given({ seats: table(5, { 1: { hand: ['fanning', 'bang'] } }), current: '1' });
    expect(decideFor(match.state, '1')).toEqual({ move: 'play', args: [inHand(match, '1', 'fanning'), '0'] });
    // A Deputy beside an Outlaw next to the Sheriff: Fanning's only second target would be the Sheriff.
    const deputy = given({ seats: [plain('deputy', { hand: ['fanning', 'bang'] }), plain('outlaw'), plain('sheriff'), plain('outlaw'), plain('renegade', { inPlay: ['mustang'] })] });
    expect(decideFor(deputy.state, '0')).toEqual({ move: 'play', args: [inHand(deputy, '0', 'bang'), '1'] });
  });

  it('sends Fanning’s second shot at an enemy, not at its Sheriff', () => {
    const match = given({ seats: table(5, { 4: { hand: ['fanning'], inPlay: ['schofield'] } }), current: '4' });
    match.move('4', 'play', inHand(match, '4', 'fanning'), '1');
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['4'] });
    expect(decideFor(match.state, '4')).toEqual({ move: 'choose', args: [version(match), '2'] });
  });

  it('throws a Tomahawk at the Sheriff two seats away, out of its gun’s reach', () => {
    const match = given({ seats: table(5, { 2: { hand: ['tomahawk', 'bang'] } }), current: '2' });
    expect(decideFor(match.state, '2')).toEqual({ move: 'play', args: [inHand(match, '2', 'tomahawk'), '0'] });
  });

  it('drinks a Last Call when wounded, and keeps it at full life', () => {
    const hurt = given({ seats: table(4, { 0: { life: 2, hand: ['last_call'] } }) });
    expect(decideFor(hurt.state, '0')).toEqual({ move: 'play', args: [inHand(hurt, '0', 'last_call')] });
    const full = given({ seats: table(4, { 0: { hand: ['last_call'] } }) });
    expect(decideFor(full.state, '0')).toEqual({ move: 'endPlay' });
  });

  it('plays Bandidos as a Deputy whose every unknown player is an enemy', () => {
    const match = given({ seats: table(5, { 4: { hand: ['bandidos'] } }), current: '4' });
    expect(decideFor(match.state, '4')).toEqual({ move: 'play', args: [inHand(match, '4', 'bandidos')] });
  });

  it('plays Poker when others hold cards, not when every other hand is empty', () => {
    const match = given({ seats: table(4, { 0: { hand: ['poker'] }, 1: { hand: ['beer'] }, 2: { hand: ['missed'] }, 3: { hand: ['bang'] } }) });
    expect(decideFor(match.state, '0')).toEqual({ move: 'play', args: [inHand(match, '0', 'poker')] });
    const empty = given({ seats: table(4, { 0: { hand: ['poker'] } }) });
    expect(decideFor(empty.state, '0')).toEqual({ move: 'endPlay' });
  });

  it('plays Tornado when the others are not all enemies, and not as a Deputy that would give three enemies a card each', () => {
    const outlaw = given({ seats: table(4, { 1: { hand: ['tornado'] } }), current: '1' });
    expect(decideFor(outlaw.state, '1')).toEqual({ move: 'play', args: [inHand(outlaw, '1', 'tornado')] });
    const deputy = given({ seats: table(5, { 4: { hand: ['tornado'] } }), current: '4' });
    expect(decideFor(deputy.state, '4')).toEqual({ move: 'endPlay' });
  });
});

describe('the bot plays The Valley of Shadows’ blue cards', () => {
  it('puts a Bounty and a Rattlesnake in front of the Sheriff as an Outlaw, never a Bounty in front of itself', () => {
    const bounty = given({ seats: table(5, { 1: { hand: ['bounty'] } }), current: '1' });
    expect(decideFor(bounty.state, '1')).toEqual({ move: 'play', args: [inHand(bounty, '1', 'bounty'), '0'] });
    const snake = given({ seats: table(5, { 1: { hand: ['rattlesnake'] } }), current: '1' });
    expect(decideFor(snake.state, '1')).toEqual({ move: 'play', args: [inHand(snake, '1', 'rattlesnake'), '0'] });
    // As a Deputy, whose only possible friend is the Sheriff: no Bounty in front of itself or him.
    const deputy = given({ seats: table(5, { 4: { hand: ['bounty'] } }), current: '4' });
    const played = decideFor(deputy.state, '4');
    expect(played.move === 'play' && (played.args![1] === '4' || played.args![1] === '0')).toBe(false);
  });

  it('brings a dead Deputy back with a Ghost as the Sheriff, but not a dead Outlaw', () => {
    const match = given({ seats: table(5, { 0: { hand: ['ghost'] }, 1: { alive: false }, 4: { alive: false } }) });
    expect(decideFor(match.state, '0')).toEqual({ move: 'play', args: [inHand(match, '0', 'ghost'), '4'] });
    const enemy = given({ seats: table(5, { 0: { hand: ['ghost'] }, 1: { alive: false } }) });
    expect(decideFor(enemy.state, '0')).toEqual({ move: 'endPlay' });
  });

  it('equips a LeMat or a Shotgun instead of the Colt, but no Shotgun in place of a gun that reaches more enemies', () => {
    const lemat = given({ seats: table(5, { 1: { hand: ['lemat', 'missed'] } }), current: '1' });
    expect(decideFor(lemat.state, '1')).toEqual({ move: 'play', args: [inHand(lemat, '1', 'lemat')] });
    const shotgun = given({ seats: table(5, { 1: { hand: ['shotgun'] } }), current: '1' });
    expect(decideFor(shotgun.state, '1')).toEqual({ move: 'play', args: [inHand(shotgun, '1', 'shotgun')] });
    const longer = given({ seats: table(5, { 0: { inPlay: ['mustang'] }, 1: { hand: ['shotgun'], inPlay: ['schofield'] } }), current: '1' });
    expect(decideFor(longer.state, '1')).toEqual({ move: 'endPlay' });
  });

  it('fires its least useful card through LeMat at the Sheriff', () => {
    const match = given({ seats: table(5, { 1: { hand: ['beer', 'general_store', 'missed'], inPlay: ['lemat'] } }), current: '1' });
    expect(decideFor(match.state, '1')).toEqual({ move: 'lemat', args: [inHand(match, '1', 'general_store'), '0'] });
  });
});

describe('the bot uses The Valley of Shadows’ characters', () => {
  it('as Black Flower, fires its cheapest Club at the Sheriff, with an Aim beside it when it holds one', () => {
    const match = given({ seats: table(5, { 1: { character: 'black_flower', hand: [{ key: 'general_store', suit: 'clubs' }, { key: 'missed', suit: 'clubs' }] } }), current: '1' });
    expect(decideFor(match.state, '1')).toEqual({ move: 'flower', args: [inHand(match, '1', 'general_store'), '0'] });
    const aim = given({ seats: table(5, { 1: { character: 'black_flower', hand: [{ key: 'general_store', suit: 'clubs' }, 'aim'] } }), current: '1' });
    expect(decideFor(aim.state, '1')).toEqual({ move: 'flower', args: [inHand(aim, '1', 'general_store'), '0', inHand(aim, '1', 'aim')] });
  });

  it('as Der Spot-Burst Ringer, fires a BANG! card as a Gatling into a table of enemies, and at the Sheriff alone otherwise', () => {
    const deputy = given({ seats: table(6, { 4: { character: 'der_spot_burst_ringer', hand: ['bang'] } }), current: '4' });
    expect(decideFor(deputy.state, '4')).toEqual({ move: 'bangAsGatling', args: [inHand(deputy, '4', 'bang')] });
    const outlaw = given({ seats: table(4, { 1: { character: 'der_spot_burst_ringer', hand: ['bang'] } }), current: '1' });
    expect(decideFor(outlaw.state, '1')).toEqual({ move: 'play', args: [inHand(outlaw, '1', 'bang'), '0'] });
  });
});

describe('the bot answers with The Valley of Shadows’ cards', () => {
  it('escapes an enemy’s Panic! at its Barrel, and lets its Sheriff’s Panic! take its Jail', () => {
    const panic = given({ seats: table(5, { 0: { hand: ['panic'] }, 1: { hand: ['escape'], inPlay: ['barrel'] } }) });
    panic.move('0', 'play', inHand(panic, '0', 'panic'), '1', panic.G.zones['play:1']![0]);
    expect(pending(panic)).toEqual({ tag: 'escape', awaiting: ['1'] });
    expect(decideFor(panic.state, '1')).toEqual({ move: 'escape', args: [version(panic), inHand(panic, '1', 'escape')] });
    const jail = given({ seats: table(5, { 0: { hand: ['panic'] }, 4: { hand: ['escape'], inPlay: ['jail'] } }) });
    jail.move('0', 'play', inHand(jail, '0', 'panic'), '4', jail.G.zones['play:4']![0]);
    expect(pending(jail)).toEqual({ tag: 'escape', awaiting: ['4'] });
    expect(decideFor(jail.state, '4')).toEqual({ move: 'allow', args: [version(jail)] });
  });

  it('does not escape a Tornado, which only gives it a card more', () => {
    const match = given({ seats: table(5, { 0: { hand: ['tornado'] }, 1: { hand: ['escape', 'beer'] } }) });
    match.move('0', 'play', inHand(match, '0', 'tornado'));
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['1'] });
    expect(decideFor(match.state, '1')).toEqual({ move: 'allow', args: [version(match)] });
  });

  it('as Mick Defender, keeps its Missed! and answers an enemy’s Indians! with a BANG!, but escapes them with no BANG! at its last life', () => {
    const armed = given({ seats: table(5, { 0: { hand: ['indians'] }, 1: { character: 'mick_defender', hand: ['missed', 'bang'] } }) });
    armed.move('0', 'play', inHand(armed, '0', 'indians'));
    expect(pending(armed)).toEqual({ tag: 'escape', awaiting: ['1'] });
    expect(decideFor(armed.state, '1')).toEqual({ move: 'allow', args: [version(armed)] });
    const last = given({ seats: table(5, { 0: { hand: ['indians'] }, 1: { character: 'mick_defender', life: 1, hand: ['missed', 'beer'] } }) });
    last.move('0', 'play', inHand(last, '0', 'indians'));
    expect(pending(last)).toEqual({ tag: 'escape', awaiting: ['1'] });
    expect(decideFor(last.state, '1')).toEqual({ move: 'escape', args: [version(last), inHand(last, '1', 'missed')] });
  });

  it('backfires at an enemy’s shot, and answers its Sheriff’s with a plain Missed!', () => {
    const enemy = given({ seats: table(5, { 0: { hand: ['bang'] }, 1: { hand: ['missed', 'backfire'] } }) });
    enemy.move('0', 'play', inHand(enemy, '0', 'bang'), '1');
    expect(decideFor(enemy.state, '1')).toEqual({ move: 'missed', args: [version(enemy), inHand(enemy, '1', 'backfire')] });
    const friend = given({ seats: table(5, { 0: { hand: ['bang'] }, 4: { hand: ['missed', 'backfire'] } }) });
    friend.move('0', 'play', inHand(friend, '0', 'bang'), '4');
    expect(decideFor(friend.state, '4')).toEqual({ move: 'missed', args: [version(friend), inHand(friend, '4', 'missed')] });
  });

  it('plays Saved! for its Sheriff and then draws from the deck rather than from his hand', () => {
    const match = given({ seats: table(5, { 0: { hand: ['beer', 'missed'] }, 1: { hand: ['bang'] }, 4: { hand: ['saved'] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'bang'), '0');
    match.move('0', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'saved', awaiting: ['4'] });
    const saved = decideFor(match.state, '4');
    expect(saved).toEqual({ move: 'save', args: [version(match), inHand(match, '4', 'saved')] });
    match.move('4', saved.move, ...saved.args!);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['4'] });
    expect(decideFor(match.state, '4')).toEqual({ move: 'choose', args: [version(match), 'deck'] });
  });

  it('lets an enemy lose his last life rather than save him', () => {
    const match = given({ seats: table(5, { 0: { hand: ['bang'] }, 1: { life: 1 }, 4: { hand: ['saved'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'saved', awaiting: ['4'] });
    expect(decideFor(match.state, '4')).toEqual({ move: 'decline', args: [version(match)] });
  });

  it('takes an enemy’s cards when Saved! lets it choose, rather than draw', () => {
    const match = given({ seats: table(5, { 0: { hand: ['bang'] }, 1: { hand: ['beer', 'missed', 'panic'] }, 4: { hand: ['saved'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    match.move('4', 'save', version(match), inHand(match, '4', 'saved'));
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['4'] });
    expect(decideFor(match.state, '4')).toEqual({ move: 'choose', args: [version(match), '1'] });
  });
});

describe('the bot in whole matches with The Valley of Shadows', () => {
  it('plays whole matches with bots in every seat, checking every invariant, hidden card and role after each step', async () => {
    const tables = [
      { numPlayers: 5, setupData: { valleyOfShadows: true } },
      { numPlayers: 7, setupData: { valleyOfShadows: true, dodgeCity: true, bulletCharacters: true } },
    ];
    for (const [i, { numPlayers, setupData }] of tables.entries()) {
      await breathe();
      const seed = `bot-valley-${i}`;
      const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
      const result = playout({ game: module.game, numPlayers, seed, setupData, invariants, secrets, viewChecks, bots: { module: bang, seats, budgetMs: 20 } });
      expect(result.failure, seed).toBeUndefined();
      expect(result.ended, seed).toBe(true);
    }
  }, 5 * 60_000);
});
