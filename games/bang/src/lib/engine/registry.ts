// Where the engine finds the entries (RULES.md §20 Engine modelling notes). The primitives and the
// turn code ask here for the entries acting at a moment; they never import an entry. The tables are
// handed over once, by src/lib/entries/index.ts, which gathers every card's, character's and
// event's entry: so the layers import downwards only (primitives, then entries, then the turn code),
// and an expansion adds entries without touching this file.
import type { CardId } from '@parlor/deck';
import { keyOf, type CardKey, type Suit } from '../cards';
import type { CharacterKey } from '../characters';
import type { EventKey } from '../events';
import { equipmentKeyOf, type EquipmentKey } from '../gold-rush-cards';
import { gearOf, inPlayOf } from '../seats';
import type { BangState, EffectStep, Seat } from '../state';
import type { CardEntry, CheckRule, ChoiceRule, Context, Hooks } from './hooks';

/** Every entry of the game, by table. */
export interface EntryTables {
  /** Playing cards: how each is played and what it answers. */
  cards: Partial<Record<CardKey, CardEntry>>;
  /** Characters' abilities. */
  abilities: Partial<Record<CharacterKey, Hooks>>;
  /** Blue and green cards while they are in play. */
  inPlay: Partial<Record<CardKey, Hooks>>;
  /** Events while they are in effect: High Noon and A Fistful of Cards (`BangState.event`), Wild West Show (`BangState.show`). */
  events: Partial<Record<EventKey, Hooks>>;
  /** Gold Rush's black equipment while it lies in front of a player (not a card in play: no Lasso, no Belle Star). */
  gear: Partial<Record<EquipmentKey, Hooks>>;
  /** The engine's own "draw!" rules and choices (the Barrel's draw!, which card counts for Lucky Duke). */
  engine: Hooks;
  /**
   * The Wild West Show stack before its first event is revealed (WILD-WEST-SHOW.md §W3): asked as
   * that deck's event in effect until then, so the play that reveals the first one finds it.
   */
  showStack?: Hooks;
  /** What a shadow may and may not do in his turn (GOLD-RUSH.md §G8), added last to his entries while he is one. */
  shadow?: Hooks;
  /** Gold Rush's own rules, acting for every seat of a match with its equipment (`G.gold`): buying, removing, selling a Beer (GOLD-RUSH.md §G4). */
  gold?: Hooks;
}

// Until the entries are registered every table answers with an error naming the fix, instead of
// a game silently played without any card or character.
const unregistered = (): never => {
  throw new Error('BANG! entries are not registered: import src/lib/entries (the game does) before using the rules');
};
let CARD_RULES: EntryTables['cards'] = new Proxy({}, { get: unregistered });
let ABILITIES: EntryTables['abilities'] = new Proxy({}, { get: unregistered });
let IN_PLAY: EntryTables['inPlay'] = new Proxy({}, { get: unregistered });
let EVENT_RULES: EntryTables['events'] = new Proxy({}, { get: unregistered });
let GEAR: EntryTables['gear'] = new Proxy({}, { get: unregistered });
let ENGINE: Hooks = new Proxy({}, { get: unregistered });
let SHADOW: Hooks | undefined;
let GOLD: Hooks | undefined;
let SHOW_STACK: Hooks | undefined;

/** Hands the engine every entry; the tables stay the entries' own objects (a test may add one, then call `forgetRegistries`). */
export function registerEntries(tables: EntryTables): void {
  ({ cards: CARD_RULES, abilities: ABILITIES, inPlay: IN_PLAY, events: EVENT_RULES, gear: GEAR, engine: ENGINE, shadow: SHADOW, gold: GOLD, showStack: SHOW_STACK } = tables);
  forgetRegistries();
}

/** A playing card's entry, if its name has one. */
export const cardEntry = (key: CardKey): CardEntry | undefined => CARD_RULES[key];

/** A character's own ability entry, if it has one (Greygory Deck uses those of the characters he drew). */
export const abilityEntry = (key: CharacterKey): Hooks | undefined => ABILITIES[key];

/** Every character's ability entry. */
export const abilityEntries = (): readonly Hooks[] => Object.values(ABILITIES).filter((hooks): hooks is Hooks => hooks !== undefined);

