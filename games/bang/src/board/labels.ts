// The board's words for moves and history lines: what each legal move does, as its button
// says it, and each public history entry as a line of the game log.
import type { TFunction } from 'i18next';
import { card, inPlay, type BangState, type CharacterKey, type HistoryEntry, type LegalMove, type Pending } from '../index';
import { cardLabel, isFace, SUIT_SYMBOL } from './face';

/** A seat's name as the table shows it. */
export type Names = (seat: string) => string;

/** What a label may need to know beyond the move itself. */
export interface LabelContext {
  t: TFunction;
  name: Names;
  G: BangState;
  /** The seat whose board this is (null: a spectator). */
  me: string | null;
  /** The window the move answers, if any. */
  pending?: Pending | undefined;
}

// The cards that are what an answer asks for, so that any other card answering (Calamity
// Janet's swap, Elena Fuente's any card) is said to be used "as" it. Wording only: which cards
// may answer comes from legalMoves.
const NAMED_AS: Record<string, readonly string[]> = { missed: ['missed', 'dodge'], bang: ['bang'], beer: ['beer'] };

/** Who a play or a use aims at, and which of his cards: " → Seat 2 (Barrel Q♠)", or nothing. */
export function aimText({ t, name, me }: LabelContext, args: readonly unknown[]): string {
  const [, target, pick] = args;
  if (target === undefined || target === null) return '';
  const who = target === me ? t('board.yourself') : name(String(target));
  const what = pick === undefined || pick === null ? '' : pick === 'hand' ? ` (${t('board.randomHandCard')})` : ` (${cardLabel(t, String(pick))})`;
  return ` → ${who}${what}`;
}

/** The seat that has this card in play, if anyone. */
function ownerInPlay(G: BangState, seats: readonly string[], id: string): string | undefined {
  return seats.find((seat) => inPlay(G, seat).includes(id));
}

/** What a choice's option does, for its button. */
function choiceLabel(context: LabelContext, option: string): string {
  const { t, name, G, pending } = context;
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
      return option === 'hand' ? t('board.choose.brawlHand', { name: who }) : t('board.choose.brawlCard', { name: who, card: cardLabel(t, option) });
    }
    case 'kit_carlson':
      return t('board.choose.putBack', { card: cardLabel(t, option) });
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
      const seat = context.me ?? '';
      const character = option === 'switch' ? G.spares[seat] : G.players[seat]?.character;
      const label = character ? t(`character.${character}.name`) : '';
      return t(option === 'switch' ? 'board.choose.becomeSpare' : 'board.choose.keepCharacter', { character: label });
    }
    case 'peyote':
      return t(option === 'stop' ? 'board.choose.stopGuessing' : `board.choose.${option}`);
    case 'ricochet': {
      const aimed = pending?.card;
      return option === 'lose' ? t('board.choose.letGo', { card: aimed ? cardLabel(t, aimed) : '' }) : t('board.choose.missedFor', { card: cardLabel(t, option) });
    }
  }
  if (option === 'deck') return t('board.choose.deck');
  if (option === 'discard') return t('board.choose.discard');
  if (!isFace(option)) return t('board.choose.player', { name: name(option) });
  return t('board.choose.count', { card: cardLabel(t, option) });
}

/** What an answer does with a card: played or discarded as itself, "as" another card, or used from play. */
function answerLabel(context: LabelContext, as: 'missed' | 'bang' | 'beer', id: string): string {
  const { t, G, me } = context;
  const label = cardLabel(t, id);
  if (me !== null && inPlay(G, me).includes(id)) return t('board.fromPlay', { card: label });
  const native = isFace(id) && NAMED_AS[as]!.includes(card(id).key);
  return t(native ? `board.${as}` : `board.${as}As`, { card: label });
}

/** What a legal move does, in words, for its button. */
export function moveLabel(context: LabelContext, move: LegalMove): string {
  const { t, name } = context;
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
      return t('board.ability.lifeForCards');
    case 'discardToShoot':
      return t('board.ability.shoot', { name: name(String(args[2])) });
    case 'ricochet':
      return t('board.ricochet', { bang: cardArg(0), card: cardArg(1) });
    case 'sniper':
      return t('board.sniper', { first: cardArg(0), second: cardArg(1), name: name(String(args[2])) });
    case 'blueForCards':
    case 'asGeneralStore':
      return t(`board.ability.${move.move}.confirm`, { card: cardArg(0) });
    case 'endPlay':
    case 'barrel':
    case 'takeHit':
    case 'die':
      return t(`board.${move.move}`);
    default:
      return t(`board.${move.move}`, { card: cardArg(1) });
  }
}

