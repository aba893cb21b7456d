// The turn code: pending steps resolve in order, each one at once or through a response window;
// when a window closes its outcome is applied here and the remaining steps go on. Cards,
// abilities, events and the turn only push steps (one explicit pending stack, RULES.md §20 Engine
// modelling notes). What a particular card or character does lives in its entry (src/lib/entries);
// the turn code asks the registry for the entries at each named point and never names one.
import type { Ctx } from 'boardgame.io';
import type { Window } from '@parlor/turn-phases';
import { moveAll } from '@parlor/deck';
import { affects, eliminate, loseLife, settleEmptyHands, turnOver } from './engine/actions';
import { keyOf, type CardKey } from './cards';
import type { CharacterKey } from './characters';
import { TURN_START, type AbilityAction, type Context, type Hooks, type TurnStartStep } from './engine/hooks';
import { answersAs, canEscape } from './engine/plays';
import { abilityMayActAnyTime, abilityOf, anyTimeBeyondAbilities, anyTimeBeyondAbility, cardEntry, choiceRule, effectRule, eventHooks, eventsInEffect, gearHooks, hooksFor, inPlayHooks, inPlayWorks } from './engine/registry';
import { drawFromDeck, finishTurn, offerChoice, pushFirst, resolveCheck } from './engine/steps';
import { record } from './history';
import { gearOf, handOf, inPlayOf, isAlive } from './seats';
import type { BangState, Hit, Seat, Step } from './state';
import { resolveWindowsWith, windows, type Windows } from './engine/windows';

type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;

/**
 * What happens at the start of a turn before phase 2 (RULES.md §4.0 Start of turn), in the order of the
 * slots of `TURN_START`: what the event in effect, the player's ability and his cards in play
 * add (the Dynamite check before the Jail check), then phase 1.
 */
export function turnStartSteps(G: BangState, seat: Seat): Step[] {
  const timed: TurnStartStep[] = [];
  // Both event decks' (WILD-WEST-SHOW.md §W3.1): the High Noon / Fistful one first, then the Wild West Show one.
  for (const event of eventsInEffect(G)) if (event.turnStart) timed.push(...event.turnStart(G, seat, undefined));
  const ability = abilityOf(G, seat);
  if (ability.turnStart) timed.push(...ability.turnStart(G, seat, undefined));
  for (const id of G.zones[inPlayOf(seat)]!) {
    const hooks = inPlayHooks(id);
    if (hooks?.turnStart) timed.push(...hooks.turnStart(G, seat, id));
  }
  // Black equipment acts at the start of a turn too (GOLD-RUSH.md §G6 Pickaxe).
  for (const id of G.gold === undefined ? [] : (G.zones[gearOf(seat)] ?? [])) {
    const hooks = gearHooks(id);
    if (hooks?.turnStart) timed.push(...hooks.turnStart(G, seat, id));
  }
  timed.push({ at: 'draw', step: { kind: 'draw-phase', seat } });
  // Array.prototype.sort is stable: entries of one slot keep their order.
  return timed.sort((a, b) => TURN_START[a.at] - TURN_START[b.at]).map((entry) => entry.step);
}

/**
 * Ends the turn after phases 2 and 3, recording how many cards the player kept (RULES.md §4.3 Phase 3 —
 * discard excess cards); what entries do at the end of such a turn (Vendetta) resolves first.
 */
export function endTurnWithHand(context: Context): void {
  const { G } = context;
  const seat = G.turn.seat;
  record(G, { kind: 'ended', seat, hand: G.zones[handOf(seat)]!.length });
  const steps = hooksFor(G, seat).flatMap((hooks) => hooks.turnEndSteps?.(G, seat) ?? []);
  if (steps.length === 0) return finishTurn(context);
  G.turn = { ...G.turn, phase: 'end' };
  G.steps = [...steps];
  advance(context);
}

