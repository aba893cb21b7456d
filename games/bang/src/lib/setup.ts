import type { Ctx } from 'boardgame.io';
import { createZones, deal, type Zones } from '@parlor/deck';
import { resolveSetupData } from '@parlor/game-kit';
import { createWindows } from '@parlor/turn-phases';
import { manifest } from '../manifest';
import { type CardSet, deckFor } from './cards';
import { character, type CharacterKey, type CharacterSet, charactersOf } from './characters';
import { ENTRIES } from './entries';
import { buildEventDeck, buildShowDeck, type EventSet } from './events';
import { type Role, rolesFor } from './roles';
import { EQUIPMENT_DECK, EQUIPMENT_HELD, MARKET } from './engine/gold';
import { EQUIPMENT } from './gold-rush-cards';
import { gearOf } from './seats';
import type { BangState, EventDeck, GoldState, Options, Player, Seat, ShowState } from './state';

interface SetupContext {
  ctx: Ctx;
  random: { Shuffle: <T>(deck: T[]) => T[] };
}

/**
 * The options of a match from its setupData: Dodge City shuffles its 40 cards into the deck and
 * its 15 characters into the pool; The Bullet adds its three characters. Neither: the base game.
 */
export function optionsFrom(setupData: unknown, numPlayers?: number): Options {
  const values = resolveSetupData(manifest, setupData);
  const sets: CardSet[] = values.dodgeCity === true ? ['base', 'dodge_city'] : ['base'];
  // The Valley of Shadows (VALLEY-OF-SHADOWS.md §8 Lobby options): its cards, its characters, or one part only.
  const vosCards = values.valleyOfShadows === true && values.vosParts !== 'characters';
  const vosCharacters = values.valleyOfShadows === true && values.vosParts !== 'cards';
  // Its Ghost cards are on unless turned off, and off by default with three players (§7.3).
  const given = (setupData ?? {}) as Record<string, unknown>;
  const ghosts = given.vosGhostCards === undefined ? numPlayers !== 3 : values.vosGhostCards === true;
  const characters: CharacterSet[] = [
    ...sets,
    ...(vosCharacters ? (['valley_of_shadows'] as const) : []),
    ...(values.bulletCharacters === true ? (['bullet'] as const) : []),
    ...(values.goldRushCharacters === true ? (['gold_rush'] as const) : []),
  ];
  const events: EventSet[] = [...(values.highNoon === true ? (['high_noon'] as const) : []), ...(values.fistfulOfCards === true ? (['fistful'] as const) : [])];
  // Wild West Show's characters join the pool (WILD-WEST-SHOW.md §W8 Lobby options); the fields exist only when on.
  const wws = values.wwsCharacters === true;
  if (wws) characters.push('wild_west_show');
  if (vosCards) sets.push('valley_of_shadows');
  return {
    sets,
    characters,
    ...(vosCards && !ghosts ? { noGhostCards: true as const } : {}),
    events,
    bulletEvents: values.bulletEvents === true,
    // Present only when on: a match without them keeps the state it always had.
    ...(values.goldRushEquipment === true ? { goldRushEquipment: true as const } : {}),
    ...(values.goldRushCharacters === true ? { goldRushCharacters: true as const } : {}),
    ...(values.shadowGunslingers === true ? { shadowGunslingers: true as const } : {}),
    ...(wws ? { wwsCharacters: true as const } : {}),
    ...(wws && values.greygoryAllSets === true ? { greygoryAllSets: true as const } : {}),
    // Wild West Show's events (WILD-WEST-SHOW.md §W8 Lobby options).
    ...(values.wwsEvents === true ? { wwsEvents: true as const } : {}),
    ...(values.wwsEvents === true && values.includeGag === true ? { includeGag: true as const } : {}),
    ...(values.wwsEvents === true && values.includeDorothyRage !== false ? { includeDorothyRage: true as const } : {}),
  };
}

/** The Wild West Show stack as it lies when the match begins (WILD-WEST-SHOW.md §W2 Setup changes): no event in effect yet. */
export function showFor(options: Options, shuffle: <T>(items: T[]) => T[]): ShowState {
  return { event: null, stack: buildShowDeck({ includeGag: options.includeGag === true, includeDorothyRage: options.includeDorothyRage === true }, shuffle) };
}

