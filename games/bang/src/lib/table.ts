// BANG! as the generic board of @parlor/ui sees it (the module's `table`): what lies where on the
// table, how every card, character, role and event is named, and the clicks that lead to each
// legal move. The game's own board says much more; this declaration is what a player needs to
// play a whole match through the generic board, in the words of the game's own locale files.
import type { MoveStep, TableDeclaration, TableMove, TableState, TableText, TextValue } from '@parlor/game-kit';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { pendingOf } from './board-view';
import { card, isCardId, type Suit } from './cards';
import { inPlay } from './equipment';
import type { BangState, HistoryEntry, Seat } from './state';

/** The English shown where the reader's locale has no key: the data key in words ("cat_balou" → "Cat Balou"). */
const words = (key: string): string => key.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

const text = (key: string, en: string, values?: Record<string, TextValue>): TableText => ({ key, en, ...(values ? { values } : {}) });

const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

// Characters, roles and events are not cards of the deck, but the table draws them as cards (on
// a seat, on the event piles) so that card help explains them: their ids say what they are, and
// a character's or role's id names its seat too, so that two outlaws shown are two cards.
const CHARACTER = 'character.';
const ROLE = 'role.';
const EVENT = 'event.';

/** The zones of the received state, with each seat's character and visible role and the event piles added as zones. */
function zonesOf({ G }: TableState<BangState>): Record<string, readonly string[]> {
  const zones: Record<string, readonly string[]> = { ...G.zones };
  for (const [seat, player] of Object.entries(G.players)) {
    zones[`character:${seat}`] = [`${CHARACTER}${player.character}.${seat}`, ...(player.borrowed ? [`${CHARACTER}${player.borrowed}.${seat}`] : [])];
    // A role the view holds: the reader's own, the Sheriff's, an eliminated player's (null otherwise).
    const role = G.roles[seat];
    zones[`role:${seat}`] = role ? [`${ROLE}${role}.${seat}`] : [];
  }
  const deck = G.eventDeck;
  if (deck !== null) {
    // One pile: the event in effect on top, then the stack: the next event face up, the final
    // card known at the bottom, the order of those between unknown.
    const events: string[] = G.event === null ? [] : [`${EVENT}${G.event}`];
    if (deck.next !== null) {
      events.push(`${EVENT}${deck.next}`);
      for (let i = 0; i < deck.left - 2; i++) events.push(HIDDEN_CARD);
      if (deck.left >= 2) events.push(`${EVENT}${deck.final}`);
    }
    zones['events'] = events;
  }
  return zones;
}

/** A card, character, role or event by its id, for the board's faces and card help. */
function cardOf(id: string): ReturnType<NonNullable<TableDeclaration['card']>> {
  if (id.startsWith(CHARACTER)) {
    const key = id.slice(CHARACTER.length).split('.')[0]!;
    return { kind: 'character', name: text(`character.${key}.name`, words(key)), text: text(`character.${key}.ability`, ''), category: text('board.kind.character', 'Character'), tone: 'character' };
  }
  if (id.startsWith(ROLE)) {
    const key = id.slice(ROLE.length).split('.')[0]!;
    return { kind: 'role', name: text(`role.${key}.name`, words(key)), text: text(`role.${key}.goal`, ''), category: text('board.kind.role', 'Role'), tone: key };
  }
  if (id.startsWith(EVENT)) {
    const key = id.slice(EVENT.length);
    return { kind: 'event', name: text(`event.${key}.name`, words(key)), text: text(`event.${key}.text`, ''), category: text('board.kind.event', 'Event'), tone: 'event' };
  }
  if (!isCardId(id)) return undefined;
  const data = card(id);
  return {
    kind: data.key,
    name: text(`card.${data.key}.name`, words(data.key)),
    text: text(`card.${data.key}.text`, ''),
    category: text(`board.kind.${data.color}`, words(data.color)),
    tone: data.color,
    corner: `${data.rank}${SUIT_SYMBOL[data.suit]}`,
  };
}

const cardStep = (id: unknown): MoveStep => ({ type: 'card', card: String(id) });
const seatStep = (seat: unknown): MoveStep => ({ type: 'seat', seat: String(seat) });
/** The first click of a character's or an event's action: which action (its title), before the cards it takes. */
const actionStep = (value: string, label: TableText): MoveStep => ({ type: 'choice', value, label });

/** A play's or a use's arguments after the card: its target, which of his cards (a random one from the hand, or one in play), and the other card it costs. */
function aimSteps(args: readonly unknown[]): MoveStep[] {
  const [, target, pick, extra] = args;
  const steps: MoveStep[] = [];
  if (target !== undefined && target !== null) steps.push(seatStep(target));
  if (pick === 'hand') steps.push({ type: 'choice', value: 'hand', label: text('board.randomHandCard', 'a random card from their hand') });
  else if (pick !== undefined && pick !== null) steps.push(cardStep(pick));
  if (extra !== undefined && extra !== null) steps.push(cardStep(extra));
  return steps;
}