/** The hand limit at the end of the turn: the current life unless an entry says otherwise (RULES.md §4.3 Phase 3 — discard excess cards). */
export function handLimit(G: BangState, seat: Seat): number {
  let limit = G.players[seat]!.life;
  for (const hooks of hooksFor(G, seat)) if (hooks.handLimit) limit = hooks.handLimit(G, seat, limit);
  return limit;
}

/**
 * Resolves pending steps until one waits for an answer or none are left, letting the entries
 * that act on an empty hand act after each; then settles the turn: its start is over, phase 3
 * ends once the hand fits, the turn of an eliminated current player ends. Every move and the
 * turn's start end by calling it.
 */
export function advance(context: Context): void {
  const { G, ctx } = context;
  // Phase 3 ends the moment the hand fits, before an emptied hand draws: a ghost's limit is 0
  // (ruling VS-18 of VALLEY-OF-SHADOWS.md §5.2), and Suzy Lafayette's draw would never let it fit.
  // She draws once her turn is over (her ability works out of turn too).
  const fitsNow = G.turn.phase === 'discard' && G.steps.length === 0 && windows.top(G) === undefined && G.zones[handOf(ctx.currentPlayer)]!.length <= handLimit(G, ctx.currentPlayer);
  if (!fitsNow) settleEmptyHands(context);
  settleGhosts(context);
  while (G.result === null && windows.top(G) === undefined && G.steps.length > 0) {
    const [step, ...rest] = G.steps;
    G.steps = rest;
    STEPS[step!.kind](context, step as never);
    settleEmptyHands(context);
    settleGhosts(context);
  }
  forgetUnheld(context);
  forgetLeftPlay(context);
  forgetShown(context);
  if (G.result !== null || windows.top(G) !== undefined || G.turn.phase === 'over') return;
  if (!isAlive(G, ctx.currentPlayer) || G.turn.phase === 'end') return finishTurn(context);
  if (G.turn.phase === 'start') G.turn = { ...G.turn, phase: 'play' };
  // Phase 3 ends the moment the hand fits, whatever made it fit (a discard, Sid Ketchum's heal).
  if (G.turn.phase === 'discard' && G.zones[handOf(ctx.currentPlayer)]!.length <= handLimit(G, ctx.currentPlayer)) endTurnWithHand(context);
}

/**
 * A player kept in the game by a Ghost card is out again the moment it leaves his play area,
 * whoever took it (VALLEY-OF-SHADOWS.md §5.2 Ghost), crediting nobody (ruling VS-19). The card is
 * told by the entry of what lies in front of him: `keepsInGame`.
 */
function settleGhosts(context: Context): void {
  const { G, ctx } = context;
  for (const seat of ctx.playOrder) {
    const player = G.players[seat]!;
    if (!player.ghosted || !player.alive) continue;
    if (G.zones[inPlayOf(seat)]!.some((id) => inPlayHooks(id)?.keepsInGame === true)) continue;
    eliminate(context, seat, null);
    if (G.result !== null) return;
  }
}

/** Public knowledge of a card lasts while it stays in a hand (see `BangState.known`). */
function forgetUnheld({ G, ctx }: Context): void {
  if (G.known.length === 0) return;
  const held = G.known.filter((id) => ctx.playOrder.some((seat) => G.zones[handOf(seat)]!.includes(id)));
  if (held.length !== G.known.length) G.known = held;
}

/**
 * A green card's wait ends when it leaves play (taken back into a hand it waits again once put in
 * play; RULES.md §15.1 Green-bordered cards); forgetting it then also keeps its id out of view once it is
 * hidden.
 */
function forgetLeftPlay({ G, ctx }: Context): void {
  if (G.turn.fresh.length === 0) return;
  const still = G.turn.fresh.filter((id) => ctx.playOrder.some((seat) => G.zones[inPlayOf(seat)]!.includes(id)));
  if (still.length !== G.turn.fresh.length) G.turn = { ...G.turn, fresh: still };
}

