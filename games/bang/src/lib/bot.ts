// The bot of a BANG! seat. It reads only what its seat receives: its own hand and role, the
// cards in play, the discard pile, life points, hand sizes, the public roles (the Sheriff's,
// the dead's, every role in the 3-player game) and the last lines of the public history. From
// those it guesses who is on its side (RULES.md §2 Roles and goals): whoever shot at the Sheriff is
// probably an Outlaw, whoever shot at the bot is not its friend. Every listed move gets a
// score (what it does to enemies and friends, what it costs in cards worth keeping) and the
// best one is played; ending phase 2 scores zero, so a move worth nothing is not made.
import type { Ctx, State } from 'boardgame.io';
import type { CardId } from '@parlor/deck';
import type { BotMove, BotPolicy, BotView } from '@parlor/game-kit';
import { card, type CardKey, isCardId, keyOf, RANK_VALUE, WEAPON_RANGE } from './cards';
import type { CharacterKey } from './characters';
import { distance } from './engine/distance';
import { hasInPlay, inPlay, rangeOf, weaponOf } from './engine/equipment';
import { answersAs, PICK_EFFECT, playedAs } from './engine/plays';
import { checkRule } from './engine/registry';
import { beerWorks, suitOf } from './engine/steps';
import { ANYTIME, windows, type Windows } from './engine/windows';
import { type Role, rolesFor } from './roles';
import { handOf, livingSeats, seated } from './seats';
import type { BangResult, BangState, CheckStep, Seat } from './state';
import { handLimit } from './turn';
import { buyPrice } from './entries/gold-rush-equipment';
import { equipmentCard, equipmentKeyOf, type EquipmentKey } from './gold-rush-cards';

type View = BotView<BangState>;

/** What the bot knows and guesses at one decision. */
interface Table {
  G: BangState;
  ctx: Ctx;
  me: Seat;
  role: Role;
  hand: CardId[];
  living: Seat[];
  /** How much each other living seat is an enemy: 1 certainly, 0 unknown, -1 certainly a friend. */
  enemy: Map<Seat, number>;
}

const life = (t: Table, seat: Seat) => t.G.players[seat]!.life;
/** A player kept in by a Ghost card: his life neither goes up nor down (VALLEY-OF-SHADOWS.md §5.2, ruling VS-17). */
const ghosted = (t: Table, seat: Seat) => t.G.players[seat]?.ghosted === true;
// A ghost has nothing to regain: every heal gives him nothing.
const missing = (t: Table, seat: Seat) => (ghosted(t, seat) ? 0 : t.G.players[seat]!.maxLife - t.G.players[seat]!.life);
const handSize = (t: Table, seat: Seat) => t.G.zones[handOf(seat)]?.length ?? 0;
const enemyOf = (t: Table, seat: Seat) => (seat === t.me ? -1 : (t.enemy.get(seat) ?? 0));

/**
 * Whether an eliminated seat played for the bot's side: his role is public once he is out (visibility.ts).
 * The Renegade has no side, and in the 3-player game a player brought back has no target of his
 * own (VALLEY-OF-SHADOWS.md §7.3, ruling VS-34), so neither has a teammate to bring back.
 */
function deadTeammate(t: Table, seat: Seat): boolean {
  const role = t.G.roles[seat];
  if (t.G.targets !== null || role === undefined || t.role === 'renegade') return false;
  return t.role === 'outlaw' ? role === 'outlaw' : role === 'sheriff' || role === 'deputy';
}

/** Who attacked whom in the history the seat can read: shots, Duels, Panics, Jails, hits. */
function attacks(G: BangState): Set<string> {
  const seen = new Set<string>();
  for (const entry of G.history) {
    if ((entry.kind === 'played' || entry.kind === 'used') && entry.target !== undefined && entry.target !== entry.seat) {
      const key = entry.kind === 'played' ? (entry.as ?? entry.card) : entry.card;
      if (key !== 'tequila' && key !== 'beer') seen.add(`${entry.seat}>${entry.target}`);
    } else if (entry.kind === 'ability' && entry.target !== undefined) seen.add(`${entry.seat}>${entry.target}`);
    else if (entry.kind === 'hit' && entry.source !== null && entry.source !== entry.seat) seen.add(`${entry.source}>${entry.seat}`);
    // A Rattlesnake or a Bounty put in front of someone is aimed at him as a Jail is (VALLEY-OF-SHADOWS.md §5.1, §5.4).
    else if (entry.kind === 'equipped' && entry.on !== undefined && (entry.card === 'jail' || entry.card === 'rattlesnake' || entry.card === 'bounty')) seen.add(`${entry.seat}>${entry.on}`);
  }
  return seen;
}

/** The roles still hidden from this seat, as counts: what an unknown seat may be. */
function hiddenRoles(G: BangState, ctx: Ctx, me: Seat, role: Role): Record<Role, number> {
  const counts: Record<Role, number> = { sheriff: 0, deputy: 0, outlaw: 0, renegade: 0 };
  for (const dealt of rolesFor(ctx.numPlayers)) counts[dealt]++;
  counts[role]--;
  for (const seat of ctx.playOrder) {
    const known = G.roles[seat];
    if (seat !== me && known) counts[known]--;
  }
  return counts;
}

