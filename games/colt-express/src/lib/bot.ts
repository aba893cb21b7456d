// The bot of a Colt Express seat. It reads only what its seat receives: the train, the loot
// counts, the bandits, its own hand, deck and purse values, and the pile as its seat sees it
// (another seat's face-down card is only a card back). It plans Schemin' by playing the pile
// forward on a copy of the public train: every card it can read (face up, or its own) is
// resolved with the choice its owner would most likely make, a card back changes nothing;
// each card of its hand is then scored where its bandit will stand when it comes up. In
// Stealin' the same scores pick the option: grab the best loot, keep away from the Marshal,
// shoot and punch the richest rival, never its own team.
import type { State } from 'boardgame.io';
import type { BotMove, BotPolicy, BotView } from '@parlor/game-kit';
import { ACTIONS, hasAbility } from './actions';
import { cardInfo, isAction } from './cards';
import { HOSTAGE_RANSOM, JEWELS, STRONGBOXES, type ActionKind } from './data';
import { answerVersion, awaits, handZone, phaseOf } from './flow';
import { cardChoices } from './legal';
import type { ActionOption, Bandit, ColtExpressResult, ColtExpressState, Level, Loot, LootChoice } from './state';
import { banditsAt, banditsInPlay, onTrain } from './train';

type View = BotView<ColtExpressState>;

/** What a purse is worth to a bot that cannot see its value: the average of the stock. */
const PURSE = 333;

const WORTH: Record<LootChoice, number> = { purse: PURSE, jewel: JEWELS.value, strongbox: STRONGBOXES.value, ransom: HOSTAGE_RANSOM };
const FIELD: Record<LootChoice, keyof Loot> = { purse: 'purses', jewel: 'jewels', strongbox: 'strongboxes', ransom: 'ransoms' };

/** The loot a bandit or a place holds, in dollars, purses at their average. */
function worth(loot: Loot): number {
  return loot.purses * PURSE + loot.jewels * JEWELS.value + loot.strongboxes * STRONGBOXES.value + loot.ransoms * HOSTAGE_RANSOM;
}

/** The most a robbery could take from a haul. */
function bestTake(loot: Loot): number {
  return loot.strongboxes > 0 ? STRONGBOXES.value : loot.jewels > 0 ? JEWELS.value : loot.purses > 0 ? PURSE : 0;
}

/** A copy of the public train a plan may change: bandits, loot lying on the train, cylinders. */
function copyTrain(G: ColtExpressState): ColtExpressState {
  const bandits = Object.fromEntries(Object.entries(G.bandits).map(([key, bandit]) => [key, { ...bandit, loot: { ...bandit.loot } }]));
  const train = G.train.map((unit) => ({ inside: { ...unit.inside }, roof: { ...unit.roof } }));
  return { ...G, bandits, train, zones: { ...G.zones } };
}

/** Who a bandit's seat is, and which bandits are on its side. */
function sideOf(G: ColtExpressState, seat: string): Set<Bandit> {
  return new Set(G.seats[seat] ?? []);
}

function seatOfBandit(G: ColtExpressState, bandit: Bandit): string {
  return G.bandits[bandit]!.seat;
}

/** Arriving inside the Marshal's unit sends a bandit up to the roof (the Marshal rule). */
function settle(G: ColtExpressState, bandit: Bandit): void {
  const state = G.bandits[bandit]!;
  if (state.level === 'inside' && state.unit === G.marshal) state.level = 'roof';
}

/**
 * Plays one card on the copied train, as far as the bot can tell: positions and loot move,
 * purse values stay unknown (a purse counts at its average), bullets only empty the cylinder.
 */
function perform(G: ColtExpressState, bandit: Bandit, action: ActionKind, option: ActionOption): void {
  const me = G.bandits[bandit]!;
  switch (action) {
    case 'move':
      me.unit = option.to!;
      settle(G, bandit);
      return;
    case 'changeFloor':
      me.level = me.level === 'inside' ? 'roof' : 'inside';
      settle(G, bandit);
      return;
    case 'fire':
      G.zones[`cylinder:${bandit}`] = G.zones[`cylinder:${bandit}`]!.slice(1);
      return;
    case 'robbery': {
      const field = FIELD[option.loot!];
      G.train[me.unit]![me.level][field]--;
      me.loot[field]++;
      return;
    }
    case 'punch': {
      const victim = G.bandits[option.target!]!;
      if (option.loot) {
        const field = FIELD[option.loot];
        victim.loot[field]--;
        if (option.keep) me.loot[field]++;
        else G.train[victim.unit]![victim.level][field]++;
      }
      victim.unit = option.to!;
      settle(G, option.target!);
      return;
    }
    case 'marshal':
      G.marshal = option.to!;
      for (const there of banditsAt(G, { unit: option.to!, level: 'inside' })) settle(G, there);
      return;
  }
}