/**
 * The card shown under Law of the West binds only while the player holds it: once it has left his
 * hand (played, or taken), its id is forgotten, since wherever it goes next may be hidden.
 */
function forgetShown({ G }: Context): void {
  const shown = G.turn.mustPlay;
  if (shown !== undefined && !G.zones[handOf(G.turn.seat)]!.includes(shown)) {
    const { mustPlay: _gone, ...turn } = G.turn;
    G.turn = turn;
  }
}

/**
 * How many cards phase 1 draws: two, unless an entry says otherwise; `looked` is the count before
 * the event in effect adds or takes one (see `Hooks.drawAdjust`).
 */
export function drawCount(G: BangState, seat: Seat): { count: number; looked: number } {
  let looked = 2;
  for (const hooks of hooksFor(G, seat)) if (hooks.drawCount) looked = hooks.drawCount(G, seat, looked);
  const adjust = eventHooks(G)?.drawAdjust ?? 0;
  return { count: adjust === 0 ? looked : Math.max(1, looked + adjust), looked };
}

/** How each kind of step resolves. */
const STEPS: { [K in Step['kind']]: (context: Context, step: StepOf<K>) => void } = {
  'draw-phase': (context, { seat }) => {
    const { G } = context;
    if (!isAlive(G, seat)) return;
    const { count, looked } = drawCount(G, seat);
    // The first entry with its own phase 1 replaces drawing from the deck: the event, then the ability.
    const custom = hooksFor(G, seat).find((hooks) => hooks.drawPhase !== undefined)?.drawPhase;
    if (custom) custom(context, seat, count, looked);
    else drawFromDeck(context, seat, count);
  },

  effect: (context, step) => {
    const { G } = context;
    if (!isAlive(G, step.seat)) return;
    if (step.source !== undefined && step.suits !== undefined && !affects(G, step.seat, step.source, step.cause ?? step.rule as CardKey, step.suits)) return;
    if (step.escapable && step.source !== undefined && offerEscape(context, step.seat, step.source, step.cause ?? (step.rule as CardKey), step)) return;
    effectRule(step.rule)(context, step.seat, step);
  },

  shot: (context, step) => {
    const { G } = context;
    const { shot } = step;
    if (!isAlive(G, shot.target)) return;
    if (shot.misses >= shot.needed) {
      // Cancelled: the cards that answered it may act now (Backfire shoots back; ruling VS-5, only once it is cancelled).
      for (const key of shot.answeredBy ?? []) cardEntry(key)?.whenShotCancelled?.(context, shot.target, shot);
      return;
    }
    // Nothing is recorded twice: a shot that does not reach its target opens no window, so it never comes back here.
    if (shot.source !== null && !affects(G, shot.target, shot.source, shot.cause, shot.suits)) return;
    if (step.escapable && shot.source !== null && offerEscape(context, shot.target, shot.source, shot.cause, step)) return;
    windows.open(context, { kind: 'queue', tag: 'shot', data: { shot }, items: [{ seat: shot.target, stage: 'shot' }] });
  },

  indians: (context, step) => {
    const { source, target, suits } = step;
    if (!isAlive(context.G, target) || !affects(context.G, target, source, 'indians', suits)) return;
    if (step.escapable && offerEscape(context, target, source, 'indians', step)) return;
    windows.open(context, { kind: 'queue', tag: 'indians', data: { source, target }, items: [{ seat: target, stage: 'indians' }] });
  },

  duel: (context, step) => {
    const { G } = context;
    const { challenger, target } = step;
    if (!isAlive(G, challenger) || !isAlive(G, target)) return;
    // Before the first BANG! of the Duel (ruling VS-8), only the challenged player is its target.
    if (step.escapable && offerEscape(context, target, challenger, 'duel', step)) return;
    windows.open(context, { kind: 'duel', tag: 'duel', data: { challenger, target }, seats: [target, challenger], stage: 'duel' });
  },

  store: (context, step) => {
    const { G } = context;
    const { order } = step;
    // Each other player may first escape it, before any card is turned over (ruling VS-8): one fewer card then.
    if (step.escapable) {
      const offered = step.offered ?? [];
      const next = order.find((seat) => seat !== order[0] && !offered.includes(seat) && canEscape(G, seat));
      if (next !== undefined) {
        const asked = { ...step, offered: [...offered, next] };
        windows.open(context, {
          kind: 'queue',
          tag: 'escape',
          data: { step: asked, source: order[0]!, cause: 'general_store', escaped: { ...asked, order: order.filter((seat) => seat !== next) } },
          items: [{ seat: next, stage: 'escape' }],
        });
        return;
      }
    }
    for (let i = 0; i < order.length; i++) if (turnOver(context, 'store') === undefined) break;
    const pickers = order.slice(0, G.zones.store!.length);
    windows.open(context, { kind: 'queue', tag: 'store', data: { source: order[0]! }, items: pickers.map((seat) => ({ seat, stage: 'store' })) });
  },

  check: (context, step) => {
    const { G } = context;
    if (!isAlive(G, step.seat)) return;
    // A check for a card in play needs the card still there, and working (Lasso, ruling).
    if (step.card !== undefined && (!G.zones[inPlayOf(step.seat)]!.includes(step.card) || !inPlayWorks(G, step.seat))) return;
    let count = 1;
    for (const hooks of hooksFor(G, step.seat)) if (hooks.checkCards) count = hooks.checkCards(G, step.seat, count);
    if (count <= 1) return resolveCheck(context, step, turnOver(context, 'discard'));
    for (let i = 0; i < count; i++) turnOver(context, 'reveal');
    const shown = G.zones.reveal!;
    if (shown.length <= 1) {
      const only = shown[0];
      moveAll(G.zones, 'reveal', 'discard');
      return resolveCheck(context, step, only);
    }
    offerChoice(context, step.seat, 'draw-check', { step });
  },

  dying: (context, { hit }) => {
    const { G, ctx } = context;
    const player = G.players[hit.target]!;
    if (!player.alive) return;
    if (player.life >= 1) return pushFirst(G, { kind: 'after-hit', hit });
    // A ghost cannot be eliminated (Ghost Town): he stays at 0 until his turn ends.
    if (player.ghost) {
      G.players[hit.target] = { ...player, life: 0 };
      return pushFirst(G, { kind: 'after-hit', hit });
    }
    if (canSaveHimself(G, ctx, hit.target)) {
      windows.open(context, { kind: 'queue', tag: 'dying', data: { hit }, items: [{ seat: hit.target, stage: 'dying' }] });
    } else {
      fall(context, hit);
    }
  },

  'after-hit': (context, { hit }) => {
    const { G } = context;
    if (!isAlive(G, hit.target)) return;
    for (const hooks of hooksFor(G, hit.target)) hooks.whenHit?.(context, hit);
    // Then the entries of the player responsible (Shotgun, VALLEY-OF-SHADOWS.md §5.5: after the Beer window, only on a survivor).
    if (hit.source !== null && hit.source !== hit.target && isAlive(G, hit.source)) {
      for (const hooks of hooksFor(G, hit.source)) hooks.whenHitOther?.(context, hit.source, hit);
    }
  },
};

