import type { State } from 'boardgame.io';
import { checkConservation, describeConservation } from '@parlor/deck';
import type { Invariant, ViewCheck } from '@parlor/game-kit';
import { deckFor, keyOf } from './cards';
import { isWeaponCard } from './engine/equipment';
import { windows } from './engine/windows';
import { standing } from './game';
import { EQUIPMENT, equipmentKeyOf } from './gold-rush-cards';
import { gearOf, handOf, inPlayOf, isAlive } from './seats';
import type { BangResult, BangState, HistoryEntry, Seat, Step } from './state';
import { handLimit } from './turn';

type Check = Invariant<BangState>;

const deckCache = new Map<string, string[]>();
/** Every card of the match: its playing cards, and Gold Rush's equipment when it plays with it. */
const cardsOf = (G: BangState) => {
  const key = `${G.options.sets.join(',')}${G.gold ? '+gold' : ''}${G.options.noGhostCards ? '-ghosts' : ''}`;
  if (!deckCache.has(key)) deckCache.set(key, [...deckFor(G.options.sets, G.options.noGhostCards ? ['ghost'] : []), ...(G.gold ? EQUIPMENT.map((data) => data.id) : [])]);
  return deckCache.get(key)!;
};

/** What must hold after every step of every match (the playout tests and `npm run simulate` check them). */
export const invariants: Check[] = [
  // Every card of the match is in exactly one zone.
  ({ G }) => describeConservation(checkConservation(G.zones, cardsOf(G))),
  // Life stays within 0..max; only a player whose hit is being settled is at 0 or below.
  ({ G, ctx }) => {
    for (const seat of ctx.playOrder) {
      const player = G.players[seat]!;
      if (!player.alive) continue;
      if (player.life > player.maxLife) return `seat ${seat} has ${player.life} life, above ${player.maxLife}`;
      // A ghost (Ghost Town) plays his turn from 0 life and cannot die.
      if (player.ghost) {
        if (player.life < 0) return `ghost seat ${seat} has ${player.life} life`;
        if (ctx.currentPlayer !== seat) return `seat ${seat} is a ghost out of his turn`;
        continue;
      }
      // A ghost kept in by a Ghost card is at 0 life for good, with that card in front of him (VALLEY-OF-SHADOWS.md §5.2 Ghost).
      if (player.ghosted) {
        if (player.life !== 0) return `ghost seat ${seat} has ${player.life} life`;
        if (!G.zones[inPlayOf(seat)]!.some((id) => keyOf(id) === 'ghost') && G.result === null) return `ghost seat ${seat} has no Ghost card in play`;
        continue;
      }
      // A shadow (Shadow-Gunslingers) has no life at all, plays only his own turn and puts nothing in play.
      if (player.shadow) {
        if (ctx.currentPlayer !== seat) return `seat ${seat} is a shadow out of his turn`;
        if (G.zones[inPlayOf(seat)]!.length > 0) return `shadow seat ${seat} has cards in play`;
        continue;
      }
      const top = windows.top(G);
      // At 0 life or less while his lethal hit is being settled: the Beer window, or his last-chance draw! (Teren Kill), also while he chooses its card (Lucky Duke, Horseshoe).
      const lastChance = (step: Step | undefined) => step?.kind === 'check' && step.hit?.target === seat;
      const settling =
        (top?.tag === 'dying' && (top.data as { hit: { target: Seat } }).hit.target === seat) ||
        (top?.tag === 'choice' && lastChance(((top.data as { data?: { step?: Step } }).data ?? {}).step)) ||
        G.steps.some((step) => (step.kind === 'dying' && step.hit.target === seat) || lastChance(step));
      if (player.life < 1 && !settling) return `seat ${seat} is alive with ${player.life} life`;
    }
    return undefined;
  },
  // Every turn that ends in a step is accounted for: phase 3 left its player no more cards than his
  // hand limit (RULES.md §4.3 Phase 3 — discard excess cards), or a failed Jail skipped it (ruling: the
  // whole turn), or he was eliminated.
  ({ G, ctx }, previous) => handLimitKept(G, previous?.G, previous?.ctx.currentPlayer, ctx.turn !== previous?.ctx.turn),
  // The eliminated hold nothing; the player whose turn it is lives (once nothing is pending).
  ({ G, ctx }) => {
    for (const seat of ctx.playOrder) {
      if (isAlive(G, seat)) continue;
      if (G.zones[handOf(seat)]!.length + G.zones[inPlayOf(seat)]!.length > 0) return `eliminated seat ${seat} still holds cards`;
    }
    return undefined;
  },
  // Two cards of one name are never in play in front of one player, nor two weapons (RULES.md §4.2 Phase 2 — play cards).
  ({ G, ctx }) => {
    for (const seat of ctx.playOrder) {
      const cards = G.zones[inPlayOf(seat)]!;
      const keys = cards.map(keyOf);
      if (new Set(keys).size < keys.length) return `seat ${seat} has two cards of one name in play: ${keys.join(', ')}`;
      if (cards.filter(isWeaponCard).length > 1) return `seat ${seat} has two weapons in play`;
    }
    return undefined;
  },
  // The active players are exactly what the open window (or the turn) lets act, plus the seats
  // that may act at any time (Sid Ketchum) in their own stage.
  ({ G, ctx }) => {
    const problem = standing.check(G, ctx);
    if (problem) return problem;
    const plain = standing.withoutStanding(ctx);
    if (windows.top(G) === undefined && ctx.gameover === undefined && plain.activePlayers !== null) {
      return `nothing is pending but the active players are ${JSON.stringify(ctx.activePlayers)}`;
    }
    return windows.check(G, plain);
  },
  // Gold Rush (GOLD-RUSH.md §G4, §G5): nuggets only with it and never below 0; the market holds at most three
  // cards; the face-up cards of the equipment deck lie at its bottom; nobody has two black cards of a name,
  // and the eliminated have none; a card Josh McCloud took is placed before anything else happens.
  ({ G, ctx }) => {
    for (const seat of ctx.playOrder) {
      const nuggets = G.players[seat]!.nuggets;
      if ((nuggets !== undefined) !== (G.gold !== undefined) || (nuggets ?? 0) < 0) return `seat ${seat} has nuggets ${String(nuggets)}`;
    }
    if (G.gold === undefined) return undefined;
    if (G.zones.market!.length > 3) return `the market holds ${G.zones.market!.length} cards`;
    const deck = G.zones.equipment!;
    const up = G.gold.faceUp;
    if (up.some((id) => !deck.includes(id)) || deck.slice(deck.length - up.length).some((id) => !up.includes(id))) return 'face-up equipment cards are not the bottom of the equipment deck';
    for (const seat of ctx.playOrder) {
      const keys = G.zones[gearOf(seat)]!.map(equipmentKeyOf);
      if (new Set(keys).size < keys.length) return `seat ${seat} has two black cards of one name: ${keys.join(', ')}`;
      if (!isAlive(G, seat) && keys.length > 0) return `eliminated seat ${seat} still has equipment`;
    }
    if (G.zones['equipment-held']!.length > 0 && windows.top(G)?.tag !== 'choice') return 'an equipment card is held with no choice pending';
    return undefined;
  },
  // The first player out is remembered once anyone is out (Dead Man brings him back).
  ({ G, ctx }) => (G.firstOut === null && ctx.playOrder.some((seat) => !G.players[seat]!.alive) ? 'a player is out but no first one out is recorded' : undefined),
  // The event stack (RULES.md §16.2 Revealing): no event before the second round, exactly one from then on;
  // the stack's count is its cards, it holds no card twice nor the event in effect, and the final
  // card is its last, or in effect for good once revealed. No event is ever in a card zone.
  ({ G }) => {
    const deck = G.eventDeck;
    if (deck === null) return G.event === null ? undefined : `event ${G.event} in effect without an event deck`;
    if ((deck.rounds >= 2) !== (G.event !== null)) return `round ${deck.rounds} with event ${String(G.event)} in effect`;
    const stack = deck.next === null ? [] : [deck.next, ...deck.rest];
    if (deck.next === null && deck.rest.length > 0) return 'cards under an empty top of the event stack';
    if (deck.left !== stack.length) return `the event stack counts ${deck.left} but holds ${stack.length}`;
    if (new Set(stack).size !== stack.length || (G.event !== null && stack.includes(G.event))) return 'an event is in the stack twice, or both in the stack and in effect';
    if (stack.length > 0 ? stack[stack.length - 1] !== deck.final : G.event !== deck.final) return `the final card ${deck.final} is neither last in the stack nor in effect`;
    if (stack.slice(0, -1).includes(deck.final)) return 'the final card is above the bottom of the stack';
    const names = new Set<string>([...stack, ...(G.event ? [G.event] : [])]);
    for (const [zone, ids] of Object.entries(G.zones)) if (ids.some((id) => names.has(id))) return `an event card is in the card zone ${zone}`;
    return undefined;
  },
  // The Wild West Show stack (WILD-WEST-SHOW.md §W2, §W3): no card twice nor both stacked and in effect,
  // Wild West Show last (or in effect for good once out); a seating, when there is one, holds every seat once.
  ({ G, ctx }) => {
    const show = G.show;
    if (show === undefined) return undefined;
    const all = [...show.stack, ...(show.event !== null ? [show.event] : [])];
    if (new Set(all).size !== all.length) return 'a Wild West Show event is in the stack twice, or both in the stack and in effect';
    if (show.stack.length > 0 ? show.stack[show.stack.length - 1] !== 'wild_west_show' : show.event !== 'wild_west_show') return 'Wild West Show is neither last in its stack nor in effect';
    if (show.seating !== undefined && [...show.seating].sort().join() !== [...ctx.playOrder].sort().join()) return `the seating ${JSON.stringify(show.seating)} is not the table's seats`;
    return undefined;
  },
  // The result is the one the victory rules give for the roles and who is alive, set the moment
  // it holds and never changed after (RULES.md §13 Victory conditions).
  ({ G, ctx }, previous) => {
    const expected = expectedResult(G, ctx.playOrder);
    if (JSON.stringify(expected) !== JSON.stringify(G.result)) return `result ${JSON.stringify(G.result)}, expected ${JSON.stringify(expected)}`;
    if (previous?.G.result && JSON.stringify(previous.G.result) !== JSON.stringify(G.result)) return 'the result changed after the game ended';
    if (G.result !== null && JSON.stringify(ctx.gameover) !== JSON.stringify(G.result)) return 'gameover differs from the result';
    return undefined;
  },
];