const NONE: Hooks = {};

/** The entry of the High Noon / A Fistful of Cards event in effect, if any. */
export function eventHooks(G: BangState): Hooks | undefined {
  return G.event === null ? undefined : EVENT_RULES[G.event];
}

/** The entry of the Wild West Show event in effect, if any (WILD-WEST-SHOW.md §W4: both decks' events apply at once). */
export function showEventHooks(G: BangState): Hooks | undefined {
  if (G.show === undefined) return undefined;
  return G.show.event === null ? SHOW_STACK : EVENT_RULES[G.show.event];
}

/**
 * The event that brings an eliminated seat into its turn (Ghost Town, Dead Man, Bone Orchard), if
 * any: the Wild West Show event first, since Bone Orchard prevails over Ghost Town (WILD-WEST-SHOW.md §W7).
 */
export function outTurnOf(G: BangState, seat: Seat): NonNullable<Hooks['outTurn']> | undefined {
  const events = eventsInEffect(G);
  for (let i = events.length - 1; i >= 0; i--) if (events[i]!.outTurn?.plays(G, seat)) return events[i]!.outTurn;
  return undefined;
}

const NO_EVENTS: readonly Hooks[] = Object.freeze([]);
const eventLists = new WeakMap<Hooks, readonly Hooks[]>();
const eventPairs = new WeakMap<Hooks, WeakMap<Hooks, readonly Hooks[]>>();

/** The entries of every event in effect: the High Noon / Fistful one, then the Wild West Show one. The same array while they stay. */
export function eventsInEffect(G: BangState): readonly Hooks[] {
  const event = eventHooks(G);
  const shown = showEventHooks(G);
  if (!event && !shown) return NO_EVENTS;
  if (!event || !shown) {
    const only = (event ?? shown)!;
    let list = eventLists.get(only);
    if (!list) eventLists.set(only, (list = Object.freeze([only])));
    return list;
  }
  let pairs = eventPairs.get(event);
  if (!pairs) eventPairs.set(event, (pairs = new WeakMap()));
  let list = pairs.get(shown);
  if (!list) pairs.set(shown, (list = Object.freeze([event, shown])));
  return list;
}

/** A seat's character ability: its own, or the one it has borrowed (Vera Custer). */
export function abilityOf(G: BangState, seat: Seat): Hooks {
  const player = G.players[seat];
  if (!player) return NONE;
  for (const event of eventsInEffect(G)) if (event.disablesAbilities) return NONE;
  const own = ABILITIES[player.character] ?? NONE;
  const ability = player.borrowed === undefined || !own.borrows ? own : lent(player.character, player.borrowed);
  return ability.abilities === undefined ? ability : joined(ability, ability.abilities(G, seat));
}

// The merged entries of characters who have other characters' abilities too (Greygory Deck), by
// entry and then by the characters joined: asked many times a move, built once.
const joinedCache = new WeakMap<Hooks, Map<string, Hooks>>();

/** An ability together with those of `others` (see `Hooks.abilities`). */
function joined(ability: Hooks, others: readonly CharacterKey[]): Hooks {
  let byKeys = joinedCache.get(ability);
  if (!byKeys) joinedCache.set(ability, (byKeys = new Map()));
  const key = others.join('+');
  let hooks = byKeys.get(key);
  if (!hooks) byKeys.set(key, (hooks = mergeHooks([ability, ...others.map((other) => ABILITIES[other] ?? NONE)])));
  return hooks;
}

/**
 * Several characters' abilities as one (WILD-WEST-SHOW.md §W5.4 Greygory Deck): modifiers apply one
 * after the other, reactions all happen, a permission given by one is given, a refusal by one
 * refuses; the first entry's own phase 1 is used (his own, which lets him pick between two).
 */