/**
 * Before a brown card other than a BANG! card does anything to `target` (`step`), he may ignore it
 * with an Escape or an entry's equivalent (VALLEY-OF-SHADOWS.md §4.4 Escape; ruling VS-8: before any
 * other answer). Opens that window and returns true when he holds a card that may answer so; the
 * step comes back, without the offer, if he lets it happen.
 */
function offerEscape(context: Context, target: Seat, source: Seat, cause: CardKey | CharacterKey, step: Step): boolean {
  const { G } = context;
  if (source === target || !canEscape(G, target)) return false;
  const { escapable: _offered, ...rest } = step as Step & { escapable?: true };
  windows.open(context, { kind: 'queue', tag: 'escape', data: { step: rest as Step, source, cause }, items: [{ seat: target, stage: 'escape' }] });
  return true;
}

/**
 * A loss of life others could make smaller is answered (VALLEY-OF-SHADOWS.md §4.8 Saved!): played by
 * `saver`, it is 1 smaller (none left: no hit at all), and what the card gives its player comes once
 * the loss is settled (after the Beer window); passed, the next holder is asked, and after the last
 * one the whole loss is taken.
 */
function savedClosed(context: Context, { hit, rest, card }: Windows['saved']['data'], saver: Seat | undefined): void {
  const { G } = context;
  if (saver === undefined) {
    if (rest.length > 0) windows.open(context, { kind: 'queue', tag: 'saved', data: { hit, rest: rest.slice(1) }, items: [{ seat: rest[0]!, stage: 'saved' }] });
    else loseLife(context, hit, { asked: true });
    return;
  }
  const effect = cardEntry(keyOf(card!))?.savedEffect;
  const after: Step[] = effect === undefined ? [] : [{ kind: 'effect', seat: saver, rule: effect, target: hit.target }];
  if (hit.amount <= 1) return pushFirst(G, ...after);
  const before = G.steps.length;
  loseLife(context, { ...hit, amount: hit.amount - 1 }, { asked: true });
  // After the step the loss queued (his Beer window, or what follows a hit he survived).
  const queued = G.steps.length - before;
  G.steps = [...G.steps.slice(0, queued), ...after, ...G.steps.slice(queued)];
}