/** How much each other living seat is an enemy of this one, from its role and what it has seen. */
function allegiance(G: BangState, ctx: Ctx, me: Seat, role: Role, living: Seat[]): Map<Seat, number> {
  const enemy = new Map<Seat, number>();
  const others = living.filter((seat) => seat !== me);
  if (G.targets !== null) {
    // Three players: the seat's own target first; the one hunting it is a danger too (RULES.md §3.3 Three-player variant).
    for (const seat of others) enemy.set(seat, G.targets[me] === seat ? 1 : G.targets[seat] === me ? 0.6 : 0.4);
    return enemy;
  }
  const sheriff = G.sheriff;
  const seen = attacks(G);
  const hidden = hiddenRoles(G, ctx, me, role);
  const unknown = hidden.deputy + hidden.outlaw + hidden.renegade;
  const share = (count: number) => (unknown === 0 ? 0 : count / unknown);
  // A seat that shot at the Sheriff is more likely an Outlaw; one that shot at this seat is no friend.
  const shotSheriff = (seat: Seat) => sheriff !== null && seen.has(`${seat}>${sheriff}`);
  const shotMe = (seat: Seat) => seen.has(`${seat}>${me}`);
  const onlySheriffLeft = others.length === 1 && others[0] === sheriff;
  for (const seat of others) {
    const known = G.roles[seat];
    let value: number;
    switch (role) {
      case 'sheriff':
      case 'deputy': {
        if (known === 'sheriff') value = -1;
        else if (known) value = known === 'deputy' ? -1 : 1;
        else value = 2 * share(hidden.outlaw + hidden.renegade) - 1;
        if (!known && shotSheriff(seat)) value += 0.7;
        if (!known && shotMe(seat)) value += 0.5;
        break;
      }
      case 'outlaw': {
        if (known === 'sheriff') value = 1;
        else if (known) value = known === 'outlaw' ? -1 : known === 'deputy' ? 0.9 : 0.5;
        else value = 2 * share(hidden.deputy + hidden.renegade) - 1;
        if (!known && shotSheriff(seat)) value -= 0.6;
        if (!known && shotMe(seat)) value += 0.6;
        break;
      }
      case 'renegade': {
        // The Sheriff must fall last, to the Renegade alone (RULES.md §2 Roles and goals).
        if (seat === sheriff) value = onlySheriffLeft ? 1 : -0.4;
        else value = 0.7 + (shotSheriff(seat) ? 0.3 : 0);
        break;
      }
    }
    enemy.set(seat, Math.max(-1, Math.min(1, value)));
  }
  return enemy;
}

function tableOf(view: View): Table {
  const { G, seat } = view;
  // The table as it sits now (Lady Rose of Texas moves players).
  const ctx = seated(G, view.ctx);
  // A Shadow-Renegade's shadow plays for the side he joined (GOLD-RUSH.md §G8).
  const side = G.players[seat]?.shadow ? G.players[seat]!.side : undefined;
  const role = side === 'law' ? 'deputy' : side === 'outlaws' ? 'outlaw' : (G.roles[seat] ?? 'outlaw');
  const living = livingSeats(G, ctx);
  return { G, ctx, me: seat, role, hand: [...(G.zones[handOf(seat)] ?? [])], living, enemy: allegiance(G, ctx, seat, role, living) };
}

/** What a card is worth keeping in hand now. */
function worth(t: Table, id: CardId): number {
  const key = keyOf(id);
  const count = (wanted: CardKey) => t.hand.filter((other) => keyOf(other) === wanted).length;
  // Backfire is a Missed! card too (VALLEY-OF-SHADOWS.md §4.2).
  if (answersAs(t.G, t.me, id, 'missed') && (key === 'missed' || key === 'dodge' || key === 'backfire')) return count('missed') + count('dodge') + count('backfire') <= 1 ? 40 : 30;
  switch (key) {
    case 'beer':
      return beerWorks(t.G, t.ctx.playOrder) ? 26 + (life(t, t.me) <= 2 ? 14 : 0) : 2;
    case 'bang':
      return count('bang') <= 1 ? 26 : 18;
    case 'barrel':
    case 'mustang':
    case 'scope':
    case 'hideout':
    case 'binocular':
      return hasInPlay(t.G, t.me, key) ? 3 : 22;
    case 'dynamite':
      return 3;
    case 'wells_fargo':
      return 26;
    case 'stagecoach':
      return 22;
    case 'panic':
    case 'cat_balou':
    case 'gatling':
    case 'punch':
    case 'springfield':
    case 'whisky':
      return 18;
    case 'jail':
    case 'indians':
    case 'duel':
    case 'rag_time':
    case 'brawl':
    case 'tequila':
      return 13;
    case 'general_store':
    case 'saloon':
      return 9;
    // ---- The Valley of Shadows (VALLEY-OF-SHADOWS.md §4, §5) ----
    case 'aim':
      // Worth something only beside a card it can double.
      return t.hand.some((other) => other !== id && (playedAs(t.G, t.me, other) === 'bang' || hasInPlay(t.G, t.me, 'lemat'))) ? 16 : 8;
    case 'fanning':
    case 'tomahawk':
      return 18;
    case 'escape':
      return 20;
    case 'saved':
      return 18;
    case 'bandidos':
    case 'rattlesnake':
      return 13;
    case 'last_call':
      return missing(t, t.me) > 0 ? 16 : 10;
    case 'bounty':
    case 'poker':
    case 'tornado':
      return 9;
    case 'ghost':
      // Only a dead teammate makes it worth anything.
      return t.ctx.playOrder.some((seat) => !t.G.players[seat]!.alive && deadTeammate(t, seat)) ? 30 : 3;
    case 'lemat':
      // Every card in hand a BANG! card in his turn: better than its range says.
      return hasInPlay(t.G, t.me, 'lemat') ? 3 : 20;
    default: {
      const range = WEAPON_RANGE[key];
      if (range !== undefined) return range > rangeOf(t.G, t.me) ? 10 + 3 * range : 4;
      // Green cards and whatever else: useful, not vital.
      return card(id).color === 'green' ? 16 : 10;
    }
  }
}

/** What a shot at `target` is worth: how much of an enemy he is, how close to falling, how well guarded. */
function shotScore(t: Table, target: Seat): number {
  const e = enemyOf(t, target);
  if (e <= 0.15) return -60 + 20 * e;
  // A ghost loses no life: a shot at him is wasted (ruling VS-17).
  if (ghosted(t, target)) return -20;
  let score = 40 * e;
  if (life(t, target) === 1) score += 25;
  else if (life(t, target) === 2) score += 10;
  if (handSize(t, target) === 0) score += 12;
  if (hasInPlay(t.G, target, 'barrel')) score -= 8;
  // A hit on a Bounty's holder draws a card (most shots are BANG! cards).
  if (hasInPlay(t.G, target, 'bounty')) score += 5;
  if (t.role === 'outlaw' && target === t.G.sheriff) score += 20;
  if (t.G.targets?.[t.me] === target) score += 20;
  return score;
}

