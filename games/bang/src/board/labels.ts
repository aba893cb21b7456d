// The board's words for moves and history lines: what each legal move does, as its button
// says it, and each public history entry as a line of the game log.
import type { TFunction } from 'i18next';
import type { ReaderNames } from '@parlor/ui';
import { buyPrice, card, checkGood, equipmentCard, equipmentKeyOf, inPlay, isEquipmentId, type BangState, type CharacterKey, type HistoryEntry, type LegalMove, type Pending } from '../index';
import { cardLabel, isFace, SUIT_SYMBOL } from './face';

/**
 * What a label may need to know beyond the move itself: the board's words, how seats are named
 * for its reader (libs/ui's reader names: his own seat "you" / "your", 你 / 你的, every other its
 * name, names only for a spectator; `names.me` is the reader's seat), the state.
 */
export interface LabelContext {
  t: TFunction;
  names: ReaderNames;
  G: BangState;
  /** The window the move answers, if any. */
  pending?: Pending | undefined;
}

// The cards that are what an answer asks for, so that any other card answering (Calamity
// Janet's swap, Elena Fuente's any card) is said to be used "as" it. Wording only: which cards
// may answer comes from legalMoves.
const NAMED_AS: Record<string, readonly string[]> = { missed: ['missed', 'dodge'], bang: ['bang'], beer: ['beer'] };

/** Who a play or a use aims at, and which of his cards: " → Seat 2 (Barrel Q♠)", or nothing. */
export function aimText({ t, names }: LabelContext, args: readonly unknown[]): string {
  const [, target, pick] = args;
  if (target === undefined || target === null) return '';
  const who = names.isMe(String(target)) ? t('board.yourself') : names.plain(String(target));
  const what = pick === undefined || pick === null ? '' : pick === 'hand' ? ` (${t('board.randomHandCard')})` : ` (${cardLabel(t, String(pick))})`;
  return ` → ${who}${what}`;
}

/** The seat that has this card in play, if anyone. */
function ownerInPlay(G: BangState, seats: readonly string[], id: string): string | undefined {
  return seats.find((seat) => inPlay(G, seat).includes(id));
}

