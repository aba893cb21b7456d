// @vitest-environment jsdom
// The board's log: complete for a whole match (every history line the server stored with each
// action, none missing, in order), each line readable on its own and from its reader's point of
// view, in both languages, and its newest line the one the Dock repeats.
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { cleanup, render, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { completeHistory } from '@parlor/game-kit';
import { createI18n } from '@parlor/ui';
import type { TFunction } from 'i18next';
import { history, type HistoryEntry } from '../index';
import { locales } from '../locales';
import { BangBoard } from './board';
import { longLog, playedMatch, playedProps, type PlayedMatch } from './fixtures';
import { historyLine, type Reader } from './labels';

afterEach(cleanup);

const LANGUAGES = ['en', 'zh-TW'] as const;
const tFor = (language: (typeof LANGUAGES)[number]): TFunction => createI18n({ language, namespaces: { bang: locales } }).getFixedT(language, 'bang');
const readerFor = (language: (typeof LANGUAGES)[number], me: string | null): Reader => {
  const t = tFor(language);
  return { t, me, name: (seat) => t('board.seat', { number: Number(seat) + 1 }) };
};

// Whole matches with every event deck and Dodge City, so that every kind of line comes up.
const SETTINGS = { dodgeCity: true, bulletCharacters: true, highNoon: true, fistfulOfCards: true };
let matches: PlayedMatch[] | undefined;
const wholeMatches = () => (matches ??= ['log-a', 'log-b', 'log-c'].map((seed, i) => playedMatch(seed, [4, 6, 8][i]!, 5000, SETTINGS)));

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
          const lines = entries.map((entry) => historyLine(reader, entry));
          expect(lines).toHaveLength(entries.length);
          const bad = lines.flatMap((line, i) => defects(line, language).map((defect) => `${defect}: ${line} (${entries[i]!.kind})`));
          expect(bad).toEqual([]);
        }
      }
    }
  });

  it('names the reader as "you" and everyone else by name, a spectator everyone by name', () => {
    const shot: HistoryEntry = { n: 0, kind: 'played', seat: '0', card: 'bang', target: '1' };
    expect(historyLine(readerFor('en', '0'), shot)).toBe('You played BANG! on Seat 2');
    expect(historyLine(readerFor('en', '1'), shot)).toBe('Seat 1 played BANG! on you');
    expect(historyLine(readerFor('en', '2'), shot)).toBe('Seat 1 played BANG! on Seat 2');
    expect(historyLine(readerFor('en', null), shot)).toBe('Seat 1 played BANG! on Seat 2');
    expect(historyLine(readerFor('zh-TW', '0'), shot)).toBe('你對2 號座位打出砰！');
    expect(historyLine(readerFor('zh-TW', '1'), shot)).toBe('1 號座位對你打出砰！');
    expect(historyLine(readerFor('zh-TW', null), shot)).toBe('1 號座位對2 號座位打出砰！');
    const turn: HistoryEntry = { n: 1, kind: 'turn', seat: '2' };
    expect(historyLine(readerFor('en', '2'), turn)).toBe('Your turn');
    expect(historyLine(readerFor('en', '0'), turn)).toBe("Seat 3's turn");
    expect(historyLine(readerFor('zh-TW', '2'), turn)).toBe('輪到你');
    const out: HistoryEntry = { n: 2, kind: 'eliminated', seat: '2', role: 'outlaw', by: '0' };
    expect(historyLine(readerFor('en', '2'), out)).toBe('You left the game: Outlaw');
    const untouched: HistoryEntry = { n: 3, kind: 'unaffected', seat: '1', by: '0', card: 'bang' };
    expect(historyLine(readerFor('en', '0'), untouched)).toBe('BANG! from you had no effect on Seat 2');
    expect(historyLine(readerFor('en', '1'), untouched)).toBe('BANG! from Seat 1 had no effect on you');
    // A card a player aims at himself (Tequila) names no target.
    expect(historyLine(readerFor('en', '0'), { n: 4, kind: 'played', seat: '0', card: 'tequila', target: '0' })).toBe('You played Tequila');
    expect(historyLine(readerFor('en', '1'), { n: 5, kind: 'lost-card', seat: '1', by: '0', card: 'barrel', fromHand: false })).toBe('Seat 1 made you discard Barrel from play');
  });

  it('says what a "draw!" turned over and what it means, never a bare good or bad', () => {
    const en = readerFor('en', null);
    const check = (purpose: string, key: 'beer' | 'missed', suit: 'hearts' | 'spades', rank: '5' | 'K', success: boolean): HistoryEntry => ({ n: 0, kind: 'check', seat: '1', card: { key, suit, rank }, purpose, success });
    expect(historyLine(en, check('barrel', 'beer', 'hearts', '5', true))).toBe('Seat 2 drew! for the Barrel: Beer 5♥, a Heart: the shot is missed');
    expect(historyLine(en, check('barrel', 'missed', 'spades', 'K', false))).toBe('Seat 2 drew! for the Barrel: Missed! K♠, not a Heart: the Barrel fails');
    expect(historyLine(en, check('jail', 'beer', 'hearts', '5', true))).toBe('Seat 2 drew! for the Jail: Beer 5♥, a Heart: free from Jail');
    expect(historyLine(en, check('jail', 'missed', 'spades', 'K', false))).toBe('Seat 2 drew! for the Jail: Missed! K♠, not a Heart: the turn is spent in Jail');
    // The Dynamite's draw! goes the player's way when it does not explode.
    expect(historyLine(en, check('dynamite', 'missed', 'spades', '5', false))).toBe('Seat 2 drew! for the Dynamite: Missed! 5♠, a Spade from 2 to 9: the Dynamite explodes');
    expect(historyLine(en, check('dynamite', 'missed', 'spades', 'K', true))).toBe('Seat 2 drew! for the Dynamite: Missed! K♠, not a Spade from 2 to 9: the Dynamite does not explode');
    expect(historyLine(en, check('vendetta', 'beer', 'hearts', '5', true))).toBe('Seat 2 drew! for Vendetta: Beer 5♥, a Heart: one more turn');
    // Blessing makes every card a Heart: the line says the card counts as one.
    expect(historyLine(en, check('barrel', 'missed', 'spades', 'K', true))).toBe('Seat 2 drew! for the Barrel: Missed! K♠, which counts as a Heart: the shot is missed');
    expect(historyLine(en, { n: 0, kind: 'check', seat: '1', purpose: 'barrel', success: false })).toBe('Seat 2 drew! for the Barrel, but both piles were empty: the Barrel fails');
    expect(historyLine(readerFor('zh-TW', '1'), check('barrel', 'beer', 'hearts', '5', true))).toBe('你為酒桶判定：啤酒 5♥，是紅心：這一槍落空');
  });

  it('shows every line of a long match, the newest last and repeated in the Dock', () => {
    const match = longLog();
    expect(match.state.ctx.gameover).toBeUndefined();
    const { container } = render(
      createElement(I18nextProvider, { i18n: createI18n({ language: 'en', namespaces: { bang: locales } }) }, createElement(BangBoard, playedProps(match, match.state.ctx.currentPlayer))),
    );
    const log = within(container).getByRole('region', { name: 'Game log' });
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(match.state.G.historyCount);
    expect(items.length).toBeGreaterThan(200);
    const newest = container.querySelector('[data-parlor-newest]');
    expect(newest).toBe(items.at(-1));
    expect(container.querySelector('[data-parlor-latest]')?.textContent).toBe(items.at(-1)!.textContent);
  });
});
