// The small state changes every card and ability is made of: drawing, discarding, healing,
// losing life, elimination and the victory check. They change G in place (moves work on a
// plain copy, see game.ts) and record what happened in the public history.
import { draw, moveAll, moveCard, type CardId } from '@parlor/deck';
import { seatsInOrder } from '@parlor/turn-phases';
import type { CardKey, Suit } from '../cards';
import type { CharacterKey } from '../characters';
import { makeKnown, record } from '../history';
import { handOf, inPlayOf, isAlive, othersInOrder } from '../seats';
import { answersAs, readsMarks } from './answers';
import { windows } from './windows';
import type { BangResult, BangState, Hit, Seat, Source } from '../state';
import type { Context } from './hooks';
import { leaveGold, loseAllGear } from './gold';
import { gainNuggets } from './nuggets';
import { abilityOf, eventsInEffect, hooksFor, reaches } from './registry';

/** Counts the reshuffle a draw of `count` cards is about to cause, if any. */
export function noteReshuffle(G: BangState, count: number): void {
  if (G.zones.draw!.length <= count && G.zones.discard!.length > 0) G.shuffles++;
}

/** Draws into a hand, reshuffling the discard pile the moment the draw pile is empty (RULES.md §4.4 Draw pile exhaustion). */
export function drawCards(context: Context, seat: Seat, count: number): CardId[] {
  const { G, random } = context;
  noteReshuffle(G, count);
  const drawn = draw(G.zones, { from: 'draw', to: handOf(seat), count, refill: { from: 'discard', random } });
  if (drawn.length > 0) record(G, { kind: 'drew', seat, count: drawn.length, from: 'deck' });
  return drawn;
}

/** Turns over the top card of the draw pile onto `to` (a "draw!" card, a General Store card), reshuffling first if needed. */
export function turnOver(context: Context, to: string): CardId | undefined {
  const { G, random } = context;
  noteReshuffle(G, 1);
  return draw(G.zones, { from: 'draw', to, count: 1, refill: { from: 'discard', random } })[0];
}

/**
 * Lets the entries that act whenever a hand is empty do so now (Suzy Lafayette draws; ruling: at
 * any time, even out of turn). Called the moment a card leaves a hand, before that card takes
 * effect, and after every step. Returns whether any did.
 */
export function settleEmptyHands(context: Context): boolean {
  const { G, ctx } = context;
  let acted = false;
  for (const seat of ctx.playOrder) {
    // Asked after every step: the hand's size first, it is nearly always the answer.
    if (G.zones[handOf(seat)]!.length > 0 || !isAlive(G, seat)) continue;
    const onEmpty = abilityOf(G, seat).whenHandEmpty;
    if (onEmpty === undefined) continue;
    if (G.zones.draw!.length + G.zones.discard!.length === 0) continue;
    onEmpty(context, seat);
    acted = true;
  }
  return acted;
}

/** Regains life, never above the maximum. Returns the life actually regained. */
export function heal(G: BangState, seat: Seat, amount: number): number {
  const player = G.players[seat]!;
  // A shadow has no life to gain (GOLD-RUSH.md §G8), nor a ghost kept in by a Ghost card (VALLEY-OF-SHADOWS.md §5.2 Ghost).
  if (player.shadow || player.ghosted) return 0;
  const gained = Math.max(0, Math.min(amount, player.maxLife - player.life));
  if (gained > 0) G.players[seat] = { ...player, life: player.life + gained };
  return gained;
}

/** A random card of a seat's hand moves to `to` (Panic!, Jesse Jones, El Gringo). */
export function randomFromHand(context: Context, from: Seat, to: string): CardId | undefined {
  const hand = context.G.zones[handOf(from)]!;
  if (hand.length === 0) return undefined;
  const card = hand[context.random.Die(hand.length) - 1]!;
  moveCard(context.G.zones, card, { from: handOf(from), to });
  return card;
}

/**
 * Takes life from a seat and queues what follows: the Beer window if it reached 0 or less,
 * otherwise the abilities triggered by the hit. Both come before any other pending step, so a
 * Gatling's next target waits until this one is settled (RULES.md §11.5 Several eliminations from one
 * card).
 */
