import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import type { TFunction } from 'i18next';
import { addedHistory, completeHistory } from '@parlor/game-kit';
import { createMatch, playout } from '@parlor/game-kit/testing';
import { createI18n, readerNamesFor, type ReaderNames } from '@parlor/ui';
import { game, history, HISTORY_LENGTH, type Bandit, type ColtExpressState, type HistoryEntry, type HistoryEvent } from '../index';
import { locales } from '../locales';
import { historyLines } from './names';
import { NAMES } from './fixtures';

type Language = 'en' | 'zh-TW';
const i18nFor = (language: Language) => createI18n({ language, namespaces: { 'colt-express': locales } });
const tFor = (language: Language): TFunction => i18nFor(language).getFixedT(language, 'colt-express');
const en = tFor('en');
const zh = tFor('zh-TW');

/**
 * How `me` (null: a spectator) names seats in the log, as the board does with libs/ui's reader
 * names: lobby names for people, "Bot n" in the reader's language for the `bots`' seats (the
 * server names them in English, as the lobby does).
 */
const namesOf = (t: TFunction, me: string | null, numPlayers: number, bots: readonly string[] = []): ReaderNames => {
  const language = t === zh ? 'zh-TW' : 'en';
  const seats = NAMES.slice(0, numPlayers).map((name, id) => (bots.includes(String(id)) ? { id, name: `Bot ${id + 1}`, bot: true } : { id, name }));
  return readerNamesFor(i18nFor(language), me, seats);
};

/** Text that is no sentence: an i18next key given back, a placeholder left, a missing value. */
const BROKEN = /\{\{|\}\}|undefined|null|NaN|\b(history|character|action|round|train|lootOne|roundCard|you)\.[a-zA-Z_.]+/;

/**
 * Plays a seeded random match and logs it as the server does: each step's log entry carries
 * the history lines the step added (`addedHistory` of G before and after). Returns that log,
 * the final G, and the most lines one step added.
 */
function loggedMatch(numPlayers: number, seed: string, advanced: boolean) {
  const log: LogEntry[] = [];
  let before: readonly HistoryEntry[] = [];
  let G: ColtExpressState | undefined;
  let most = 0;
  const result = playout<ColtExpressState>({
    game,
    numPlayers,
    seed,
    setupData: { advanced },
    onStep: (state) => {
      const after = history(state.G);
      const added = addedHistory(before, after);
      // Every line the step added is still in G: the server would store them all.
      expect(after.slice(after.length - added.length)).toEqual(added);
      most = Math.max(most, added.length);
      log.push({ action: { type: 'MAKE_MOVE', payload: { type: 'step', args: null, playerID: '0' } }, _stateID: log.length, turn: 1, phase: '', metadata: { history: added } } as unknown as LogEntry);
      before = after;
      G = state.G;
    },
  });
  expect(result.failure).toBeUndefined();
  expect(result.ended).toBe(true);
  return { log, G: G!, most };
}

describe('the log', () => {
  const matches = [
    { numPlayers: 2, seed: 'log-2', advanced: true },
    { numPlayers: 4, seed: 'log-4', advanced: false },
    { numPlayers: 6, seed: 'log-6', advanced: true },
  ];

  it.each(matches)('is complete for a whole match of $numPlayers players: one readable line per history entry, in order, for every reader', ({ numPlayers, seed, advanced }) => {
    const { log, G } = loggedMatch(numPlayers, seed, advanced);
    const entries = completeHistory(log, history(G));
    // Numbered 0, 1, 2, ... with none missing, although G holds only its latest lines.
    expect(entries.map((entry) => entry.n)).toEqual(entries.map((_, i) => i));
    expect(entries.length).toBeGreaterThan(HISTORY_LENGTH * 2);
    expect(G.history.length).toBeLessThan(entries.length);
    for (const t of [en, zh]) {
      for (const me of [...Object.keys(G.seats), null]) {
        const lines = historyLines(t, G, namesOf(t, me, numPlayers), entries);
        expect(lines.map((line) => line.key)).toEqual(entries.map((entry) => entry.n));
        for (const line of lines) {
          expect(line.text.trim(), `line ${line.key}`).not.toBe('');
          expect(line.text, `line ${line.key}`).not.toMatch(BROKEN);
          // "You" opens a sentence only; inside one the reader is "you".
          expect(line.text.slice(1), `line ${line.key}`).not.toMatch(/\bYou\b/);
          expect(line.text, `line ${line.key}`).not.toMatch(/\bYou (plays|draws|takes|has|is|was)\b/);
        }
        if (me === null) for (const line of lines) expect(line.text).not.toMatch(/\b[Yy]ou\b|你/);
      }
    }
  });

  it('keeps every line an action adds in G, however many: no action adds more than G holds', () => {
    // The most lines one step added, over matches of every size; G never dropped one of them
    // (loggedMatch checks it after each step), even past HISTORY_LENGTH.
    let most = 0;
    for (const numPlayers of [3, 5, 6]) for (const advanced of [false, true]) most = Math.max(most, loggedMatch(numPlayers, `most-${numPlayers}-${advanced}`, advanced).most);
    expect(most).toBeGreaterThan(1);
  });
});

