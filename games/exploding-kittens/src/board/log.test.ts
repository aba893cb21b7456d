// The board's log: complete for a whole match (the entries G no longer holds come from the
// log's metadata, as the server stores them), one readable line per entry, in order, and each
// line worded from its reader's point of view, in both languages.
import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import type { TFunction } from 'i18next';
import { addedHistory, completeHistory } from '@parlor/game-kit';
import { playout } from '@parlor/game-kit/testing';
import { createI18n, readerNames } from '@parlor/ui';
import { game, history, type ExplodingKittensState, type HistoryEntry } from '../index';
import { locales } from '../locales';
import { historyLine } from './names';

// One instance per language, as the app has: its language is what Chinese spacing follows.
const instances = { en: createI18n({ language: 'en', namespaces: { 'exploding-kittens': locales } }), 'zh-TW': createI18n({ language: 'zh-TW', namespaces: { 'exploding-kittens': locales } }) };
const tFor = (language: 'en' | 'zh-TW') => instances[language].getFixedT(language, 'exploding-kittens') as TFunction;
const NAMES = ['Amy', 'Ben', 'Chen', 'Dana', 'Eli'];

/** The lines `viewer` reads for these entries, seats named as the board names them (libs/ui's readerNames). */
const linesFor = (entries: readonly HistoryEntry[], viewer: string | null, language: 'en' | 'zh-TW' = 'en') => {
  const t = tFor(language);
  const name = readerNames(t, (seat) => NAMES[Number(seat)]!, viewer, language);
  return entries.map((entry) => historyLine(t, name, entry));
};

/** A whole random match, with the log its clients receive: each action's entry carries the history it added. */
function wholeMatch(numPlayers: number, seed: string): { entries: HistoryEntry[]; log: LogEntry[]; last: ExplodingKittensState } {
  const entries: HistoryEntry[] = [];
  const log: LogEntry[] = [];
  let before: HistoryEntry[] = [];
  let last: ExplodingKittensState | undefined;
  const result = playout({
    game,
    numPlayers,
    seed,
    setupData: { fiveDifferentCombo: true },
    onStep: (state) => {
      const now = history(state.G as ExplodingKittensState);
      // What the server stores with the action (apps/server's withAddedHistory).
      const added = addedHistory(before, now);
      entries.push(...added);
      for (const [i, entry] of (state.deltalog ?? []).entries()) log.push(i === state.deltalog!.length - 1 ? { ...entry, metadata: { history: added } } : entry);
      before = now;
      last = state.G as ExplodingKittensState;
    },
  });
  expect(result.ended).toBe(true);
  return { entries, log, last: last! };
}

describe('the log', () => {
  it.each([2, 5])('is complete for a whole match of %i players: one readable line per entry, in order, from every point of view', (numPlayers) => {
    const { entries, log, last } = wholeMatch(numPlayers, `log-${numPlayers}`);
    // Far more than G keeps, so the log's metadata is what makes it complete.
    expect(entries.length).toBeGreaterThan(last.history.length);
    const shown = completeHistory(log, history(last));
    expect(shown).toEqual(entries);
    expect(shown.map((entry) => entry.n)).toEqual(shown.map((_, i) => i));
    for (const language of ['en', 'zh-TW'] as const) {
      for (const viewer of ['0', '1', null]) {
        const lines = linesFor(shown, viewer, language);
        expect(lines).toHaveLength(entries.length);
        for (const line of lines) {
          expect(line.trim()).not.toBe('');
          expect(line).not.toMatch(/\{\{|\}\}|\bhistory\.[a-zA-Z]|\bcards\.[a-z_]+\.|undefined|null/);
        }
        if (language === 'en') {
          // "You" only ever starts a sentence, and is never followed by a verb for "he/she".
          for (const line of lines) expect(line).not.toMatch(/.\bYou\b|\bYou (is|has|plays|draws|was)\b|\byour\b.*\bYour\b/);
          if (viewer === null) for (const line of lines) expect(line).not.toMatch(/\b[Yy]ou\b|\b[Yy]our\b/);
        }
      }
    }
  });

  it('gives the latest entries from G alone when the log carries none (a local match, a story)', () => {
    const { last } = wholeMatch(3, 'log-3');
    expect(completeHistory([], history(last))).toEqual(history(last));
  });
});

