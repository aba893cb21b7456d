// The engine: pending steps resolve in order, each one at once or through a response
// window; when a window closes its outcome is applied here and the remaining steps go on.
// Cards, abilities and the turn only push steps (RULES.md §20: one explicit pending stack).
import { draw, moveAll, moveCard, type CardId } from '@parlor/deck';
import type { Window } from '@parlor/turn-phases';
import type { Context } from './abilities';
import { drawCards, eliminate, heal, loseLife, noteReshuffle, randomFromHand, turnOver } from './actions';
import { card, keyOf, RANK_VALUE, type Suit } from './cards';
import { abilityOf } from './character-abilities';
import { hasInPlay, inPlay } from './equipment';
import { faceOf, makeKnown, record } from './history';
import { handOf, inPlayOf, isAlive, livingSeats, nextLiving } from './seats';
import type { BangState, CheckPurpose, Seat, Shot, Step } from './state';
import { windows, type Windows } from './windows';

type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;

/** The suit a card counts as (High Noon's Blessing and Curse will hook in here). */
export function suitOf(_G: BangState, id: CardId): Suit {
  return card(id).suit;
}

/**
 * What happens at the start of a turn before phase 2, in order (RULES.md §4.0): the Dynamite
 * check, then the Jail check, then phase 1. Event cards' start-of-turn effects go first here.
 */
export function turnStartSteps(seat: Seat): Step[] {
  return [
    { kind: 'dynamite', seat },
    { kind: 'jail', seat },
    { kind: 'draw-phase', seat },
  ];
}

/** Queues steps to resolve before anything already pending. */
export function pushFirst(G: BangState, ...steps: Step[]): void {
  G.steps = [...steps, ...G.steps];
}

/** Queues steps to resolve after everything already pending. */
export function pushLast(G: BangState, ...steps: Step[]): void {
  G.steps = [...G.steps, ...steps];
}

/** Ends the current turn (phase 3 done, a failed Jail check, or the player eliminated). */
export function finishTurn(context: Context): void {
  context.G.turn = { ...context.G.turn, phase: 'over' };
  context.events.endTurn();
}

/**
 * Resolves pending steps until one waits for an answer or none are left, then settles what
 * holds after any action: Suzy Lafayette's draw, the end of the turn's start, the end of the
 * turn of an eliminated current player. Every move ends by calling it.
 */
export function advance(context: Context): void {
  const { G, ctx } = context;
  for (;;) {
    while (G.result === null && windows.top(G) === undefined && G.steps.length > 0) {
      const [step, ...rest] = G.steps;
      G.steps = rest;
      STEPS[step!.kind](context, step as never);
    }
    const drew = drawOnEmptyHands(context);
    if (G.result !== null || windows.top(G) !== undefined) return forgetUnheld(context);
    if (!drew || G.steps.length === 0) break;
  }
  forgetUnheld(context);
  if (G.turn.phase === 'over') return;
  if (!isAlive(G, ctx.currentPlayer)) return finishTurn(context);
  if (G.turn.phase === 'start') G.turn = { ...G.turn, phase: 'play' };
}

/**
 * Abilities that act whenever a hand is empty, at any time, even in the middle of a Duel
 * (Suzy Lafayette, ruling 8). Returns whether anyone drew.
 */
export function drawOnEmptyHands(context: Context): boolean {
  const { G, ctx } = context;
  let drew = false;
  for (const seat of livingSeats(G, ctx)) {
    const onEmpty = abilityOf(G, seat).whenHandEmpty;
    if (onEmpty && G.zones[handOf(seat)]!.length === 0 && G.zones.draw!.length + G.zones.discard!.length > 0) {
      onEmpty(context, seat);
      drew = true;
    }
  }
  return drew;
}

/** Public knowledge of a card lasts while it stays in a hand (see `BangState.known`). */
function forgetUnheld({ G, ctx }: Context): void {
  if (G.known.length === 0) return;
  const held = G.known.filter((id) => ctx.playOrder.some((seat) => G.zones[handOf(seat)]!.includes(id)));
  if (held.length !== G.known.length) G.known = held;
}

