// Wild West Show's events (WILD-WEST-SHOW.md §W3 Revealing Wild West Show events, §W6 Event cards):
// entries of the same shape as the High Noon ones, asked as the Wild West Show event in effect
// (`BangState.show`), after the High Noon / Fistful one. The stack reveals its next card from the
// `afterPlay` of whichever of its entries is in effect (before the first reveal, `SHOW_STACK`), so
// that only a Stagecoach or a Wells Fargo actually played reveals one, after its own draw: a card
// Lee Van Kliff repeats runs only the card's rule, never these hooks (§W5.6, §W9 ruling 1).
import type { Ctx } from 'boardgame.io';
import { moveCard, type CardId } from '@parlor/deck';
import { card as cardData, deckFor, keyOf, type CardKey } from '../cards';
import { drawCards, loseLife, settleEmptyHands, turnOver } from '../engine/actions';
import { inPlay } from '../engine/equipment';
import type { AbilityAction, CheckRule, ChoiceRule, Context, Hooks, PlayArgs } from '../engine/hooks';
import { aimable, countPlayed, playedAs, refusal } from '../engine/plays';
import { cardEntry, hooksFor, showEventHooks } from '../engine/registry';
import { offerChoice, resolveCheck } from '../engine/steps';
import type { EventKey } from '../events';
import { faceOf, makeKnown, record } from '../history';
import type { Role } from '../roles';
import { handOf, isAlive, livingSeats } from '../seats';
import { nextSeat } from '@parlor/turn-phases';
import type { BangState, Seat } from '../state';

/** The cards whose play reveals the next Wild West Show event: the physical cards, played as themselves (§W3). */
const REVEALERS: readonly CardKey[] = ['stagecoach', 'wells_fargo'];

/**
 * After a Stagecoach or a Wells Fargo has drawn its cards, the top card of the stack becomes the
 * event in effect, and what it does on being revealed happens at once (Helena Zontero). Once the
 * final card is out the stack is empty and nothing more is revealed.
 */
function revealNext(context: Context, _seat: Seat, card: CardId, key: CardKey): void {
  const { G } = context;
  if (G.show === undefined || G.show.stack.length === 0 || key !== keyOf(card) || !REVEALERS.includes(key)) return;
  const [next, ...stack] = G.show.stack;
  G.show = { event: next!, stack };
  record(G, { kind: 'show-event', event: next! });
  showEventHooks(G)?.onReveal?.(context);
}

/** The stack before its first event (no event in effect yet): it only reveals. */
export const SHOW_STACK: Hooks = { afterPlay: revealNext };

/** Whom each role hunts in the 3-player game (RULES.md §3.3 Three-player variant): targets follow reshuffled roles. */
const HUNTS: Partial<Record<Role, Role>> = { deputy: 'renegade', renegade: 'outlaw', outlaw: 'deputy' };

/** Deals the roles of these seats again among them at random (Helena Zontero, Bone Orchard); the 3-player targets follow. */
function reshuffleRoles(context: Context, seats: readonly Seat[]): void {
  const { G, random } = context;
  if (seats.length < 2) return;
  const roles = random.Shuffle(seats.map((seat) => G.roles[seat]!));
  G.roles = { ...G.roles, ...Object.fromEntries(seats.map((seat, index) => [seat, roles[index]!])) };
  if (G.targets !== null) {
    const all = Object.keys(G.targets);
    G.targets = Object.fromEntries(all.map((seat) => [seat, all.find((other) => G.roles[other] === HUNTS[G.roles[seat]!])!]));
  }
  record(G, { kind: 'roles-shuffled', seats: [...seats] });
}

/**
 * Bone Orchard's return at the start of an eliminated player's turn (§W6.1): the roles of every
 * eliminated player are dealt again among them, and he comes back for good with 1 life, his new
 * role hidden again (no longer marked as killed).
 */
function boneOrchardReturn(context: Context, seat: Seat): void {
  const { G, ctx } = context;
  reshuffleRoles(context, ctx.playOrder.filter((other) => !isAlive(G, other)));
  const { killedBy: _out, ghost: _ghost, ...player } = G.players[seat]!;
  G.players[seat] = { ...player, alive: true, life: 1 };
  record(G, { kind: 'returned', seat, as: 'orchard' });
}