/** The words of a choice's option that is neither a card nor a seat (those are clicked on the table). */
function optionLabel(G: BangState, seat: Seat, choice: string | undefined, option: string): TableText {
  const pending = pendingOf(G);
  switch (option) {
    case 'deck':
      return text('board.choose.deck', 'Draw from the deck');
    case 'discard':
      return text('board.choose.discard', 'Take the top of the discard pile');
    case 'hand':
      return text('board.randomHandCard', 'a random card from their hand');
    case 'done':
      return text('board.choose.ranchDone', 'Done: draw {{count}}', { count: pending?.count ?? 0 });
    case 'draw':
      return text('board.choose.drawAsUsual', 'Draw as usual');
    case 'heal':
      return text('board.choose.skipForLife', 'Skip drawing: regain 1 life');
    case 'keep':
      if (choice === 'new_identity') return text('board.choose.keepCharacter', 'Keep {{character}}', { character: { card: `${CHARACTER}${G.players[seat]?.character}.${seat}` } });
      return text('board.choose.keepLives', 'Keep your lives');
    case 'switch':
      return text('board.choose.becomeSpare', 'Become {{character}} (2 life)', { character: { card: `${CHARACTER}${G.spares[seat]}.${seat}` } });
    case 'hit':
      return text('board.choose.loseTwo', 'Lose 2 life');
    case 'lose':
      return text('board.choose.letGo', 'Let {{card}} be discarded', { card: pending?.card ? { card: pending.card } : '' });
    case 'red':
    case 'black':
      return text(`board.choose.${option}`, words(option));
    case 'stop':
      return text('board.choose.stopGuessing', 'Stop and keep what you have');
  }
  if ((Object.keys(SUIT_SYMBOL) as string[]).includes(option)) return text('board.choose.suit', '{{suit}} only', { suit: `${words(option)} ${SUIT_SYMBOL[option as Suit]}` });
  return { en: words(option) };
}

/** What choosing a card does, by the choice being made: put it back, give it, discard it, let it count... */
function cardOptionLabel(G: BangState, choice: string | undefined, option: string): TableText {
  const card = { card: option };
  const about = pendingOf(G)?.about;
  switch (choice) {
    case 'kit_carlson':
      return text('board.choose.putBack', 'Put {{card}} back on the deck', { card });
    case 'claus_the_saint':
      return text('board.choose.give', 'Give {{card}} to {{name}}', { card, name: about === undefined ? '' : { seat: about } });
    case 'brawl':
      return text('board.choose.brawlCard', '{{name}} discards {{card}}', { card, name: about === undefined ? '' : { seat: about } });
    case 'the_daltons':
    case 'ranch':
      return text('board.choose.discardCard', 'Discard {{card}}', { card });
    case 'russian_roulette':
    case 'ricochet':
      return text('board.choose.missedFor', 'Discard {{card}} as a Missed!', { card });
    case 'draw-check':
      return text('board.choose.count', 'Count {{card}}', { card });
  }
  return text('board.pick', 'Take {{card}}', { card });
}