/** How each kind of step resolves. */
const STEPS: { [K in Step['kind']]: (context: Context, step: StepOf<K>) => void } = {
  dynamite: (context, { seat }) => {
    const dynamite = inPlay(context.G, seat).find((id) => keyOf(id) === 'dynamite');
    if (dynamite !== undefined && isAlive(context.G, seat)) pushFirst(context.G, { kind: 'check', seat, purpose: { for: 'dynamite', card: dynamite } });
  },

  jail: (context, { seat }) => {
    const jail = inPlay(context.G, seat).find((id) => keyOf(id) === 'jail');
    if (jail !== undefined && isAlive(context.G, seat)) pushFirst(context.G, { kind: 'check', seat, purpose: { for: 'jail', card: jail } });
  },

  'draw-phase': (context, { seat }) => {
    if (!isAlive(context.G, seat)) return;
    const special = abilityOf(context.G, seat).drawPhase;
    (special ? DRAW_PHASES[special] ?? drawTwo : drawTwo)(context, seat);
  },

  shot: (context, { shot }) => {
    const { G } = context;
    if (!isAlive(G, shot.target)) return;
    if (shot.misses >= shot.needed) return;
    windows.open(context, { kind: 'queue', tag: 'shot', data: { shot }, items: [{ seat: shot.target, stage: 'shot' }] });
  },

  indians: (context, { source, target }) => {
    if (!isAlive(context.G, target)) return;
    windows.open(context, { kind: 'queue', tag: 'indians', data: { source, target }, items: [{ seat: target, stage: 'indians' }] });
  },

  duel: (context, { challenger, target }) => {
    const { G } = context;
    if (!isAlive(G, challenger) || !isAlive(G, target)) return;
    windows.open(context, { kind: 'duel', tag: 'duel', data: { challenger, target }, seats: [target, challenger], stage: 'duel' });
  },

  store: (context, { order }) => {
    const { G } = context;
    for (let i = 0; i < order.length; i++) if (turnOver(context, 'store') === undefined) break;
    const pickers = order.slice(0, G.zones.store!.length);
    windows.open(context, { kind: 'queue', tag: 'store', data: { source: order[0]! }, items: pickers.map((seat) => ({ seat, stage: 'store' })) });
  },

  check: (context, step) => {
    const { G } = context;
    const count = abilityOf(G, step.seat).checkCards ?? 1;
    if (count === 1) {
      const flipped = turnOver(context, 'discard');
      if (flipped !== undefined) resolveCheck(context, step, flipped);
      return;
    }
    for (let i = 0; i < count; i++) turnOver(context, 'reveal');
    const shown = G.zones.reveal!;
    if (shown.length === 0) return;
    if (shown.length === 1) {
      moveAll(G.zones, 'reveal', 'discard');
      resolveCheck(context, step, shown[0]!);
      return;
    }
    windows.open(context, { kind: 'queue', tag: 'lucky', data: { check: step }, items: [{ seat: step.seat, stage: 'lucky' }] });
  },

  dying: (context, { hit }) => {
    const { G, ctx } = context;
    const player = G.players[hit.target]!;
    if (!player.alive) return;
    if (player.life >= 1) return pushFirst(G, { kind: 'after-hit', hit });
    if (canSaveHimself(G, ctx.playOrder, hit.target)) {
      windows.open(context, { kind: 'queue', tag: 'dying', data: { hit }, items: [{ seat: hit.target, stage: 'dying' }] });
    } else {
      eliminate(context, hit.target, hit.source);
    }
  },

  'after-hit': (context, { hit }) => {
    if (isAlive(context.G, hit.target)) abilityOf(context.G, hit.target).afterHit?.(context, hit);
  },
};

/** Whether a Beer would restore life now: not with only two players left (RULES.md §10.3). */
export function beerWorks(G: BangState, playOrder: readonly Seat[]): boolean {
  return playOrder.filter((seat) => isAlive(G, seat)).length > 2;
}

/** Whether a player at 0 life or less has a way to survive: a Beer that works, or Sid Ketchum's ability (ruling 6). */
export function canSaveHimself(G: BangState, playOrder: readonly Seat[], seat: Seat): boolean {
  const hand = G.zones[handOf(seat)]!;
  if (beerWorks(G, playOrder) && hand.some((id) => keyOf(id) === 'beer')) return true;
  return abilityOf(G, seat).healsByDiscarding === true && hand.length >= 2;
}