/**
 * The winners by RULES.md §13 Victory conditions, from the roles and who is alive alone (written
 * apart from the engine's own check, so that the two keep each other honest). The Sheriff dead: the
 * Renegade wins if he is the only one alive, otherwise every Outlaw, dead or alive, wins (a Deputy
 * never does, nor a Renegade with anyone else alive). The Sheriff alive with every Outlaw and
 * Renegade dead: the Sheriff and every Deputy, dead or alive. Otherwise nobody yet.
 */
export function expectedResult(G: BangState, seats: readonly Seat[]): BangResult | null {
  // A shadow (GOLD-RUSH.md §G8) is not alive for victory; an eliminated Shadow-Renegade counts with the side he joined.
  const alive = seats.filter((seat) => G.players[seat]!.alive && !G.players[seat]!.shadow);
  const sideOf = (seat: Seat) => (alive.includes(seat) ? undefined : G.players[seat]!.side);
  const holding = (role: string) => seats.filter((seat) => G.roles[seat] === role || (role === 'outlaw' && sideOf(seat) === 'outlaws') || (role === 'deputy' && sideOf(seat) === 'law'));
  // Wild West Show, the final card: the last one alive wins alone (WILD-WEST-SHOW.md §W6.10).
  if (G.show?.event === 'wild_west_show') return alive.length === 1 ? { winner: 'survivor', winners: [...alive] } : null;
  if (seats.length === 3) return expectedOfThree(G, seats, alive);
  const sheriffs = holding('sheriff');
  if (sheriffs.length !== 1) return null;
  if (!alive.includes(sheriffs[0]!)) {
    if (alive.length === 1 && G.roles[alive[0]!] === 'renegade') return { winner: 'renegade', winners: alive };
    return { winner: 'outlaws', winners: holding('outlaw') };
  }
  const opponents = [...holding('outlaw'), ...holding('renegade')];
  if (opponents.every((seat) => !alive.includes(seat))) return { winner: 'law', winners: [...sheriffs, ...holding('deputy')].sort((a, b) => seats.indexOf(a) - seats.indexOf(b)) };
  return null;
}

