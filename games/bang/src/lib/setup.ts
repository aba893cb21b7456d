import type { Ctx } from 'boardgame.io';
import { createZones, deal } from '@parlor/deck';
import { resolveSetupData } from '@parlor/game-kit';
import { createWindows } from '@parlor/turn-phases';
import { manifest } from '../manifest';
import { deckFor, type CardSet } from './cards';
import { character, charactersOf, type CharacterKey, type CharacterSet } from './characters';
import { buildEventDeck, type EventSet } from './events';
import { rolesFor, type Role } from './roles';
import type { BangState, EventDeck, Options, Player, Seat } from './state';

interface SetupContext {
  ctx: Ctx;
  random: { Shuffle: <T>(deck: T[]) => T[] };
}

/**
 * The options of a match from its setupData: Dodge City shuffles its 40 cards into the deck and
 * its 15 characters into the pool; The Bullet adds its three characters. Neither: the base game.
 */
export function optionsFrom(setupData: unknown): Options {
  const values = resolveSetupData(manifest, setupData);
  const sets: CardSet[] = values.dodgeCity === true ? ['base', 'dodge_city'] : ['base'];
  const characters: CharacterSet[] = [...sets, ...(values.bulletCharacters === true ? (['bullet'] as const) : [])];
  const events: EventSet[] = [...(values.highNoon === true ? (['high_noon'] as const) : []), ...(values.fistfulOfCards === true ? (['fistful'] as const) : [])];
  return { sets, characters, events, bulletEvents: values.bulletEvents === true };
}

/** The event stack as it lies when the match begins (RULES.md §16.1 Building the event deck), or null without events. */
export function eventDeckFor(options: Pick<Options, 'events' | 'bulletEvents'>, shuffle: <T>(items: T[]) => T[]): EventDeck | null {
  const stack = buildEventDeck(options.events, options.bulletEvents, shuffle);
  if (stack.length === 0) return null;
  return { next: stack[0]!, rest: stack.slice(1), left: stack.length, final: stack[stack.length - 1]!, rounds: 0 };
}

/** In the 3-player game (RULES.md §3.3 Three-player variant) whom each role hunts. */
const HUNTS: Partial<Record<Role, Role>> = { deputy: 'renegade', renegade: 'outlaw', outlaw: 'deputy' };

/**
 * Who plays first: the Sheriff, or in the 3-player game the Deputy (RULES.md §3.2 Procedure;
 * §3.3 Three-player variant).
 */
export function firstPlayer(G: Pick<BangState, 'sheriff' | 'roles'>, playOrder: readonly Seat[]): Seat {
  return G.sheriff ?? playOrder.find((seat) => G.roles[seat] === 'deputy') ?? playOrder[0]!;
}

/**
 * Deals a match (RULES.md §3.2 Procedure): roles, characters, life (+1 for the Sheriff), as many
 * cards as life; the Sheriff plays first (see game.ts). With three players (RULES.md §3.3 Three-player
 * variant) the roles are a Deputy, an Outlaw and a Renegade, face up, each with a target, and the
 * Deputy plays first.
 */
export function setupMatch({ ctx, random }: SetupContext, setupData?: unknown): BangState {
  const options = optionsFrom(setupData);
  const seats = ctx.playOrder;
  const roles = random.Shuffle(rolesFor(seats.length));
  const characters = random.Shuffle(charactersOf(options.characters));
  const players: Record<string, Player> = {};
  const roleOf: Record<string, Role> = {};
  let sheriff: string | null = null;
  seats.forEach((seat, index) => {
    const role = roles[index]!;
    const key = characters[index]!;
    const maxLife = character(key).life + (role === 'sheriff' ? 1 : 0);
    players[seat] = { character: key, life: maxLife, maxLife, alive: true };
    roleOf[seat] = role;
    if (role === 'sheriff') sheriff = seat;
  });
  // New Identity: each player gets a spare character face down, from the characters nobody plays (RULES.md §16.3 High Noon cards).
  const spares: Record<string, CharacterKey> =
    options.events.includes('high_noon') && options.bulletEvents ? Object.fromEntries(seats.map((seat, index) => [seat, characters[seats.length + index]!])) : {};
  const targets =
    seats.length === 3 ? Object.fromEntries(seats.map((seat) => [seat, seats.find((other) => roleOf[other] === HUNTS[roleOf[seat]!])!])) : null;
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
    targets,
    lastStanding: false,
    firstOut: null,
    spares,
    event: null,
    eventDeck: eventDeckFor(options, random.Shuffle),
    turn: { seat: firstPlayer({ sheriff, roles: roleOf }, seats), phase: 'start', bangs: 0, fresh: [], uses: {} },
    steps: [],
    windows: createWindows(),
    history: [],
    historyCount: 0,
    known: [],
    shuffles: 0,
    result: null,
  };
}