export function loseLife(context: Context, hit: Hit, { cost = false, asked = false }: { cost?: boolean; asked?: boolean } = {}): void {
  const { G } = context;
  const player = G.players[hit.target]!;
  // A shadow has no life to lose (GOLD-RUSH.md §G8); a ghost's cannot change, and a hit that changes nothing is no loss of life (ruling VS-17).
  if (player.shadow || player.ghosted) return;
  // The others may make it smaller first, unless he pays it of his own will (ruling VS-13); `asked` once they have been.
  if (!cost && !asked && readsMarks(G) && offerSaving(context, hit)) return;
  const life = player.life - hit.amount;
  G.players[hit.target] = { ...player, life };
  record(G, { kind: 'hit', seat: hit.target, amount: hit.amount, source: hit.source, life });
  // A nugget per life point to the player responsible, a lethal hit included (GOLD-RUSH.md §G3 Earning nuggets).
  if (hit.source !== null && hit.source !== hit.target && isAlive(G, hit.source)) gainNuggets(G, hit.source, hit.amount, 'wound');
  G.steps = [life <= 0 ? { kind: 'dying', hit } : { kind: 'after-hit', hit }, ...G.steps];
  for (const hooks of hooksFor(G, hit.target)) hooks.whenLifeLost?.(context, hit);
}

/**
 * Asks the first other player, clockwise from the loser's left, who holds a card that answers as
 * `saved` (VALLEY-OF-SHADOWS.md §4.8 Saved!, ruling VS-14), whether he plays it; the turn code asks
 * the next one if he does not. Returns whether anyone was asked.
 */
function offerSaving(context: Context, hit: Hit): boolean {
  const { G, ctx } = context;
  const savers = othersInOrder(G, ctx, hit.target).filter((seat) => G.zones[handOf(seat)]!.some((id) => answersAs(G, seat, id, 'saved')));
  if (savers.length === 0) return false;
  windows.open(context, { kind: 'queue', tag: 'saved', data: { hit, rest: savers.slice(1) }, items: [{ seat: savers[0]!, stage: 'saved' }] });
  return true;
}

/** Discards everything a seat holds, in hand and in play. */
export function discardAll(G: BangState, seat: Seat): void {
  moveAll(G.zones, handOf(seat), 'discard');
  moveAll(G.zones, inPlayOf(seat), 'discard');
}

/**
 * Whether an effect `source` caused with `cause`, from cards of these `suits`, reaches `target`
 * (see `reaches` in registry.ts); when it does not (Apache Kid and a Diamond), the history says so
 * and the effect does nothing.
 */
export function affects(G: BangState, target: Seat, source: Seat, cause: CardKey | CharacterKey, suits: readonly Suit[]): boolean {
  if (reaches(G, target, source, suits)) return true;
  record(G, { kind: 'unaffected', seat: target, by: source, card: cause });
  return false;
}

/**
 * The cards of an eliminated player go to the players whose entries inherit them (Vulture Sam),
 * or to the discard pile. Two takers (Vera Custer copying Vulture Sam) share them one card at
 * a time, the one closer to the dead player's left first (Dodge City FAQ): first the cards in
 * play, which everyone saw, then the hand.
 */
function passOnCards(context: Context, seat: Seat): void {
  const { G, ctx } = context;
  const takers = seatsInOrder(ctx.playOrder, { from: seat, skip: (other) => !isAlive(G, other) }).filter((other) => abilityOf(G, other).inheritsCards);
  if (takers.length === 0) return discardAll(G, seat);
  const fromPlay = [...G.zones[inPlayOf(seat)]!];
  const cards = [...fromPlay, ...G.zones[handOf(seat)]!];
  const counts = new Map<Seat, number>();
  cards.forEach((id, index) => {
    const taker = takers[index % takers.length]!;
    moveCard(G.zones, id, { from: index < fromPlay.length ? inPlayOf(seat) : handOf(seat), to: handOf(taker) });
    // What lay in play was seen by everyone; it stays known in the taker's hand.
    if (index < fromPlay.length) makeKnown(G, id);
    counts.set(taker, (counts.get(taker) ?? 0) + 1);
  });
  for (const taker of takers) record(G, { kind: 'inherited', seat: taker, from: seat, count: counts.get(taker) ?? 0 });
}

/**
 * Eliminates a seat (RULES.md §11.4 Elimination procedure): reveals its role, passes its cards on (Vulture
 * Sam) or discards them, applies the rewards and the Sheriff's penalty, lets the entries that act
 * on another's death act (Greg Digger, Herb Hunter), then checks victory.
 */
