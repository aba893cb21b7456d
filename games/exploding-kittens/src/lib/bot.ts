// The bot of an Exploding Kittens seat. It reads only what its seat receives: its own hand,
// the draw pile's size (its cards arrive as placeholders), the discard pile, what its own See
// or Alter the Future showed, and the public history. Its one rule of thumb: never draw an
// Exploding Kitten without a Defuse, and leave each kitten where the next player will draw it.
import type { Ctx, State } from 'boardgame.io';
import type { CardId } from '@parlor/deck';
import type { BotMove, BotPolicy, BotView } from '@parlor/game-kit';
import { categoryOf, deckFor, kindOf, type CardKind } from './cards';
import { futureOf } from './future';
import type { ExplodingKittensResult, ExplodingKittensState, PendingPlay, Seat } from './state';
import { livingSeats, nextLiving } from './turns';
import { windows } from './windows';

type View = BotView<ExplodingKittensState>;

/** What a card is worth keeping, roughly: what it gives up when it is given away or discarded. */
const WORTH: Record<CardKind, number> = {
  exploding_kitten: 0,
  defuse: 100,
  nope: 22,
  attack: 18,
  targeted_attack: 17,
  skip: 16,
  alter_the_future: 13,
  see_the_future: 12,
  shuffle: 10,
  draw_from_the_bottom: 10,
  favor: 8,
  feral_cat: 5,
  tacocat: 3,
  cattermelon: 3,
  hairy_potato_cat: 3,
  beard_cat: 3,
  rainbow_ralphing_cat: 3,
};

/** The plays that end a turn without drawing the top card, best first when the top is a kitten. */
const ESCAPES: CardKind[] = ['attack', 'targeted_attack', 'skip', 'shuffle', 'draw_from_the_bottom'];

interface Situation {
  G: ExplodingKittensState;
  ctx: Ctx;
  seat: Seat;
  hand: CardKind[];
  /** What this seat knows of the top of the pile, top first (its See or Alter the Future). */
  known: CardKind[];
  /** Kittens in the draw pile: one fewer than the living players, as every seat can count. */
  kittens: number;
  pile: number;
}

function situation({ G, ctx, seat }: View): Situation {
  const known = futureOf(G, seat).map(kindOf);
  return {
    G,
    ctx,
    seat,
    hand: (G.zones[`hand:${seat}`] ?? []).map(kindOf),
    known,
    kittens: livingSeats(G, ctx).length - 1,
    pile: G.zones.draw!.length,
  };
}

const holds = (s: Situation, kind: CardKind) => s.hand.includes(kind);

/** The chance that the card `depth` from the top (0 = the top) is a kitten, from what the seat knows. */
function kittenChance(s: Situation, depth = 0): number {
  if (depth < s.known.length) return s.known[depth] === 'exploding_kitten' ? 1 : 0;
  const unknownCards = s.pile - s.known.length;
  const unknownKittens = s.kittens - s.known.filter((kind) => kind === 'exploding_kitten').length;
  return unknownCards <= 0 ? 0 : Math.max(0, unknownKittens) / unknownCards;
}

/** Defuses this seat cannot account for: in other hands or in the pile. */
function defusesUnseen(s: Situation): number {
  const total = deckFor(s.ctx.numPlayers).filter((card) => kindOf(card) === 'defuse').length;
  const seen = s.G.zones.discard!.filter((card) => kindOf(card) === 'defuse').length + s.hand.filter((kind) => kind === 'defuse').length;
  return Math.max(0, total - seen);
}

const handSize = (G: ExplodingKittensState, seat: Seat) => (G.zones[`hand:${seat}`] ?? []).length;

const pickFrom = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** The listed moves named `move` that `test` accepts. */
const listed = (view: View, move: string, test: (args: unknown[]) => boolean = () => true) => view.moves.filter((entry) => entry.move === move && test(entry.args ?? []));

/** The policy. */
export const bot: BotPolicy<ExplodingKittensState> = (view) => {
  const stage = view.ctx.activePlayers?.[view.seat];
  switch (stage) {
    case 'nope':
      return answerNope(view);
    case 'defuse':
      return reinsert(view);
    case 'alter':
      return alter(view);
    case 'give':
      return give(view);
    case 'pick':
      return pick(view);
    default:
      return playTurn(view);
  }
};