/**
 * What standing at a place is worth to a bandit about to act again: the best loot there, and
 * (from a roof) some of what lies inside below. Inside the Marshal's unit is no place at all.
 */
function placeWorth(G: ColtExpressState, unit: number, level: Level): number {
  if (!onTrain(G, unit)) return 0;
  const here = G.train[unit]!;
  if (level === 'inside') return unit === G.marshal ? -150 : bestTake(here.inside) + 0.1 * bestTake(here.roof);
  return bestTake(here.roof) + (unit === G.marshal ? 0 : 0.4 * bestTake(here.inside));
}

/** Around a place: what the neighbouring units offer on the same level, a step away. */
function nearWorth(G: ColtExpressState, unit: number, level: Level): number {
  return Math.max(placeWorth(G, unit - 1, level), placeWorth(G, unit + 1, level), 0);
}

/** How rich the richest rival of `seat` is, and who it is. */
function richestRival(G: ColtExpressState, seat: string): { bandit?: Bandit; worth: number } {
  let best: { bandit?: Bandit; worth: number } = { worth: -1 };
  for (const bandit of banditsInPlay(G)) {
    if (seatOfBandit(G, bandit) === seat) continue;
    const value = worth(G.bandits[bandit]!.loot);
    if (value > best.worth) best = { bandit, worth: value };
  }
  return best;
}

/** The score of resolving `action` for `bandit` with `option` on the (copied) train, for the bandit's seat. */
function scoreOption(G: ColtExpressState, bandit: Bandit, action: ActionKind, option: ActionOption): number {
  const seat = seatOfBandit(G, bandit);
  const side = sideOf(G, seat);
  const me = G.bandits[bandit]!;
  switch (action) {
    case 'robbery':
      return WORTH[option.loot!];
    case 'move': {
      const to = option.to!;
      const arrive = me.level === 'inside' && to === G.marshal ? -200 + placeWorth(G, to, 'roof') : placeWorth(G, to, me.level) + 0.3 * nearWorth(G, to, me.level);
      return arrive - placeWorth(G, me.unit, me.level) - 0.3 * nearWorth(G, me.unit, me.level);
    }
    case 'changeFloor': {
      const level: Level = me.level === 'inside' ? 'roof' : 'inside';
      const arrive = level === 'inside' && me.unit === G.marshal ? -200 : placeWorth(G, me.unit, level) + 0.3 * nearWorth(G, me.unit, level);
      return arrive - placeWorth(G, me.unit, me.level) - 0.3 * nearWorth(G, me.unit, me.level);
    }
    case 'fire': {
      const target = option.target!;
      if (side.has(target)) return -120;
      // A bullet clogs the rival's hand; the one shot most in a match without teams loses the Gunslinger's $1000.
      const gunslinger = G.teams ? 0 : 120;
      return 80 + gunslinger + 0.05 * worth(G.bandits[target]!.loot) + (richestRival(G, seat).bandit === target ? 40 : 0);
    }
    case 'punch': {
      const target = option.target!;
      const victim = G.bandits[target]!;
      const dropped = option.loot ? WORTH[option.loot] : 0;
      const landsOnMarshal = victim.level === 'inside' && option.to === G.marshal;
      if (side.has(target)) return -0.5 * dropped - 60 - (landsOnMarshal ? 150 : 0);
      // A dropped token lies where the bandit stands, for his next robbery.
      const gain = option.keep ? dropped : 0.6 * dropped;
      // Pushed away from the loot lying where he was, or into the Marshal's arms.
      const away = placeWorth(G, victim.unit, victim.level) - placeWorth(G, option.to!, victim.level);
      return 30 + gain + 0.2 * away + (landsOnMarshal ? 150 : 0);
    }
    case 'marshal': {
      const to = option.to!;
      let score = 0;
      for (const there of banditsAt(G, { unit: to, level: 'inside' })) score += side.has(there) ? -160 : 140;
      // Freeing the unit he leaves opens its loot to a bandit of ours next door or above.
      for (const ours of side) {
        const near = G.bandits[ours]!;
        if (Math.abs(near.unit - G.marshal) <= 1) score += 0.2 * bestTake(G.train[G.marshal]!.inside);
        if (near.level === 'inside' && Math.abs(near.unit - to) === 1) score -= 20;
      }
      return score;
    }
  }
}

/** The option its owner most likely takes for a card, and its score (undefined: no option, no effect). */
function bestOption(G: ColtExpressState, bandit: Bandit, action: ActionKind): { option: ActionOption; score: number } | undefined {
  let best: { option: ActionOption; score: number } | undefined;
  for (const option of ACTIONS[action].options(G, bandit)) {
    const score = scoreOption(G, bandit, action, option);
    if (!best || score > best.score) best = { option, score };
  }
  return best;
}