/** What a choice's option does, for its button. */
function choiceLabel(context: LabelContext, option: string): string {
  const { t, names, G, pending } = context;
  const name = names.mid;
  const about = pending?.about;
  switch (pending?.choice) {
    case 'vera_custer': {
      const character = G.players[option]?.character;
      return t('board.choose.copy', { character: character ? t(`character.${character}.name`) : '', name: name(option) });
    }
    case 'pat_brennan': {
      if (option === 'deck') return t('board.choose.deck');
      const owner = ownerInPlay(G, Object.keys(G.players), option);
      return t('board.choose.takeFrom', { card: cardLabel(t, option), name: owner === undefined ? '' : name(owner) });
    }
    case 'claus_the_saint':
      return t('board.choose.give', { card: cardLabel(t, option), name: about === undefined ? '' : name(about) });
    case 'brawl': {
      const who = about === undefined ? '' : name(about);
      return option === 'hand' ? t('board.choose.brawlHand', { name: who, whose: about === undefined ? '' : names.whose(about) }) : t('board.choose.brawlCard', { name: who, card: cardLabel(t, option) });
    }
    case 'kit_carlson':
      return t('board.choose.putBack', { card: cardLabel(t, option) });
    case 'kit_carlson_keep':
      return t('board.choose.keep', { card: cardLabel(t, option) });
    case 'dutch_will':
    case 'dorothy_rage_cost':
      return t('board.choose.discardCard', { card: cardLabel(t, option) });
    case 'the_daltons':
    case 'ranch':
      if (option === 'done') return t('board.choose.ranchDone', { count: pending?.count ?? 0 });
      return t('board.choose.discardCard', { card: cardLabel(t, option) });
    case 'handcuffs':
      return t('board.choose.suit', { suit: t(`board.suit.${option}`) });
    case 'hard_liquor':
      return t(option === 'heal' ? 'board.choose.skipForLife' : 'board.choose.drawAsUsual');
    case 'blood_brothers':
      return option === 'keep' ? t('board.choose.keepLives') : t('board.choose.giveLife', { name: name(option) });
    case 'russian_roulette':
      return option === 'hit' ? t('board.choose.loseTwo') : t('board.choose.missedFor', { card: cardLabel(t, option) });
    case 'new_identity': {
      const seat = context.names.me ?? '';
      const character = option === 'switch' ? G.spares[seat] : G.players[seat]?.character;
      const label = character ? t(`character.${character}.name`) : '';
      return t(option === 'switch' ? 'board.choose.becomeSpare' : 'board.choose.keepCharacter', { character: label });
    }
    case 'peyote':
      return t(option === 'stop' ? 'board.choose.stopGuessing' : `board.choose.${option}`);
    // ---- Wild West Show characters ----
    case 'greygory_deck': {
      const drawn = (names.me === null ? undefined : G.players[names.me]?.drawn) ?? [];
      if (option === 'redraw') return t('board.choose.redrawCharacters');
      return t('board.choose.keepDrawn', { first: drawn[0] ? t(`character.${drawn[0]}.name`) : '', second: drawn[1] ? t(`character.${drawn[1]}.name`) : '' });
    }
    case 'greygory_deck_draw':
      return t('board.choose.useAbility', { character: t(`character.${option}.name`) });
    case 'youl_grinner_give':
      return t('board.choose.give', { card: cardLabel(t, option), name: about === undefined ? '' : name(about) });
    case 'josh_mccloud':
      return option === 'apply' ? t('board.gold.apply') : wayText(context, option.split(' ').map((part) => (part === '-' ? null : part)));
    case 'ricochet': {
      const aimed = pending?.card;
      return option === 'lose' ? t('board.choose.letGo', { card: aimed ? cardLabel(t, aimed) : '' }) : t('board.choose.missedFor', { card: cardLabel(t, option) });
    }
    // ---- The Valley of Shadows ----
    case 'fanning':
    case 'evelyn_shebang_target':
      return t('board.choose.shoot', { name: name(option) });
    case 'saved':
      return option === 'deck' ? t('board.choose.drawTwo') : t('board.choose.takeTwo', { whose: names.whose(option) });
    case 'bandidos':
      return option === 'life' ? t('board.choose.loseOne') : t('board.choose.discardCard', { card: cardLabel(t, option) });
    case 'bandidos_second':
    case 'tornado':
    case 'shotgun':
      return t('board.choose.discardCard', { card: cardLabel(t, option) });
    case 'poker':
      return t('board.choose.faceDown', { card: cardLabel(t, option) });
    case 'poker_take':
      return option === 'done' ? t('board.choose.leaveRest') : t('board.pick', { card: cardLabel(t, option) });
    case 'evelyn_shebang':
      return option === '0' ? t('board.choose.drawAsUsual') : t('board.choose.skipToShoot', { count: Number(option) });
    case 'lemonade_jim':
      return option === 'pass' ? t('board.choose.keepCards') : t('board.choose.discardForLife', { card: cardLabel(t, option) });
  }
  if (option === 'deck') return t('board.choose.deck');
  if (option === 'discard') return t('board.choose.discard');
  if (!isFace(option)) return t('board.choose.player', { name: name(option), whose: names.whose(option) });
  return t('board.choose.count', { card: cardLabel(t, option) });
}

/** What an answer does with a card: played or discarded as itself, "as" another card, or used from play. */
function answerLabel(context: LabelContext, as: 'missed' | 'bang' | 'beer', id: string): string {
  const { t, G } = context;
  const me = context.names.me;
  const label = cardLabel(t, id);
  if (me !== null && inPlay(G, me).includes(id)) return t('board.fromPlay', { card: label });
  const native = isFace(id) && NAMED_AS[as]!.includes(card(id).key);
  return t(native ? `board.${as}` : `board.${as}As`, { card: label });
}

/** A Gold Rush equipment card's name. */
export const equipmentName = (t: TFunction, key: string): string => t(`equipment.${key}.name`);

/** The effect a Bottle or a Pardner is used as (GOLD-RUSH.md §G6): a playing card's name, or a life for the Bottle's Beer. */
export const wayName = (t: TFunction, as: string): string => (as === 'beer' ? t('board.gold.beerAs') : t(`card.${as}.name`));