/** Helena Zontero's "draw!" (nobody's, §W6.5): on a Heart or a Diamond the living players' roles but the Sheriff's are dealt again. */
// The card is turned over directly, not through a seat's check step: nobody's Lucky Duke or Horseshoe
// picks among several (not even the revealing player's); Blessing and Curse still change its suit, and
// John Pain may take it. The log line names nobody.
function helenaZontero(context: Context): void {
  resolveCheck(context, { kind: 'check', seat: context.G.turn.seat, rule: 'helena_zontero', nobodys: true }, turnOver(context, 'discard'));
}

/** Helena Zontero's "draw!": a Heart or a Diamond (as events count it) deals the roles again. */
const HELENA_CHECK: CheckRule = {
  meets: (suit) => suit === 'hearts' || suit === 'diamonds',
  good: true,
  outcome: (context, _step, red) => {
    if (red) reshuffleRoles(context, livingSeats(context.G, context.ctx).filter((seat) => seat !== context.G.sheriff));
  },
};

/** Darling Valentine at the start of a turn (§W6.2): the whole hand discarded, as many cards drawn. */
function darlingValentine(context: Context, seat: Seat): void {
  const { G } = context;
  const hand = [...G.zones[handOf(seat)]!];
  if (hand.length === 0) return;
  for (const id of hand) {
    moveCard(G.zones, id, { from: handOf(seat), to: 'discard' });
    record(G, { kind: 'discarded', seat, card: keyOf(id), reason: 'event' });
  }
  drawCards(context, seat, hand.length);
}

/** Why a card of the hand cannot be played as a BANG! at `target` now under Showdown (§W6.9), or undefined. */
function showdownRefusal(G: BangState, ctx: Ctx, seat: Seat, card: CardId, target: Seat): string | undefined {
  if (!G.zones[handOf(seat)]!.includes(card) || keyOf(card) === 'bang') return 'forbidden';
  const args: PlayArgs = { target };
  const refused = cardEntry('bang')!.play!.check(G, ctx, seat, args);
  if (refused !== undefined) return refused;
  for (const hooks of hooksFor(G, seat)) {
    const forbidden = hooks.refuses?.(G, seat, card, 'bang', args, 'hand');
    if (forbidden !== undefined) return forbidden;
  }
  return undefined;
}

/**
 * Showdown's play of any other card as a BANG! card (§W6.9): a BANG! in every way (the allowance,
 * reach, The Sermon), counted as a card played; it reveals nothing even if it is a Stagecoach.
 */
const showdownBang: AbilityAction = {
  when: 'play',
  available: (G) => G.show?.event === 'showdown',
  options: (G, ctx, seat) =>
    G.zones[handOf(seat)]!.flatMap((card) => livingSeats(G, ctx).filter((target) => showdownRefusal(G, ctx, seat, card, target) === undefined).map((target) => [card, target])),
  use: (context, seat, [card, target]) => {
    const { G, ctx } = context;
    if (typeof card !== 'string' || typeof target !== 'string' || showdownRefusal(G, ctx, seat, card as CardId, target) !== undefined) return false;
    const id = card as CardId;
    const args: PlayArgs = { target };
    moveCard(G.zones, id, { from: handOf(seat), to: 'discard' });
    record(G, { kind: 'played', seat, card: keyOf(id), target, as: 'bang' });
    for (const hooks of hooksFor(G, seat)) hooks.beforePlay?.(context, seat, id, 'bang', args);
    cardEntry('bang')!.play!.resolve(context, seat, id, args);
    countPlayed(G);
    for (const hooks of hooksFor(G, seat)) hooks.afterPlay?.(context, seat, id, 'bang', args);
    return true;
  },
};

// The card names an order may name, by the sets of the match: every card with a phase-2 play.
const orderable = new Map<string, readonly CardKey[]>();
function orderableKeys(G: BangState): readonly CardKey[] {
  const sets = G.options.sets.join(',');
  let keys = orderable.get(sets);
  if (!keys) orderable.set(sets, (keys = [...new Set(deckFor(G.options.sets).map(keyOf))].filter((key) => cardEntry(key)?.play !== undefined)));
  return keys;
}

