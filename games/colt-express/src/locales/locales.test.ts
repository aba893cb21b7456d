import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, CARD_EVENTS, CHARACTER_KEYS, LOOT_KINDS, ROUND_CARDS, STATION_CARDS } from '../lib/data';
import en from './en.json';
import zhTW from './zh-TW.json';
import { locales } from './index';

/** Every leaf of a locale file as a dotted path, sorted. */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([key, child]) => paths(child, prefix === '' ? key : `${prefix}.${key}`))
    .sort();
}

/** The value at a path of keys, or undefined. */
function at(texts: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    texts,
  );
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

// Round cards are filed under their id; only cards with an event have text, and every event's
// key is its card's id.
const EVENTED_CARDS = [
  ...new Set(
    [...ROUND_CARDS['2-4'], ...ROUND_CARDS['5-6'], ...STATION_CARDS].flatMap((card) =>
      card.event === null ? [] : [card.id],
    ),
  ),
];

// Which data keys each section must name, and the fields each entry needs.
const SECTIONS = [
  { section: 'character', keys: CHARACTER_KEYS, fields: ['name', 'ability'] },
  { section: 'action', keys: ACTION_KINDS, fields: ['name', 'text'] },
  { section: 'round', keys: EVENTED_CARDS, fields: ['name', 'event'] },
] as const;

// Every turn symbol printed on a card, and the cards the board names without an event text.
const ALL_ROUND_CARDS = [...ROUND_CARDS['2-4'], ...ROUND_CARDS['5-6'], ...STATION_CARDS];
const TURN_SYMBOLS = [...new Set(ALL_ROUND_CARDS.flatMap((card) => card.turns))];
const PLAIN_CARDS = [...new Set(ALL_ROUND_CARDS.flatMap((card) => (card.event === null ? [card.id] : [])))].sort();

const FILES = { en, 'zh-TW': zhTW } as const;

describe('locales', () => {
  it('has exactly the same keys in en and zh-TW', () => {
    expect(paths(zhTW)).toEqual(paths(en));
  });

  it('exports both files', () => {
    expect(locales.en).toBe(en);
    expect(locales['zh-TW']).toBe(zhTW);
  });

  it('files one text per event', () => {
    expect([...EVENTED_CARDS].sort()).toEqual([...CARD_EVENTS].sort());
  });

  for (const [locale, texts] of Object.entries(FILES)) {
    for (const { section, keys, fields } of SECTIONS) {
      it(`${locale}: names and describes every ${section} of the data, and nothing else`, () => {
        expect(Object.keys(at(texts, [section]) as object).sort()).toEqual([...keys].sort());
        for (const key of keys) {
          for (const field of fields) {
            expect({ key, field, ok: isText(at(texts, [section, key, field])) }).toEqual({ key, field, ok: true });
          }
        }
      });
    }

    it(`${locale}: names and explains every turn symbol, and names every card without an event`, () => {
      for (const symbol of TURN_SYMBOLS) {
        for (const field of ['short', 'turn']) {
          expect({ symbol, field, ok: isText(at(texts, ['roundCard', field, symbol])) }).toEqual({ symbol, field, ok: true });
        }
      }
      expect(Object.keys(at(texts, ['roundCard', 'plain']) as object).sort()).toEqual(PLAIN_CARDS);
      for (const card of PLAIN_CARDS) expect({ card, ok: isText(at(texts, ['roundCard', 'plain', card])) }).toEqual({ card, ok: true });
    });

    it(`${locale}: names and describes every loot kind, and nothing else`, () => {
      expect(Object.keys(at(texts, ['loot']) as object).sort()).toEqual([...LOOT_KINDS].sort());
      for (const kind of LOOT_KINDS) {
        for (const field of ['name', 'text']) expect({ kind, field, ok: isText(at(texts, ['loot', kind, field])) }).toEqual({ kind, field, ok: true });
      }
    });

    // Card help gives each card, bandit, event and piece its rulings (RULES.md, in our words).
    const rulings = (path: readonly string[]) => {
      const found = at(texts, [...path, 'rulings']);
      return typeof found === 'object' && found !== null ? Object.values(found) : [];
    };
    it(`${locale}: gives every action, bandit, event, loot kind, bullet and the Marshal their rulings`, () => {
      const helped = [
        ...ACTION_KINDS.map((key) => ['action', key]),
        ...CHARACTER_KEYS.map((key) => ['character', key]),
        ...CARD_EVENTS.map((key) => ['round', key]),
        ...LOOT_KINDS.map((key) => ['loot', key]),
        ['bullet'],
        ['neutral'],
        ['marshal'],
      ];
      for (const path of helped) {
        const texts = rulings(path);
        expect({ path, some: texts.length > 0, all: texts.every(isText) }).toEqual({ path, some: true, all: true });
      }
      for (const piece of ['bullet', 'neutral', 'marshal']) expect({ piece, ok: isText(at(texts, [piece, 'text'])) }).toEqual({ piece, ok: true });
    });
  }
});