/** Whether the play in the Nope window is one this seat would rather not see happen. */
function hurts(s: Situation, play: PendingPlay): boolean {
  const me = s.seat;
  if (play.seat === me) return false;
  if (play.type === 'five') return false;
  if (play.type === 'pair') return play.target === me && holds(s, 'defuse') && s.hand.length <= 5;
  if (play.type === 'triple') return play.target === me && holds(s, play.named) && WORTH[play.named] >= 16;
  switch (play.kind) {
    case 'attack':
      return nextLiving(s.G, s.ctx, play.seat) === me;
    case 'targeted_attack':
      return play.target === me;
    case 'favor':
      // The target chooses the card: a Favor only hurts a hand with nothing cheap in it.
      return play.target === me && Math.min(...s.hand.filter((kind) => kind !== 'nope').map((kind) => WORTH[kind])) >= 16;
    case 'skip':
    case 'shuffle':
    case 'draw_from_the_bottom':
      // Ways out of drawing a kitten this seat knows is on top: cancelled, the player draws it.
      return s.known[0] === 'exploding_kitten' && play.seat === s.ctx.currentPlayer;
    default:
      return false;
  }
}

/** Whether this seat's own play is worth a Nope to save it from a Nope. */
function worthSaving(s: Situation, play: PendingPlay): boolean {
  if (play.seat !== s.seat) return false;
  if (play.type !== 'card') return s.hand.filter((kind) => kind === 'nope').length >= 2;
  if (play.kind === 'attack' || play.kind === 'targeted_attack' || play.kind === 'skip') return kittenChance(s) >= 0.25 || !holds(s, 'defuse');
  return false;
}

function answerNope(view: View): BotMove {
  const s = situation(view);
  const top = windows.top(s.G);
  const nope = listed(view, 'nope')[0];
  const pass = listed(view, 'pass')[0];
  if (top?.kind === 'open' && nope) {
    const play = top.data as PendingPlay;
    const happens = top.chain.length % 2 === 0;
    if ((happens && hurts(s, play)) || (!happens && worthSaving(s, play))) return nope;
  }
  return pass ?? view.moves[0]!;
}

/**
 * Where a defused kitten goes: right where the next player draws, that is under the cards this
 * seat still draws itself (the turns it owes after this one).
 */
function reinsert(view: View): BotMove {
  const owed = Math.max(0, view.G.turnsLeft - 1);
  const positions = listed(view, 'reinsert');
  const wanted = Math.min(owed, view.G.zones.draw!.length);
  return positions.find((entry) => entry.args?.[1] === wanted) ?? positions[0]!;
}

/** Alter the Future: safe cards where this seat draws, kittens where the next player does. */
function alter(view: View): BotMove {
  const s = situation(view);
  const owed = s.G.turnsLeft;
  let best: BotMove = view.moves[0]!;
  let bestScore = -Infinity;
  for (const entry of listed(view, 'alter')) {
    const order = (entry.args?.[1] as CardId[]).map(kindOf);
    let score = 0;
    order.forEach((kind, depth) => {
      const mine = depth < owed;
      if (kind === 'exploding_kitten') score += mine ? -100 : depth === owed ? 50 : 10;
      else if (mine) score += WORTH[kind];
    });
    if (score > bestScore) [best, bestScore] = [entry, score];
  }
  return best;
}

/** A Favor: the cheapest card of the hand. */
function give(view: View): BotMove {
  const options = listed(view, 'give');
  return options.reduce((cheapest, entry) => (WORTH[kindOf(entry.args![1] as CardId)] < WORTH[kindOf(cheapest.args![1] as CardId)] ? entry : cheapest), options[0]!);
}

/** The five-different combo: the most valuable title in the discard pile. */
function pick(view: View): BotMove {
  const options = listed(view, 'pick');
  return options.reduce((best, entry) => (WORTH[entry.args![1] as CardKind] > WORTH[best.args![1] as CardKind] ? entry : best), options[0]!);
}

/** The other living seat a steal or an attack aims at: whoever holds the most cards, the next seat on a tie. */
function victim(s: Situation): Seat {
  const others = livingSeats(s.G, s.ctx).filter((seat) => seat !== s.seat);
  const next = nextLiving(s.G, s.ctx, s.seat);
  return others.reduce((best, seat) => {
    const [a, b] = [handSize(s.G, seat), handSize(s.G, best)];
    return a > b || (a === b && seat === next) ? seat : best;
  }, next);
}

/** The seat with the fewest cards: the least able to escape an attack. */
function weakest(s: Situation): Seat {
  const others = livingSeats(s.G, s.ctx).filter((seat) => seat !== s.seat);
  return others.reduce((best, seat) => (handSize(s.G, seat) < handSize(s.G, best) ? seat : best), others[0]!);
}

