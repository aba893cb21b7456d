import type { Ctx } from 'boardgame.io';
import { createZones, deal } from '@parlor/deck';
import { resolveSetupData } from '@parlor/game-kit';
import { createWindows } from '@parlor/turn-phases';
import { manifest } from '../manifest';
import { deckFor } from './cards';
import { character, charactersOf } from './characters';
import { rolesFor } from './roles';
import type { BangState, Options, Player } from './state';

interface SetupContext {
  ctx: Ctx;
  random: { Shuffle: <T>(deck: T[]) => T[] };
}

/** The options of a match from its setupData. */
export function optionsFrom(setupData: unknown): Options {
  resolveSetupData(manifest, setupData);
  return { sets: ['base'] };
}

/**
 * Deals a match (RULES.md §3.2): roles, characters, life (+1 for the Sheriff), as many cards
 * as life; the Sheriff plays first (see game.ts).
 */
export function setupMatch({ ctx, random }: SetupContext, setupData?: unknown): BangState {
  const options = optionsFrom(setupData);
  const seats = ctx.playOrder;
  const roles = random.Shuffle(rolesFor(seats.length));
  const characters = random.Shuffle(charactersOf(['base']));
  const players: Record<string, Player> = {};
  const roleOf: Record<string, BangState['roles'][string]> = {};
  let sheriff: string | null = null;
  seats.forEach((seat, index) => {
    const role = roles[index]!;
    const key = characters[index]!;
    const maxLife = character(key).life + (role === 'sheriff' ? 1 : 0);
    players[seat] = { character: key, life: maxLife, maxLife, alive: true };
    roleOf[seat] = role;
    if (role === 'sheriff') sheriff = seat;
  });
  const zones = createZones(
    ['draw', 'discard', 'store', 'reveal', ...seats.flatMap((seat) => [`hand:${seat}`, `play:${seat}`, `look:${seat}`])],
    { draw: random.Shuffle(deckFor(options.sets)) },
  );
  // Starting with the Sheriff's left would change nothing: the pile is shuffled.
  deal(zones, { from: 'draw', to: seats.map((seat) => `hand:${seat}`), count: seats.map((seat) => players[seat]!.life) });
  return {
    options,
    zones,
    players,
    roles: roleOf,
    sheriff,
    event: null,
    turn: { seat: sheriff ?? seats[0]!, phase: 'start', bangs: 0 },
    steps: [],
    windows: createWindows(),
    history: [],
    historyCount: 0,
    known: [],
    shuffles: 0,
    result: null,
  };
}
