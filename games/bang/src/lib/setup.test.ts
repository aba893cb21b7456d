import { describe, expect, it } from 'vitest';
import { checkConservation } from '@parlor/deck';
import { checkGameModule } from '@parlor/game-kit';
import { createMatch } from '@parlor/game-kit/testing';
import { game, invariants, manifest, secrets, viewChecks } from '../index';
import { deckFor } from './cards';
import { visibility } from './visibility';
import { character } from './characters';

describe('the module contract', () => {
  it('meets it, and declares who sees every zone', () => {
    expect(checkGameModule({ game, manifest, invariants, secrets, viewChecks })).toEqual([]);
    expect(visibility.undeclaredZoneKinds(createMatch({ game, numPlayers: 4 }).G)).toEqual([]);
  });

  it('refuses player counts outside 4-7 and unknown options', () => {
    expect(game.validateSetupData?.(undefined, 3)).toBeDefined();
    expect(game.validateSetupData?.(undefined, 8)).toBeDefined();
    expect(game.validateSetupData?.({ expansions: true }, 5)).toBeDefined();
    expect(game.validateSetupData?.(undefined, 7)).toBeUndefined();
  });
});

describe('setup (RULES.md §3)', () => {
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