/** The equipment card of an id, by name ('' for anything else). */
function equipmentOf(t: TFunction, id: unknown): string {
  return isEquipmentId(id) ? equipmentName(t, equipmentKeyOf(id)) : '';
}

/** How a purchase or Josh McCloud's card is used, after the card: its effect, its target, his card. */
function wayText(context: LabelContext, way: readonly unknown[]): string {
  const { t } = context;
  const [as, target, pick] = way;
  const effect = typeof as === 'string' ? wayName(t, as) : '';
  const aim = aimText(context, [null, target, pick]);
  return effect === '' ? aim.replace(/^ → /, '') : `${effect}${aim}`;
}

/** What a legal move does, in words, for its button. */
export function moveLabel(context: LabelContext, move: LegalMove): string {
  const { t } = context;
  const name = context.names.mid;
  const args = move.args ?? [];
  const cardArg = (index: number) => cardLabel(t, String(args[index]));
  switch (move.move) {
    case 'play':
      return `${t('board.play')} ${cardArg(0)}${aimText(context, args)}`;
    case 'use':
      return `${t('board.use')} ${cardArg(0)}${aimText(context, args)}`;
    case 'heal':
      return t('board.heal.pair', { first: cardArg(0), second: cardArg(1) });
    case 'choose':
      return choiceLabel(context, String(args[1]));
    case 'missed':
    case 'bang':
    case 'beer':
      return answerLabel(context, move.move, String(args[1]));
    case 'lifeForCards':
    case 'nuggetDraw':
      return t(`board.ability.${move.move}`);
    case 'nuggetShot':
      return t('board.ability.nuggetShot', { name: name(String(args[0])) });
    case 'discardToShoot':
      return t('board.ability.shoot', { name: name(String(args[2])) });
    case 'ricochet':
      return t('board.ricochet', { bang: cardArg(0), card: cardArg(1) });
    case 'showdown_bang':
      return t('board.showdownBang', { card: cardArg(0), name: name(String(args[1])) });
    case 'lady_rose': {
      // The nearest living player counter-clockwise, as the table sits now.
      const seating = context.G.show?.seating ?? Object.keys(context.G.players);
      const me = String(context.G.turn.seat);
      const living = seating.filter((seat) => seat === me || context.G.players[seat]?.alive === true);
      const right = living[(living.indexOf(me) - 1 + living.length) % living.length]!;
      return t('board.ladyRose', { name: name(right) });
    }
    case 'dorothy_rage':
      return t(args[2] === undefined ? 'board.dorothyRage' : 'board.dorothyRageOn', { target: name(String(args[0])), card: t(`card.${String(args[1])}.name`), name: args[2] === undefined ? '' : name(String(args[2])) });
    case 'sniper':
      return t('board.sniper', { first: cardArg(0), second: cardArg(1), name: name(String(args[2])) });
    case 'buyEquipment': {
      const id = args[0];
      const price = isEquipmentId(id) ? buyPrice(context.G, context.names.me ?? '', id) : 0;
      const way = wayText(context, args.slice(1));
      return t(way === '' ? 'board.gold.buy' : 'board.gold.buyAs', { card: equipmentOf(t, id), count: price, as: way });
    }
    case 'removeEquipment':
      return t('board.gold.remove', { card: equipmentOf(t, args[1]), name: name(String(args[0])), count: isEquipmentId(args[1]) ? equipmentCard(args[1]).cost + 1 : 0 });
    case 'sellBeer':
      return t('board.gold.sell', { card: cardArg(0) });
    case 'goldPan':
    case 'rucksack':
    case 'joshMcCloud':
      return t(`board.gold.${move.move}`);
    case 'blueForCards':
    case 'asGeneralStore':
      return t(`board.ability.${move.move}.confirm`, { card: cardArg(0) });
    case 'tradeCards':
      return t('board.ability.tradeCards.confirm', { card: cardArg(0), name: name(String(args[1])) });
    case 'repeatCard': {
      const repeated = context.G.turn.repeatable;
      const what = repeated ? t(`card.${repeated.as}.name`) : '';
      return `${t('board.ability.repeatCard.confirm', { card: cardArg(0), repeated: what })}${aimText(context, args)}`;
    }
    // ---- The Valley of Shadows ----
    case 'save':
      return t('board.save', { card: cardArg(1), name: context.pending?.about === undefined ? '' : name(context.pending.about) });
    case 'lemat':
      return t('board.ability.lemat.shoot', { card: cardArg(0), name: name(String(args[1])) });
    case 'flower':
      return t(args[2] === undefined ? 'board.ability.flower.shoot' : 'board.ability.flower.shootAim', { card: cardArg(0), name: name(String(args[1])), aim: args[2] === undefined ? '' : cardArg(2) });
    case 'bangAsGatling':
      return t('board.ability.bangAsGatling.confirm', { card: cardArg(0) });
    case 'endPlay':
    case 'barrel':
    case 'takeHit':
    case 'die':
    case 'allow':
    case 'decline':
      return t(`board.${move.move}`);
    default:
      return t(`board.${move.move}`, { card: cardArg(1) });
  }
}