/** How a legal move of BANG! is chosen on the generic board, and what its button says. */
function describeMove({ G }: TableState<BangState>, seat: Seat, { move, args = [] }: TableMove) {
  const first = { card: String(args[0]) };
  switch (move) {
    case 'play':
    case 'use': {
      const target = args[1];
      const label =
        target !== undefined && target !== null
          ? text('board.aimAt', '{{card}} at {{seat}}', { card: first, seat: { seat: String(target) } })
          : move === 'use'
            ? text('board.fromPlay', 'Use {{card}} from play', { card: first })
            : text('board.missed', 'Play {{card}}', { card: first });
      return { label, steps: [cardStep(args[0]), ...aimSteps(args)] };
    }
    case 'discard':
      return { label: text('board.discard', 'Discard {{card}}', { card: first }), steps: [cardStep(args[0])] };
    case 'missed': {
      // A green Missed! card in play is used from there; any other answer comes from the hand.
      const fromPlay = inPlay(G, seat).includes(String(args[1]));
      return { label: fromPlay ? text('board.fromPlay', 'Use {{card}} from play', { card: { card: String(args[1]) } }) : text('board.missed', 'Play {{card}}', { card: { card: String(args[1]) } }), steps: [cardStep(args[1])] };
    }
    case 'beer':
    case 'bang':
    case 'pick':
      return { label: text(`board.${move}`, move === 'beer' ? 'Drink {{card}}' : move === 'bang' ? 'Discard {{card}}' : 'Take {{card}}', { card: { card: String(args[1]) } }), steps: [cardStep(args[1])] };
    case 'endPlay':
      return { label: text('board.endPlay', 'End my turn'), steps: [] };
    case 'barrel':
      return { label: text('board.barrel', 'Draw! for the Barrel'), steps: [] };
    case 'takeHit':
      return { label: text('board.takeHit', 'Take the hit'), steps: [] };
    case 'die':
      return { label: text('board.die', 'Give up'), steps: [] };
    case 'choose': {
      const option = String(args[1]);
      const choice = pendingOf(G)?.choice;
      // A seat is picked on the table, a card clicked where it lies (a hand, a seat, the top
      // three cards Kit Carlson looks at), anything else is a button.
      if (G.players[option] !== undefined) return { steps: [seatStep(option)] };
      if (isCardId(option)) return { label: cardOptionLabel(G, choice, option), steps: [cardStep(option)] };
      const label = optionLabel(G, seat, choice, option);
      return { label, steps: [{ type: 'choice', value: option, label } satisfies MoveStep] };
    }
    case 'heal':
      return {
        label: text('board.heal.pair', 'Discard {{first}} and {{second}} for a life', { first, second: { card: String(args[1]) } }),
        steps: [actionStep('heal', text('board.heal.title', 'Discard two cards to regain 1 life')), cardStep(args[0]), cardStep(args[1])],
      };
    case 'lifeForCards':
      return { label: text('board.ability.lifeForCards', 'Lose 1 life, draw 2 cards'), steps: [] };
    case 'discardToShoot':
      return {
        label: text('board.ability.shoot', 'Shoot {{name}}', { name: { seat: String(args[2]) } }),
        steps: [actionStep('discardToShoot', text('board.ability.discardToShoot.title', 'Discard two cards to shoot')), cardStep(args[0]), cardStep(args[1]), seatStep(args[2])],
      };
    case 'blueForCards':
    case 'asGeneralStore':
      return {
        label: text(`board.ability.${move}.confirm`, move === 'blueForCards' ? 'Discard {{card}} and draw 2 cards' : 'Play {{card}} as a General Store', { card: first }),
        steps: [actionStep(move, text(`board.ability.${move}.title`, words(move))), cardStep(args[0])],
      };
    case 'ricochet':
      return {
        label: text('board.ricochet', 'Ricochet: {{bang}} at {{card}}', { bang: first, card: { card: String(args[1]) } }),
        steps: [actionStep('ricochet', text('event.ricochet.name', 'Ricochet')), cardStep(args[0]), cardStep(args[1])],
      };
    case 'sniper':
      return {
        label: text('board.sniper', 'Sniper: {{first}} and {{second}} at {{name}}', { first, second: { card: String(args[1]) }, name: { seat: String(args[2]) } }),
        steps: [actionStep('sniper', text('event.sniper.name', 'Sniper')), cardStep(args[0]), cardStep(args[1]), seatStep(args[2])],
      };
  }
  return undefined;
}

/** A card of the history (named by its key, not its id) in the reader's words. */
const named = (key: string): TextValue => ({ text: text(`card.${key}.name`, words(key)) });