/** The args a declared play gives the card's rule (its target, the card it names). */
const declared = (on: unknown, pick: unknown): PlayArgs => ({ ...(typeof on === 'string' ? { target: on } : {}), ...(typeof pick === 'string' ? { pick: pick as PlayArgs['pick'] } : {}) });

/** Every order a player may give now: to whom, which card, and the target and card it names, as its rule aims. */
function orders(G: BangState, ctx: Ctx, seat: Seat): unknown[][] {
  const living = livingSeats(G, ctx);
  const list: unknown[][] = [];
  for (const target of living) {
    if (target === seat) continue;
    for (const key of orderableKeys(G)) {
      const rule = cardEntry(key)!.play!;
      if (rule.targeting === 'none') list.push([target, key]);
      else if (rule.targeting === 'anyone' || rule.targeting === 'eliminated') for (const on of aimable(G, ctx, target, rule)) list.push([target, key, on]);
      else {
        for (const on of living) {
          if (on === target) continue;
          if (rule.targeting === 'player') list.push([target, key, on]);
          else for (const pick of [...(G.zones[handOf(on)]!.length > 0 ? ['hand'] : []), ...inPlay(G, on)]) list.push([target, key, on, pick]);
        }
      }
    }
  }
  return list;
}

/** Whether these are the arguments of an order the player may give now (see `orders`). */
function isOrder(G: BangState, ctx: Ctx, seat: Seat, [target, key, on, pick, ...rest]: readonly unknown[]): boolean {
  if (rest.length > 0 || typeof target !== 'string' || target === seat || !isAlive(G, target) || !orderableKeys(G).includes(key as CardKey)) return false;
  const rule = cardEntry(key as CardKey)!.play!;
  const living = livingSeats(G, ctx);
  const none = (value: unknown) => value === undefined || value === null;
  if (rule.targeting === 'none') return none(on) && none(pick);
  if (rule.targeting === 'eliminated') return typeof on === 'string' && aimable(G, ctx, target, rule).includes(on) && none(pick);
  if (typeof on !== 'string' || !living.includes(on)) return false;
  if (rule.targeting === 'anyone') return none(pick);
  if (on === target) return false;
  if (rule.targeting === 'player') return none(pick);
  return pick === 'hand' ? G.zones[handOf(on)]!.length > 0 : inPlay(G, on).includes(pick as CardId);
}

/** Runs a function with the turn's BANG! count set to `count`, then puts it back: an ordered BANG! uses nobody's allowance. */
function withTurnBangs<T>(G: BangState, count: number, run: () => T): T {
  const bangs = G.turn.bangs;
  G.turn = { ...G.turn, bangs: count };
  const result = run();
  G.turn = { ...G.turn, bangs };
  return result;
}

/** Puts an ordered brown card on the discard pile and logs it as played by the ordered player. */
function discardOrdered(G: BangState, target: Seat, id: CardId, key: CardKey, play: PlayArgs): void {
  moveCard(G.zones, id, { from: handOf(target), to: 'discard' });
  record(G, { kind: 'played', seat: target, card: key, ...(play.target ? { target: play.target } : {}) });
}

/** The rest of an ordered play once its card is chosen: the other card it costs, then its effect, as the `play` move does. */
function carryOut(context: Context, target: Seat, id: CardId, key: CardKey, play: PlayArgs, alreadyDiscarded: boolean): void {
  const { G } = context;
  const brown = cardData(id).color === 'brown';
  if (brown && !alreadyDiscarded) discardOrdered(G, target, id, key, play);
  if (play.extra !== undefined) {
    moveCard(G.zones, play.extra, { from: handOf(target), to: 'discard' });
    record(G, { kind: 'discarded', seat: target, card: keyOf(play.extra), reason: 'cost' });
  }
  if (brown) settleEmptyHands(context);
  for (const hooks of hooksFor(G, target)) hooks.beforePlay?.(context, target, id, key, play);
  withTurnBangs(G, 0, () => cardEntry(key)!.play!.resolve(context, target, id, play));
  if (!brown) settleEmptyHands(context);
  // Out of the current player's turn (Molly Stark draws for it, §W6.3).
  for (const hooks of hooksFor(G, target)) hooks.afterPlay?.(context, target, id, key, play);
}