/**
 * What the lobby's options refuse together (GOLD-RUSH.md §G10 Lobby options): Gold Rush's characters
 * without its equipment (six of the eight use nuggets), and Shadow-Gunslingers with three players,
 * whose face-up goals fit no teams (§G9, ruling). The first applies once the equipment's option exists.
 */
export function refusedOptions(values: Record<string, unknown>, numPlayers: number): string | undefined {
  const equipmentOffered = (manifest.setupOptions ?? []).some((option) => (option.key as string) === 'goldRushEquipment');
  if (values.goldRushCharacters === true && equipmentOffered && values.goldRushEquipment !== true) return "Gold Rush's characters need Gold Rush's equipment (goldRushEquipment)";
  if (values.shadowGunslingers === true && numPlayers === 3) return 'Shadow-Gunslingers is played with 4 to 8 players';
  return undefined;
}

/** The event stack as it lies when the match begins (RULES.md §16.1 Building the event deck), or null without events. */
export function eventDeckFor(options: Pick<Options, 'events' | 'bulletEvents'>, shuffle: <T>(items: T[]) => T[]): EventDeck | null {
  const stack = buildEventDeck(options.events, options.bulletEvents, shuffle);
  if (stack.length === 0) return null;
  return { next: stack[0]!, rest: stack.slice(1), left: stack.length, final: stack[stack.length - 1]!, rounds: 0 };
}

/**
 * Gold Rush (GOLD-RUSH.md §G2 Setup changes): the 24 equipment cards shuffled face down, the top three
 * face up as the market, a place for each seat's black equipment, and no nuggets for anyone.
 */
function setUpGold(zones: Zones, players: Record<string, Player>, seats: readonly Seat[], shuffle: <T>(items: T[]) => T[]): GoldState {
  const deck = shuffle(EQUIPMENT.map((data) => data.id));
  zones[EQUIPMENT_DECK] = deck.slice(3);
  zones[MARKET] = deck.slice(0, 3);
  zones[EQUIPMENT_HELD] = [];
  for (const seat of seats) {
    zones[gearOf(seat)] = [];
    players[seat] = { ...players[seat]!, nuggets: 0 };
  }
  return { faceUp: [] };
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
  const options = optionsFrom(setupData, ctx.playOrder.length);
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
    // Gold Rush's characters use nuggets: everyone starts with none (GOLD-RUSH.md §G2 Setup changes), if the equipment has not set them.
    if (options.goldRushCharacters && players[seat].nuggets === undefined) players[seat] = { ...players[seat], nuggets: 0 };
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
    { draw: random.Shuffle(deckFor(options.sets, options.noGhostCards ? ['ghost'] : [])) },
  );
  // Starting with the Sheriff's left would change nothing: the pile is shuffled.
  // A character may start with another number of cards than his life (Big Spencer: WILD-WEST-SHOW.md §W2 Setup changes).
  deal(zones, { from: 'draw', to: seats.map((seat) => `hand:${seat}`), count: seats.map((seat) => ENTRIES.abilities[players[seat]!.character]?.startingCards ?? players[seat]!.life) });
  const gold = options.goldRushEquipment ? setUpGold(zones, players, seats, random.Shuffle) : undefined;
  const show = options.wwsEvents ? { show: showFor(options, random.Shuffle) } : {};
  const G: BangState = {
    ...show,
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
    ...(gold ? { gold } : {}),
    turn: { seat: firstPlayer({ sheriff, roles: roleOf }, seats), phase: 'start', bangs: 0, fresh: [], uses: {} },
    steps: [],
    windows: createWindows(),
    history: [],
    historyCount: 0,
    known: [],
    shuffles: 0,
    result: null,
  };
  // What characters do once everyone is dealt (Greygory Deck draws his first two characters).
  for (const seat of seats) ENTRIES.abilities[players[seat]!.character]?.atSetup?.(G, seat, random.Shuffle);
  return G;
}
