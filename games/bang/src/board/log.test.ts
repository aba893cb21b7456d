// @vitest-environment jsdom
// The board's log: complete for a whole match (every history line the server stored with each
// action, none missing, in order), each line readable on its own and from its reader's point of
// view, in both languages, and its newest line the one the Dock repeats.
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { cleanup, render, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { completeHistory } from '@parlor/game-kit';
import { createI18n, readerNamesFor, type ReaderNames } from '@parlor/ui';
import type { TFunction } from 'i18next';
import { history, type HistoryEntry } from '../index';
import { locales } from '../locales';
import { BangBoard } from './board';
import { longLog, playedMatch, playedProps, type PlayedMatch } from './fixtures';
import { historyLine } from './labels';
import { everyOption } from '../lib/every-option.fixture';
import { checkRuleIds } from '../lib/engine/registry';

afterEach(cleanup);

const LANGUAGES = ['en', 'zh-TW'] as const;
/** The board's words and how `me` (null: a spectator) names seats, here "Seat n" (libs/ui's reader names). */
const readerFor = (language: (typeof LANGUAGES)[number], me: string | null): { t: TFunction; names: ReaderNames } => {
  const i18n = createI18n({ language, namespaces: { bang: locales } });
  const t: TFunction = i18n.getFixedT(language, 'bang');
  return { t, names: readerNamesFor(i18n, me, (seat) => t('board.seat', { number: Number(seat) + 1 })) };
};
/** One history line as `reader` reads it. */
const lineFor = ({ t, names }: ReturnType<typeof readerFor>, entry: HistoryEntry) => historyLine(t, names, entry);

// Whole matches with every event deck and Dodge City, and with every option on (Wild West Show,
// Gold Rush, Shadow-Gunslingers), so that every kind of line comes up.
const SETTINGS = { dodgeCity: true, bulletCharacters: true, highNoon: true, fistfulOfCards: true };
let matches: PlayedMatch[] | undefined;
const wholeMatches = () =>
  (matches ??= [
    ...['log-a', 'log-b', 'log-c'].map((seed, i) => playedMatch(seed, [4, 6, 8][i]!, 5000, SETTINGS)),
    ...['log-d', 'log-e'].map((seed, i) => playedMatch(seed, [5, 7][i]!, 5000, everyOption([5, 7][i]!))),
  ]);

/** What a line must never look like: a raw key, an unfilled value, a third-person verb after "You", a "You" mid-sentence. */
function defects(line: string, language: string): string[] {
  const found: string[] = [];
  if (line.trim() === '') found.push('empty');
  if (line.includes('{{') || line.includes('$t(')) found.push('unfilled');
  if (/\b(history|board|card|character|event|role)\.[a-z_]+/i.test(line)) found.push('raw key');
  if (language === 'en') {
    if (/\bYou (plays|is|has|draws|takes|stays|leaves|discards|wins|loses|was|gets|comes)\b/.test(line)) found.push('You with a third-person verb');
    if (/\S.*\bYou\b/.test(line)) found.push('"You" mid-sentence');
    if (/\byou's\b/i.test(line)) found.push("you's");
    if (/^you\b/.test(line)) found.push('lower-case you first');
  }
  return found;
}

describe('the log', () => {
  it('holds every history line of whole matches, in order, once each, as the server stores them', () => {
    for (const match of wholeMatches()) {
      expect(match.state.ctx.gameover).toBeDefined();
      expect(match.state.G.historyCount).toBeGreaterThan(100);
      const entries = completeHistory(match.log, history(match.state.G));
      expect(entries.map((entry) => entry.n)).toEqual([...Array(match.state.G.historyCount).keys()]);
      // The state itself keeps only its latest lines: the log is what makes it whole.
      expect(match.state.G.history.length).toBeLessThan(entries.length);
    }
  });

  it('never loses a line of one action, however many it adds (the state keeps them all until the next move)', () => {
    let most = 0;
    for (const match of wholeMatches()) {
      for (const entry of match.log) most = Math.max(most, (entry.metadata as { history: unknown[] }).history.length);
    }
    // Some actions add many lines (a turn's end and the next turn's start, a Gatling): all arrived.
    expect(most).toBeGreaterThan(5);
  });

  it('reads every line of whole matches from a seat, another seat and a spectator, in both languages, with no defect', () => {
    for (const match of wholeMatches()) {
      const entries = completeHistory(match.log, history(match.state.G)) as HistoryEntry[];
      for (const language of LANGUAGES) {
        for (const me of ['0', '3', null]) {
          const reader = readerFor(language, me);
          const lines = entries.map((entry) => lineFor(reader, entry));
          expect(lines).toHaveLength(entries.length);
          const bad = lines.flatMap((line, i) => defects(line, language).map((defect) => `${defect}: ${line} (${entries[i]!.kind})`));
          expect(bad).toEqual([]);
        }
      }
    }
  });

  it('names the reader as "you" and everyone else by name, a spectator everyone by name', () => {
    const shot: HistoryEntry = { n: 0, kind: 'played', seat: '0', card: 'bang', target: '1' };
    expect(lineFor(readerFor('en', '0'), shot)).toBe('You played BANG! on Seat 2');
    expect(lineFor(readerFor('en', '1'), shot)).toBe('Seat 1 played BANG! on you');
    expect(lineFor(readerFor('en', '2'), shot)).toBe('Seat 1 played BANG! on Seat 2');
    expect(lineFor(readerFor('en', null), shot)).toBe('Seat 1 played BANG! on Seat 2');
    expect(lineFor(readerFor('zh-TW', '0'), shot)).toBe('你對 2 號座位打出砰！');
    expect(lineFor(readerFor('zh-TW', '1'), shot)).toBe('1 號座位對你打出砰！');
    expect(lineFor(readerFor('zh-TW', null), shot)).toBe('1 號座位對 2 號座位打出砰！');
    const turn: HistoryEntry = { n: 1, kind: 'turn', seat: '2' };
    expect(lineFor(readerFor('en', '2'), turn)).toBe('Your turn');
    expect(lineFor(readerFor('en', '0'), turn)).toBe("Seat 3's turn");
    expect(lineFor(readerFor('zh-TW', '2'), turn)).toBe('輪到你');
    const out: HistoryEntry = { n: 2, kind: 'eliminated', seat: '2', role: 'outlaw', by: '0' };
    expect(lineFor(readerFor('en', '2'), out)).toBe('You are out of the game: you were an Outlaw');
    expect(lineFor(readerFor('en', '0'), out)).toBe('Seat 3 is out of the game: they were an Outlaw');
    expect(lineFor(readerFor('zh-TW', '2'), out)).toBe('你出局了，你的身分是歹徒');
    const untouched: HistoryEntry = { n: 3, kind: 'unaffected', seat: '1', by: '0', card: 'bang' };
    expect(lineFor(readerFor('en', '0'), untouched)).toBe('Your BANG! had no effect on Seat 2');
    expect(lineFor(readerFor('en', '1'), untouched)).toBe("Seat 1's BANG! had no effect on you");
    expect(lineFor(readerFor('zh-TW', '0'), untouched)).toBe('你的砰！對 2 號座位無效');
    // A card a player aims at himself (Tequila) names no target.
    expect(lineFor(readerFor('en', '0'), { n: 4, kind: 'played', seat: '0', card: 'tequila', target: '0' })).toBe('You played Tequila');
    expect(lineFor(readerFor('en', '1'), { n: 5, kind: 'lost-card', seat: '1', by: '0', card: 'barrel', fromHand: false })).toBe('Seat 1 made you discard your Barrel from play');
  });

  // One entry of every kind, with seat 0 acting and seat 1 the one it is done to (or whose card it is).
  const EVERY_KIND: HistoryEntry[] = [
    { n: 0, kind: 'played', seat: '0', card: 'bang', target: '1' },
    { n: 1, kind: 'played', seat: '0', card: 'missed', as: 'bang', target: '1' },
    { n: 2, kind: 'equipped', seat: '0', card: 'jail', on: '1' },
    { n: 3, kind: 'discarded', seat: '0', card: 'beer', reason: 'phase3' },
    { n: 4, kind: 'discarded', seat: '0', card: 'barrel', reason: 'same-name' },
    { n: 5, kind: 'missed', seat: '0', card: 'missed' },
    { n: 6, kind: 'missed', seat: '0', barrel: true },
    { n: 7, kind: 'used', seat: '0', card: 'derringer', target: '1' },
    { n: 8, kind: 'unaffected', seat: '1', by: '0', card: 'cat_balou' },
    { n: 9, kind: 'ability', seat: '0', character: 'doc_holyday', target: '1' },
    { n: 10, kind: 'gave', seat: '0', to: '1' },
    { n: 11, kind: 'copied', seat: '0', character: 'jourdonnais' },
    { n: 12, kind: 'copied', seat: '0', character: null },
    { n: 13, kind: 'hit', seat: '1', amount: 1, source: null, life: 2 },
    { n: 14, kind: 'healed', seat: '0', amount: 1, life: 3 },
    { n: 15, kind: 'drew', seat: '0', count: 2, from: 'deck' },
    { n: 16, kind: 'drew', seat: '0', count: 1, from: '1' },
    { n: 17, kind: 'shown', seat: '0', card: { key: 'beer', suit: 'hearts', rank: '6' } },
    { n: 18, kind: 'check', seat: '0', card: { key: 'beer', suit: 'hearts', rank: '6' }, purpose: 'jail', success: true },
    { n: 19, kind: 'took', seat: '0', from: '1', fromHand: true },
    { n: 20, kind: 'took', seat: '0', from: '1', fromHand: false, card: 'barrel' },
    { n: 21, kind: 'lost-card', seat: '1', by: '0', fromHand: true },
    { n: 22, kind: 'lost-card', seat: '1', by: '0', fromHand: true, card: 'beer' },
    { n: 23, kind: 'lost-card', seat: '1', by: '0', fromHand: false, card: 'mustang' },
    { n: 24, kind: 'picked', seat: '0', card: 'beer' },
    { n: 25, kind: 'inherited', seat: '0', from: '1', count: 3 },
    { n: 26, kind: 'dynamite-passed', from: '0', to: '1' },
    { n: 27, kind: 'exploded', seat: '0' },
    { n: 28, kind: 'skipped', seat: '0' },
    { n: 29, kind: 'eliminated', seat: '0', role: 'sheriff', by: null },
    { n: 30, kind: 'reward', seat: '0' },
    { n: 31, kind: 'penalty', seat: '0' },
    { n: 32, kind: 'turn', seat: '0' },
    { n: 33, kind: 'event', event: 'shootout' },
    { n: 34, kind: 'returned', seat: '0', as: 'ghost' },
    { n: 35, kind: 'faded', seat: '0' },
    { n: 36, kind: 'identity', seat: '0', character: 'bart_cassidy' },
    { n: 37, kind: 'buried', seat: '0' },
    { n: 38, kind: 'guessed', seat: '0', guess: 'red', right: true, card: { key: 'beer', suit: 'hearts', rank: '6' } },
    { n: 39, kind: 'ended', seat: '0', hand: 3 },
    { n: 40, kind: 'nuggets', seat: '0', amount: 2, reason: 'wound' },
    { n: 41, kind: 'nuggets', seat: '0', amount: -3, reason: 'bought' },
    { n: 42, kind: 'returned', seat: '0', as: 'shadow' },
    { n: 43, kind: 'joined', seat: '0', side: 'outlaws' },
    { n: 44, kind: 'faded', seat: '0', shadow: true },
    { n: 45, kind: 'check', seat: '0', card: { key: 'beer', suit: 'diamonds', rank: '6' }, purpose: 'don_bell', success: true },
    { n: 46, kind: 'characters', seat: '0', characters: ['kit_carlson', 'jourdonnais'] },
    { n: 47, kind: 'claimed', seat: '0', card: 'beer' },
    { n: 48, kind: 'looted', seat: '0', from: '1' },
    { n: 49, kind: 'repeated', seat: '0', card: 'panic', target: '1' },
    { n: 50, kind: 'repeated', seat: '0', card: 'stagecoach' },
    { n: 51, kind: 'survived', seat: '0', life: 1 },
    { n: 52, kind: 'bought', seat: '0', card: 'shot', cost: 1 },
    { n: 53, kind: 'bought', seat: '0', card: 'wanted', cost: 2, on: '1' },
    { n: 54, kind: 'bought', seat: '0', card: 'gun_belt', cost: 2, from: 'deck' },
    { n: 55, kind: 'gear-lost', seat: '1', card: 'calumet', reason: 'removed', by: '0' },
    { n: 56, kind: 'gear-lost', seat: '1', card: 'calumet', reason: 'eliminated' },
    { n: 57, kind: 'sold', seat: '0', card: 'beer' },
    { n: 58, kind: 'equipment-effect', seat: '0', card: 'bottle', as: 'bang', target: '1' },
    { n: 59, kind: 'equipment-effect', seat: '0', card: 'rhum' },
    { n: 60, kind: 'wanted', seat: '0', from: '1' },
    { n: 61, kind: 'show-event', event: 'sacagaway' },
    { n: 62, kind: 'roles-shuffled', seats: ['1', '2', '3'] },
    { n: 63, kind: 'too-few-played', seat: '0', played: 2 },
    { n: 64, kind: 'returned', seat: '0', as: 'orchard' },
    { n: 65, kind: 'swapped', seat: '0', with: '1' },
    { n: 66, kind: 'turn-lost', seat: '0' },
    { n: 67, kind: 'ordered', seat: '0', target: '1', card: 'bang', on: '2' },
    { n: 68, kind: 'hand-shown', seat: '0', cards: [{ key: 'beer', suit: 'hearts', rank: '6' }] },
    { n: 69, kind: 'check', purpose: 'helena_zontero', success: true, card: { key: 'beer', suit: 'hearts', rank: '6' } },
    { n: 70, kind: 'escaped', seat: '0', by: '1', card: 'escape', from: 'panic' },
    // The Valley of Shadows: a Ghost card, Backfire's shot back, Saved!, a card discarded for one's own Tornado.
    { n: 71, kind: 'returned', seat: '0', as: 'ghost-card' },
    { n: 72, kind: 'used', seat: '0', card: 'backfire', target: '1' },
    { n: 73, kind: 'played', seat: '0', card: 'saved', target: '1' },
    { n: 74, kind: 'lost-card', seat: '0', by: '0', card: 'beer', fromHand: true },
    { n: 75, kind: 'lost-card', seat: '0', by: '0', fromHand: true },
    { n: 76, kind: 'check', seat: '0', card: { key: 'missed', suit: 'spades', rank: 'K' }, purpose: 'colorado_bill', success: true },
    { n: 77, kind: 'check', seat: '0', card: { key: 'beer', suit: 'hearts', rank: '6' }, purpose: 'rattlesnake', success: true },
  ];
  // The names of cards and characters in Chinese, taken out of a line before looking for 你 (迷你手槍 is a card).
  const zhNames = (['card', 'character', 'event'] as const).flatMap((section) => Object.values((locales['zh-TW'] as Record<string, Record<string, { name: string }>>)[section]!).map((entry) => entry.name));
  const withoutNames = (line: string) => zhNames.reduce((text, name) => text.split(name).join(''), line);
  // What a line addressed to a reader must never read like.
  const AWKWARD = [/(?<!in front )\bof you\b/i, /\bfrom you had\b/i, /\byou's\b/i, /\bYou (was|is|has|plays|draws)\b/, /left the game: /, /\byou (was|is|has)\b/, /\bthe hand of\b/i, /: (Sheriff|Deputy|Outlaw|Renegade)$/, /\byour you\b/i];
  // The entries whose line names a card or a hand as belonging to seat 1, the one done to.
  const OWNED_BY_OBJECT = new Set([16, 19, 20, 21, 22, 23, 70]);

  it('reads every kind of line right from the subject, the object, the owner, a bystander and a spectator, in both languages', () => {
    const kinds = new Set(EVERY_KIND.map((entry) => entry.kind));
    // Every kind of entry the rules record is among them (a kind added later must be added here).
    const all: Record<HistoryEntry['kind'], true> = { played: true, equipped: true, discarded: true, missed: true, used: true, unaffected: true, ability: true, gave: true, copied: true, hit: true, healed: true, drew: true, shown: true, check: true, took: true, 'lost-card': true, picked: true, inherited: true, 'dynamite-passed': true, exploded: true, skipped: true, eliminated: true, reward: true, penalty: true, turn: true, event: true, returned: true, faded: true, identity: true, buried: true, guessed: true, ended: true, nuggets: true, joined: true, characters: true, claimed: true, looted: true, repeated: true, survived: true, bought: true, 'gear-lost': true, sold: true, 'equipment-effect': true, wanted: true, 'show-event': true, 'roles-shuffled': true, 'too-few-played': true, swapped: true, 'turn-lost': true, ordered: true, 'hand-shown': true, escaped: true };
    expect([...kinds].sort()).toEqual(Object.keys(all).sort());
    for (const me of ['0', '1', '2', null]) {
      const en = readerFor('en', me);
      const zh = readerFor('zh-TW', me);
      for (const entry of EVERY_KIND) {
        const line = lineFor(en, entry);
        const chinese = lineFor(zh, entry);
        for (const pattern of AWKWARD) expect({ line, awkward: pattern.test(line) }).toEqual({ line, awkward: false });
        expect(defects(line, 'en')).toEqual([]);
        expect(defects(chinese, 'zh-TW')).toEqual([]);
        const involved = ['seat', 'from', 'to', 'by', 'target', 'on', 'with'].map((field) => (entry as Record<string, unknown>)[field]).includes(me);
        if (me === null || !involved) {
          // A bystander or a spectator reads names only.
          expect({ line, you: /\byou\b/i.test(line) }).toEqual({ line, you: false });
          expect({ chinese, you: withoutNames(chinese).includes('你') }).toEqual({ chinese, you: false });
        } else {
          expect({ line, you: /\b(you|your)\b/i.test(line) }).toEqual({ line, you: true });
          expect({ chinese, you: withoutNames(chinese).includes('你') }).toEqual({ chinese, you: true });
        }
        if (me === '1' && OWNED_BY_OBJECT.has(entry.n)) {
          // The owner reads "your hand", "your Barrel": 你的.
          expect({ line, your: /\byour\b/.test(line) }).toEqual({ line, your: true });
          expect({ chinese, your: /你(的|場上)/.test(chinese) }).toEqual({ chinese, your: true });
        }
      }
    }
    // The sentences the issue quoted, now read right.
    expect(lineFor(readerFor('en', '0'), EVERY_KIND[29]!)).toBe('You are out of the game: you were the Sheriff');
    expect(lineFor(readerFor('en', '1'), EVERY_KIND[19]!)).toBe('Seat 1 took a random card from your hand');
    expect(lineFor(readerFor('en', '0'), EVERY_KIND[8]!)).toBe('Your Cat Balou had no effect on Seat 2');
    expect(lineFor(readerFor('zh-TW', '1'), EVERY_KIND[19]!)).toBe('1 號座位從你的手牌中隨機拿走一張');
    expect(lineFor(readerFor('zh-TW', '1'), EVERY_KIND[20]!)).toBe('1 號座位拿走了你的啤酒桶');
  });

  it("reads The Valley of Shadows' lines: a Ghost card, Backfire, Saved!, one's own discards, Colorado Bill's and the Rattlesnake's draws!", () => {
    const line = (language: (typeof LANGUAGES)[number], me: string | null, n: number) => lineFor(readerFor(language, me), EVERY_KIND.find((entry) => entry.n === n)!);
    expect(line('en', null, 71)).toBe('Seat 1 came back into the game at 0 life, kept in by a Ghost card');
    expect(line('zh-TW', '0', 71)).toBe('你靠一張幽靈牌以 0 點生命回到遊戲');
    expect(line('en', '1', 72)).toBe('Seat 1 shot back at you with Backfire');
    expect(line('zh-TW', null, 72)).toBe('1 號座位用反擊向 2 號座位還擊');
    expect(line('en', '1', 73)).toBe('Seat 1 played Saved! to spare you 1 life');
    expect(line('zh-TW', '0', 73)).toBe('你打出得救！，讓 2 號座位少失去 1 點生命');
    // Nobody made him discard: his own Tornado did.
    expect(line('en', '0', 74)).toBe('You discarded Beer');
    expect(line('en', '2', 74)).toBe('Seat 1 discarded Beer');
    expect(line('en', '0', 75)).toBe('You discarded a card from your hand');
    expect(line('zh-TW', '0', 75)).toBe('你棄掉一張手牌');
    // A Bandidos another player played still reads as made by him.
    expect(lineFor(readerFor('en', '1'), { n: 0, kind: 'lost-card', seat: '1', by: '0', card: 'beer', fromHand: true })).toBe('Seat 1 made you discard Beer from your hand');
    expect(line('en', null, 76)).toBe('Seat 1 drew! for Colorado Bill: Missed! K♠, a Spade: no Missed! effect can answer the BANG!');
    expect(lineFor(readerFor('en', null), { n: 0, kind: 'check', seat: '0', card: { key: 'beer', suit: 'hearts', rank: '6' }, purpose: 'colorado_bill', success: false })).toBe(
      'Seat 1 drew! for Colorado Bill: Beer 6♥, not a Spade: the BANG! can be answered as usual',
    );
    // The Rattlesnake's draw! goes its holder's way when it is no Spade.
    expect(line('en', null, 77)).toBe('Seat 1 drew! for the Rattlesnake: Beer 6♥, not a Spade: the Rattlesnake does not bite');
    expect(lineFor(readerFor('zh-TW', '0'), { n: 0, kind: 'check', seat: '0', card: { key: 'missed', suit: 'spades', rank: 'K' }, purpose: 'rattlesnake', success: false })).toBe('你為響尾蛇判定：失手！ K♠，是黑桃：被響尾蛇咬了');
  });

  it('says what a "draw!" turned over and what it means, never a bare good or bad', () => {
    const en = readerFor('en', null);
    const check = (purpose: string, key: 'beer' | 'missed', suit: 'hearts' | 'spades', rank: '5' | 'K', success: boolean): HistoryEntry => ({ n: 0, kind: 'check', seat: '1', card: { key, suit, rank }, purpose, success });
    expect(lineFor(en, check('barrel', 'beer', 'hearts', '5', true))).toBe('Seat 2 drew! for the Barrel: Beer 5♥, a Heart: the shot is missed');
    expect(lineFor(en, check('barrel', 'missed', 'spades', 'K', false))).toBe('Seat 2 drew! for the Barrel: Missed! K♠, not a Heart: the Barrel fails');
    expect(lineFor(en, check('jail', 'beer', 'hearts', '5', true))).toBe('Seat 2 drew! for the Jail: Beer 5♥, a Heart: free from Jail');
    expect(lineFor(en, check('jail', 'missed', 'spades', 'K', false))).toBe('Seat 2 drew! for the Jail: Missed! K♠, not a Heart: the turn is spent in Jail');
    // The Dynamite's draw! goes the player's way when it does not explode.
    expect(lineFor(en, check('dynamite', 'missed', 'spades', '5', false))).toBe('Seat 2 drew! for the Dynamite: Missed! 5♠, a Spade from 2 to 9: the Dynamite explodes');
    expect(lineFor(en, check('dynamite', 'missed', 'spades', 'K', true))).toBe('Seat 2 drew! for the Dynamite: Missed! K♠, not a Spade from 2 to 9: the Dynamite does not explode');
    expect(lineFor(en, check('vendetta', 'beer', 'hearts', '5', true))).toBe('Seat 2 drew! for Vendetta: Beer 5♥, a Heart: one more turn');
    // Blessing makes every card a Heart: the line says the card counts as one.
    expect(lineFor(en, check('barrel', 'missed', 'spades', 'K', true))).toBe('Seat 2 drew! for the Barrel: Missed! K♠, which counts as a Heart: the shot is missed');
    expect(lineFor(en, { n: 0, kind: 'check', seat: '1', purpose: 'barrel', success: false })).toBe('Seat 2 drew! for the Barrel, but both piles were empty: the Barrel fails');
    expect(lineFor(readerFor('zh-TW', '1'), check('barrel', 'beer', 'hearts', '5', true))).toBe('你為酒桶判定：啤酒 5♥，是紅心：這一槍落空');
    // The Rhum's cards ask for nothing: each line names the card; the lives follow on their own line.
    expect(lineFor(en, check('rhum', 'beer', 'hearts', '5', true))).toBe('Seat 2 drew! for the Rhum: Beer 5♥');
    expect(lineFor(readerFor('zh-TW', '1'), check('rhum', 'beer', 'hearts', '5', true))).toBe('你為蘭姆酒判定：啤酒 5♥');
    // Every purpose a draw! is recorded with (every draw! rule, and the Rhum's) reads as a line, in both languages.
    expect(checkRuleIds()).toEqual(expect.arrayContaining(['barrel', 'jail', 'dynamite', 'vendetta', 'don_bell', 'helena_zontero', 'teren_kill']));
    for (const purpose of [...checkRuleIds(), 'rhum']) {
      for (const language of LANGUAGES) {
        for (const success of [true, false]) expect(defects(lineFor(readerFor(language, '0'), check(purpose, 'beer', 'hearts', '5', success)), language)).toEqual([]);
      }
    }
  });

  it('shows every line of a long match, the newest last and repeated in the Dock', () => {
    const match = longLog();
    expect(match.state.ctx.gameover).toBeUndefined();
    const { container } = render(
      createElement(I18nextProvider, { i18n: createI18n({ language: 'en', namespaces: { bang: locales } }) }, createElement(BangBoard, playedProps(match, match.state.ctx.currentPlayer))),
    );
    const log = container.querySelector<HTMLElement>('[data-parlor-log]')!;
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(match.state.G.historyCount);
    expect(items.length).toBeGreaterThan(200);
    const newest = container.querySelector('[data-parlor-newest]');
    expect(newest).toBe(items.at(-1));
    expect(container.querySelector('[data-parlor-latest]')?.textContent).toBe(items.at(-1)!.textContent);
  });
});