describe('a line', () => {
  const entry = <E extends Omit<HistoryEntry, 'n'>>(fields: E) => ({ n: 0, ...fields }) as unknown as HistoryEntry;
  const read = (line: HistoryEntry) => ({
    actor: linesFor([line], '0')[0],
    target: linesFor([line], '1')[0],
    other: linesFor([line], '2')[0],
    spectator: linesFor([line], null)[0],
    zhActor: linesFor([line], '0', 'zh-TW')[0],
    zhTarget: linesFor([line], '1', 'zh-TW')[0],
  });

  it('says whom a Favor was played on: "Amy played Favor on you"', () => {
    expect(read(entry({ kind: 'played', seat: '0', cards: ['favor'], target: '1' }))).toEqual({
      actor: 'You played Favor on Ben.',
      target: 'Amy played Favor on you.',
      other: 'Amy played Favor on Ben.',
      spectator: 'Amy played Favor on Ben.',
      zhActor: '你對 Ben 打出恩惠卡。',
      zhTarget: 'Amy 對你打出恩惠卡。',
    });
  });

  it('says what a Nope answered: "Ben played Nope on your Attack"', () => {
    expect(read(entry({ kind: 'noped', seat: '1', on: { seat: '0', cards: ['attack'] } }))).toEqual({
      actor: 'Ben played Nope on your Attack (2X).',
      target: "You played Nope on Amy's Attack (2X).",
      other: "Ben played Nope on Amy's Attack (2X).",
      spectator: "Ben played Nope on Amy's Attack (2X).",
      zhActor: 'Ben 打出休想卡，阻止你的攻擊卡 (2X)！',
      zhTarget: '你打出休想卡，阻止 Amy 的攻擊卡 (2X)！',
    });
    expect(linesFor([entry({ kind: 'noped', seat: '2', on: { seat: '1', cards: ['nope'] } })], '3')).toEqual(["Chen played Nope on Ben's Nope."]);
    expect(linesFor([entry({ kind: 'cancelled', seat: '0', cards: ['tacocat', 'tacocat'] })], '0')).toEqual(['Your Tacocat + Tacocat was Noped: it does nothing.']);
  });

  it('says who gave whom a card: "Bob gave you a card"', () => {
    expect(read(entry({ kind: 'gave', from: '1', to: '0' }))).toMatchObject({
      actor: 'Ben gave you a card for the Favor.',
      target: 'You gave Amy a card for the Favor.',
      spectator: 'Ben gave Amy a card for the Favor.',
    });
    expect(read(entry({ kind: 'stole', from: '1', to: '0', got: true }))).toMatchObject({
      actor: "You took a random card from Ben's hand.",
      target: 'Amy took a random card from your hand.',
      zhActor: '你從 Ben 的手牌中隨機拿走了一張牌。',
      zhTarget: 'Amy 從你的手牌中隨機拿走了一張牌。',
    });
    expect(read(entry({ kind: 'asked', from: '1', to: '0', named: 'defuse', got: false }))).toMatchObject({ actor: 'Ben had no Defuse to give you.', target: 'You had no Defuse to give Amy.' });
    expect(read(entry({ kind: 'attacked', seat: '0', victim: '1', turns: 2 }))).toMatchObject({ actor: 'Ben must take 2 turns (attacked by you).', target: 'You must take 2 turns (attacked by Amy).' });
    expect(read(entry({ kind: 'no-effect', seat: '0', target: '1' }))).toMatchObject({ actor: 'Your Favor did nothing: Ben had no cards.', target: "Amy's Favor did nothing: you had no cards." });
  });

  it('never says "You plays": the reader\'s own lines read in the first person', () => {
    expect(read(entry({ kind: 'played', seat: '0', cards: ['see_the_future'] }))).toMatchObject({ actor: 'You played See the Future (3X).', other: 'Amy played See the Future (3X).' });
    expect(read(entry({ kind: 'exploded', seat: '0' }))).toMatchObject({ actor: 'You exploded and left the match.', other: 'Amy exploded and left the match.', zhActor: '你爆炸出局了。' });
    expect(read(entry({ kind: 'saw', seat: '0', count: 3 }))).toMatchObject({ actor: 'You looked at the top 3 cards of the pile.' });
  });
});

/**
 * One entry of every kind, with seat `0` as its subject (`as: 'subject'`), its object or the
 * owner of what it names: read by seat 0 it must say "You"/"you"/"your" (你, 你的), and read
 * by anyone else name Amy, in both languages.
 */