/**
 * The 3-player game (RULES.md §3.3 Three-player variant), from the roles and who killed whom: the Deputy
 * hunts the Renegade, the Renegade the Outlaw, the Outlaw the Deputy. The first death ends the game
 * when its hunter is responsible for it (he wins); otherwise the last one alive wins. (After a
 * hunter's kill the game is over, so a second death always follows another kind of first one.)
 */
function expectedOfThree(G: BangState, seats: readonly Seat[], alive: readonly Seat[]): BangResult | null {
  const hunts: Record<string, string> = { deputy: 'renegade', renegade: 'outlaw', outlaw: 'deputy' };
  // The first death is the one that decides (G.firstOut). A player who came back (Dead Man) was not
  // killed by his hunter: that would have ended the game.
  const first = G.firstOut;
  // Once a first death fell to someone else the last one alive wins, whatever roles were dealt again
  // since (Helena Zontero, Bone Orchard).
  if (first !== null && !G.lastStanding && !alive.includes(first) && G.players[first]!.returned === undefined) {
    const killer = G.players[first]!.killedBy;
    const dead = seats.filter((seat) => !alive.includes(seat));
    if (dead.length === 1 && killer !== null && killer !== undefined && alive.includes(killer) && hunts[G.roles[killer]!] === G.roles[first]) return { winner: 'target', winners: [killer] };
  }
  return alive.length === 1 ? { winner: 'survivor', winners: [...alive] } : null;
}