/** One line of the history in words. */
export function historyLine(t: TFunction, name: Names, entry: HistoryEntry): string {
  const cardName = (key: string) => t(`card.${key}.name`);
  const characterName = (key: CharacterKey) => t(`character.${key}.name`);
  // What left a player untouched may be a card or an ability (Doc Holyday's shot).
  const sourceName = (key: string) => t([`card.${key}.name`, `character.${key}.name`]);
  const face = (shown: { key: string; rank: string; suit: keyof typeof SUIT_SYMBOL }) => `${cardName(shown.key)} ${shown.rank}${SUIT_SYMBOL[shown.suit]}`;
  switch (entry.kind) {
    case 'played':
      if (entry.as && entry.as !== entry.card)
        return t(entry.target ? 'history.playedAsOn' : 'history.playedAs', { seat: name(entry.seat), card: cardName(entry.card), as: cardName(entry.as), target: entry.target ? name(entry.target) : '' });
      return t(entry.target ? 'history.playedOn' : 'history.played', { seat: name(entry.seat), card: cardName(entry.card), target: entry.target ? name(entry.target) : '' });
    case 'equipped':
      return t(entry.on ? 'history.equippedOn' : 'history.equipped', { seat: name(entry.seat), card: cardName(entry.card), target: entry.on ? name(entry.on) : '' });
    case 'discarded':
      return t(entry.reason === 'cost' ? 'history.discardedCost' : entry.reason === 'same-name' ? 'history.discardedSameName' : 'history.discarded', {
        seat: name(entry.seat),
        card: cardName(entry.card),
      });
    case 'missed':
      if (entry.barrel) return t('history.barrel', { seat: name(entry.seat) });
      return t(entry.fromPlay ? 'history.missedFromPlay' : 'history.missed', { seat: name(entry.seat), card: cardName(entry.card ?? 'missed') });
    case 'hit':
      return t('history.hit', { seat: name(entry.seat), count: entry.amount, life: entry.life });
    case 'healed':
      return t('history.healed', { seat: name(entry.seat), count: entry.amount, life: entry.life });
    case 'drew':
      return t(entry.from === 'deck' ? 'history.drew' : entry.from === 'discard' ? 'history.drewDiscard' : 'history.drewFrom', { seat: name(entry.seat), count: entry.count });
    case 'shown':
      return t('history.shown', { seat: name(entry.seat), card: face(entry.card) });
    case 'check': {
      const purpose = t(`board.checkFor.${entry.purpose}`);
      if (!entry.card) return t(entry.success ? 'history.checkNothingGood' : 'history.checkNothingBad', { seat: name(entry.seat), purpose });
      return t(entry.success ? 'history.checkPassed' : 'history.checkFailed', { seat: name(entry.seat), card: face(entry.card), purpose });
    }
    case 'took':
      return t(entry.fromHand ? 'history.tookHand' : 'history.tookPlay', { seat: name(entry.seat), from: name(entry.from), card: entry.card ? cardName(entry.card) : '' });
    case 'lost-card':
      return entry.card ? t('history.lostCard', { seat: name(entry.seat), card: cardName(entry.card) }) : t('history.lostHandCard', { seat: name(entry.seat) });
    case 'picked':
      return t('history.picked', { seat: name(entry.seat), card: cardName(entry.card) });
    case 'inherited':
      return t('history.inherited', { seat: name(entry.seat), from: name(entry.from), count: entry.count });
    case 'dynamite-passed':
      return t('history.dynamitePassed', { from: name(entry.from), to: name(entry.to) });
    case 'exploded':
      return t('history.exploded', { seat: name(entry.seat) });
    case 'skipped':
      return t('history.skipped', { seat: name(entry.seat) });
    case 'eliminated':
      return t('history.eliminated', { seat: name(entry.seat), role: t(`role.${entry.role}.name`) });
    case 'reward':
      return t(entry.anyKill ? 'history.rewardAnyKill' : 'history.reward', { seat: name(entry.seat) });
    case 'used':
      return t(entry.target ? 'history.usedOn' : 'history.used', { seat: name(entry.seat), card: cardName(entry.card), target: entry.target ? name(entry.target) : '' });
    case 'unaffected':
      return t('history.unaffected', { seat: name(entry.seat), card: sourceName(entry.card), by: name(entry.by) });
    case 'ability':
      return t(entry.target ? 'history.abilityOn' : 'history.ability', { seat: name(entry.seat), character: characterName(entry.character), target: entry.target ? name(entry.target) : '' });
    case 'gave':
      return t('history.gave', { seat: name(entry.seat), to: name(entry.to) });
    case 'copied':
      return entry.character ? t('history.copied', { seat: name(entry.seat), character: characterName(entry.character) }) : t('history.copiedNone', { seat: name(entry.seat) });
    case 'penalty':
      return t('history.penalty', { seat: name(entry.seat) });
    case 'turn':
      return t('history.turn', { seat: name(entry.seat) });
    case 'event':
      return t('history.event', { event: t(`event.${entry.event}.name`) });
    case 'returned':
      return t(entry.as === 'ghost' ? 'history.returnedGhost' : 'history.returnedAlive', { seat: name(entry.seat) });
    case 'faded':
      return t('history.faded', { seat: name(entry.seat) });
    case 'identity':
      return t('history.identity', { seat: name(entry.seat), character: characterName(entry.character) });
    case 'buried':
      return t('history.buried', { seat: name(entry.seat) });
    case 'guessed':
      return t(entry.right ? 'history.guessedRight' : 'history.guessedWrong', {
        seat: name(entry.seat),
        guess: t(`board.color.${entry.guess}`),
        card: entry.card ? face(entry.card) : t('history.noCard'),
      });
    case 'ended':
      return t('history.ended', { seat: name(entry.seat), count: entry.hand });
  }
}