/** The train as it will stand once the pile so far has resolved, as far as `seat` can read the pile. */
function trainAfterPile(G: ColtExpressState): ColtExpressState {
  const plan = copyTrain(G);
  for (const card of G.zones['pile'] ?? []) {
    if (card.startsWith('back.')) continue;
    const info = cardInfo(card);
    if (info.type !== 'action') continue;
    const chosen = bestOption(plan, info.bandit, info.action);
    if (chosen) perform(plan, info.bandit, info.action, chosen.option);
  }
  return plan;
}

/** The policy. */
export const bot: BotPolicy<ColtExpressState> = (view) => {
  switch (phaseOf(view.G)) {
    case 'place':
      return place(view);
    case 'discard':
      return discardAll(view);
    case 'keep':
      return keepActions(view);
    case 'scheme':
      return scheme(view);
    case 'steal':
      return steal(view);
    default:
      return view.moves[0]!;
  }
};

/** 2-player placement: the bandit whose car (the caboose or the next one) is richer, or the first. */
function place(view: View): BotMove {
  const { G } = view;
  const [caboose, next] = [worth(G.train[0]!.inside), worth(G.train[1]!.inside)];
  const options = view.moves.filter((move) => move.move === 'place');
  // A bandit who fires through the floor or pockets purses does best where the loot is.
  const strong = options.find((move) => hasAbility(move.args![1] as Bandit, 'pocketPunchedPurse') || hasAbility(move.args![1] as Bandit, 'fireThroughFloor'));
  if (strong && caboose >= next) return strong;
  return options[0]!;
}

/** Every bullet out of the hand: they can never be played. */
function discardAll(view: View): BotMove {
  const options = view.moves.filter((move) => move.move === 'discardBullets');
  return options.reduce((most, move) => ((move.args![1] as string[]).length > (most.args![1] as string[]).length ? move : most), options[0]!);
}

/** Keeps every action card and lets the bullets go. */
function keepActions(view: View): BotMove {
  const hand = view.G.zones[handZone(view.seat)]!;
  const actions = hand.filter(isAction).length;
  const options = view.moves.filter((move) => move.move === 'keep');
  return (
    options.find((move) => {
      const kept = move.args![1] as string[];
      return kept.length === actions && kept.every(isAction);
    }) ?? options[0]!
  );
}

/** Schemin': the card whose bandit will do the most when it comes up, or three new cards when none is worth it. */
function scheme(view: View): BotMove {
  const { G } = view;
  const plan = trainAfterPile(G);
  let best: BotMove | undefined;
  let bestScore = -Infinity;
  for (const move of view.moves) {
    if (move.move !== 'play') continue;
    const info = cardInfo(move.args![0] as string);
    if (info.type !== 'action') continue;
    const chosen = bestOption(plan, info.bandit, info.action);
    // A card with no effect when it comes up wastes the action, but costs nothing else.
    let score = chosen ? chosen.score : -10;
    // Face down, the others cannot see it coming (Ghost, tunnels).
    if (move.args![1] === true) score += 1;
    if (score > bestScore || (score === bestScore && view.random() < 0.5)) [best, bestScore] = [move, score];
  }
  const draw = view.moves.find((move) => move.move === 'draw');
  const playable = view.G.zones[handZone(view.seat)]!.filter(isAction).length;
  if (draw && (best === undefined || bestScore < (playable <= 2 ? 60 : 25))) return draw;
  return best ?? view.moves[0]!;
}

/** Stealin': the best option for the card that came up. */
function steal(view: View): BotMove {
  const { G } = view;
  const card = G.zones['pile']![0]!;
  const info = cardInfo(card);
  if (info.type !== 'action') return view.moves[0]!;
  let best = view.moves[0]!;
  let bestScore = -Infinity;
  for (const move of view.moves) {
    if (move.move !== 'resolve') continue;
    const score = scoreOption(G, info.bandit, info.action, move.args![0] as ActionOption);
    if (score > bestScore) [best, bestScore] = [move, score];
  }
  return best;
}

/**
 * The rules' passive answer of a seat whose time ran out in a window it answers beside the
 * others: no bullet card discarded at the start of Schemin', every card kept at its end (the
 * hand stays as it was). Its own Schemin' action, the choices of its card in Stealin' and the
 * 2-player placement have no default: the bot makes them.
 */
export function timeoutMove(state: State<ColtExpressState>, seat: string): BotMove | undefined {
  const { G, ctx } = state;
  if (ctx.gameover !== undefined) return undefined;
  const phase = phaseOf(G);
  if (!awaits(G, phase, seat)) return undefined;
  if (phase === 'discard') return { move: 'discardBullets', args: [answerVersion(G), []] };
  if (phase === 'keep') {
    const hand = G.zones[handZone(seat)]!;
    return { move: 'keep', args: [answerVersion(G), cardChoices(hand).find((cards) => cards.length === hand.length)!] };
  }
  return undefined;
}

/** The seats that won: the richest, tied seats sharing the win. */
export function winners(gameover: unknown): string[] {
  return (gameover as ColtExpressResult | undefined)?.winners ?? [];
}