/** Whether a history line names a seat in any role (who acted, from whom, on whom). */
function names(entry: HistoryEntry, seat: Seat): boolean {
  return Object.entries(entry).some(([field, value]) => field !== 'n' && field !== 'kind' && value === seat);
}

/**
 * The hand limit check of one step (see `invariants`): every turn that ended in the step, the
 * one current before it and each one begun and finished within it, must be closed by an
 * `ended` line with at most the hand limit (and, unless a later line of the step touches that
 * player, exactly his hand now), a `skipped` line or his elimination.
 */
function handLimitKept(G: BangState, before: BangState | undefined, current: Seat | undefined, turnChanged: boolean): string | undefined {
  if (!before || current === undefined) return undefined;
  const since = G.history.filter((entry) => entry.n >= before.historyCount);
  if (G.historyCount > before.historyCount && G.history[0]!.n > before.historyCount) {
    return `one step wrote more history than is kept (${G.historyCount - before.historyCount} lines)`;
  }
  for (const [index, entry] of since.entries()) {
    if (entry.kind !== 'ended') continue;
    const later = since.slice(index + 1);
    // A ghost's turn (Ghost Town) has no hand limit: everything he holds is discarded as it ends.
    if (later.some((line) => line.kind === 'faded' && line.seat === entry.seat)) continue;
    // His life then: before the first later change of it in this step (the next turn's start may have hit him).
    const change = later.find((line) => (line.kind === 'hit' || line.kind === 'healed') && line.seat === entry.seat);
    const life = change?.kind === 'hit' ? change.life + change.amount : change?.kind === 'healed' ? change.life - change.amount : G.players[entry.seat]!.life;
    // The rest from the state the turn ended in: what comes after it in the same step (the next
    // turn's event, an extra turn's new characters) does not change the limit that applied.
    const then = before.turn.seat === entry.seat ? before : G;
    const limit = handLimit({ ...then, players: { ...then.players, [entry.seat]: { ...then.players[entry.seat]!, life } } }, entry.seat);
    if (entry.hand > limit) return `seat ${entry.seat} ended his turn with ${entry.hand} cards, over his limit of ${limit}`;
    const touched = later.some((line) => names(line, entry.seat));
    if (!touched && G.zones[handOf(entry.seat)]!.length !== entry.hand) return `seat ${entry.seat} ended his turn with ${G.zones[handOf(entry.seat)]!.length} cards, not the ${entry.hand} recorded`;
  }
  // The turns that ended in this step: the one before it (if the turn changed), and each turn begun since but no longer current.
  const turnsBegun = since.filter((entry) => entry.kind === 'turn').map((entry) => entry.seat);
  const ended = turnChanged ? [current, ...turnsBegun.slice(0, -1)] : [];
  // A turn whose phase 3 was over before this step, with what comes at its end (Vendetta's draw!) resolving since, is closed.
  if (before.turn.phase === 'end') ended.shift();
  for (const seat of ended) {
    // The turn of a seat out of the game all along (an event that brought him in was replaced as it began) holds no phase 3.
    if (before.players[seat]?.alive === false) continue;
    const closed = since.some(
      (entry) => (entry.kind === 'ended' || entry.kind === 'skipped' || entry.kind === 'eliminated' || entry.kind === 'turn-lost') && entry.seat === seat,
    );
    if (!closed) return `seat ${seat}'s turn ended without phase 3, a Jail or an elimination`;
  }
  return undefined;
}