describe('each line from the reader’s point of view', () => {
  // Four players: seat 0 Amy, seat 1 Ben, seat 2 Chen, seat 3 a bot; each seat's one bandit.
  const { G } = createMatch({ game, numPlayers: 4, seed: 'point-of-view' });
  const banditOf = (seat: string) => G.seats[seat]![0]!;
  const [amy, ben] = [banditOf('0'), banditOf('1')];
  const bot = banditOf('3');
  const BOTS = ['3'];
  const name = (bandit: Bandit) => locales.en.character[bandit].name;
  const zhName = (bandit: Bandit) => locales['zh-TW'].character[bandit].name;
  const line = (t: TFunction, me: string | null, event: HistoryEvent) => historyLines(t, G, namesOf(t, me, 4, BOTS), [{ ...event, n: 0 } as HistoryEntry])[0]!.text;
  const at = { unit: 1, level: 'inside' } as const;
  const fire: HistoryEvent = { kind: 'resolved', bandit: amy, action: 'fire', option: { target: ben }, effect: true, at };

  /**
   * One line of every kind the history holds, each with Amy's seat ('0') acting and, where the
   * line has one, Ben's ('1') suffering it: `subject`, `object` and `owner` name the seat in
   * that role (the owner is whose card, bandits or loot the line speaks of), `also` a second
   * subject.
   */
  const KINDS: { kind: string; event: HistoryEvent; subject?: string; also?: string; object?: string; owner?: string }[] = [
    { kind: 'round', event: { kind: 'round', round: 2, card: 'round.braking', first: '0' }, object: '0' },
    { kind: 'played', event: { kind: 'played', seat: '0', bandit: amy, action: 'move' }, subject: '0' },
    { kind: 'played face down', event: { kind: 'played', seat: '0', bandit: amy, action: null }, subject: '0' },
    { kind: 'drew', event: { kind: 'drew', seat: '0', count: 3 }, subject: '0' },
    { kind: 'passed', event: { kind: 'passed', seat: '0' }, subject: '0' },
    { kind: 'move', event: { kind: 'resolved', bandit: amy, action: 'move', option: { to: 2 }, effect: true, at }, subject: '0' },
    { kind: 'climbed', event: { kind: 'resolved', bandit: amy, action: 'changeFloor', option: {}, effect: true, at: { unit: 1, level: 'roof' } }, subject: '0' },
    { kind: 'climbed down', event: { kind: 'resolved', bandit: amy, action: 'changeFloor', option: {}, effect: true, at }, subject: '0' },
    { kind: 'fire', event: fire, subject: '0', object: '1' },
    { kind: 'robbery', event: { kind: 'resolved', bandit: amy, action: 'robbery', option: { loot: 'jewel' }, effect: true, at }, subject: '0' },
    { kind: 'marshal', event: { kind: 'resolved', bandit: amy, action: 'marshal', option: { to: 2 }, effect: true, at }, subject: '0' },
    { kind: 'punch', event: { kind: 'resolved', bandit: amy, action: 'punch', option: { target: ben, loot: null, to: 2 }, effect: true, at }, subject: '0', object: '1' },
    { kind: 'punch, loot dropped', event: { kind: 'resolved', bandit: amy, action: 'punch', option: { target: ben, loot: 'jewel', to: 2 }, effect: true, at }, subject: '0', object: '1' },
    { kind: 'punch, purse taken', event: { kind: 'resolved', bandit: amy, action: 'punch', option: { target: ben, loot: 'purse', keep: true, to: 2 }, effect: true, at }, subject: '0', object: '1', owner: '1' },
    { kind: 'no effect', event: { kind: 'resolved', bandit: amy, action: 'fire', option: null, effect: false, at }, owner: '0' },
    { kind: 'fled', event: { kind: 'fled', bandits: [ben, amy], bullets: true }, subject: '0', also: '1' },
    { kind: 'fled, no bullet', event: { kind: 'fled', bandits: [amy], bullets: false }, subject: '0' },
    { kind: 'event', event: { kind: 'event', event: 'braking' } },
    { kind: 'placed', event: { kind: 'placed', seat: '0' }, subject: '0', owner: '0' },
  ];

  describe.each([
    ['en', en],
    ['zh-TW', zh],
  ] as const)('in %s', (language, t) => {
    it.each(KINDS)('words a $kind line right from every seat and a spectator', ({ event, subject, also, object, owner }) => {
      for (const me of ['0', '1', '2', '3', null]) {
        const text = line(t, me, event);
        expect(text, `${me}`).not.toMatch(BROKEN);
        const involved = me !== null && [subject, also, object, owner].includes(me);
        if (language === 'en') {
          // Never "of you", "from you had", "the hand of you": the reader is "you"/"your" in place.
          expect(text).not.toMatch(/\bof you\b|\byou had\b|\bYou (plays|draws|takes|has|is|was)\b/);
          // "You" and "Your" open a sentence only.
          expect(text.slice(1)).not.toMatch(/\bYour?\b/);
          expect(/\b[Yy]our?\b/.test(text), `${me}: ${text}`).toBe(involved);
          if (me !== null && (me === subject || me === also)) expect(text, text).toMatch(/^You\b|\band you \(/);
          if (me !== null && me === owner && me !== subject) expect(text, text).toMatch(/\byour?\b|^Your\b/i);
        } else {
          expect(text.includes('你'), `${me}: ${text}`).toBe(involved);
          // Latin names stand apart from the Han text around them.
          expect(text).not.toMatch(/[\u4e00-\u9fff](Amy|Ben|Chen)|(Amy|Ben|Chen)[\u4e00-\u9fff]/);
        }
        // The bot's seat reads its own lines as "you", and never as the server's English name.
        if (me === '3') expect(text).not.toMatch(/Bot 4|機器人 4/);
      }
    });
  });

  it('names the actor "You" to himself, by name to the others and to a spectator', () => {
    expect(line(en, '0', fire)).toBe(`You (${name(amy)}) fired at Ben (${name(ben)}).`);
    expect(line(en, '1', fire)).toBe(`Amy (${name(amy)}) fired at you (${name(ben)}).`);
    expect(line(en, '2', fire)).toBe(`Amy (${name(amy)}) fired at Ben (${name(ben)}).`);
    expect(line(en, null, fire)).toBe(`Amy (${name(amy)}) fired at Ben (${name(ben)}).`);
    expect(line(zh, '0', fire)).toBe(`你（${zhName(amy)}）向 Ben（${zhName(ben)}）開火。`);
    expect(line(zh, '1', fire)).toBe(`Amy（${zhName(amy)}）向你（${zhName(ben)}）開火。`);
    expect(line(zh, null, fire)).toBe(`Amy（${zhName(amy)}）向 Ben（${zhName(ben)}）開火。`);
  });

  it('words what the reader did, what was done to him and what is his, for him', () => {
    const played: HistoryEvent = { kind: 'played', seat: '0', bandit: amy, action: 'move' };
    expect(line(en, '0', played)).toBe(`You (${name(amy)}) played Move.`);
    expect(line(en, '1', played)).toBe(`Amy (${name(amy)}) played Move.`);
    expect(line(en, '0', { kind: 'drew', seat: '0', count: 3 })).toBe('You drew 3 cards instead of playing.');
    expect(line(en, '1', { kind: 'drew', seat: '0', count: 3 })).toBe('Amy drew 3 cards instead of playing.');
    expect(line(en, '0', { kind: 'round', round: 2, card: 'round.braking', first: '0' })).toBe('Round 2 (Braking): you play first.');
    expect(line(en, '1', { kind: 'round', round: 2, card: 'round.braking', first: '0' })).toBe('Round 2 (Braking): Amy plays first.');
    expect(line(en, '0', { kind: 'placed', seat: '0' })).toBe('You placed your bandits.');
    expect(line(en, '1', { kind: 'placed', seat: '0' })).toBe('Amy placed their bandits.');
    expect(line(zh, '0', { kind: 'placed', seat: '0' })).toBe('你已安排好你的大盜的位置。');
    const punch: HistoryEvent = { kind: 'resolved', bandit: amy, action: 'punch', option: { target: ben, loot: 'jewel', to: 2 }, effect: true, at: { unit: 1, level: 'roof' } };
    expect(line(en, '1', punch)).toBe(`Amy (${name(amy)}) punched you (${name(ben)}): you dropped a jewel and landed in car 3.`);
    expect(line(en, '2', punch)).toBe(`Amy (${name(amy)}) punched Ben (${name(ben)}), who dropped a jewel and landed in car 3.`);
    expect(line(zh, '1', punch)).toBe(`Amy（${zhName(amy)}）拳擊你（${zhName(ben)}）：你掉落一顆鑽石並被擊飛到第 3 節車廂。`);
    const take: HistoryEvent = { kind: 'resolved', bandit: amy, action: 'punch', option: { target: ben, loot: 'purse', keep: true, to: 2 }, effect: true, at: { unit: 1, level: 'roof' } };
    expect(line(en, '1', take)).toBe(`Amy (${name(amy)}) punched you (${name(ben)}), took a purse from you and knocked you into car 3.`);
    expect(line(zh, '1', take)).toBe(`Amy（${zhName(amy)}）拳擊你（${zhName(ben)}），拿走你的一個錢袋並把你擊飛到第 3 節車廂。`);
    const none: HistoryEvent = { kind: 'resolved', bandit: amy, action: 'fire', option: null, effect: false, at: { unit: 1, level: 'inside' } };
    expect(line(en, '0', none)).toBe(`Your Fire (${name(amy)}) had no effect.`);
    expect(line(en, '1', none)).toBe(`Amy's Fire (${name(amy)}) had no effect.`);
    expect(line(zh, '0', none)).toBe(`你的開火（${zhName(amy)}）沒有效果。`);
    expect(line(zh, '1', none)).toBe(`Amy 的開火（${zhName(amy)}）沒有效果。`);
    const fled: HistoryEvent = { kind: 'fled', bandits: [ben, amy], bullets: true };
    expect(line(en, '0', fled)).toBe(`Ben (${name(ben)}) and you (${name(amy)}) fled from the Marshal to the roof, with a neutral bullet each.`);
    expect(line(en, '1', fled)).toBe(`You (${name(ben)}) and Amy (${name(amy)}) fled from the Marshal to the roof, with a neutral bullet each.`);
  });

  it('names bots in the reader’s language', () => {
    const drew: HistoryEvent = { kind: 'drew', seat: '3', count: 3 };
    expect(line(en, '0', drew)).toBe('Bot 4 drew 3 cards instead of playing.');
    expect(line(zh, '0', drew)).toBe('機器人 4 沒有出牌，改抽了 3 張牌。');
    const shot: HistoryEvent = { kind: 'resolved', bandit: bot, action: 'fire', option: { target: amy }, effect: true, at: { unit: 1, level: 'inside' } };
    expect(line(zh, '0', shot)).toBe(`機器人 4（${zhName(bot)}）向你（${zhName(amy)}）開火。`);
    expect(line(zh, null, shot)).toBe(`機器人 4（${zhName(bot)}）向 Amy（${zhName(amy)}）開火。`);
  });

  it('tells what a card did where, and an event what it does, so a line reads on its own', () => {
    const robbery: HistoryEvent = { kind: 'resolved', bandit: amy, action: 'robbery', option: { loot: 'jewel' }, effect: true, at: { unit: 1, level: 'inside' } };
    expect(line(en, '2', robbery)).toBe(`Amy (${name(amy)}) took a jewel inside car 2.`);
    expect(line(en, '2', { kind: 'event', event: 'braking' })).toBe(`End-of-round event, Braking: ${locales.en.round.braking.event}`);
  });
});
