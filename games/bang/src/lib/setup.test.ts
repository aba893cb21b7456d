import { describe, expect, it } from 'vitest';
import { checkConservation } from '@parlor/deck';
import { checkGameModule } from '@parlor/game-kit';
import { createMatch } from '@parlor/game-kit/testing';
import { manifest } from '../index';
import { deckFor } from './cards';
import { character } from './characters';
import { invariants, secrets, viewChecks } from './checks';
import { game } from './game';
import { visibility } from './visibility';

describe('the module contract', () => {
  it('meets it, and declares who sees every zone', () => {
    expect(checkGameModule({ game, manifest, invariants, secrets, viewChecks })).toEqual([]);
    expect(visibility.undeclaredZoneKinds(createMatch({ game, numPlayers: 4 }).G)).toEqual([]);
  });

  it('refuses player counts outside 3-8 and unknown or malformed options', () => {
    expect(game.validateSetupData?.(undefined, 2)).toBeDefined();
    expect(game.validateSetupData?.(undefined, 9)).toBeDefined();
    expect(game.validateSetupData?.({ expansions: true }, 5)).toBeDefined();
    expect(game.validateSetupData?.({ dodgeCity: 'yes' }, 5)).toBeDefined();
    expect(game.validateSetupData?.({ bulletCharacters: 1 }, 5)).toBeDefined();
    for (const count of [3, 4, 5, 6, 7, 8]) expect(game.validateSetupData?.({ dodgeCity: true, bulletCharacters: true }, count)).toBeUndefined();
    expect(game.validateSetupData?.(undefined, 7)).toBeUndefined();
  });
});

describe('the options (RULES.md §15 Dodge City; §17 Bullet special characters)', () => {
  it('without options: the base game, exactly (80 cards, the 16 base characters)', () => {
    for (const setupData of [undefined, {}, { dodgeCity: false, bulletCharacters: false }]) {
      const { G } = createMatch({ game, numPlayers: 7, seed: 'base', setupData });
      expect(G.options).toEqual({ sets: ['base'], characters: ['base'], events: [], bulletEvents: true });
      expect(G.eventDeck).toBeNull();
      expect(G.spares).toEqual({});
      expect(checkConservation(G.zones, deckFor(['base'])).ok).toBe(true);
      for (const player of Object.values(G.players)) expect(character(player.character).set).toBe('base');
    }
  });

  it('Dodge City shuffles its 40 cards into the deck and its 15 characters into the pool; The Bullet adds its 3', () => {
    const dealt = new Set<string>();
    let dodgeCards = 0;
    for (let i = 0; i < 40; i++) {
      const { G } = createMatch({ game, numPlayers: 8, seed: `dodge-${i}`, setupData: { dodgeCity: true, bulletCharacters: i % 2 === 0 } });
      expect(G.options.sets).toEqual(['base', 'dodge_city']);
      expect(checkConservation(G.zones, deckFor(['base', 'dodge_city'])).ok).toBe(true);
      expect(deckFor(G.options.sets)).toHaveLength(120);
      dodgeCards += Object.values(G.zones).flat().filter((id) => id.startsWith('dc-')).length;
      for (const player of Object.values(G.players)) {
        dealt.add(character(player.character).set);
        if (i % 2 === 1) expect(character(player.character).set).not.toBe('bullet');
      }
    }
    expect(dodgeCards).toBe(40 * 40);
    expect([...dealt].sort()).toEqual(['base', 'bullet', 'dodge_city']);
    const bulletOnly = createMatch({ game, numPlayers: 5, seed: 'bullet', setupData: { bulletCharacters: true } });
    expect(bulletOnly.G.options).toEqual({ sets: ['base'], characters: ['base', 'bullet'], events: [], bulletEvents: true });
  });
});