/** How a player came back into the game, as the log says it. */
const RETURNED: Record<Extract<HistoryEntry, { kind: 'returned' }>['as'], string> = {
  ghost: 'history.returnedGhost',
  alive: 'history.returnedAlive',
  shadow: 'history.returnedShadow',
  orchard: 'history.returnedOrchard',
  'ghost-card': 'history.returnedGhostCard',
};

/** The reasons a card is discarded that the log explains (any other reads as a plain discard). */
const DISCARD_REASONS = new Set(['phase3', 'weapon', 'duel', 'indians', 'ability', 'penalty', 'cost', 'same-name', 'event', 'eliminated']);

/**
 * What the card of a "draw!" shows, read against what its rule asks (a Heart; Spades 2-9 for
 * the Dynamite), and what follows: "5♥, a Heart: the shot is missed". An event may make a card
 * count as another suit (Blessing, Curse): then the line says the card "counts" (or not).
 */
function checkLine(t: TFunction, names: ReaderNames, entry: Extract<HistoryEntry, { kind: 'check' }>): string {
  // The Rhum's cards ask for nothing: each is one of the suits its lives are counted from (the next line).
  if (entry.purpose === 'rhum') return names.sentence(t('history.check.rhum', { seat: entry.seat === undefined ? '' : names.mid(entry.seat), card: entry.card ? `${t(`card.${entry.card.key}.name`)} ${entry.card.rank}${SUIT_SYMBOL[entry.card.suit]}` : '' }));
  const met = entry.success === checkGood(entry.purpose);
  const rule = ['barrel', 'jail', 'dynamite', 'vendetta', 'don_bell', 'helena_zontero', 'colorado_bill', 'rattlesnake'].includes(entry.purpose) ? entry.purpose : 'other';
  // Colorado Bill's and the Rattlesnake's draws! ask for any Spade, not the Dynamite's 2 to 9.
  const spade = rule === 'colorado_bill' || rule === 'rattlesnake';
  const outcome = t(`history.check.outcome.${rule}.${met ? 'met' : 'unmet'}`);
  const seat = entry.seat === undefined ? '' : names.mid(entry.seat);
  const purpose = t(`history.check.purpose.${rule}`);
  // Helena Zontero's draw! is nobody's (WILD-WEST-SHOW.md §W6.5): its line names no player.
  const nobody = rule === 'helena_zontero';
  if (!entry.card) return names.sentence(t(nobody ? 'history.check.nobodyNothing' : 'history.check.nothing', { seat, purpose, outcome }));
  // Whether the printed card shows what the rule asks, whatever it counts as now.
  const shows =
    rule === 'dynamite'
      ? entry.card.suit === 'spades' && !['10', 'J', 'Q', 'K', 'A'].includes(entry.card.rank)
      : spade
        ? entry.card.suit === 'spades'
        : rule === 'don_bell' || nobody
          ? entry.card.suit === 'hearts' || entry.card.suit === 'diamonds'
          : entry.card.suit === 'hearts';
  const asks = rule === 'dynamite' ? 'spades' : spade ? 'spade' : rule === 'other' ? 'other' : rule === 'don_bell' || nobody ? 'red' : 'heart';
  const reading = t(`history.check.reading.${asks}.${met ? (shows ? 'is' : 'counts') : shows ? 'countsNot' : 'isNot'}`);
  const face = `${t(`card.${entry.card.key}.name`)} ${entry.card.rank}${SUIT_SYMBOL[entry.card.suit]}`;
  return names.sentence(t(nobody ? 'history.check.nobody' : 'history.check.line', { seat, purpose, card: face, reading, outcome }));
}