/**
 * The cards a viewer must never receive (RULES.md §20 Engine modelling notes), worked out from G rather
 * than from the visibility declaration it checks: the draw pile, and every other seat's hand and
 * Kit Carlson's look.
 */
export const secrets = ({ G, ctx }: State<BangState>, viewer: string | null, previous?: State<BangState>): ReadonlySet<string> => {
  const hidden = new Set<string>(G.zones.draw);
  // The equipment deck's face-down cards (GOLD-RUSH.md §G2): nobody knows which lies where.
  if (G.gold) for (const id of G.zones.equipment!) if (!G.gold.faceUp.includes(id)) hidden.add(id);
  // Sacagaway shows every hand to everybody (WILD-WEST-SHOW.md §W6.8).
  const handsOpen = G.show?.event === 'sacagaway';
  for (const seat of ctx.playOrder) {
    if (seat === viewer) continue;
    for (const id of G.zones[`look:${seat}`] ?? []) hidden.add(id);
    if (handsOpen) continue;
    for (const id of G.zones[handOf(seat)] ?? []) hidden.add(id);
  }
  // The discard pile is shuffled into the draw pile the moment the pile runs out, possibly in
  // the step that discarded a card, which may then be drawn again at once. Cards that were face
  // up before this step may be named by its log wherever they are now; so may cards that left a
  // hand during a step that reshuffled (they went through the discard pile in view of
  // everyone). Where each lies in the new pile stays secret. Kit Carlson's returned card comes
  // from his look, never from a hand, and stays a secret. Gold Rush's equipment deck is the same:
  // a card bought from the market or taken from in front of a player goes face up under the
  // deck, and when the deck then holds only face-up cards it is shuffled face down in the same
  // step (GOLD-RUSH.md §G4.1), the card's id named by that step's log.
  if (previous) {
    const before = previous.G.zones;
    const reshuffled = G.shuffles !== previous.G.shuffles;
    for (const [zone, ids] of Object.entries(before)) {
      const wasPublic =
        zone === 'discard' || zone === 'store' || zone === 'reveal' || zone.startsWith('play:') || zone === 'market' || zone === 'equipment-held' || zone.startsWith('gear:');
      if (wasPublic) for (const id of ids) if (!G.zones[zone]!.includes(id)) hidden.delete(id);
      if (reshuffled && zone.startsWith('hand:')) for (const id of ids) hidden.delete(id);
    }
    for (const id of previous.G.gold?.faceUp ?? []) if (!G.gold!.faceUp.includes(id)) hidden.delete(id);
  }
  // A card everyone saw enter a hand is public knowledge while it stays in a hand.
  for (const id of G.known) if (ctx.playOrder.some((seat) => G.zones[handOf(seat)]!.includes(id))) hidden.delete(id);
  return hidden;
};