/** Phase 1 for most characters: the top two cards. */
function drawTwo(context: Context, seat: Seat): void {
  drawCards(context, seat, 2);
}

/** Characters whose phase 1 differs (RULES.md §14), keyed by character. */
const DRAW_PHASES: Record<string, (context: Context, seat: Seat) => void> = {
  black_jack: (context, seat) => {
    const drawn = drawCards(context, seat, 2);
    const second = drawn[1];
    if (second === undefined) return;
    record(context.G, { kind: 'shown', seat, card: faceOf(second) });
    makeKnown(context.G, second);
    const suit = suitOf(context.G, second);
    if (suit === 'hearts' || suit === 'diamonds') drawCards(context, seat, 1);
  },
  jesse_jones: (context, seat) => {
    const { G, ctx } = context;
    const robbable = livingSeats(G, ctx).some((other) => other !== seat && G.zones[handOf(other)]!.length > 0);
    if (!robbable) return drawTwo(context, seat);
    windows.open(context, { kind: 'queue', tag: 'draw-choice', data: { seat }, items: [{ seat, stage: 'draw' }] });
  },
  pedro_ramirez: (context, seat) => {
    if (context.G.zones.discard!.length === 0) return drawTwo(context, seat);
    windows.open(context, { kind: 'queue', tag: 'draw-choice', data: { seat }, items: [{ seat, stage: 'draw' }] });
  },
  kit_carlson: (context, seat) => {
    const { G, random } = context;
    noteReshuffle(G, 3);
    const looked = draw(G.zones, { from: 'draw', to: `look:${seat}`, count: 3, refill: { from: 'discard', random } });
    if (looked.length < 3) {
      moveAll(G.zones, `look:${seat}`, handOf(seat));
      if (looked.length > 0) record(G, { kind: 'drew', seat, count: looked.length, from: 'deck' });
      return;
    }
    windows.open(context, { kind: 'queue', tag: 'kit', data: { seat }, items: [{ seat, stage: 'kit' }] });
  },
};

/** Whether a "draw!" card passes (RULES.md §8, §10.13-§10.15), per purpose. */
const CHECK_PASSES: { [P in CheckPurpose['for']]: (G: BangState, flipped: CardId) => boolean } = {
  // "Passes" = the Dynamite does not explode: anything but Spades 2-9.
  dynamite: (G, flipped) => !(suitOf(G, flipped) === 'spades' && RANK_VALUE[card(flipped).rank] >= 2 && RANK_VALUE[card(flipped).rank] <= 9),
  jail: (G, flipped) => suitOf(G, flipped) === 'hearts',
  barrel: (G, flipped) => suitOf(G, flipped) === 'hearts',
};

/** What follows a "draw!", per purpose. */
const CHECK_OUTCOMES: { [P in CheckPurpose['for']]: (context: Context, seat: Seat, purpose: Extract<CheckPurpose, { for: P }>, passed: boolean) => void } = {
  dynamite: (context, seat, { card: dynamite }, safe) => {
    const { G, ctx } = context;
    if (!safe) {
      moveCard(G.zones, dynamite, { from: inPlayOf(seat), to: 'discard' });
      record(G, { kind: 'exploded', seat });
      loseLife(context, { target: seat, amount: 3, source: null });
      return;
    }
    // To the first player on the left without a Dynamite; if nobody qualifies it stays (RULES.md §10.13).
    let next = nextLiving(G, ctx, seat);
    while (next !== undefined && next !== seat && hasInPlay(G, next, 'dynamite')) next = nextLiving(G, ctx, next);
    if (next === undefined || next === seat) return;
    moveCard(G.zones, dynamite, { from: inPlayOf(seat), to: inPlayOf(next) });
    record(G, { kind: 'dynamite-passed', from: seat, to: next });
  },
  jail: (context, seat, { card: jail }, escaped) => {
    const { G } = context;
    moveCard(G.zones, jail, { from: inPlayOf(seat), to: 'discard' });
    if (escaped) return;
    // A failed Jail check skips the whole turn, phase 3 included (ruling 2).
    record(G, { kind: 'skipped', seat });
    G.steps = [];
    finishTurn(context);
  },
  barrel: (context, seat, { shot }, missed) => {
    const next: Shot = { ...shot, misses: shot.misses + (missed ? 1 : 0) };
    if (missed) record(context.G, { kind: 'missed', seat, barrel: true });
    pushFirst(context.G, { kind: 'shot', shot: next });
  },
};