/** What a card in play is worth to its owner (what taking or discarding it does to him). */
function inPlayWorth(t: Table, owner: Seat, id: CardId): number {
  const key = keyOf(id);
  if (key === 'jail') return -25;
  if (key === 'dynamite') return -8;
  // A Rattlesnake bites its holder, a Bounty rewards his attackers; a ghost's Ghost card is his place in the game (VALLEY-OF-SHADOWS.md §5.1, §5.2, §5.4).
  if (key === 'rattlesnake') return -15;
  if (key === 'bounty') return -10;
  if (key === 'ghost') return 70;
  if (key === 'lemat') return 18;
  const range = WEAPON_RANGE[key];
  if (range !== undefined) return 4 + 4 * range;
  if (key === 'barrel' || key === 'mustang' || key === 'hideout') return 24;
  if (key === 'scope' || key === 'binocular') return 14;
  return owner === t.me ? 12 : 14;
}

/** Taking (Panic!-like) or discarding (Cat Balou-like) `pick` of `target`. */
function pickScore(t: Table, target: Seat, pick: CardId | 'hand', taking: boolean): number {
  const e = enemyOf(t, target);
  const loss = pick === 'hand' ? 12 : inPlayWorth(t, target, pick);
  // A friend's Jail or Dynamite is worth taking away; anything else of his is not.
  let score = e > 0.15 ? (10 + loss) * e : loss < 0 ? -loss * 0.8 : -30;
  if (taking) score += pick === 'hand' ? 10 : keyOf(pick) === 'dynamite' ? -15 : 8;
  // Henry Block shoots whoever takes or discards one of his cards (VALLEY-OF-SHADOWS.md §6).
  if (t.G.players[target]?.character === 'henry_block') score -= 12;
  return score;
}

/** What equipping a blue or green card of the seat's own does. */
function equipScore(t: Table, id: CardId): number {
  const key = keyOf(id);
  const range = WEAPON_RANGE[key];
  if (range !== undefined) {
    const now = rangeOf(t.G, t.me);
    const current = weaponOf(t.G, t.me);
    const bangs = t.hand.filter((other) => playedAs(t.G, t.me, other) === 'bang').length;
    const near = t.living.some((seat) => seat !== t.me && enemyOf(t, seat) > 0.15 && distance(t.G, t.ctx, t.me, seat) <= 1);
    if (key === 'volcanic') return bangs >= 2 && near ? 55 : current === undefined ? 12 : -20;
    const reachable = (reach: number) => t.living.filter((seat) => seat !== t.me && enemyOf(t, seat) > 0.15 && distance(t.G, t.ctx, t.me, seat) <= reach).length;
    if (key === 'lemat' || key === 'shotgun') {
      // Range 1, yet more than the Colt: LeMat makes every hand card a BANG! card in his turn, Shotgun
      // costs each one he hits a card (VALLEY-OF-SHADOWS.md §5.3, §5.5). Not worth a longer reach, a
      // Volcanic or the other of the two given up for it.
      const base = key === 'lemat' ? (bangs === 0 ? 40 : 30) : 22;
      const held = current === undefined ? undefined : keyOf(current);
      const given = held === undefined ? 0 : held === 'volcanic' || held === 'lemat' ? 30 : held === 'shotgun' ? 15 : 6 * (now - 1) + 14 * (reachable(now) - reachable(1));
      return (near ? base : base / 2) - given;
    }
    if (range <= now) return -20;
    return 20 + 6 * (range - now) + 12 * (reachable(range) - reachable(now));
  }
  switch (key) {
    case 'barrel':
      return 48;
    case 'mustang':
    case 'hideout':
      return 42;
    case 'scope':
    case 'binocular':
      return 30;
    case 'dynamite':
      return life(t, t.me) >= 4 ? 6 : -30;
    default:
      // Green cards wait a turn before use: better in play early than in a hand that may be discarded.
      return 32;
  }
}

/** The best extra card a "discard another card" card costs, as a cost. */
const extraCost = (t: Table, extra: unknown) => (typeof extra === 'string' ? worth(t, extra) : 0);

/**
 * What spending a hand card as a BANG! card costs (LeMat, Black Flower, the card Aim joins): nothing
 * for a BANG! card, which is there to be fired; any other card what it is worth kept, less a little,
 * since it saves the BANG! card for the Duels and Indians! of other turns.
 */
const asBangCost = (t: Table, id: CardId) => (playedAs(t.G, t.me, id) === 'bang' ? 0 : 0.9 * worth(t, id) - 8);

/**
 * What Aim adds to a BANG! card's hit at `target` (VALLEY-OF-SHADOWS.md §4.1): a second life, worth
 * most when it finishes him, least when he has one left (then it only beats one Beer).
 */
function aimBonus(t: Table, target: Seat): number {
  const e = enemyOf(t, target);
  if (e <= 0.15 || ghosted(t, target)) return 0;
  return (life(t, target) >= 3 ? 24 : life(t, target) === 2 ? 36 : 6) * e;
}

/** A shot at every other player (Gatling, Howitzer, Der Spot's Gatling): worth it with more enemies than friends hit; a ghost loses nothing. */
function gatlingScore(t: Table): number {
  return t.living.filter((seat) => seat !== t.me && !ghosted(t, seat)).reduce((sum, seat) => sum + 25 * enemyOf(t, seat) + (life(t, seat) === 1 ? 15 * enemyOf(t, seat) : 0), 0);
}