describe('the event decks (RULES.md §16.1 Building the event deck)', () => {
  it('High Noon, A Fistful of Cards or both, with or without The Bullet\'s two cards; spare characters only for New Identity', () => {
    const highNoon = createMatch({ game, numPlayers: 8, seed: 'hn', setupData: { highNoon: true } });
    expect(highNoon.G.options).toMatchObject({ events: ['high_noon'], bulletEvents: true });
    expect(highNoon.G.eventDeck).toMatchObject({ left: 15, final: 'high_noon', rounds: 1 });
    expect(highNoon.G.event).toBeNull();
    // Each seat gets a spare character, none of them a character in play and no two the same.
    const spares = Object.values(highNoon.G.spares);
    expect(spares).toHaveLength(8);
    const playing = Object.values(highNoon.G.players).map((player) => player.character);
    expect(new Set([...spares, ...playing]).size).toBe(16);

    const plain = createMatch({ game, numPlayers: 5, seed: 'hn-plain', setupData: { highNoon: true, bulletEvents: false } });
    expect(plain.G.eventDeck).toMatchObject({ left: 13, final: 'high_noon' });
    expect(plain.G.spares).toEqual({});
    const fistful = createMatch({ game, numPlayers: 4, seed: 'fist', setupData: { fistfulOfCards: true } });
    expect(fistful.G.eventDeck).toMatchObject({ left: 15, final: 'a_fistful_of_cards' });
    expect(fistful.G.spares).toEqual({});
    const both = createMatch({ game, numPlayers: 6, seed: 'both', setupData: { highNoon: true, fistfulOfCards: true, dodgeCity: true } });
    expect(both.G.eventDeck!.left).toBe(13);
    expect(Object.keys(both.G.spares)).toHaveLength(6);
    expect(game.validateSetupData?.({ highNoon: 'yes' }, 5)).toBeDefined();
    expect(game.validateSetupData?.({ highNoon: true, fistfulOfCards: true, bulletEvents: false }, 3)).toBeUndefined();
  });
});

describe('setup (RULES.md §3 Setup)', () => {
  it('deals the 8-player game: two Renegades, the Sheriff first, with or without Dodge City', () => {
    for (const dodgeCity of [false, true]) {
      const { G, ctx } = createMatch({ game, numPlayers: 8, seed: `eight-${dodgeCity}`, setupData: { dodgeCity } });
      expect(Object.values(G.roles).filter((role) => role === 'renegade')).toHaveLength(2);
      expect(ctx.currentPlayer).toBe(G.sheriff);
      expect(G.targets).toBeNull();
      expect(new Set(Object.values(G.players).map((player) => player.character)).size).toBe(8);
    }
  });

  it('deals the 3-player game: Deputy, Outlaw and Renegade face up with their targets, no extra life, the Deputy first', () => {
    const { G, ctx } = createMatch({ game, numPlayers: 3, seed: 'three', setupData: { dodgeCity: true } });
    const seatOf = (role: string) => ctx.playOrder.find((seat) => G.roles[seat] === role)!;
    expect(G.sheriff).toBeNull();
    expect(G.targets).toEqual({ [seatOf('deputy')]: seatOf('renegade'), [seatOf('renegade')]: seatOf('outlaw'), [seatOf('outlaw')]: seatOf('deputy') });
    expect(ctx.currentPlayer).toBe(seatOf('deputy'));
    for (const seat of ctx.playOrder) {
      expect(G.players[seat]!.maxLife).toBe(character(G.players[seat]!.character).life);
      expect(G.zones[`hand:${seat}`]!.length).toBe(G.players[seat]!.life + (seat === seatOf('deputy') ? 2 : 0));
    }
    for (const viewer of [...ctx.playOrder, null]) expect(visibility.view(G, viewer).roles).toEqual(G.roles);
  });


  it.each([4, 5, 6, 7])('deals roles, characters, life and hands for %i players', (numPlayers) => {
    const { G, ctx } = createMatch({ game, numPlayers, seed: `setup-${numPlayers}` });
    const roles = Object.values(G.roles).sort();
    const expected = { 4: 'outlaw,outlaw,renegade,sheriff', 5: 'deputy,outlaw,outlaw,renegade,sheriff', 6: 'deputy,outlaw,outlaw,outlaw,renegade,sheriff', 7: 'deputy,deputy,outlaw,outlaw,outlaw,renegade,sheriff' }[numPlayers];
    expect(roles.join(',')).toBe(expected);
    expect(new Set(Object.values(G.players).map((player) => player.character)).size).toBe(numPlayers);
    let dealt = 0;
    for (const seat of ctx.playOrder) {
      const player = G.players[seat]!;
      expect(player.maxLife).toBe(character(player.character).life + (G.roles[seat] === 'sheriff' ? 1 : 0));
      expect(player.life).toBe(player.maxLife);
      dealt += player.maxLife;
    }
    // The Sheriff plays first and has drawn his two cards.
    expect(ctx.currentPlayer).toBe(G.sheriff);
    expect(G.zones[`hand:${G.sheriff}`]!.length).toBeGreaterThanOrEqual(G.players[G.sheriff!]!.life + 2);
    expect(checkConservation(G.zones, deckFor(['base'])).ok).toBe(true);
    expect(G.zones.draw!.length + G.zones.discard!.length).toBe(80 - dealt - (G.zones[`hand:${G.sheriff}`]!.length - G.players[G.sheriff!]!.life));
  });

  it('shows each seat its own role and the Sheriff’s, and a spectator only the Sheriff’s', () => {
    const { G, ctx } = createMatch({ game, numPlayers: 5, seed: 'roles' });
    for (const viewer of [...ctx.playOrder, null]) {
      const seen = visibility.view(G, viewer).roles;
      for (const seat of ctx.playOrder) expect(seen[seat]).toBe(seat === G.sheriff || seat === viewer ? G.roles[seat] : null);
    }
  });
});