export function mergeHooks(list: readonly Hooks[]): Hooks {
  const all = <K extends keyof Hooks>(field: K) => list.map((hooks) => hooks[field]).filter((value): value is NonNullable<Hooks[K]> => value !== undefined);
  const merged: Hooks = {};
  const first = <K extends keyof Hooks>(field: K) => {
    const [value] = all(field);
    if (value !== undefined) merged[field] = value;
  };
  const chain = <K extends 'drawCount' | 'bangAllowance' | 'handLimit' | 'beerHeals' | 'checkCards'>(field: K) => {
    const fns = all(field) as ((G: BangState, seat: Seat, value: number) => number)[];
    if (fns.length > 0) (merged[field] as (G: BangState, seat: Seat, value: number) => number) = (G, seat, value) => fns.reduce((acc, fn) => fn(G, seat, acc), value);
  };
  const each = <K extends 'whenAnswered' | 'whenHit' | 'whenLifeLost' | 'whenHitOther' | 'whenCardTaken' | 'whenHandEmpty' | 'whenOtherEliminated' | 'beforePlay' | 'afterPlay' | 'turnEnd' | 'whenChecked'>(field: K) => {
    const fns = all(field) as ((...args: never[]) => void)[];
    if (fns.length > 0) (merged[field] as (...args: never[]) => void) = (...args: never[]) => fns.forEach((fn) => fn(...args));
  };
  const any = <K extends 'answersAs' | 'refusesAnswer' | 'immuneTo' | 'disablesInPlay' | 'takesDiscards' | 'countsAsBang'>(field: K) => {
    const fns = all(field) as ((...args: never[]) => boolean)[];
    if (fns.length > 0) (merged[field] as (...args: never[]) => boolean) = (...args: never[]) => fns.some((fn) => fn(...args));
  };
  const table = <K extends 'effects' | 'checks' | 'choices' | 'actions'>(field: K) => {
    const tables = all(field);
    if (tables.length > 0) (merged as Record<string, unknown>)[field] = Object.assign({}, ...[...tables].reverse());
  };
  const sum = <K extends 'barrels' | 'seen' | 'sees'>(field: K) => {
    const values = all(field) as number[];
    if (values.length > 0) merged[field] = values.reduce((a, b) => a + b, 0);
  };
  (['drawCount', 'bangAllowance', 'handLimit', 'beerHeals', 'checkCards'] as const).forEach(chain);
  (['whenAnswered', 'whenHit', 'whenLifeLost', 'whenHitOther', 'whenCardTaken', 'whenHandEmpty', 'whenOtherEliminated', 'beforePlay', 'afterPlay', 'turnEnd', 'whenChecked'] as const).forEach(each);
  (['answersAs', 'refusesAnswer', 'immuneTo', 'disablesInPlay', 'takesDiscards', 'countsAsBang'] as const).forEach(any);
  (['effects', 'checks', 'choices', 'actions'] as const).forEach(table);
  (['barrels', 'seen', 'sees'] as const).forEach(sum);
  (['drawPhase', 'range', 'distance', 'suit', 'borrows', 'inheritsCards', 'startingCards', 'atSetup'] as const).forEach(first);
  const starts = all('turnStart');
  if (starts.length > 0) merged.turnStart = (G, seat, card) => starts.flatMap((start) => start(G, seat, card));
  const ends = all('turnEndSteps');
  if (ends.length > 0) merged.turnEndSteps = (G, seat) => ends.flatMap((end) => end(G, seat));
  const plays = all('playsAs');
  if (plays.length > 0) merged.playsAs = (G, seat, card, key) => plays.reduce((acc, fn) => fn(G, seat, card, acc), key);
  const misses = all('missesNeeded');
  if (misses.length > 0) merged.missesNeeded = (G, shooter, cause, needed) => misses.reduce((acc, fn) => fn(G, shooter, cause, acc), needed);
  const refuses = all('refuses');
  if (refuses.length > 0) merged.refuses = (...args) => refuses.map((fn) => fn(...args)).find((refusal) => refusal !== undefined);
  const chances = all('lastChance');
  if (chances.length > 0) merged.lastChance = (G, hit) => chances.map((fn) => fn(G, hit)).find((step) => step !== undefined);
  return merged;
}

// The merged entries of characters who borrow an ability, by "own>borrowed": asked many times
// a move, built once.
const lentCache = new Map<string, Hooks>();