/** How much playing a hand card (as the seat plays it) or using one from play, with its arguments, helps. */
function playScore(t: Table, id: CardId, fromPlay: boolean, args: unknown[]): number {
  // A green card from the hand is put into play; its effect comes when it is used from there.
  if (!fromPlay && card(id).color === 'green') return equipScore(t, id);
  const key = fromPlay ? keyOf(id) : playedAs(t.G, t.me, id);
  const target = args[1] as Seat | null | undefined;
  const pick = args[2] as CardId | 'hand' | null | undefined;
  const cost = fromPlay ? 0 : extraCost(t, args[3]);
  const others = t.living.filter((seat) => seat !== t.me);
  const heal = (seat: Seat, amount: number) => Math.min(amount, missing(t, seat));
  switch (key) {
    case 'bang':
    case 'punch':
    case 'springfield':
    case 'derringer':
    case 'knife':
    case 'pepperbox':
    case 'buffalo_rifle':
    case 'tomahawk':
      return shotScore(t, target!) - cost + (key === 'derringer' ? 8 : 0);
    case 'duel': {
      const bangs = t.hand.filter((other) => other !== id && answersAs(t.G, t.me, other, 'bang')).length;
      return shotScore(t, target!) * (bangs >= 2 ? 0.8 : bangs === 1 ? 0.45 : 0.2) - 2 * handSize(t, target!);
    }
    case 'gatling':
    case 'howitzer':
      return gatlingScore(t);
    case 'indians':
      return others.reduce((sum, seat) => sum + (ghosted(t, seat) ? 0 : 18 * enemyOf(t, seat)), 0);
    case 'panic':
    case 'rag_time':
    case 'conestoga':
      return pickScore(t, target!, pick!, true) - cost;
    case 'cat_balou':
    case 'can_can':
      return pickScore(t, target!, pick!, false) - cost;
    case 'brawl':
      return others.reduce((sum, seat) => sum + 12 * enemyOf(t, seat), 0) - cost;
    case 'jail':
      return enemyOf(t, target!) > 0.15 ? 35 * enemyOf(t, target!) : -50;
    case 'beer': {
      if (!beerWorks(t.G, t.ctx.playOrder) || missing(t, t.me) === 0) return -50;
      const beers = t.hand.filter((other) => keyOf(other) === 'beer').length;
      // One Beer is kept back against a lethal hit while life is not low.
      return life(t, t.me) <= 2 ? 45 : beers >= 2 || t.hand.length > handLimit(t.G, t.me) ? 28 : 4;
    }
    case 'saloon':
      return 20 * heal(t.me, 1) + others.reduce((sum, seat) => sum - 12 * enemyOf(t, seat) * heal(seat, 1), 0);
    case 'whisky':
      return 24 * heal(t.me, 2) - cost;
    case 'tequila':
      return target === t.me ? 24 * heal(t.me, 1) - cost : -15 * enemyOf(t, target!) * heal(target!, 1) - cost;
    case 'canteen':
      return missing(t, t.me) > 0 ? 30 : -20;
    case 'stagecoach':
      return 50;
    case 'wells_fargo':
    case 'pony_express':
      return 60;
    case 'general_store':
      return 14;
    case 'dodge':
    case 'missed':
      return -40;
    // ---- The Valley of Shadows (VALLEY-OF-SHADOWS.md §4, §5) ----
    case 'aim': {
      // play(aim, target, null, card): the card beside it is the BANG! card it doubles, spent with it.
      // Against a lone BANG! card it adds the second life and costs the Aim itself.
      const bang = args[3] as CardId;
      return shotScore(t, target!) + aimBonus(t, target!) - asBangCost(t, bang) - worth(t, id) / 2;
    }
    case 'fanning': {
      // The turn's BANG!, then a second shot at a player next to the first target, never the shooter
      // (ruling VS-9). The bot chooses that one, but must choose one when there is one: the best of them counts.
      const seconds = others.filter((seat) => seat !== target && distance(t.G, t.ctx, target!, seat) <= 1).map((seat) => shotScore(t, seat));
      return shotScore(t, target!) + (seconds.length > 0 ? Math.max(...seconds) : 0);
    }
    case 'bandidos':
      // Each other player gives up 2 cards or a life; an empty hand loses the life, unless a ghost's, which loses nothing.
      return others.reduce((sum, seat) => sum + enemyOf(t, seat) * (handSize(t, seat) === 0 ? (ghosted(t, seat) ? 0 : 24) : handSize(t, seat) <= 2 ? 14 : 11), 0);
    case 'last_call':
      // Not a Beer: it cannot answer a lethal hit (§4.6), so there is nothing to keep it back for.
      return missing(t, t.me) === 0 ? -40 : life(t, t.me) <= 2 ? 45 : 30;
    case 'poker': {
      // Each other hand puts down a card; unless one is an Ace he takes two of them (§4.7). An enemy's
      // card lost is a gain; a friend's card mostly comes to him.
      const stakes = others.filter((seat) => handSize(t, seat) > 0);
      return stakes.length === 0 ? -20 : 8 + stakes.reduce((sum, seat) => sum + (enemyOf(t, seat) > 0 ? 7 : 2) * enemyOf(t, seat), 0);
    }
    case 'tornado':
      // Everyone swaps a card of his choice for two (§4.10): a card more for him, and one more for each other player.
      return 16 - others.reduce((sum, seat) => sum + 9 * enemyOf(t, seat), 0);
    case 'bounty':
      // Whoever shoots its holder with a BANG! card draws a card (§5.1): on an enemy it pays the bot's side to
      // shoot him; on itself or a friend it pays his enemies. A ghost is not worth shooting.
      return target === t.me || enemyOf(t, target!) <= 0.15 || ghosted(t, target!) ? -40 : 8 + 16 * enemyOf(t, target!);
    case 'rattlesnake':
      // A "draw!" each of his turns, a life lost on a Spade (§5.4); nothing to a ghost.
      return enemyOf(t, target!) <= 0.15 || ghosted(t, target!) ? -50 : 6 + 22 * enemyOf(t, target!) + (life(t, target!) === 1 ? 8 : 0);
    case 'ghost':
      // Only a dead teammate is worth bringing back (§5.2): his role is public now.
      return deadTeammate(t, target!) ? 45 : -60;
    default:
      return fromPlay ? -10 : equipScore(t, id);
  }
}