/**
 * The ordered player makes the declared play with a card of that name, if he holds one and the play
 * is legal for him. He is the one who plays it (responsible for what it does); a BANG! played so
 * counts against nobody's allowance. A "discard another card" card: he chooses which other card of
 * his hand he pays (ruling (this module), §W6.3), once the ordered card is on the discard pile.
 */
function obey(context: Context, target: Seat, key: CardKey, args: PlayArgs): boolean {
  const { G, ctx } = context;
  const rule = cardEntry(key)!.play!;
  const hand = G.zones[handOf(target)]!;
  for (const id of hand) {
    if (keyOf(id) !== key || playedAs(G, target, id) !== key) continue;
    const others = rule.discardsAnother ? hand.filter((other) => other !== id) : [];
    const play: PlayArgs = { ...args, ...(others[0] !== undefined ? { extra: others[0] } : {}) };
    // Any other card shows whether the play is legal; which one he pays is his choice.
    if (withTurnBangs(G, 0, () => refusal(G, ctx, target, id, play)) !== undefined) continue;
    if (others.length < 2) carryOut(context, target, id, key, play, false);
    else {
      discardOrdered(G, target, id, key, args);
      offerChoice(context, target, 'dorothy_rage_cost', { card: id, key, args });
    }
    return true;
  }
  return false;
}

/** The ordered player's choice of the other card a "discard another card" card costs him (§W6.3). */
const DOROTHY_RAGE_COST: ChoiceRule = {
  options: (G, _ctx, seat) => G.zones[handOf(seat)]!,
  resolve: (context, seat, option, data) => {
    const { card, key, args } = data as { card: CardId; key: CardKey; args: PlayArgs };
    carryOut(context, seat, card, key, { ...args, extra: option as CardId }, true);
  },
};

/**
 * Dorothy Rage (§W6.3): once a turn, in phase 2, the player gives the whole order first (who, which
 * card, its target and the card it names); the other player makes exactly that play if he can,
 * otherwise he shows his hand to everybody (the cards become known while he holds them).
 */
const dorothyRage: AbilityAction = {
  when: 'play',
  perTurn: 1,
  available: (G, ctx, seat) => G.show?.event === 'dorothy_rage' && livingSeats(G, ctx).some((other) => other !== seat),
  options: (G, ctx, seat) => (G.show?.event === 'dorothy_rage' ? orders(G, ctx, seat) : []),
  use: (context, seat, args) => {
    const { G, ctx } = context;
    if (G.show?.event !== 'dorothy_rage' || !isOrder(G, ctx, seat, args)) return false;
    const [target, key, on, pick] = args as [Seat, CardKey, unknown, unknown];
    const play = declared(on, pick);
    record(G, { kind: 'ordered', seat, target, card: key, ...(play.target !== undefined ? { on: play.target } : {}) });
    if (obey(context, target, key, play)) return true;
    const hand = G.zones[handOf(target)]!;
    for (const id of hand) makeKnown(G, id);
    record(G, { kind: 'hand-shown', seat: target, cards: hand.map(faceOf) });
    return true;
  },
};

/** The player on `seat`'s right as the table sits now: the nearest living one counter-clockwise (§W6.6). */
const onRight = (G: BangState, ctx: Pick<Ctx, 'playOrder'>, seat: Seat): Seat | undefined => nextSeat(ctx.playOrder, seat, { direction: -1, skip: (other) => !isAlive(G, other) });

/**
 * Lady Rose of Texas (§W6.6): the player changes seats with the one on his right, and goes on with
 * his turn from there, distances counted afresh; that player loses his next turn. Once a turn,
 * only while 3 or more players are alive (ruling).
 */
