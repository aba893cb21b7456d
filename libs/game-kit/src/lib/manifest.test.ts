import { describe, expect, it } from 'vitest';
import { NO_CLIENT_EVENTS, checkGameModule, checkManifest, defineManifest, parseSetupData, resolveSetupData, validateSetupWith, type GameManifest } from '../index';

const text = (en: string) => ({ en, 'zh-TW': `${en}（中）` });

const manifest = defineManifest({
  id: 'bang-like',
  title: text('Bang-like'),
  summary: text('A test manifest.'),
  minPlayers: 4,
  maxPlayers: 7,
  playingTime: { min: 20, max: 40 },
  tags: ['cards', 'hidden-roles'],
  setupOptions: [
    {
      key: 'expansions',
      type: 'multi',
      label: text('Expansions'),
      choices: [
        { value: 'dodge-city', label: text('Dodge City') },
        { value: 'high-noon', label: text('High Noon') },
      ],
      default: [],
    },
    { key: 'beginner', type: 'boolean', label: text('Beginner deck'), default: false },
    {
      key: 'speed',
      type: 'choice',
      label: text('Speed'),
      choices: [
        { value: 'slow', label: text('Slow') },
        { value: 'fast', label: text('Fast') },
      ],
      default: 'slow',
    },
    { key: 'rounds', type: 'integer', label: text('Rounds'), min: 1, max: 5, default: 3 },
  ],
  locales: ['en', 'zh-TW'],
});

describe('checkManifest', () => {
  it('accepts a well-formed manifest, which defineManifest returns unchanged', () => {
    expect(manifest.id).toBe('bang-like');
    expect(checkManifest(manifest)).toEqual([]);
  });

  it.each<[string, Partial<GameManifest> | Record<string, unknown>, RegExp]>([
    ['a non-kebab id', { id: 'Bang Like' }, /id must be kebab-case/],
    ['a missing translation', { title: { en: 'X' } }, /title/],
    ['min above max', { minPlayers: 8 }, /minPlayers exceeds maxPlayers/],
    ['a default player count out of range', { defaultPlayers: 8 }, /defaultPlayers is outside 4..7/],
    ['an unknown locale', { locales: ['fr'] }, /locales/],
    ['an unknown field', { colour: 'red' }, /colour/],
    [
      'a default that is not a choice',
      { setupOptions: [{ key: 'k', type: 'choice', label: text('K'), choices: [{ value: 'a', label: text('A') }], default: 'b' }] },
      /defaults to unknown choice "b"/,
    ],
    [
      'repeated option keys',
      {
        setupOptions: [
          { key: 'k', type: 'boolean', label: text('K'), default: true },
          { key: 'k', type: 'boolean', label: text('K'), default: true },
        ],
      },
      /keys repeat/,
    ],
    [
      'an integer default out of range',
      { setupOptions: [{ key: 'n', type: 'integer', label: text('N'), min: 1, max: 3, default: 9 }] },
      /outside 1..3/,
    ],
  ])('rejects %s', (_what, change, message) => {
    const problems = checkManifest({ ...manifest, ...change });
    expect(problems.join('; ')).toMatch(message);
  });

  it('is part of the module contract', () => {
    const broken = { ...manifest, tags: ['Wild West'] } as GameManifest;
    const game = { name: 'bang-like', minPlayers: 4, maxPlayers: 7, disableUndo: true, events: NO_CLIENT_EVENTS };
    expect(checkGameModule({ game, manifest: broken })).toContain('manifest: tags.0: tags must be kebab-case');
    // boardgame.io refuses some games outright; the check reports it instead of throwing.
    expect(checkGameModule({ game: { ...game, name: 'bang like' }, manifest })).toContain(
      'boardgame.io refuses the game: bang like: Game name must not include spaces',
    );
  });
});

describe('parseSetupData', () => {
  it('fills every default when nothing is given', () => {
    expect(parseSetupData(manifest, undefined)).toEqual({
      ok: true,
      values: { expansions: [], beginner: false, speed: 'slow', rounds: 3 },
    });
  });

  it('keeps valid choices', () => {
    expect(parseSetupData(manifest, { expansions: ['high-noon'], rounds: 5 })).toMatchObject({
      ok: true,
      values: { expansions: ['high-noon'], rounds: 5, speed: 'slow' },
    });
  });

  it.each([
    ['an unknown key', { colour: 'red' }, /colour|Unrecognized/],
    ['an unknown expansion', { expansions: ['wild-west'] }, /expansions/],
    ['a repeated expansion', { expansions: ['high-noon', 'high-noon'] }, /repeated/],
    ['a wrong type', { beginner: 'yes' }, /beginner/],
    ['an out-of-range integer', { rounds: 9 }, /rounds/],
    ['a fractional integer', { rounds: 2.5 }, /rounds/],
    ['an array instead of an object', [], /must be an object/],
    ['a string instead of an object', 'x', /must be an object/],
  ])('rejects %s with a message', (_what, data, message) => {
    const result = parseSetupData(manifest, data);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });

  it('does not let __proto__ through', () => {
    const result = parseSetupData(manifest, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(result.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('throws from resolveSetupData on invalid input', () => {
    expect(() => resolveSetupData(manifest, { rounds: 0 })).toThrow(/rounds/);
    expect(resolveSetupData(manifest, {}).speed).toBe('slow');
  });
});

describe('validateSetupWith', () => {
  const validate = validateSetupWith(manifest, (values, numPlayers) =>
    numPlayers === 7 && (values.expansions as string[]).includes('high-noon') ? 'High Noon needs at most 6 here' : undefined,
  );

  it('checks the player count against the manifest, also when the lobby would skip it', () => {
    expect(validate(undefined, 4)).toBeUndefined();
    expect(validate(undefined, 3)).toMatch(/from 4 to 7/);
    expect(validate(undefined, 8)).toMatch(/from 4 to 7/);
    expect(validate(undefined, 200000)).toMatch(/from 4 to 7/);
    expect(validate(undefined, 4.5)).toMatch(/integer/);
  });

  it('checks options, then the game’s own cross-checks', () => {
    expect(validate({ beginner: 1 }, 5)).toMatch(/beginner/);
    expect(validate({ expansions: ['high-noon'] }, 7)).toBe('High Noon needs at most 6 here');
    expect(validate({ expansions: ['high-noon'] }, 6)).toBeUndefined();
  });
});