/** How much an ability's action (Sid Ketchum, Chuck Wengam, Doc Holyday, Jose Delgado, Uncle Will) helps. */
function actionScore(t: Table, move: BotMove, dying: boolean): number {
  const args = move.args ?? [];
  switch (move.move) {
    case 'heal': {
      // A shadow has no life to regain (GOLD-RUSH.md §G8).
      if (t.G.players[t.me]?.shadow) return -100;
      const cost = worth(t, args[0] as CardId) + worth(t, args[1] as CardId);
      if (dying) return 90 - cost / 10;
      return (life(t, t.me) <= 2 ? 60 : missing(t, t.me) >= 2 ? 25 : 5) - cost * 0.8;
    }
    case 'lifeForCards':
      return life(t, t.me) >= 4 ? 20 : -40;
    case 'discardToShoot':
      return shotScore(t, args[2] as Seat) - 0.7 * (worth(t, args[0] as CardId) + worth(t, args[1] as CardId));
    case 'blueForCards':
      return 26 - worth(t, args[0] as CardId);
    case 'asGeneralStore':
      return 14 - worth(t, args[0] as CardId);
    // Gold Rush (GOLD-RUSH.md §G7): 2 nuggets for a shot (Jacky Murieta), 1 for a card (Raddie Snake).
    case 'nuggetShot':
      return shotScore(t, args[0] as Seat) - 12;
    case 'nuggetDraw':
      return 16;
    // Events (Fistful): a BANG! card against an enemy's card in play; two BANG! cards for a shot two Missed! must stop.
    case 'ricochet': {
      const owner = t.ctx.playOrder.find((seat) => inPlay(t.G, seat).includes(args[1] as CardId));
      return owner === undefined ? -50 : inPlayWorth(t, owner, args[1] as CardId) * enemyOf(t, owner) * 0.6 - worth(t, args[0] as CardId) * 0.5;
    }
    case 'sniper':
      return shotScore(t, args[2] as Seat) + 10 - 0.6 * (worth(t, args[0] as CardId) + worth(t, args[1] as CardId));
    // Wild West Show (WILD-WEST-SHOW.md §W6): Showdown's card as a BANG!, its value spent as a shot.
    case 'showdown_bang':
      return shotScore(t, args[1] as Seat) - 0.8 * worth(t, args[0] as CardId);
    // Lady Rose of Texas: worth it when the player on the right, who loses his turn, is an enemy.
    case 'lady_rose': {
      const right = t.living[(t.living.indexOf(t.me) - 1 + t.living.length) % t.living.length]!;
      return enemyOf(t, right) > 0.5 ? 12 : -20;
    }
    // Dorothy Rage: only orders against an enemy are worth giving (one he cannot obey still shows his hand).
    case 'dorothy_rage': {
      const [target, key, on] = args as [Seat, string, Seat | undefined];
      if (on === undefined || on === t.me || !['bang', 'panic', 'cat_balou', 'duel', 'jail'].includes(key)) return -30;
      return 15 * enemyOf(t, on) - 5 * enemyOf(t, target) - 4;
    }
    // Wild West Show: Flint Westwood gives his least useful card for two; Lee Van Kliff spends a BANG! to repeat a card.
    case 'tradeCards':
      return 22 - worth(t, args[0] as CardId) + 4 * enemyOf(t, args[1] as Seat);
    case 'repeatCard':
      return repeatScore(t, args) - 0.7 * worth(t, args[0] as CardId);
    // Gold Rush (GOLD-RUSH.md §G4): a nugget is worth about 5 points of a card kept.
    case 'buyEquipment': {
      const id = args[0] as string;
      return equipmentWayScore(t, equipmentKeyOf(id), args.slice(1)) - NUGGET * buyPrice(t.G, t.me, id);
    }
    case 'removeEquipment': {
      const [owner, id] = args as [Seat, string];
      const key = equipmentKeyOf(id);
      const cost = NUGGET * (equipmentCard(id).cost + 1);
      // A Wanted helps whoever shoots its owner: taken off a friend; anything else taken off an enemy.
      if (key === 'wanted') return enemyOf(t, owner) < -0.15 ? 30 - cost : -50;
      return enemyOf(t, owner) > 0.15 ? BLACK_VALUE[key] * 1.5 * enemyOf(t, owner) - cost : -50;
    }
    case 'sellBeer': {
      const beers = t.hand.filter((id) => keyOf(id) === 'beer').length;
      // A Beer that heals nothing (full life, two players left) or a spare one is sold; the last one is kept against a lethal hit.
      if (!beerWorks(t.G, t.ctx.playOrder)) return 12;
      if (life(t, t.me) <= 2) return -30;
      return missing(t, t.me) === 0 || beers >= 2 ? 8 : -10;
    }
    case 'goldPan':
      return 6;
    case 'rucksack':
      if (dying) return 95;
      return life(t, t.me) <= 2 ? 50 : missing(t, t.me) >= 2 ? 12 : -20;
    case 'joshMcCloud':
      return 22;
    // The Valley of Shadows (VALLEY-OF-SHADOWS.md §5.3, §6): LeMat's [card, target] and Black Flower's
    // [clubs card, target, aim?] fire a hand card as a BANG! card, the card least worth keeping first;
    // Black Flower's uses none of the allowance. Der Spot's [BANG! card] is a Gatling.
    case 'lemat':
      return shotScore(t, args[1] as Seat) - asBangCost(t, args[0] as CardId);
    case 'flower': {
      const [id, target, aim] = args as [CardId, Seat, CardId | undefined];
      return shotScore(t, target) - asBangCost(t, id) + (aim === undefined ? 0 : aimBonus(t, target) - worth(t, aim) / 2);
    }
    case 'bangAsGatling':
      // The card could have been the turn's one shot instead: a little of what it is worth.
      return gatlingScore(t) - 0.3 * worth(t, args[0] as CardId);
    default:
      return -5;
  }
}

/** What repeating the last card Lee Van Kliff played would do, by what that card is (the card itself has left his hand). */
function repeatScore(t: Table, args: readonly unknown[]): number {
  const [, target, pick] = args as [CardId, Seat | undefined, CardId | 'hand' | undefined];
  switch (t.G.turn.repeatable?.as) {
    case 'bang':
    case 'punch':
    case 'springfield':
      return target === undefined ? 0 : shotScore(t, target);
    case 'panic':
    case 'rag_time':
    case 'cat_balou':
      return target === undefined || pick === undefined ? 0 : pickScore(t, target, pick, t.G.turn.repeatable?.as !== 'cat_balou');
    case 'stagecoach':
    case 'wells_fargo':
    case 'general_store':
      return 40;
    case 'beer':
      return missing(t, t.me) > 0 ? 30 : -20;
    default:
      return target === undefined ? 10 : 10 * enemyOf(t, target);
  }
}

/** What a nugget spent is worth. */
const NUGGET = 5;

/** What each black equipment card is worth in front of its owner. */
const BLACK_VALUE: Record<EquipmentKey, number> = {
  shot: 0, bottle: 0, pardner: 0, gold_rush_card: 0, rhum: 0, union_pacific: 0,
  calumet: 18, gun_belt: 8, horseshoe: 16, pickaxe: 40, wanted: 0, gold_pan: 14, boots: 24, lucky_charm: 22, rucksack: 20,
};