/**
 * Eliminates a player whose Beer window is over, unless one of his entries still gives him a last
 * chance first (Teren Kill's draw!, WILD-WEST-SHOW.md §W5.7: after the Beer window).
 */
function fall(context: Context, hit: Hit): void {
  for (const hooks of hooksFor(context.G, hit.target)) {
    const step = hooks.lastChance?.(context.G, hit);
    if (step !== undefined) return pushFirst(context.G, step);
  }
  eliminate(context, hit.target, hit.source);
}

/**
 * Whether a player at 0 life or less has something to answer his lethal hit with: a card that
 * answers as a Beer (even one that would restore nothing: it may still be played, RULES.md §10.3 Beer), or
 * an action of his usable at any time (Sid Ketchum; ruling: also to escape elimination).
 */
export function canSaveHimself(G: BangState, ctx: Ctx, seat: Seat): boolean {
  if (G.zones[handOf(seat)]!.some((id) => answersAs(G, seat, id, 'beer'))) return true;
  return mayActAnyTime(G, ctx, seat);
}

// Each entry's actions usable at any time, listed once per entry.
const anyTimeOf = new WeakMap<Hooks, readonly (readonly [string, AbilityAction])[]>();
function anyTimeEntries(hooks: Hooks): readonly (readonly [string, AbilityAction])[] {
  let list = anyTimeOf.get(hooks);
  if (!list) anyTimeOf.set(hooks, (list = Object.entries(hooks.actions ?? {}).filter(([, action]) => action.when === 'any')));
  return list;
}

/** Whether an entry gives the seat an action usable at any time that it may use now. */
function actsAnyTime(hooks: Hooks, G: BangState, ctx: Ctx, seat: Seat): boolean {
  if (hooks.actions === undefined) return false;
  for (const [, action] of anyTimeEntries(hooks)) if (action.available(G, ctx, seat)) return true;
  return false;
}

