import { describe, expect, it } from 'vitest';
import { CARD_KEYS } from '../lib/cards';
import { CHARACTERS } from '../lib/characters';
import { EVENTS, SHOW_EVENTS } from '../lib/events';
import { EQUIPMENT_KEYS } from '../lib/gold-rush-cards';
import { ROLES } from '../lib/roles';
import { cardArt, equipmentArt, eventArt, roleArt } from './art';
import { icons } from './icons.generated';
import { lookOf } from './portrait';

const drawn = (art: unknown) => typeof (art as { body?: unknown } | undefined)?.body === 'string';

describe('card art', () => {
  it('gives every card, event, equipment card and role a picture the package ships', () => {
    for (const key of CARD_KEYS) expect({ key, drawn: drawn(cardArt(key)) }).toEqual({ key, drawn: true });
    for (const { key } of [...EVENTS, ...SHOW_EVENTS]) expect({ key, drawn: drawn(eventArt(key)) }).toEqual({ key, drawn: true });
    for (const key of EQUIPMENT_KEYS) expect({ key, drawn: drawn(equipmentArt(key)) }).toEqual({ key, drawn: true });
    for (const role of ROLES) expect({ role, drawn: drawn(roleArt(role)) }).toEqual({ role, drawn: true });
  });

  it('draws every event with a picture of its own choosing, not the fallback sun (only High Noon is the sun)', () => {
    const sunny = [...EVENTS, ...SHOW_EVENTS].filter(({ key }) => eventArt(key) === icons.sun).map(({ key }) => key);
    expect(sunny).toEqual(['high_noon']);
  });

  it("tells Wild West Show's events apart, and Gold Rush's equipment apart from each other and from playing cards", () => {
    const show = SHOW_EVENTS.map(({ key }) => eventArt(key));
    expect(new Set(show).size).toBe(show.length);
    const equipment = EQUIPMENT_KEYS.map((key) => equipmentArt(key));
    expect(new Set(equipment).size).toBe(equipment.length);
    const cards = new Set(CARD_KEYS.map((key) => cardArt(key)));
    expect(EQUIPMENT_KEYS.filter((key) => cards.has(equipmentArt(key)))).toEqual([]);
  });
});

describe('portraits', () => {
  // Digits: skin (4 tones), hat (6 kinds), hat colour (6), hair colour (5), face (6), neckerchief (6).
  const LIMITS = [4, 6, 6, 5, 6, 6];

  it('gives every character a look of valid digits, each different from every other', () => {
    const looks = CHARACTERS.map(({ key }) => lookOf(key));
    for (const [index, look] of looks.entries()) {
      const key = CHARACTERS[index]!.key;
      const valid = typeof look === 'string' && /^\d{6}$/.test(look) && [...look].every((digit, place) => Number(digit) < LIMITS[place]!);
      expect({ key, valid }).toEqual({ key, valid: true });
    }
    expect(new Set(looks).size).toBe(CHARACTERS.length);
  });
});