/**
 * One line of the history in words, readable on its own and from its reader's point of view:
 * the reader's own seat is "you" ("You played BANG! on Bob", "Alice played BANG! on you"), a
 * spectator reads every name.
 */
export function historyLine(t: TFunction, names: ReaderNames, entry: HistoryEntry): string {
  const seatOf = (seat: string) => names.mid(seat);
  // Whose cards: "your" for the reader's own (你的), "Ada's" for another's.
  const whose = (seat: string) => names.whose(seat);
  // Wording that changes when the reader is the seat itself ("You are out", "your hand").
  const you = names.context;
  const cardName = (key: string) => t(`card.${key}.name`);
  const characterName = (key: CharacterKey) => t(`character.${key}.name`);
  // What left a player untouched may be a card or an ability (Doc Holyday's shot).
  const sourceName = (key: string) => t([`card.${key}.name`, `character.${key}.name`]);
  const face = (shown: { key: string; rank: string; suit: keyof typeof SUIT_SYMBOL }) => `${cardName(shown.key)} ${shown.rank}${SUIT_SYMBOL[shown.suit]}`;
  // A card aimed at its own player (Tequila on himself) names no target: the next line says what it did.
  const aimed = (seat: string, target: string | undefined) => (target !== undefined && target !== seat ? target : undefined);
  // A line may open with a seat named inside it ("you played ..." reads "You played ...").
  const line = (key: string, values: Record<string, unknown>) => names.sentence(t(key, values));
  switch (entry.kind) {
    case 'played': {
      const target = aimed(entry.seat, entry.target);
      // Saved! is played on another's loss of life, not at him.
      if (entry.card === 'saved' && target) return line('history.savedFor', { seat: seatOf(entry.seat), card: cardName(entry.card), target: seatOf(target) });
      const values = { seat: seatOf(entry.seat), card: cardName(entry.card), as: entry.as ? cardName(entry.as) : '', target: target ? seatOf(target) : '' };
      if (entry.as && entry.as !== entry.card) return line(target ? 'history.playedAsOn' : 'history.playedAs', values);
      return line(target ? 'history.playedOn' : 'history.played', values);
    }
    case 'equipped': {
      const on = aimed(entry.seat, entry.on);
      return line(on ? 'history.equippedOn' : 'history.equipped', { seat: seatOf(entry.seat), card: cardName(entry.card), target: on ? seatOf(on) : '' });
    }
    case 'discarded':
      return line(DISCARD_REASONS.has(entry.reason) ? `history.discardedFor.${entry.reason}` : 'history.discarded', { seat: seatOf(entry.seat), card: cardName(entry.card) });
    case 'missed':
      if (entry.barrel) return line('history.barrel', { seat: seatOf(entry.seat) });
      return line(entry.fromPlay ? 'history.missedFromPlay' : 'history.missed', { seat: seatOf(entry.seat), card: cardName(entry.card ?? 'missed') });
    case 'hit':
      return line('history.hit', { seat: seatOf(entry.seat), count: entry.amount, life: entry.life });
    case 'healed':
      return line('history.healed', { seat: seatOf(entry.seat), count: entry.amount, life: entry.life });
    case 'drew':
      return line(entry.from === 'deck' ? 'history.drew' : entry.from === 'discard' ? 'history.drewDiscard' : 'history.drewFrom', {
        seat: seatOf(entry.seat),
        count: entry.count,
        from: entry.from === 'deck' || entry.from === 'discard' ? '' : seatOf(entry.from),
        whose: entry.from === 'deck' || entry.from === 'discard' ? '' : whose(entry.from),
      });
    case 'shown':
      return line('history.shown', { seat: seatOf(entry.seat), card: face(entry.card) });
    case 'check':
      return checkLine(t, names, entry);
    case 'took':
      return line(entry.fromHand ? 'history.tookHand' : 'history.tookPlay', { seat: seatOf(entry.seat), from: seatOf(entry.from), whose: whose(entry.from), card: entry.card ? cardName(entry.card) : '' });
    case 'lost-card':
      // His own card discarded at his own card's bidding (the Tornado he played): nobody made him.
      if (entry.by === entry.seat) return line(entry.card ? 'history.discarded' : 'history.discardedHandCard', { seat: seatOf(entry.seat), card: entry.card ? cardName(entry.card) : '', context: you(entry.seat) });
      return line(entry.card ? (entry.fromHand ? 'history.lostHandCardNamed' : 'history.lostCard') : 'history.lostHandCard', {
        seat: seatOf(entry.seat),
        by: seatOf(entry.by),
        card: entry.card ? cardName(entry.card) : '',
        context: you(entry.seat),
      });
    case 'picked':
      return line('history.picked', { seat: seatOf(entry.seat), card: cardName(entry.card) });
    case 'inherited':
      return line('history.inherited', { seat: seatOf(entry.seat), from: seatOf(entry.from), count: entry.count });
    case 'dynamite-passed':
      return line('history.dynamitePassed', { from: seatOf(entry.from), to: seatOf(entry.to) });
    case 'exploded':
      return line('history.exploded', { seat: seatOf(entry.seat) });
    case 'skipped':
      return line('history.skipped', { seat: seatOf(entry.seat) });
    case 'eliminated':
      // "You are out: you were the Sheriff", "Ada is out: she was an Outlaw" (the role with its article).
      return line('history.eliminated', { seat: seatOf(entry.seat), role: t(`role.${entry.role}.a`), context: you(entry.seat) });
    case 'reward':
      return line(entry.anyKill ? 'history.rewardAnyKill' : 'history.reward', { seat: seatOf(entry.seat) });
    case 'used': {
      const target = aimed(entry.seat, entry.target);
      // Backfire is played from the hand, not used from play: its line is the shot back it fires.
      if (entry.card === 'backfire' && target) return line('history.shotBack', { seat: seatOf(entry.seat), card: cardName(entry.card), target: seatOf(target) });
      return line(target ? 'history.usedOn' : 'history.used', { seat: seatOf(entry.seat), card: cardName(entry.card), target: target ? seatOf(target) : '' });
    }
    case 'unaffected':
      // "Your Cat Balou had no effect on Bot 3", "Bot 2's BANG! had no effect on you".
      return line('history.unaffected', { seat: seatOf(entry.seat), card: sourceName(entry.card), by: seatOf(entry.by), whose: whose(entry.by) });
    case 'escaped':
      // What was escaped may be a character's card play (Der Spot-Burst Ringer's Gatling), hence sourceName.
      return line('history.escaped', { seat: seatOf(entry.seat), card: cardName(entry.card), from: sourceName(entry.from), whose: whose(entry.by) });
    case 'ability': {
      const target = aimed(entry.seat, entry.target);
      return line(target ? 'history.abilityOn' : 'history.ability', { seat: seatOf(entry.seat), character: characterName(entry.character), target: target ? seatOf(target) : '' });
    }
    case 'gave':
      return line('history.gave', { seat: seatOf(entry.seat), to: seatOf(entry.to) });
    case 'copied':
      return entry.character ? line('history.copied', { seat: seatOf(entry.seat), character: characterName(entry.character) }) : line('history.copiedNone', { seat: seatOf(entry.seat) });
    case 'penalty':
      return line('history.penalty', { seat: seatOf(entry.seat) });
    case 'turn':
      // "Your turn", not "you's turn": the reader's own turn has its own words.
      return line('history.turn', { seat: seatOf(entry.seat), whose: whose(entry.seat), context: you(entry.seat) });
    case 'event':
      return line('history.event', { event: t(`event.${entry.event}.name`) });
    case 'returned':
      return line(RETURNED[entry.as], { seat: seatOf(entry.seat) });
    case 'show-event':
      return line('history.showEvent', { event: t(`event.${entry.event}.name`) });
    case 'roles-shuffled':
      return line('history.rolesShuffled', { count: entry.seats.length });
    case 'ordered':
      return line(entry.on ? 'history.orderedOn' : 'history.ordered', { seat: seatOf(entry.seat), target: seatOf(entry.target), card: cardName(entry.card), on: entry.on ? seatOf(entry.on) : '' });
    case 'hand-shown':
      return line(entry.cards.length === 0 ? 'history.handShownEmpty' : 'history.handShown', {
        seat: seatOf(entry.seat),
        whose: whose(entry.seat),
        cards: entry.cards.map((face) => `${cardName(face.key)} ${face.rank}${SUIT_SYMBOL[face.suit]}`).join(t('history.listSeparator')),
      });
    case 'swapped':
      return line('history.swapped', { seat: seatOf(entry.seat), with: seatOf(entry.with) });
    case 'turn-lost':
      return line('history.turnLost', { seat: seatOf(entry.seat) });
    case 'too-few-played':
      return line('history.tooFewPlayed', { seat: seatOf(entry.seat), played: entry.played });
    case 'faded':
      return line(entry.shadow ? 'history.fadedShadow' : 'history.faded', { seat: seatOf(entry.seat) });
    case 'joined':
      return line(`history.joined.${entry.side}`, { seat: seatOf(entry.seat) });
    case 'identity':
      return line('history.identity', { seat: seatOf(entry.seat), character: characterName(entry.character) });
    case 'buried':
      return line('history.buried', { seat: seatOf(entry.seat) });
    case 'guessed':
      return line(entry.right ? 'history.guessedRight' : 'history.guessedWrong', {
        seat: seatOf(entry.seat),
        guess: t(`board.color.${entry.guess}`),
        card: entry.card ? face(entry.card) : t('history.noCard'),
      });
    case 'ended':
      return line('history.ended', { seat: seatOf(entry.seat), count: entry.hand });
    case 'characters':
      return line('history.characters', { seat: seatOf(entry.seat), first: entry.characters[0] ? characterName(entry.characters[0]) : '', second: entry.characters[1] ? characterName(entry.characters[1]) : '' });
    case 'claimed':
      return line('history.claimed', { seat: seatOf(entry.seat), card: cardName(entry.card) });
    case 'looted':
      return line('history.looted', { seat: seatOf(entry.seat), from: seatOf(entry.from) });
    case 'repeated': {
      const target = aimed(entry.seat, entry.target);
      return line(target ? 'history.repeatedOn' : 'history.repeated', { seat: seatOf(entry.seat), card: cardName(entry.card), target: target ? seatOf(target) : '' });
    }
    case 'survived':
      return line('history.survived', { seat: seatOf(entry.seat), life: entry.life });
    case 'nuggets':
      return line(entry.amount > 0 ? 'history.nuggetsGained' : 'history.nuggetsPaid', { seat: seatOf(entry.seat), count: Math.abs(entry.amount), why: t(`history.nuggetWhy.${entry.reason}`) });
    case 'bought': {
      const on = aimed(entry.seat, entry.on);
      const key = entry.from === 'deck' ? 'history.boughtFromDeck' : on ? 'history.boughtOn' : 'history.bought';
      return line(key, { seat: seatOf(entry.seat), card: equipmentName(t, entry.card), count: entry.cost, target: on ? seatOf(on) : '' });
    }
    case 'gear-lost':
      return line(`history.gearLost.${entry.reason}`, { seat: seatOf(entry.seat), card: equipmentName(t, entry.card), by: entry.by === undefined ? '' : seatOf(entry.by), whose: whose(entry.seat) });
    case 'sold':
      return line('history.sold', { seat: seatOf(entry.seat), card: cardName(entry.card) });
    case 'equipment-effect': {
      const target = aimed(entry.seat, entry.target);
      const values = { seat: seatOf(entry.seat), card: equipmentName(t, entry.card), as: entry.as ? wayName(t, entry.as) : '', target: target ? seatOf(target) : '' };
      if (entry.as) return line(target ? 'history.equipmentEffectOn' : 'history.equipmentEffectAs', values);
      return line(target ? 'history.equipmentEffectFor' : 'history.equipmentEffect', values);
    }
    case 'wanted':
      return line('history.wanted', { seat: seatOf(entry.seat), from: seatOf(entry.from) });
  }
}