const ladyRose: AbilityAction = {
  when: 'play',
  perTurn: 1,
  available: (G, ctx) => G.show?.event === 'lady_rose_of_texas' && livingSeats(G, ctx).length >= 3,
  options: (G, ctx) => (G.show?.event === 'lady_rose_of_texas' && livingSeats(G, ctx).length >= 3 ? [[]] : []),
  use: (context, seat, args) => {
    const { G, ctx } = context;
    if (args.length > 0 || G.show?.event !== 'lady_rose_of_texas' || livingSeats(G, ctx).length < 3) return false;
    const right = onRight(G, ctx, seat);
    if (right === undefined || right === seat) return false;
    const seating = [...ctx.playOrder];
    const mine = seating.indexOf(seat);
    const theirs = seating.indexOf(right);
    seating[mine] = right;
    seating[theirs] = seat;
    G.show = { ...G.show, seating, skips: [...(G.show.skips ?? []), right] };
    record(G, { kind: 'swapped', seat, with: right });
    return true;
  },
};

/** Each Wild West Show event's rules, keyed by event; every one reveals the next card after a Stagecoach or Wells Fargo. */
const RULES: Partial<Record<EventKey, Hooks>> = {
  // When an eliminated player's turn comes up (not the Sheriff's: his death ends the game) he returns with 1 life for good.
  bone_orchard: {
    outTurn: { plays: (G, seat) => seat !== G.sheriff && G.players[seat]?.alive === false, begin: boneOrchardReturn },
  },
  // At the start of his turn, after the High Noon event's effects and before Dynamite and Jail (§W3.1).
  darling_valentine: {
    turnStart: (_G, seat) => [{ at: 'showEvent', step: { kind: 'effect', seat, rule: 'darling_valentine' } }],
    effects: { darling_valentine: darlingValentine },
  },
  // Once a turn, in phase 2: order another player to make a fully declared play; he makes it if he can, else shows his hand.
  dorothy_rage: { actions: { dorothy_rage: dorothyRage }, choices: { dorothy_rage_cost: DOROTHY_RAGE_COST } },
  // Table chat is off while it is in effect (§W6.4, ruling: no life is lost); see the module's `chatClosed`.
  gag: { closesChat: true },
  helena_zontero: { onReveal: helenaZontero, checks: { helena_zontero: HELENA_CHECK } },
  // Once a turn, in phase 2, with 3 or more alive: change seats with the player on your right, who loses his next turn.
  lady_rose_of_texas: { actions: { lady_rose: ladyRose } },
  // Fewer than 3 cards played in a turn played to its end: 1 life lost after phase 3, nobody responsible (§W6.7).
  miss_susanna: {
    turnEndSteps: (G, seat) => (G.turn.played !== undefined && G.turn.played < 3 ? [{ kind: 'effect', seat, rule: 'miss_susanna' }] : []),
    effects: {
      miss_susanna: (context, seat) => {
        record(context.G, { kind: 'too-few-played', seat, played: context.G.turn.played ?? 0 });
        loseLife(context, { target: seat, amount: 1, source: null });
      },
    },
  },
  // Every hand is shown to everybody (visibility.ts); random picks stay random (§W6.8).
  sacagaway: {},
  // Any card as a BANG! card (the `showdown_bang` action); BANG! cards only as Missed!; anything answers a Duel or Indians!.
  showdown: {
    actions: { showdown_bang: showdownBang },
    refuses: (_G, _seat, card, _key, _args, from) => (from === 'hand' && keyOf(card) === 'bang' ? 'event' : undefined),
    answersAs: (_G, _seat, card, as) => (as === 'missed' ? keyOf(card) === 'bang' : as === 'bang'),
  },
  // The final card: the last one standing wins alone (§W6.10).
  wild_west_show: { lastStanding: true },
};

/** The Wild West Show events, each also revealing the next card of the stack. */
export const SHOW_EVENT_RULES: Partial<Record<EventKey, Hooks>> = Object.fromEntries(
  Object.entries(RULES).map(([key, hooks]) => [key, { ...hooks, afterPlay: revealNext }]),
) as Partial<Record<EventKey, Hooks>>;