export function eliminate(context: Context, seat: Seat, source: Source): void {
  const { G, ctx } = context;
  // A ghost going out again keeps who killed him the first time (ruling VS-19: this time credits nobody).
  const { ghosted: _gone, ...player } = G.players[seat]!;
  G.players[seat] = { ...player, alive: false, killedBy: _gone ? (player.killedBy ?? null) : source };
  G.firstOut ??= seat;
  const role = G.roles[seat]!;
  record(G, { kind: 'eliminated', seat, role, by: source });
  passOnCards(context, seat);

  const killer = source !== null && source !== seat && isAlive(G, source) ? source : null;
  // With 4-8 players an Outlaw's killer draws 3; in the 3-player game, anyone's (RULES.md §12 Rewards and penalties).
  const anyKill = G.targets !== null;
  if (killer !== null && (role === 'outlaw' || anyKill)) {
    record(G, { kind: 'reward', seat: killer, ...(anyKill ? { anyKill } : {}) });
    drawCards(context, killer, 3);
  }
  // On top of the usual rewards: what the dead player's entries give his killer (GOLD-RUSH.md §G6 Wanted).
  if (killer !== null) for (const hooks of hooksFor(G, seat)) hooks.rewardsKiller?.(context, seat, killer);
  leaveGold(G, seat);
  if (killer !== null && role === 'deputy' && killer === G.sheriff) {
    record(G, { kind: 'penalty', seat: killer });
    discardAll(G, killer);
    // His black equipment too, but he keeps his nuggets (GOLD-RUSH.md §G5).
    loseAllGear(G, killer, 'penalty');
  }
  for (const other of seatsInOrder(ctx.playOrder, { from: seat, skip: (next) => !isAlive(G, next) })) {
    abilityOf(G, other).whenOtherEliminated?.(context, other, seat);
  }
  G.result = victory(G, ctx.playOrder, seat, source);
}

/**
 * The result if a victory condition holds now (RULES.md §13 Victory conditions), else null; `dead` has
 * just been eliminated, `source` being responsible. In the 3-player game (RULES.md §3.3 Three-player
 * variant) a player who eliminates his own target himself wins at once; any other death makes the
 * two left play to be the last one alive.
 */
export function victory(G: BangState, playOrder: readonly Seat[], dead?: Seat, source?: Source): BangResult | null {
  const result = judge(G, playOrder, dead, source);
  // Winners in the seats' order, whatever order the players sit in now (Lady Rose of Texas swaps seats).
  return result === null ? null : { ...result, winners: [...result.winners].sort((a, b) => Number(a) - Number(b)) };
}

/** The result by the roles and who is alive (see `victory`), winners in seating order. */
function judge(G: BangState, playOrder: readonly Seat[], dead?: Seat, source?: Source): BangResult | null {
  // A shadow playing his turn is not among the living (GOLD-RUSH.md §G8).
  const living = playOrder.filter((seat) => isAlive(G, seat) && G.players[seat]!.shadow !== true);
  // Wild West Show (the final card): the last one standing wins alone, whatever the roles (WILD-WEST-SHOW.md §W6.10).
  if (eventsInEffect(G).some((event) => event.lastStanding)) return living.length === 1 ? { winner: 'survivor', winners: living } : null;
  if (G.targets !== null) {
    if (dead !== undefined && !G.lastStanding) {
      if (source !== null && source !== undefined && source !== dead && isAlive(G, source) && G.targets[source] === dead) return { winner: 'target', winners: [source] };
      G.lastStanding = true;
    }
    return living.length === 1 ? { winner: 'survivor', winners: living } : null;
  }
  // An eliminated Shadow-Renegade wins or loses with the side he last joined (GOLD-RUSH.md §G8).
  const withRole = (...roles: string[]) => {
    const side = roles.includes('outlaw') ? 'outlaws' : 'law';
    return playOrder.filter((seat) => roles.includes(G.roles[seat]!) || (G.players[seat]!.side === side && !living.includes(seat)));
  };
  if (G.sheriff !== null && !isAlive(G, G.sheriff)) {
    if (living.length === 1 && G.roles[living[0]!] === 'renegade') return { winner: 'renegade', winners: [living[0]!] };
    return { winner: 'outlaws', winners: withRole('outlaw') };
  }
  if (!living.some((seat) => G.roles[seat] === 'outlaw' || G.roles[seat] === 'renegade')) {
    return { winner: 'law', winners: withRole('sheriff', 'deputy') };
  }
  return null;
}