/** Whether the seat has an action usable at any time that it may use now (it then stands by, see game.ts). */
export function mayActAnyTime(G: BangState, ctx: Ctx, seat: Seat): boolean {
  // Asked for every seat after every move: when only abilities have actions usable at any time
  // (Sid Ketchum's; the events' Ricochet and Sniper are phase-2 actions), the seat's ability is
  // all there is to ask.
  // Nor when nothing else of this seat's has one now (with Gold Rush, most seats hold no Rucksack).
  if (!anyTimeBeyondAbilities() || !anyTimeBeyondAbility(G, seat)) return abilityMayActAnyTime(G, seat) && actsAnyTime(abilityOf(G, seat), G, ctx, seat);
  const list = anyTimeHooks(hooksFor(G, seat));
  for (let i = 0; i < list.length; i++) if (actsAnyTime(list[i]!, G, ctx, seat)) return true;
  return false;
}

// A seat's entries that have an action usable at any time: most have none (with Gold Rush on,
// the Rucksack makes every seat's list worth asking, after every move). `hooksFor` hands out the
// same frozen list while a seat's entries stay the same, so the filtered list is kept per list.
const anyTimeLists = new WeakMap<readonly Hooks[], readonly Hooks[]>();
function anyTimeHooks(list: readonly Hooks[]): readonly Hooks[] {
  let kept = anyTimeLists.get(list);
  if (!kept) anyTimeLists.set(list, (kept = list.filter((hooks) => anyTimeEntries(hooks).length > 0)));
  return kept;
}


type AnyWindow = { [T in keyof Windows]: Window<T, Windows[T]['data']> }[keyof Windows];

/** Applies a window's outcome, then resolves what is still pending. */
export function onWindowClosed(context: Context, window: Window): void {
  const { G } = context;
  const closed = window as AnyWindow;
  if (window.closedBy !== 'close') {
    switch (closed.tag) {
      case 'shot': {
        const { shot, answer, by } = closed.data;
        if (closed.closedBy === 'pass') loseLife(context, { target: shot.target, amount: shot.damage ?? 1, source: shot.source, ...(shot.bangCard ? { bangCard: true as const } : {}) });
        else if (answer === 'barrel') pushFirst(G, { kind: 'check', seat: shot.target, rule: 'barrel', shot: { ...shot, barrels: shot.barrels - 1 } });
        else {
          // A card that acts once the shot is cancelled is remembered with it (Backfire).
          const acts = by !== undefined && cardEntry(by)?.whenShotCancelled !== undefined;
          pushFirst(G, { kind: 'shot', shot: { ...shot, misses: shot.misses + 1, ...(acts ? { answeredBy: [...(shot.answeredBy ?? []), by] } : {}) } });
        }
        break;
      }
      case 'escape':
        // Escaped (the move recorded it): that card does nothing more to him. Otherwise it goes on.
        if (closed.closedBy === 'pass') pushFirst(G, closed.data.step);
        else if (closed.data.escaped !== undefined) pushFirst(G, closed.data.escaped);
        break;
      case 'saved':
        savedClosed(context, closed.data, closed.closedBy === 'respond' ? closed.lastSeat! : undefined);
        break;
      case 'dying':
        // A Beer or an ability was used: look again whether he survives.
        if (closed.closedBy === 'respond') pushFirst(G, { kind: 'dying', hit: closed.data.hit });
        else fall(context, closed.data.hit);
        break;
      case 'indians':
        if (closed.closedBy === 'pass') loseLife(context, { target: closed.data.target, amount: 1, source: closed.data.source });
        break;
      case 'duel': {
        // The seat that gave up loses a life; the other duelist is responsible (ruling: for rewards and El Gringo too).
        const loser = closed.lastSeat!;
        const winner = loser === closed.data.challenger ? closed.data.target : closed.data.challenger;
        loseLife(context, { target: loser, amount: 1, source: winner });
        break;
      }
      case 'store':
        break;
      case 'choice': {
        const { seat, id, data, chosen } = closed.data;
        choiceRule(id).resolve(context, seat, chosen!, data);
        break;
      }
    }
  }
  advance(context);
}


resolveWindowsWith(onWindowClosed);