const EVERY_KIND: { as: 'subject' | 'object' | 'owner'; entry: HistoryEntry }[] = (
  [
    ['subject', { kind: 'played', seat: '0', cards: ['skip'] }],
    ['subject', { kind: 'played', seat: '0', cards: ['favor'], target: '1' }],
    ['object', { kind: 'played', seat: '1', cards: ['targeted_attack'], target: '0' }],
    ['object', { kind: 'played', seat: '1', cards: ['tacocat', 'tacocat', 'tacocat'], target: '0', named: 'defuse' }],
    ['subject', { kind: 'noped', seat: '0', on: { seat: '1', cards: ['attack'] } }],
    ['owner', { kind: 'noped', seat: '1', on: { seat: '0', cards: ['attack'] } }],
    ['owner', { kind: 'cancelled', seat: '0', cards: ['tacocat', 'feral_cat'] }],
    ['subject', { kind: 'drew', seat: '0', bottom: false }],
    ['subject', { kind: 'drew', seat: '0', bottom: true }],
    ['subject', { kind: 'kitten', seat: '0' }],
    ['subject', { kind: 'defused', seat: '0' }],
    ['subject', { kind: 'exploded', seat: '0' }],
    // "Ben must take 2 turns (attacked by you)": the attacker is the sentence's object.
    ['object', { kind: 'attacked', seat: '0', victim: '1', turns: 2 }],
    ['subject', { kind: 'attacked', seat: '1', victim: '0', turns: 4 }],
    ['subject', { kind: 'skipped', seat: '0' }],
    ['subject', { kind: 'saw', seat: '0', count: 3 }],
    ['subject', { kind: 'altered', seat: '0', count: 2 }],
    ['subject', { kind: 'shuffled', seat: '0' }],
    ['subject', { kind: 'gave', from: '0', to: '1' }],
    ['object', { kind: 'gave', from: '1', to: '0' }],
    ['subject', { kind: 'stole', from: '1', to: '0', got: true }],
    ['owner', { kind: 'stole', from: '0', to: '1', got: true }],
    ['object', { kind: 'stole', from: '0', to: '1', got: false }],
    ['subject', { kind: 'asked', from: '0', to: '1', named: 'nope', got: true }],
    ['object', { kind: 'asked', from: '1', to: '0', named: 'nope', got: false }],
    ['subject', { kind: 'took', seat: '0', card: 'skip' }],
    ['owner', { kind: 'no-effect', seat: '0', target: '1' }],
    ['object', { kind: 'no-effect', seat: '1', target: '0' }],
  ] as const
).map(([as, fields]) => ({ as, entry: { n: 0, ...fields } as HistoryEntry }));

describe('every kind of line, read by the seat it concerns', () => {
  it('covers every kind of history entry', () => {
    const kinds = new Set(EVERY_KIND.map(({ entry }) => entry.kind));
    // HistoryEntry's kinds, listed here so that a new kind fails until it is read right too.
    expect([...kinds].sort()).toEqual(['altered', 'asked', 'attacked', 'cancelled', 'defused', 'drew', 'exploded', 'gave', 'kitten', 'no-effect', 'noped', 'played', 'saw', 'shuffled', 'skipped', 'stole', 'took']);
    expect(new Set(EVERY_KIND.map(({ as }) => as))).toEqual(new Set(['subject', 'object', 'owner']));
  });

  it.each(EVERY_KIND.map(({ as, entry }) => [`${entry.kind} (${as})`, as, entry] as const))('%s reads right for its reader in English and Chinese', (_name, as, entry) => {
    const [mine] = linesFor([entry], '0');
    const [theirs] = linesFor([entry], '2');
    const [zhMine] = linesFor([entry], '0', 'zh-TW');
    const [zhTheirs] = linesFor([entry], '2', 'zh-TW');
    // English: the reader is "You" first, "you" inside, "your" as an owner; never named, never "of you".
    expect(mine).not.toMatch(/\bAmy\b|\bof you\b|\byou's\b|\bYou's\b|.\bYou\b|\bPlayer\b/);
    if (as === 'subject') expect(mine).toMatch(/^You\b/);
    if (as === 'object') expect(mine).toMatch(/.\byou\b/);
    if (as === 'owner') expect(mine).toMatch(/\b[Yy]our\b/);
    expect(theirs).toMatch(/\bAmy\b/);
    expect(theirs).not.toMatch(/\b[Yy]ou(r)?\b/);
    // Chinese: 你 (你的 as an owner), never Amy; names get a space beside Han characters, 你 none.
    expect(zhMine).toContain(as === 'owner' ? '你的' : '你');
    expect(zhMine).not.toMatch(/Amy|你 |\s你|玩家/);
    expect(zhTheirs).toMatch(/Amy/);
    expect(zhTheirs).not.toMatch(/你|[\u4e00-\u9fff]Amy|Amy[\u4e00-\u9fff]/);
    for (const line of [mine, theirs, zhMine, zhTheirs]) expect(line).not.toMatch(/\{\{|\}\}|undefined|null|\s\s/);
  });
});