describe('The Valley of Shadows\' options (VALLEY-OF-SHADOWS.md §8 Lobby options)', () => {
  const options = (setupData: Record<string, unknown>, numPlayers = 5) => createMatch({ game, numPlayers, seed: 'vos', setupData }).G;

  it('the whole expansion: its 16 cards in the deck and its 8 characters in the pool, beside the others\' options', () => {
    const G = options({ valleyOfShadows: true, dodgeCity: true });
    expect(G.options).toMatchObject({ sets: ['base', 'dodge_city', 'valley_of_shadows'], characters: ['base', 'dodge_city', 'valley_of_shadows'] });
    expect(G.options).not.toHaveProperty('noGhostCards');
    expect(checkConservation(G.zones, deckFor(['base', 'dodge_city', 'valley_of_shadows'])).ok).toBe(true);
  });

  it('its cards only, or its characters only, as one choice; anything else is refused', () => {
    expect(options({ valleyOfShadows: true, vosParts: 'cards' }).options).toMatchObject({ sets: ['base', 'valley_of_shadows'], characters: ['base'] });
    expect(options({ valleyOfShadows: true, vosParts: 'characters' }).options).toMatchObject({ sets: ['base'], characters: ['base', 'valley_of_shadows'] });
    expect(options({ valleyOfShadows: true, vosParts: 'all' }).options).toMatchObject({ sets: ['base', 'valley_of_shadows'], characters: ['base', 'valley_of_shadows'] });
    expect(game.validateSetupData?.({ valleyOfShadows: true, vosParts: 'neither' }, 5)).toBeDefined();
    expect(game.validateSetupData?.({ valleyOfShadows: true, vosCardsOnly: true }, 5)).toBeDefined();
    // Off, its sub-options change nothing.
    expect(options({ vosParts: 'cards', vosGhostCards: false }).options).toEqual({ sets: ['base'], characters: ['base'], events: [], bulletEvents: true });
  });

  it('the Ghost cards: in by default, out by default with three players, as asked either way', () => {
    const ghosts = (G: ReturnType<typeof options>) => Object.values(G.zones).flat().filter((id) => id.startsWith('vos-') && ['vos-012', 'vos-013'].includes(id)).length;
    expect(ghosts(options({ valleyOfShadows: true }))).toBe(2);
    const three = options({ valleyOfShadows: true }, 3);
    expect(three.options.noGhostCards).toBe(true);
    expect(ghosts(three)).toBe(0);
    expect(checkConservation(three.zones, deckFor(['base', 'valley_of_shadows'], ['ghost'])).ok).toBe(true);
    expect(ghosts(options({ valleyOfShadows: true, vosGhostCards: true }, 3))).toBe(2);
    expect(ghosts(options({ valleyOfShadows: true, vosGhostCards: false }, 6))).toBe(0);
  });
});