/** Applies the card that counts for a "draw!". */
function resolveCheck(context: Context, step: StepOf<'check'>, flipped: CardId): void {
  const passed = CHECK_PASSES[step.purpose.for](context.G, flipped);
  record(context.G, { kind: 'check', seat: step.seat, card: faceOf(flipped), purpose: step.purpose.for, success: passed });
  (CHECK_OUTCOMES[step.purpose.for] as (context: Context, seat: Seat, purpose: CheckPurpose, passed: boolean) => void)(context, step.seat, step.purpose, passed);
}

type AnyWindow = { [T in keyof Windows]: Window<T, Windows[T]['data']> }[keyof Windows];

/** Applies a window's outcome, then resolves what is still pending. */
export function onWindowClosed(context: Context, window: Window): void {
  const { G } = context;
  const closed = window as AnyWindow;
  if (window.closedBy !== 'close') {
    switch (closed.tag) {
      case 'shot': {
        const { shot, answer } = closed.data;
        if (closed.closedBy === 'pass') loseLife(context, { target: shot.target, amount: 1, source: shot.source });
        else if (answer === 'barrel') pushFirst(G, { kind: 'check', seat: shot.target, purpose: { for: 'barrel', shot: { ...shot, barrels: shot.barrels - 1 } } });
        else pushFirst(G, { kind: 'shot', shot: { ...shot, misses: shot.misses + 1 } });
        break;
      }
      case 'dying':
        // A Beer or Sid Ketchum's ability was used: look again whether he survives.
        if (closed.closedBy === 'respond') pushFirst(G, { kind: 'dying', hit: closed.data.hit });
        else eliminate(context, closed.data.hit.target, closed.data.hit.source);
        break;
      case 'indians':
        if (closed.closedBy === 'pass') loseLife(context, { target: closed.data.target, amount: 1, source: closed.data.source });
        break;
      case 'duel': {
        // The seat that gave up loses a life; the other duelist is responsible (ruling 3).
        const loser = closed.lastSeat!;
        const winner = loser === closed.data.challenger ? closed.data.target : closed.data.challenger;
        loseLife(context, { target: loser, amount: 1, source: winner });
        break;
      }
      case 'store':
        break;
      case 'lucky': {
        const chosen = closed.data.chosen!;
        moveAll(G.zones, 'reveal', 'discard');
        // The chosen card ends on top of the discard pile.
        moveCard(G.zones, chosen, { from: 'discard', to: 'discard', at: 'top' });
        resolveCheck(context, closed.data.check, chosen);
        break;
      }
      case 'draw-choice': {
        const { seat, from } = closed.data;
        if (from === 'discard') {
          const top = G.zones.discard![0]!;
          moveCard(G.zones, top, { from: 'discard', to: handOf(seat) });
          makeKnown(G, top);
          record(G, { kind: 'drew', seat, count: 1, from: 'discard' });
          drawCards(context, seat, 1);
        } else if (from !== undefined && from !== 'deck') {
          if (randomFromHand(context, from, handOf(seat)) !== undefined) record(G, { kind: 'took', seat, from, fromHand: true });
          drawCards(context, seat, 1);
        } else {
          drawCards(context, seat, 2);
        }
        break;
      }
      case 'kit': {
        const { seat, returned } = closed.data;
        moveCard(G.zones, returned!, { from: `look:${seat}`, to: 'draw', at: 'top' });
        moveAll(G.zones, `look:${seat}`, handOf(seat));
        record(G, { kind: 'drew', seat, count: 2, from: 'deck' });
        break;
      }
    }
  }
  advance(context);
}

/** Regains life from a card or ability and records it. */
export function healWith(G: BangState, seat: Seat, amount: number, used?: CardId): void {
  const gained = heal(G, seat, amount);
  record(G, { kind: 'healed', seat, amount: gained, life: G.players[seat]!.life, ...(used ? { card: keyOf(used) } : {}) });
}