/** What using an equipment card the way `args` names (its effect, target, card) does for the seat, before its price. */
function equipmentWayScore(t: Table, key: EquipmentKey, args: readonly unknown[]): number {
  const [as, target, pick] = args as [string | null | undefined, Seat | null | undefined, string | null | undefined];
  const heals = (seat: Seat) => Math.min(1, missing(t, seat));
  switch (key) {
    case 'shot':
      return target === t.me ? 24 * heals(t.me) : -15 * enemyOf(t, target!) * heals(target!);
    case 'bottle':
      if (as === 'panic') return pickScore(t, target!, pick as CardId | 'hand', true);
      if (as === 'beer') return 24 * heals(t.me) - 5;
      return shotScore(t, target!);
    case 'pardner':
      if (as === 'general_store') return 14;
      if (as === 'duel') return enemyOf(t, target!) > 0.15 ? 28 * enemyOf(t, target!) : -40;
      return pickScore(t, target!, pick as CardId | 'hand', false);
    case 'gold_rush_card':
      return 30 + 12 * missing(t, t.me);
    case 'rhum':
      return missing(t, t.me) === 0 ? -20 : 12 + 10 * Math.min(2, missing(t, t.me));
    case 'union_pacific':
      return 50;
    case 'wanted':
      return enemyOf(t, target!) > 0.15 ? 16 * enemyOf(t, target!) : -40;
    case 'gun_belt':
      return t.hand.length > life(t, t.me) ? 14 : BLACK_VALUE[key];
    default:
      return BLACK_VALUE[key];
  }
}

const pickBest = (moves: readonly BotMove[], score: (move: BotMove) => number, random: () => number): BotMove => {
  let best = moves[0]!;
  let bestScore = -Infinity;
  for (const move of moves) {
    const value = score(move) + random() * 0.01;
    if (value > bestScore) [best, bestScore] = [move, value];
  }
  return best;
};

/** The policy. */
export const bot: BotPolicy<BangState> = (view) => {
  const t = tableOf(view);
  const stage = view.ctx.activePlayers?.[view.seat];
  const top = windows.top(view.G);
  if (stage === ANYTIME || stage === undefined || stage === null || !top) {
    if (t.G.turn.phase === 'discard' && view.moves.some((move) => move.move === 'discard')) {
      // Phase 3: the card least worth keeping goes.
      return pickBest(view.moves, (move) => (move.move === 'discard' ? -worth(t, move.args![0] as CardId) : actionScore(t, move, false) - 1000), view.random);
    }
    return pickBest(view.moves, (move) => phaseTwoScore(t, move), view.random);
  }
  return answer(view, t, top.tag as keyof Windows);
};

function phaseTwoScore(t: Table, move: BotMove): number {
  const args = move.args ?? [];
  switch (move.move) {
    case 'endPlay':
      return 0;
    case 'play':
      return playScore(t, args[0] as CardId, false, args);
    case 'use':
      return playScore(t, args[0] as CardId, true, args);
    default:
      return actionScore(t, move, false);
  }
}

function answer(view: View, t: Table, tag: keyof Windows): BotMove {
  const G = t.G;
  const top = windows.top(G)!;
  const moves = view.moves;
  switch (tag) {
    case 'shot': {
      const { shot } = top.data as Windows['shot']['data'];
      const still = shot.needed - shot.misses;
      const answers = moves.filter((move) => move.move === 'missed').length;
      // Not enough Missed! effects to stop a shot needing two (Slab the Killer): keep the card.
      const hopeless = shot.barrels === 0 && answers < still;
      return pickBest(
        moves,
        (move) => {
          if (move.move === 'barrel') return 100;
          if (move.move === 'missed') {
            if (hopeless) return -10;
            const id = move.args![1] as CardId;
            const inHand = t.hand.includes(id);
            // A Backfire shoots back at the shooter (VALLEY-OF-SHADOWS.md §4.2): welcome at an enemy, not at a friend.
            const backfire = keyOf(id) === 'backfire' && shot.source !== null && shot.source !== t.me ? Math.max(-12, Math.min(10, shotScore(t, shot.source) / 6)) : 0;
            // A Dodge draws a card; a green card from play is spent; any other card is what it is worth.
            return inHand ? 80 - worth(t, id) / 3 + (keyOf(id) === 'dodge' ? 6 : 0) + backfire : 78;
          }
          if (move.move === 'takeHit') return 0;
          return actionScore(t, move, false) - 100;
        },
        view.random,
      );
    }
    case 'dying':
      return pickBest(moves, (move) => (move.move === 'beer' ? 100 : move.move === 'die' ? 0 : actionScore(t, move, true)), view.random);
    case 'indians':
    case 'duel': {
      const other = tag === 'duel' ? duelOpponent(top.data as Windows['duel']['data'], t.me) : (top.data as Windows['indians']['data']).source;
      const bangs = moves.filter((move) => move.move === 'bang').length;
      return pickBest(
        moves,
        (move) => {
          if (move.move === 'bang') {
            // A life is worth more than a card, unless the Duel is lost anyway against a friend.
            if (tag === 'duel' && enemyOf(t, other) < -0.5 && life(t, t.me) >= 3) return -5;
            return 60 - worth(t, move.args![1] as CardId) / 2 + (bangs >= 2 ? 5 : 0);
          }
          if (move.move === 'takeHit') return 0;
          return actionScore(t, move, false) - 100;
        },
        view.random,
      );
    }
    case 'saved': {
      // A friend's life is worth a card, above all his last one, and the Saved! draws two; an enemy's is
      // not, least of all his last one, unless the two cards come out of his hand (VALLEY-OF-SHADOWS.md §4.8).
      const { hit } = top.data as Windows['saved']['data'];
      const enemy = enemyOf(t, hit.target);
      const lethal = life(t, hit.target) <= hit.amount;
      const save = 30 - 40 * enemy + (lethal ? (enemy > 0.15 ? -60 : enemy < -0.15 ? 30 : 0) : enemy > 0.15 ? 8 * Math.min(2, handSize(t, hit.target)) * enemy : 0);
      return pickBest(moves, (move) => (move.move === 'save' ? save : move.move === 'decline' ? 0 : actionScore(t, move, false) - 100), view.random);
    }
    case 'escape': {
      // What the card would do to him, against what the Escape (or Mick Defender's Missed! card) is worth kept.
      const data = top.data as Windows['escape']['data'];
      return pickBest(
        moves,
        (move) => {
          if (move.move === 'allow') return 0;
          if (move.move !== 'escape') return actionScore(t, move, false) - 100;
          const id = move.args![1] as CardId;
          return escapeThreat(t, data, id) - worth(t, id);
        },
        view.random,
      );
    }
    case 'store':
      return pickBest(moves, (move) => (move.move === 'pick' ? storeWorth(t, move.args![1] as CardId) : -100), view.random);
    case 'choice': {
      const { id, data } = top.data as Windows['choice']['data'];
      return pickBest(moves, (move) => (move.move === 'choose' ? choiceScore(t, id, data, move.args![1] as string) : actionScore(t, move, false) - 100), view.random);
    }
  }
}