function playTurn(view: View): BotMove {
  const s = situation(view);
  const draw = listed(view, 'draw')[0];
  const play = (kind: CardKind, target?: Seat) => listed(view, 'play', (args) => args[0] === kind && (target === undefined || args[1] === target))[0];
  const chance = kittenChance(s);
  const defused = holds(s, 'defuse');
  const target = victim(s);

  // Taking cards first: a steal may bring a Defuse or a way out, and leaves the others fewer.
  const steal = bestSteal(view, s, target);
  if (steal) return steal;
  if (handSize(s.G, target) > 0) {
    const favor = play('favor', target);
    if (favor) return favor;
  }

  // An attacked seat passes its turns on, two more of them, rather than draw them.
  if (s.G.turnsLeft >= 2 && chance > 0) {
    const attack = play('attack') ?? play('targeted_attack', weakest(s));
    if (attack) return attack;
  }

  if (chance === 1) {
    // The top is a kitten: leave it to the next player, or at least bury it.
    if (s.G.turnsLeft === 1 || holds(s, 'attack') || holds(s, 'targeted_attack')) {
      for (const kind of ['attack', 'targeted_attack', 'skip'] as const) {
        const escape = play(kind, kind === 'targeted_attack' ? nextLiving(s.G, s.ctx, s.seat) : undefined);
        if (escape) return escape;
      }
    }
    const reorder = play('alter_the_future');
    if (reorder && s.known.length > 1) return reorder;
    const bottom = play('draw_from_the_bottom');
    if (bottom && kittenChance(s, s.pile - 1) < 1) return bottom;
    const shuffle = play('shuffle');
    if (shuffle) return shuffle;
    const skip = play('skip');
    if (skip) return skip;
    return draw!;
  }

  if (chance > 0 && s.known.length === 0) {
    // Look before drawing once the risk is real.
    const look = chance >= (defused ? 0.2 : 0.08) ? play('see_the_future') ?? play('alter_the_future') : undefined;
    if (look) return look;
  }
  if (chance >= (defused ? 0.5 : 0.2)) {
    for (const kind of ESCAPES) {
      if (kind === 'shuffle' || kind === 'draw_from_the_bottom') continue;
      const escape = play(kind, kind === 'targeted_attack' ? weakest(s) : undefined);
      if (escape) return escape;
    }
    if (!defused) {
      const bottom = play('draw_from_the_bottom');
      if (bottom) return bottom;
    }
  }
  return draw ?? pickFrom(view.moves, view.random);
}

/** The best pair or triple against `target`: cats before anything else, a triple naming a Defuse while one is unaccounted for. */
function bestSteal(view: View, s: Situation, target: Seat): BotMove | undefined {
  if (handSize(s.G, target) === 0) return undefined;
  const named: CardKind = defusesUnseen(s) > 0 ? 'defuse' : 'nope';
  let best: BotMove | undefined;
  let bestCost = Infinity;
  for (const entry of listed(view, 'combo', (args) => args[1] === target)) {
    const [titles, , asked] = entry.args as [CardKind[], Seat, CardKind?];
    if (titles.length === 3 && asked !== named) continue;
    // Only cats are spent freely; a pair of anything else costs what those cards would do.
    const cost = titles.reduce((sum, kind) => sum + (categoryOf(kind) === 'cat' || kind === 'feral_cat' ? WORTH[kind] : WORTH[kind] * 2), 0);
    // A triple asks for the named card, worth it only while one may be out there.
    const gain = titles.length === 3 ? 60 : 25;
    if (gain - cost > 0 && cost < bestCost) [best, bestCost] = [entry, cost];
  }
  return best;
}

/**
 * The rules' answer of a seat whose time ran out in a Nope window: it lets the play happen
 * (no Nope). Choices (where a defused kitten goes, which card a Favor gives, Alter the
 * Future's order, the card a five-card combo takes) have no default: the bot makes them.
 */
export function timeoutMove(state: State<ExplodingKittensState>, seat: Seat): BotMove | undefined {
  const { G, ctx } = state;
  if (ctx.gameover !== undefined || ctx.activePlayers?.[seat] !== 'nope' || windows.top(G)?.tag !== 'nope') return undefined;
  return windows.awaiting(G).includes(seat) ? { move: 'pass', args: [windows.version(G)] } : undefined;
}

/** The seats that won: the last one that did not explode. */
export function winners(gameover: unknown): Seat[] {
  const result = gameover as ExplodingKittensResult | undefined;
  return result?.winner === undefined ? [] : [result.winner];
}
