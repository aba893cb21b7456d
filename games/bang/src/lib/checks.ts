import type { State } from 'boardgame.io';
import { checkConservation, describeConservation } from '@parlor/deck';
import type { Invariant } from '@parlor/game-kit';
import { victory } from './actions';
import { deckFor, keyOf } from './cards';
import { isWeaponCard } from './equipment';
import { handLimit } from './moves';
import { handOf, inPlayOf, isAlive } from './seats';
import type { BangState } from './state';
import { visibility } from './visibility';
import { windows } from './windows';

type Check = Invariant<BangState>;

const deckCache = new Map<string, string[]>();
const cardsOf = (G: BangState) => {
  const key = G.options.sets.join(',');
  if (!deckCache.has(key)) deckCache.set(key, deckFor(G.options.sets));
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
      const settling = windows.top(G)?.tag === 'dying' || G.steps.some((step) => step.kind === 'dying' && step.hit.target === seat);
      if (player.life < 1 && !settling && G.result === null) return `seat ${seat} is alive with ${player.life} life`;
    }
    return undefined;
  },
  // At the end of a turn its player holds no more cards than his life, unless Jail skipped it (RULES.md §4.3).
  ({ G, ctx }, previous) => {
    if (!previous || previous.ctx.turn === ctx.turn || ctx.gameover !== undefined) return undefined;
    const seat = previous.ctx.currentPlayer;
    // When a jailed player's turn was skipped in between, the next turn may be his again and he has drawn.
    if (ctx.turn !== previous.ctx.turn + 1 || ctx.currentPlayer === seat) return undefined;
    const since = G.history.filter((entry) => entry.n >= previous.G.historyCount);
    if (!isAlive(G, seat) || since.some((entry) => (entry.kind === 'skipped' && entry.seat === seat) || entry.kind === 'eliminated')) return undefined;
    // What the next turn's start already did to his hand (Jesse Jones) only shrinks it.
    const held = G.zones[handOf(seat)]!.length;
    return held <= handLimit(G, seat) ? undefined : `seat ${seat} ended his turn with ${held} cards and ${G.players[seat]!.life} life`;
  },
  // The eliminated hold nothing; the player whose turn it is lives (once nothing is pending).
  ({ G, ctx }) => {
    for (const seat of ctx.playOrder) {
      if (isAlive(G, seat)) continue;
      if (G.zones[handOf(seat)]!.length + G.zones[inPlayOf(seat)]!.length > 0) return `eliminated seat ${seat} still holds cards`;
    }
    return undefined;
  },
  // Two cards of one name are never in play in front of one player, nor two weapons (RULES.md §4.2).
  ({ G, ctx }) => {
    for (const seat of ctx.playOrder) {
      const cards = G.zones[inPlayOf(seat)]!;
      const keys = cards.map(keyOf);
      if (new Set(keys).size < keys.length) return `seat ${seat} has two cards of one name in play: ${keys.join(', ')}`;
      if (cards.filter(isWeaponCard).length > 1) return `seat ${seat} has two weapons in play`;
    }
    return undefined;
  },
  // The active players are exactly what the open window lets act.
  ({ G, ctx }) => windows.check(G, ctx),
  // The result is the one the victory rules give for who is alive (RULES.md §13).
  ({ G, ctx }) => {
    const expected = victory(G, ctx.playOrder);
    if (JSON.stringify(expected) !== JSON.stringify(G.result)) return `result ${JSON.stringify(G.result)}, expected ${JSON.stringify(expected)}`;
    if (ctx.gameover !== undefined && JSON.stringify(ctx.gameover) !== JSON.stringify(G.result)) return 'gameover differs from the result';
    return undefined;
  },
];

/** The cards a viewer must never receive: everything in zones it may not see (hands, the deck, Kit Carlson's look). */
export const secrets = ({ G, ctx }: State<BangState>, viewer: string | null, previous?: State<BangState>): ReadonlySet<string> => {
  const hidden = visibility.hiddenCards(G, viewer);
  // The discard pile is shuffled into the draw pile the moment the pile runs out, possibly in
  // the step that discarded a card, which may then be drawn again at once. Cards that were face
  // up before this step may be named by its log wherever they are now; so may cards that left a
  // hand during a step that reshuffled (they went through the discard pile in view of
  // everyone). Where each lies in the new pile stays secret. Kit Carlson's returned card comes
  // from his look, never from a hand, and stays a secret.
  if (previous) {
    const before = previous.G.zones;
    const reshuffled = G.shuffles !== previous.G.shuffles;
    for (const [zone, ids] of Object.entries(before)) {
      const wasPublic = zone === 'discard' || zone === 'store' || zone === 'reveal' || zone.startsWith('play:');
      if (wasPublic) for (const id of ids) if (!G.zones[zone]!.includes(id)) hidden.delete(id);
      if (reshuffled && zone.startsWith('hand:')) for (const id of ids) hidden.delete(id);
    }
  }
  // A card everyone saw enter a hand is public knowledge while it stays in a hand.
  for (const id of G.known) if (ctx.playOrder.some((seat) => G.zones[handOf(seat)]!.includes(id))) hidden.delete(id);
  return hidden;
};