const duelOpponent = (data: { challenger: Seat; target: Seat }, me: Seat) => (data.challenger === me ? data.target : data.challenger);

/** The cards a brown card hits everyone (or every other player) with: whoever played it, it hits the bot all the same. */
const AREA: ReadonlySet<string> = new Set(['gatling', 'howitzer', 'indians', 'brawl', 'bandidos', 'poker', 'tornado', 'general_store']);

/**
 * What letting a brown card other than a BANG! card through would cost the seat, to set against the
 * card it would escape it with (VALLEY-OF-SHADOWS.md §4.4; Mick Defender's Missed! card, §6): what a
 * Panic! or Cat Balou takes (nothing to regret when it is his Jail, Rattlesnake or Dynamite); for a
 * shot, Indians! or a Duel, the cheapest card that would answer it or else the life (none to a
 * ghost); the cards or life Bandidos costs. Tornado and General Store only give him cards. A
 * friend's card aimed at him alone is taken to mean well.
 */
function escapeThreat(t: Table, { step, source, cause }: Windows['escape']['data'], spent: CardId): number {
  if (cause === 'tornado' || cause === 'general_store') return -20;
  // What he would still hold to answer it with, once `spent` is gone.
  const spare = t.hand.filter((id) => id !== spent);
  const cheapest = (answer?: 'missed' | 'bang') =>
    spare
      .filter((id) => answer === undefined || answersAs(t.G, t.me, id, answer))
      .map((id) => worth(t, id))
      .sort((a, b) => a - b);
  if (step.kind === 'effect' && step.pick !== undefined) {
    // A Panic!-like card also hands the card to its player.
    const loss = (step.pick === 'hand' ? 12 : inPlayWorth(t, t.me, step.pick)) + (step.rule === PICK_EFFECT.take ? 8 : 0);
    return loss <= 0 ? -20 : 10 + loss - (enemyOf(t, source) < -0.5 ? 25 : 0);
  }
  if (!AREA.has(cause) && enemyOf(t, source) < -0.5) return -5;
  const lifeCost = ghosted(t, t.me) ? 0 : life(t, t.me) <= 1 ? 80 : life(t, t.me) === 2 ? 50 : 34;
  switch (step.kind) {
    case 'shot': {
      // A Barrel may stop it for nothing; else a Missed! card would.
      const answer = Math.min(lifeCost, cheapest('missed')[0] ?? Infinity);
      return hasInPlay(t.G, t.me, 'barrel') ? answer * 0.75 : answer;
    }
    case 'indians':
    case 'duel':
      return Math.min(lifeCost, cheapest('bang')[0] ?? Infinity);
    case 'effect': {
      const cards = cheapest();
      if (cause === 'bandidos') return Math.min(lifeCost, (cards[0] ?? 0) + (cards[1] ?? 0));
      // Poker costs the card he chooses to put down; Brawl one its player chooses.
      if (cause === 'poker') return cards[0] ?? 0;
      if (cause === 'brawl') return 16;
      return 25;
    }
    default:
      return 25;
  }
}

/** A General Store card: what it is worth, and what it would do now. */
function storeWorth(t: Table, id: CardId): number {
  const key = keyOf(id);
  let value = worth(t, id);
  if (key === 'beer' && life(t, t.me) <= 2) value += 15;
  if ((key === 'barrel' || key === 'mustang' || key === 'scope') && !hasInPlay(t.G, t.me, key)) value += 10;
  return value;
}

/** Preferred abilities for Vera Custer to copy, best first. */
const COPY_FIRST: CharacterKey[] = ['willy_the_kid', 'slab_the_killer', 'jourdonnais', 'sid_ketchum', 'paul_regret', 'rose_doolan', 'black_jack', 'pixie_pete', 'bart_cassidy', 'el_gringo', 'suzy_lafayette', 'calamity_janet'];