/** The ability of `own` (a character who borrows) while it has `borrowed`'s: see `Hooks.borrows`. */
function lent(own: CharacterKey, borrowed: CharacterKey | null): Hooks {
  const key = `${own}>${borrowed}`;
  let hooks = lentCache.get(key);
  if (!hooks) {
    const mine = ABILITIES[own] ?? NONE;
    const theirs = (borrowed && ABILITIES[borrowed]) || NONE;
    hooks = { ...theirs, borrows: true };
    const starts = [mine.turnStart, theirs.turnStart].filter((start) => start !== undefined);
    if (starts.length > 0) hooks.turnStart = (G, seat, card) => starts.flatMap((start) => start(G, seat, card));
    const ends = [mine.turnEnd, theirs.turnEnd].filter((end) => end !== undefined);
    if (ends.length > 0) hooks.turnEnd = (context, seat) => ends.forEach((end) => end(context, seat));
    lentCache.set(key, hooks);
  }
  return hooks;
}

/**
 * Whether an effect `source` caused with cards of these `suits` reaches `target`: not when one
 * of the target's entries makes him immune to it (Apache Kid). The effect's own player is never
 * immune to it.
 */
export function reaches(G: BangState, target: Seat, source: Seat, suits: readonly Suit[]): boolean {
  if (source === target || suits.length === 0) return true;
  for (const hooks of hooksFor(G, target)) if (hooks.immuneTo?.(G, target, source, suits)) return false;
  return true;
}

/** Whether the cards `owner` has in play work now: not while the event or the current player's ability switches them off. */
export function inPlayWorks(G: BangState, owner: Seat): boolean {
  for (const event of eventsInEffect(G)) if (event.disablesInPlay?.(G, owner)) return false;
  return abilityOf(G, G.turn.seat).disablesInPlay?.(G, owner) !== true;
}

/** The entry of a card in play, if its name has one. */
export const inPlayHooks = (card: CardId): Hooks | undefined => IN_PLAY[keyOf(card)];

/** The entry of a black Gold Rush equipment card, if it has one. */
export const gearHooks = (card: CardId): Hooks | undefined => GEAR[equipmentKeyOf(card)];

// The engine asks for a seat's entries many times a move. Lists are shared instead of built
// each time: the events and an ability; and, for a seat with cards in play or black equipment,
// the list built for that zone array (libs/deck replaces a zone's array whenever its cards
// change, so the same array always holds the same cards).
const withEvents = new WeakMap<readonly Hooks[], WeakMap<Hooks, readonly Hooks[]>>();
interface Built {
  ability: Hooks;
  events: readonly Hooks[];
  gear: readonly CardId[] | undefined;
  list: readonly Hooks[];
}
const withCards = new WeakMap<readonly CardId[], Built>();
const withGear = new WeakMap<readonly CardId[], Built>();
const NO_CARDS: readonly CardId[] = Object.freeze([]);

const shadowLists = new WeakMap<readonly Hooks[], readonly Hooks[]>();

const goldLists = new WeakMap<readonly Hooks[], readonly Hooks[]>();

/** The events in effect, followed by Gold Rush's own rules in a match with its equipment: one shared array for each list of events. */
function withGold(G: BangState, events: readonly Hooks[]): readonly Hooks[] {
  if (G.gold === undefined || GOLD === undefined) return events;
  let list = goldLists.get(events);
  if (!list) goldLists.set(events, (list = Object.freeze([...events, GOLD])));
  return list;
}

/**
 * Every entry acting for a seat now, in the order modifiers apply: the events in effect (and
 * Gold Rush's own rules, see `withGold`), the seat's ability, its cards in play while they work,
 * then its black equipment; for a shadow (GOLD-RUSH.md §G8), the shadow's rules last.
 */
export function hooksFor(G: BangState, seat: Seat): readonly Hooks[] {
  const list = ownHooks(G, seat);
  if (SHADOW === undefined || G.players[seat]?.shadow !== true) return list;
  let shadowed = shadowLists.get(list);
  if (!shadowed) shadowLists.set(list, (shadowed = Object.freeze([...list, SHADOW])));
  return shadowed;
}