/** A history entry in the words of the game's own log; the less common lines are left to the board's own wording. */
function logLine(entry: HistoryEntry): TableText | undefined {
  const seat = { seat: entry.kind === 'dynamite-passed' || entry.kind === 'event' ? '' : entry.seat };
  switch (entry.kind) {
    case 'played': {
      const values: Record<string, TextValue> = { seat, card: named(entry.card), ...(entry.as ? { as: named(entry.as) } : {}), ...(entry.target ? { target: { seat: entry.target } } : {}) };
      const key = `history.played${entry.as ? 'As' : ''}${entry.target ? 'On' : ''}`;
      return text(key, `{{seat}} played {{card}}${entry.as ? ' as {{as}}' : ''}${entry.target ? ' on {{target}}' : ''}`, values);
    }
    case 'equipped':
      return entry.on ? text('history.equippedOn', '{{seat}} put {{card}} in front of {{target}}', { seat, card: named(entry.card), target: { seat: entry.on } }) : text('history.equipped', '{{seat}} put {{card}} into play', { seat, card: named(entry.card) });
    case 'discarded':
      return text('history.discarded', '{{seat}} discarded {{card}}', { seat, card: named(entry.card) });
    case 'missed':
      if (entry.barrel) return text('history.barrel', '{{seat}} dodged the shot with the Barrel', { seat });
      return text(entry.fromPlay ? 'history.missedFromPlay' : 'history.missed', '{{seat}} dodged with {{card}}', { seat, card: entry.card ? named(entry.card) : '' });
    case 'used':
      return entry.target ? text('history.usedOn', '{{seat}} used {{card}} on {{target}}', { seat, card: named(entry.card), target: { seat: entry.target } }) : text('history.used', '{{seat}} used {{card}}', { seat, card: named(entry.card) });
    case 'hit':
      return text('history.hit', '{{seat}} lost {{count}} life ({{life}} left)', { seat, count: entry.amount, life: entry.life });
    case 'healed':
      return text('history.healed', '{{seat}} regained {{count}} life ({{life}} now)', { seat, count: entry.amount, life: entry.life });
    case 'drew':
      if (entry.from === 'deck') return text('history.drew', '{{seat}} drew {{count}} cards', { seat, count: entry.count });
      if (entry.from === 'discard') return text('history.drewDiscard', '{{seat}} took {{count}} cards from the discard pile', { seat, count: entry.count });
      return text('history.drewFrom', '{{seat}} drew {{count}} cards at random from {{whose}} hand', { seat, count: entry.count, whose: { whose: entry.from } });
    case 'picked':
      return text('history.picked', '{{seat}} took {{card}} from the General Store', { seat, card: named(entry.card) });
    case 'turn':
      return text('history.turn', '{{whose}} turn', { whose: { whose: entry.seat } });
    case 'ended':
      return text('history.ended', '{{seat}} ended the turn with {{count}} cards', { seat, count: entry.hand });
    case 'eliminated':
      return text('history.eliminated', '{{seat}} is out of the game: they were {{role}}', { seat, role: { text: text(`role.${entry.role}.a`, words(entry.role)) } });
    case 'exploded':
      return text('history.exploded', 'The Dynamite exploded on {{seat}}!', { seat });
    case 'skipped':
      return text('history.skipped', '{{seat}} stayed in Jail: the turn is skipped', { seat });
    case 'dynamite-passed':
      return text('history.dynamitePassed', 'The Dynamite passed from {{from}} to {{to}}', { from: { seat: entry.from }, to: { seat: entry.to } });
    case 'event':
      return text('history.event', '{{event}} is now in effect', { event: { text: text(`event.${entry.event}.name`, words(entry.event)) } });
    case 'reward':
      return entry.anyKill ? text('history.rewardAnyKill', '{{seat}} earned 3 cards for the kill', { seat }) : text('history.reward', '{{seat}} earned 3 cards for killing an Outlaw', { seat });
    case 'penalty':
      return text('history.penalty', '{{seat}}, the Sheriff, killed a Deputy and lost every card', { seat });
    case 'took':
      if (entry.fromHand || !entry.card) return text('history.tookHand', '{{seat}} took a random card from {{whose}} hand', { seat, whose: { whose: entry.from } });
      return text('history.tookPlay', '{{seat}} took {{whose}} {{card}}', { seat, whose: { whose: entry.from }, card: named(entry.card) });
    case 'lost-card':
      if (!entry.fromHand && entry.card) return text('history.lostCard', '{{by}} made {{seat}} discard {{card}} from play', { seat, by: { seat: entry.by }, card: named(entry.card) });
      return entry.card ? text('history.lostHandCardNamed', '{{by}} made {{seat}} discard {{card}} from their hand', { seat, by: { seat: entry.by }, card: named(entry.card) }) : text('history.lostHandCard', '{{by}} made {{seat}} discard a card from their hand', { seat, by: { seat: entry.by } });
  }
  return undefined;
}

/**
 * BANG! on the generic board: each seat's hand, its cards in play, its character and its role
 * once the view holds it (its own, the Sheriff's, an eliminated player's), life as pips; the
 * draw and discard piles, the "draw!" cards, the General Store and, with an event deck, the
 * events: the one in effect on top of the stack with the next one under it. History lines in the
 * words of the game's log.
 */
export const table: TableDeclaration<BangState> = {
  zones: zonesOf,
  hands: ['hand'],
  playAreas: ['role', 'character', 'play'],
  piles: [
    { zone: 'draw', label: text('board.drawPile', 'Draw pile'), faceUp: false },
    { zone: 'discard', label: text('board.discardPile', 'Discard pile'), faceUp: true },
    { zone: 'reveal', label: text('board.drawCheck', 'Draw! cards'), faceUp: true },
    { zone: 'store', label: text('card.general_store.name', 'General Store'), faceUp: true },
    { zone: 'events', label: text('board.events.title', 'Events'), faceUp: true },
  ],
  seatCounters: [
    {
      id: 'life',
      label: text('generic.life', 'Life'),
      value: ({ G }, seat) => G.players[seat]?.life,
      max: ({ G }, seat) => G.players[seat]?.maxLife,
    },
  ],
  // Out of the game: eliminated, unless an event brought him back for a turn (Ghost Town) or for good (Dead Man).
  seatStatus: ({ G }, seat) => (G.players[seat] !== undefined && !G.players[seat]!.alive && G.players[seat]!.ghost !== true ? 'out' : undefined),
  card: cardOf,
  describeMove,
  logLine: (entry) => logLine(entry as HistoryEntry),
};