function choiceScore(t: Table, id: string, data: unknown, option: string): number {
  const G = t.G;
  switch (id) {
    case 'kit_carlson':
    case 'dutch_will':
      // The card put back on the pile (Dutch Will's discard): the one least worth keeping.
      return -worth(t, option);
    case 'kit_carlson_keep':
      return worth(t, option);
    case 'claus_the_saint': {
      const [to] = (data as { recipients: Seat[] }).recipients;
      // Enemies get the worst card; a friend something useful, though the best stays home.
      return enemyOf(t, to!) > 0 ? -worth(t, option) : worth(t, option) < 30 ? worth(t, option) : -worth(t, option) / 2;
    }
    case 'jesse_jones':
      return option === 'deck' ? 10 : 10 + 15 * enemyOf(t, option) + Math.min(handSize(t, option), 4);
    case 'pedro_ramirez': {
      const top = G.zones.discard![0];
      return option === 'deck' ? 20 : top === undefined ? 0 : worth(t, top);
    }
    case 'pat_brennan': {
      if (option === 'deck') return 25;
      const owner = t.ctx.playOrder.find((seat) => inPlay(G, seat).includes(option))!;
      return inPlayWorth(t, owner, option) * Math.max(0, enemyOf(t, owner)) + (keyOf(option) === 'jail' || keyOf(option) === 'dynamite' ? -40 : 0) + 8;
    }
    case 'josh_mccloud': {
      const { card: id } = data as { card: string };
      return option === 'apply' ? 0 : equipmentWayScore(t, equipmentKeyOf(id), option.split(' ').map((part) => (part === '-' ? null : part)));
    }
    case 'vera_custer': {
      const character = G.players[option]?.character;
      const rank = character === undefined ? -1 : COPY_FIRST.indexOf(character);
      return rank < 0 ? 0 : 20 - rank;
    }
    case 'brawl': {
      const { target } = data as { target: Seat };
      return pickScore(t, target, option as CardId | 'hand', false);
    }
    case 'draw-check': {
      const step = (data as { step: CheckStep }).step;
      const rule = checkRule(step.rule);
      const met = rule.meets(suitOf(G, option), card(option).rank);
      // Lucky Duke picks the card that goes his way; among those, the lowest-ranked.
      return (met === rule.good ? 100 : 0) - RANK_VALUE[card(option).rank] / 100;
    }
    // ---- Event choices ----
    case 'the_daltons':
      // Give up a Jail or a Dynamite first, else the card worth least.
      return keyOf(option) === 'jail' || keyOf(option) === 'dynamite' ? 100 : -inPlayWorth(t, t.me, option);
    case 'handcuffs':
      // The suit of the hand that is worth most.
      return G.zones[`hand:${t.me}`]!.filter((id) => isCardId(id) && card(id).suit === option).reduce((sum, id) => sum + worth(t, id), 0);
    case 'hard_liquor':
      return option === 'heal' ? (life(t, t.me) <= 2 ? 30 : 5) : 20;
    case 'blood_brothers':
      return option === 'keep' ? 10 : enemyOf(t, option) < 0 && life(t, option) <= 1 && life(t, t.me) >= 3 ? 20 : -20;
    case 'ranch':
      return option === 'done' ? 0 : 12 - worth(t, option);
    case 'russian_roulette':
      return option === 'hit' ? 0 : 60 - worth(t, option) / 10;
    case 'new_identity':
      return option === 'switch' ? (life(t, t.me) <= 1 ? 20 : 0) : 10;
    case 'peyote':
      // A wrong guess only ends the drawing: guessing on is never worse.
      return option === 'stop' ? -1 : 0;
    // ---- Wild West Show characters ----
    case 'greygory_deck': {
      // Keep a pair with a favourite ability; otherwise try another.
      const drawn = G.players[t.me]?.drawn ?? [];
      const best = Math.max(...drawn.map((key) => (COPY_FIRST.includes(key) ? 20 - COPY_FIRST.indexOf(key) : 0)), 0);
      return option === 'keep' ? best : 8;
    }
    case 'youl_grinner_give':
    case 'dorothy_rage_cost':
      // The card worth least to the giver, or the one discarded as the cost of an ordered play.
      return -worth(t, option);
    case 'ricochet': {
      const { card: aimed } = data as { card: CardId };
      return option === 'lose' ? 0 : inPlayWorth(t, t.me, aimed) - worth(t, option);
    }
    // ---- The Valley of Shadows (VALLEY-OF-SHADOWS.md §4, §5, §6) ----
    case 'bandidos': {
      // A life, or the first of the (up to) two cards he discards: the second will be his least worth.
      // A ghost loses no life (ruling VS-17): the life is free.
      if (option === 'life') return ghosted(t, t.me) ? 50 : life(t, t.me) <= 1 ? -200 : life(t, t.me) === 2 ? -60 : -35;
      const rest = t.hand.filter((id) => id !== option).map((id) => worth(t, id));
      return -worth(t, option) - (rest.length > 0 ? Math.min(...rest) : 0);
    }
    case 'bandidos_second':
    case 'tornado':
    case 'shotgun':
      return -worth(t, option);
    case 'poker':
      // An Ace spoils an enemy's Poker; otherwise the card worth least.
      return card(option).rank === 'A' && enemyOf(t, G.turn.seat) > 0.15 ? 50 : -worth(t, option);
    case 'poker_take':
      return option === 'done' ? 0 : worth(t, option);
    case 'evelyn_shebang': {
      // Each skipped card buys a shot at the best target left in reach.
      const shots = t.living.filter((seat) => seat !== t.me && distance(G, t.ctx, t.me, seat) <= rangeOf(G, t.me)).map((seat) => shotScore(t, seat) - 22).sort((a, b) => b - a);
      return shots.slice(0, Number(option)).reduce((sum, value) => sum + value, 0);
    }
    case 'evelyn_shebang_target':
      return shotScore(t, option);
    case 'lemonade_jim':
      return option === 'pass' ? 0 : missing(t, t.me) > 0 ? (life(t, t.me) <= 2 ? 40 : 22) - worth(t, option) : -50;
    case 'fanning':
      // Fanning's second target, among the players next to the first: the best shot.
      return shotScore(t, option);
    case 'saved': {
      // Two cards from the deck, or two at random from the saved player's hand: better out of an enemy's
      // hand, not out of a friend's, never out of Henry Block's, who shoots whoever takes his cards (§4.8, §6).
      if (option === 'deck') return 22;
      if (G.players[option]?.character === 'henry_block') return -20;
      return 20 + 18 * enemyOf(t, option) + (handSize(t, option) >= 2 ? 4 : -6);
    }
    default:
      return 0;
  }
}

/**
 * The rules' default answer of a seat whose time ran out while it had to answer: take the hit
 * (a shot, Indians!, a Duel) or, at 0 life, drink no Beer and leave the game. Choices (Kit
 * Carlson's card, a General Store pick, Vera Custer's character, Jesse Jones' first card...)
 * have no default: the bot makes them.
 */
export function timeoutMove(state: State<BangState>, seat: Seat): BotMove | undefined {
  const { G, ctx } = state;
  if (ctx.gameover !== undefined || G.result !== null) return undefined;
  const top = windows.top(G);
  if (!top || !windows.awaiting(G).includes(seat)) return undefined;
  const version = windows.version(G);
  switch (top.tag as keyof Windows) {
    case 'shot':
    case 'indians':
    case 'duel':
      return { move: 'takeHit', args: [version] };
    case 'dying':
      return { move: 'die', args: [version] };
    default:
      return undefined;
  }
}

/** The seats that won: every seat of the winning side, dead or alive, or the one winner of a 3-player game. */
export function winners(gameover: unknown): Seat[] {
  return (gameover as BangResult | undefined)?.winners ?? [];
}