/** The entries of a seat, shadow or not (see `hooksFor`). */
function ownHooks(G: BangState, seat: Seat): readonly Hooks[] {
  const ability = abilityOf(G, seat);
  const events = withGold(G, eventsInEffect(G));
  const inPlay = G.zones[inPlayOf(seat)];
  const cards = inPlay && inPlay.length > 0 && inPlayWorks(G, seat) ? inPlay : NO_CARDS;
  const gearZone = G.gold === undefined ? undefined : G.zones[gearOf(seat)];
  const gear = gearZone && gearZone.length > 0 ? gearZone : undefined;
  if (cards.length > 0 || gear !== undefined) {
    const cache = cards.length > 0 ? withCards : withGear;
    const key = cards.length > 0 ? cards : gear!;
    const cached = cache.get(key);
    if (cached && cached.ability === ability && cached.events === events && cached.gear === gear) return cached.list;
    const list: Hooks[] = [...events, ability];
    for (const card of cards) {
      const hooks = IN_PLAY[keyOf(card)];
      if (hooks) list.push(hooks);
    }
    for (const card of gear ?? []) {
      const hooks = GEAR[equipmentKeyOf(card)];
      if (hooks) list.push(hooks);
    }
    Object.freeze(list);
    cache.set(key, { ability, events, gear, list });
    return list;
  }
  let lists = withEvents.get(events);
  if (!lists) withEvents.set(events, (lists = new WeakMap()));
  let list = lists.get(ability);
  if (!list) lists.set(ability, (list = Object.freeze([...events, ability])));
  return list;
}

/** Every entry of every table, for registries that collect by id (check rules, choices). */
export function everyEntry(): Hooks[] {
  return [ENGINE, GOLD, SHOW_STACK, ...Object.values(EVENT_RULES), ...Object.values(ABILITIES), ...Object.values(IN_PLAY), ...Object.values(GEAR), SHADOW].filter((hooks): hooks is Hooks => hooks !== undefined);
}

type EffectRule = (context: Context, seat: Seat, step: EffectStep) => void;

let checkRules: Record<string, CheckRule> | undefined;
let choiceRules: Record<string, ChoiceRule> | undefined;
let effectRules: Record<string, EffectRule> | undefined;
let actionsBeyondAbilities: boolean | undefined;

/** Whether an entry other than a character's ability has an action usable at any time (none in the box so far: Ricochet and Sniper are phase-2 actions). */
export function anyTimeBeyondAbilities(): boolean {
  if (actionsBeyondAbilities === undefined) {
    const abilities = new Set(abilityEntries());
    actionsBeyondAbilities = everyEntry().some((hooks) => !abilities.has(hooks) && Object.values(hooks.actions ?? {}).some((action) => action.when === 'any'));
  }
  return actionsBeyondAbilities;
}

// Where an action usable at any time can come from besides the seat's ability, found once: the
// names of cards in play and of black equipment whose entry has one, whether the shadow's rules
// have one, and, per list of events in effect, whether one of them has.
interface AnyTimeSources {
  inPlay: ReadonlySet<string>;
  gear: ReadonlySet<string>;
  shadow: boolean;
}
let anyTimeSources: AnyTimeSources | undefined;
const eventsAnyTime = new WeakMap<readonly Hooks[], boolean>();
const hasAnyTime = (hooks: Hooks | undefined) => hooks !== undefined && Object.values(hooks.actions ?? {}).some((action) => action.when === 'any');
const keysWithAnyTime = (table: Readonly<Partial<Record<string, Hooks>>>) =>
  new Set(Object.entries(table).flatMap(([key, hooks]) => (hasAnyTime(hooks) ? [key] : [])));

/**
 * Whether an entry of the seat other than its ability may have an action usable at any time: a
 * test that reads only the seat's zones, for the scan after every move (`mayActAnyTime`), where
 * building the seat's whole list of entries cost more than the rest of it. It may answer true
 * where `hooksFor` leaves an entry out (cards in play switched off): it never answers false
 * where an entry of `hooksFor`'s list has such an action.
 */
