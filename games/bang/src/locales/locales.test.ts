import { describe, expect, it } from 'vitest';
import { CARD_KEYS } from '../lib/cards';
import { CHARACTERS } from '../lib/characters';
import { EVENTS, SHOW_EVENTS } from '../lib/events';
import { EQUIPMENT_KEYS } from '../lib/gold-rush-cards';
import { ROLES } from '../lib/roles';
import { ENTRIES } from '../lib/entries';
import type { Refusal } from '../lib/engine/hooks';
import { everyEntry } from '../lib/engine/registry';
import { actionNames, stages } from '../lib/moves';
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

/** The string at a dotted path, or undefined. */
function at(texts: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    texts,
  );
}

// Which data keys each section must name, and the field holding each entry's description.
const SECTIONS = [
  { section: 'card', keys: CARD_KEYS, text: 'text' },
  { section: 'character', keys: CHARACTERS.map((data) => data.key), text: 'ability' },
  { section: 'role', keys: ROLES, text: 'goal' },
  // The High Noon / A Fistful of Cards deck and Wild West Show's own stack share one section.
  { section: 'event', keys: [...EVENTS, ...SHOW_EVENTS].map((data) => data.key), text: 'text' },
  { section: 'equipment', keys: EQUIPMENT_KEYS, text: 'text' },
] as const;

const FILES = { en, 'zh-TW': zhTW } as const;

// Every reason the rules give for refusing a target, each explained on the board (`board.why.*`).
// A Record, so that a reason added to the type and missing here fails the typecheck.
const REFUSALS = Object.keys({
  'not-a-target': true,
  sheriff: true,
  'same-name': true,
  'one-bang': true,
  'out-of-reach': true,
  'too-far': true,
  'empty-hand': true,
  'not-in-play': true,
  forbidden: true,
  immune: true,
  'no-other-card': true,
  event: true,
} satisfies Record<Refusal, true>);

/** Every choice a window may ask (`pendingOf(G).choice`): the engine's draw! pick and those of every card and character. */
const CHOICES = [...everyEntry(), ...Object.values(ENTRIES.cards)].flatMap((entry) => Object.keys(entry?.choices ?? {}));

/**
 * Every answer a window takes (the moves of its stage), besides a choice's options (titled above)
 * and the actions a seat may use at any time meanwhile: each is a button of the prompt, `board.<move>`.
 */
const ANSWERS = [...new Set(Object.values(stages()).flatMap((stage) => Object.keys(stage.moves ?? {})))].filter((move) => move !== 'choose' && !actionNames().includes(move));

/** Every string of a locale file. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
}

describe('locales', () => {
  it('has exactly the same keys in en and zh-TW', () => {
    expect(paths(zhTW)).toEqual(paths(en));
  });

  it('exports both files', () => {
    expect(locales.en).toBe(en);
    expect(locales['zh-TW']).toBe(zhTW);
  });

  for (const [locale, texts] of Object.entries(FILES)) {
    for (const { section, keys, text } of SECTIONS) {
      it(`${locale}: names and describes every ${section} of the data, and nothing else`, () => {
        expect(Object.keys(at(texts, [section]) as object).sort()).toEqual([...keys].sort());
        for (const key of keys) {
          for (const field of ['name', text]) {
            const value = at(texts, [section, key, field]);
            expect({ key, field, ok: typeof value === 'string' && value.trim() !== '' }).toEqual({ key, field, ok: true });
          }
        }
      });
    }

    it(`${locale}: explains every reason a target is refused`, () => {
      for (const reason of REFUSALS) expect({ reason, text: typeof at(texts, ['board', 'why', reason]) }).toEqual({ reason, text: 'string' });
    });

    it(`${locale}: titles the prompt of every choice the rules may ask`, () => {
      expect(CHOICES).toEqual(expect.arrayContaining(['vera_custer', 'pat_brennan', 'claus_the_saint', 'brawl', 'jesse_jones', 'kit_carlson']));
      for (const choice of CHOICES) expect({ choice, title: typeof at(texts, ['board', 'prompt', 'choice', choice]) }).toEqual({ choice, title: 'string' });
    });

    it(`${locale}: words every answer a window takes`, () => {
      expect(ANSWERS).toEqual(expect.arrayContaining(['barrel', 'missed', 'takeHit', 'beer', 'die', 'bang', 'pick', 'escape', 'allow', 'save', 'decline']));
      for (const move of ANSWERS) expect({ move, text: typeof at(texts, ['board', move]) }).toEqual({ move, text: 'string' });
    });

    it(`${locale}: nests only texts that exist ($t(...) names a character or a card)`, () => {
      const nested = strings(texts).flatMap((text) => [...text.matchAll(/\$t\(([^)]+)\)/g)].map((match) => match[1]!));
      expect(nested.length).toBeGreaterThan(0);
      for (const path of nested) expect({ path, text: typeof at(texts, path.split('.')) }).toEqual({ path, text: 'string' });
    });

    it(`${locale}: has a title and the four suit symbols`, () => {
      expect(typeof texts.title).toBe('string');
      expect(texts.suit).toEqual({ spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' });
    });
  }

  it('uses the printed English names', () => {
    expect(en.card.bang.name).toBe('BANG!');
    expect(en.card.rev_carabine.name).toBe('Rev. Carabine');
    expect(en.character.claus_the_saint.name).toBe('Claus "The Saint"');
    expect(en.event.a_fistful_of_cards.name).toBe('A Fistful of Cards');
    expect(en.event.wild_west_show.name).toBe('Wild West Show');
    expect(en.character.greygory_deck.name).toBe('Greygory Deck');
    // The equipment card is printed "Gold Rush", like the High Noon event; only their keys differ.
    expect(en.equipment.gold_rush_card.name).toBe('Gold Rush');
  });

  it('uses the Chinese edition names', () => {
    expect(zhTW.card.bang.name).toBe('砰！');
    expect(zhTW.card.missed.name).toBe('失手！');
    expect(zhTW.card.beer.name).toBe('啤酒');
    expect(zhTW.event.high_noon.name).toBe('日正當中');
  });

  it('tells the High Noon event Gold Rush from the Gold Rush equipment card in zh-TW', () => {
    expect(zhTW.equipment.gold_rush_card.name).not.toBe(zhTW.event.gold_rush.name);
  });

  it('gives every name in zh-TW in Chinese, not copied from en', () => {
    for (const { section, keys } of SECTIONS) {
      for (const key of keys) {
        expect({ key, same: at(zhTW, [section, key, 'name']) === at(en, [section, key, 'name']) }).toEqual({ key, same: false });
      }
    }
  });

  it('gives every card text and ability in zh-TW in Chinese, not copied from en', () => {
    for (const { section, keys, text } of SECTIONS) {
      for (const key of keys) {
        const chinese = String(at(zhTW, [section, key, text]));
        expect({ key, same: chinese === at(en, [section, key, text]), han: /\p{Script=Han}/u.test(chinese) }).toEqual({ key, same: false, han: true });
      }
    }
  });
});