/**
 * What each viewer received of the roles (RULES.md §2 Roles and goals; §3.3 Three-player variant): its own,
 * the Sheriff's, those of eliminated players and, once the game is over or in the 3-player game,
 * everyone's; every other role arrives as null.
 * A role is a common word, so it is compared field by field instead of searched for.
 */
export const viewChecks: ViewCheck<BangState>[] = [
  ({ G, ctx }, viewer, seen) => {
    const shown = (seen.G as BangState).roles;
    for (const [seat, role] of Object.entries(G.roles)) {
      // The 3-player game deals every role face up.
      // Once eliminated, for good: a ghost (Ghost Town) or a player back in the game (Dead Man) keeps it shown.
      const open = seat === viewer || seat === G.sheriff || ctx.playOrder.length === 3 || !G.players[seat]!.alive || G.players[seat]!.killedBy !== undefined || G.result !== null;
      const got = shown[seat] ?? null;
      if (open && got !== role) return `the role of seat ${seat} is public but arrives as ${String(got)}`;
      if (!open && got !== null) return `the hidden role of seat ${seat} arrives as ${String(got)}`;
    }
  },
  // The event stack (RULES.md §16.2 Revealing): every viewer gets the next card, the count and the final
  // card, and nobody the order of the cards under the next.
  ({ G }, _viewer, seen) => {
    const got = (seen.G as BangState).eventDeck;
    if (G.eventDeck === null) return got === null ? undefined : 'an event stack arrives for a match without one';
    if (got === null || got.next !== G.eventDeck.next || got.left !== G.eventDeck.left || got.final !== G.eventDeck.final) return 'the public part of the event stack arrives wrong';
    if (got.rest !== null) return `the order of the event stack arrives: ${JSON.stringify(got.rest)}`;
    return undefined;
  },
  // The Wild West Show stack (WILD-WEST-SHOW.md §W2): everyone gets its size, its final card and the
  // event in effect, and nobody the order of the others; under Sacagaway every hand arrives open (§W6.8).
  ({ G, ctx }, _viewer, seen) => {
    const got = (seen.G as BangState).show;
    if (G.show === undefined) return got === undefined ? undefined : 'a Wild West Show stack arrives for a match without one';
    if (got === undefined || got.event !== G.show.event || got.stack.length !== G.show.stack.length) return 'the public part of the Wild West Show stack arrives wrong';
    if (got.stack.some((key, index) => key !== (index === G.show!.stack.length - 1 ? G.show!.stack[index] : null))) return `the order of the Wild West Show stack arrives: ${JSON.stringify(got.stack)}`;
    if (JSON.stringify(got.seating) !== JSON.stringify(G.show.seating) || JSON.stringify(got.skips) !== JSON.stringify(G.show.skips)) return 'the seating arrives wrong';
    if (G.show.event === 'sacagaway') {
      for (const seat of ctx.playOrder) if (JSON.stringify((seen.G as BangState).zones[handOf(seat)]) !== JSON.stringify(G.zones[handOf(seat)])) return `under Sacagaway the hand of seat ${seat} arrives hidden`;
    }
    return undefined;
  },
  // Spare characters (New Identity): each viewer its own, nobody another's.
  ({ G }, viewer, seen) => {
    const got = (seen.G as BangState).spares;
    for (const [seat, spare] of Object.entries(G.spares)) {
      const shown = got[seat] ?? null;
      if (seat === viewer ? shown !== spare : shown !== null) return `the spare character of seat ${seat} arrives as ${String(shown)} to ${String(viewer)}`;
    }
    return undefined;
  },
];