export function anyTimeBeyondAbility(G: BangState, seat: Seat): boolean {
  anyTimeSources ??= { inPlay: keysWithAnyTime(IN_PLAY), gear: keysWithAnyTime(GEAR), shadow: hasAnyTime(SHADOW) };
  const events = withGold(G, eventsInEffect(G));
  let fromEvents = eventsAnyTime.get(events);
  if (fromEvents === undefined) eventsAnyTime.set(events, (fromEvents = events.some(hasAnyTime)));
  if (fromEvents) return true;
  if (anyTimeSources.shadow && G.players[seat]?.shadow === true) return true;
  if (anyTimeSources.inPlay.size > 0) {
    const cards = G.zones[inPlayOf(seat)] ?? NO_CARDS;
    for (let i = 0; i < cards.length; i++) if (anyTimeSources.inPlay.has(keyOf(cards[i]!))) return true;
  }
  if (anyTimeSources.gear.size > 0 && G.gold !== undefined) {
    const gear = G.zones[gearOf(seat)] ?? NO_CARDS;
    for (let i = 0; i < gear.length; i++) if (anyTimeSources.gear.has(equipmentKeyOf(gear[i]!))) return true;
  }
  return false;
}

// The characters whose ability may give an action usable at any time: their own entry has one,
// or it borrows or joins other characters' abilities (Vera Custer, Greygory Deck). Every seat
// is asked after every move, and most characters are none of these.
let anyTimeCharacters: ReadonlySet<string> | undefined;

/** Whether a seat's ability may give it an action usable at any time: when not, `mayActAnyTime` need not build the ability. */
export function abilityMayActAnyTime(G: BangState, seat: Seat): boolean {
  anyTimeCharacters ??= new Set(
    Object.entries(ABILITIES).flatMap(([key, hooks]) => (hooks !== undefined && (hasAnyTime(hooks) || hooks.borrows === true || hooks.abilities !== undefined) ? [key] : [])),
  );
  const player = G.players[seat];
  return player !== undefined && anyTimeCharacters.has(player.character);
}

/** Builds a registry by id from every entry's rules and every playing card's. */
function collect<R>(pick: (entry: Hooks | CardEntry) => Readonly<Record<string, R>> | undefined): Record<string, R> {
  const all: Record<string, R> = {};
  const entries: (Hooks | CardEntry)[] = [...everyEntry(), ...Object.values(CARD_RULES).filter((entry) => entry !== undefined)];
  for (const entry of entries) {
    for (const [id, rule] of Object.entries(pick(entry) ?? {})) {
      if (id in all) throw new Error(`two BANG! rules share the id ${JSON.stringify(id)}`);
      all[id] = rule;
    }
  }
  return all;
}

/** The "draw!" rule with this id (from the engine or any entry). */
export function checkRule(id: string): CheckRule {
  checkRules ??= collect((entry) => ('checks' in entry ? entry.checks : undefined));
  const rule = checkRules[id];
  if (!rule) throw new Error(`no BANG! check rule ${JSON.stringify(id)}`);
  return rule;
}

/** The ids of every "draw!" rule (from the engine or any entry): what the log must be able to read. */
export function checkRuleIds(): string[] {
  checkRules ??= collect((entry) => ('checks' in entry ? entry.checks : undefined));
  return Object.keys(checkRules);
}

/** Whether the card a "draw!" of this rule looks for goes the player's way (false for the Dynamite: it explodes). */
export function checkGood(id: string): boolean {
  return checkRule(id).good;
}

/** The choice with this id (from the engine or any entry). */
export function choiceRule(id: string): ChoiceRule {
  choiceRules ??= collect((hooks) => hooks.choices);
  const rule = choiceRules[id];
  if (!rule) throw new Error(`no BANG! choice ${JSON.stringify(id)}`);
  return rule;
}

/** The effect with this id (from any entry). */
export function effectRule(id: string): EffectRule {
  effectRules ??= collect<EffectRule>((hooks) => hooks.effects);
  const rule = effectRules[id];
  if (!rule) throw new Error(`no BANG! effect ${JSON.stringify(id)}`);
  return rule;
}

/** Forgets the registries built from the entries, after a test has added or removed one. */
export function forgetRegistries(): void {
  checkRules = undefined;
  choiceRules = undefined;
  effectRules = undefined;
  actionsBeyondAbilities = undefined;
  anyTimeSources = undefined;
  anyTimeCharacters = undefined;
}
