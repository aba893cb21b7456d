// BANG! as the generic board of @parlor/ui sees it (the module's `table`): what lies where on the
// table, how every card, character, role and event is named, and the clicks that lead to each
// legal move. The game's own board says much more; this declaration is what a player needs to
// play a whole match through the generic board, in the words of the game's own locale files.
import type { MoveStep, TableDeclaration, TableMove, TableState, TableText, TextValue } from '@parlor/game-kit';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { nextSeat } from '@parlor/turn-phases';
import { pendingOf } from './board-view';
import { card, isCardId, type Suit } from './cards';
import { inPlay } from './engine/equipment';
import { buyPrice } from './entries/gold-rush-equipment';
import { equipmentCard, isEquipmentId } from './gold-rush-cards';
import { seated } from './seats';
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
    // Vera Custer's borrowed character; Greygory Deck's two drawn ones.
    const others = [...(player.borrowed ? [player.borrowed] : []), ...(player.drawn ?? [])];
    zones[`character:${seat}`] = [`${CHARACTER}${player.character}.${seat}`, ...others.map((key) => `${CHARACTER}${key}.${seat}`)];
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
  const show = G.show;
  if (show !== undefined) {
    // Wild West Show's own pile (WILD-WEST-SHOW.md §W2, §W3): its event in effect on top, then the
    // face-down stack, whose last card (Wild West Show) is known.
    zones['show'] = [...(show.event === null ? [] : [`${EVENT}${show.event}`]), ...show.stack.map((key) => (key === null ? HIDDEN_CARD : `${EVENT}${key}`))];
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
  if (isEquipmentId(id)) {
    // Gold Rush's equipment (GOLD-RUSH.md §G6): no suit nor rank, its price in the corner.
    const { key, border, cost } = equipmentCard(id);
    return { kind: key, name: text(`equipment.${key}.name`, words(key)), text: text(`equipment.${key}.text`, ''), category: text(`board.kind.${border}Equipment`, words(border)), tone: border === 'black' ? 'black' : 'brown', corner: `${cost}` };
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

/** How a brown equipment card is used, or where a black one goes (GOLD-RUSH.md §G6): its effect as a button, then its target and his card. */
function waySteps([as, target, pick]: readonly unknown[]): MoveStep[] {
  const steps: MoveStep[] = [];
  if (typeof as === 'string') steps.push({ type: 'choice', value: as, label: as === 'beer' ? text('board.gold.beerAs', 'regain 1 life') : text(`card.${as}.name`, words(as)) });
  return [...steps, ...aimSteps([null, target, pick])];
}

/** The words of a choice's option that is neither a card nor a seat (those are clicked on the table). */
function optionLabel(G: BangState, seat: Seat, choice: string | undefined, option: string): TableText {
  const pending = pendingOf(G);
  switch (option) {
    case 'deck':
      if (choice === 'saved') return text('board.choose.drawTwo', 'Draw 2 cards from the deck');
      return text('board.choose.deck', 'Draw from the deck');
    case 'discard':
      return text('board.choose.discard', 'Take the top of the discard pile');
    case 'hand':
      return text('board.randomHandCard', 'a random card from their hand');
    case 'done':
      if (choice === 'poker_take') return text('board.choose.leaveRest', 'Leave the rest to the discard pile');
      return text('board.choose.ranchDone', 'Done: draw {{count}}', { count: pending?.count ?? 0 });
    case 'life':
      return text('board.choose.loseOne', 'Lose 1 life');
    case 'pass':
      return text('board.choose.keepCards', 'Keep your cards');
    case 'draw':
      return text('board.choose.drawAsUsual', 'Draw as usual');
    case 'heal':
      return text('board.choose.skipForLife', 'Skip drawing: regain 1 life');
    case 'redraw':
      return text('board.choose.redrawCharacters', 'Draw two new characters');
    case 'keep':
      if (choice === 'greygory_deck') {
        const [first, second] = (G.players[seat]?.drawn ?? []).map((key): TextValue => ({ text: text(`character.${key}.name`, words(key)) }));
        return text('board.choose.keepDrawn', 'Keep {{first}} and {{second}}', { first: first ?? '', second: second ?? '' });
      }
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
  // Evelyn Shebang's phase 1: how many cards she skips to shoot as many players.
  if (choice === 'evelyn_shebang') return option === '0' ? text('board.choose.drawAsUsual', 'Draw as usual') : text('board.choose.skipToShoot', 'Skip {{count}} cards: shoot {{count}} players', { count: Number(option) });
  // Greygory Deck's phase 1: which drawn character's way of drawing he uses.
  if (choice === 'greygory_deck_draw') return text('board.choose.useAbility', 'Draw as {{character}}', { character: { text: text(`character.${option}.name`, words(option)) } });
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
    case 'kit_carlson_keep':
      return text('board.choose.keep', 'Keep {{card}}', { card });
    case 'claus_the_saint':
    case 'youl_grinner_give':
      return text('board.choose.give', 'Give {{card}} to {{name}}', { card, name: about === undefined ? '' : { seat: about } });
    case 'brawl':
      return text('board.choose.brawlCard', '{{name}} discards {{card}}', { card, name: about === undefined ? '' : { seat: about } });
    case 'the_daltons':
    case 'ranch':
    case 'dutch_will':
    case 'bandidos':
    case 'bandidos_second':
    case 'tornado':
    case 'shotgun':
      return text('board.choose.discardCard', 'Discard {{card}}', { card });
    case 'poker':
      return text('board.choose.faceDown', 'Put {{card}} face down', { card });
    case 'lemonade_jim':
      return text('board.choose.discardForLife', 'Discard {{card}} for 1 life', { card });
    case 'russian_roulette':
    case 'ricochet':
      return text('board.choose.missedFor', 'Discard {{card}} as a Missed!', { card });
    case 'draw-check':
      return text('board.choose.count', 'Count {{card}}', { card });
  }
  return text('board.pick', 'Take {{card}}', { card });
}

/** How a legal move of BANG! is chosen on the generic board, and what its button says. */
function describeMove({ G, ctx }: TableState<BangState>, seat: Seat, { move, args = [] }: TableMove) {
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
    // The Valley of Shadows' windows (VALLEY-OF-SHADOWS.md §4.4 Escape, §4.8 Saved!): the card that answers, or letting it be.
    case 'escape':
      return { label: text('board.escape', 'Discard {{card}} to escape it', { card: { card: String(args[1]) } }), steps: [cardStep(args[1])] };
    case 'save': {
      const about = pendingOf(G)?.about;
      return { label: text('board.save', 'Play {{card}}: {{name}} loses 1 life less', { card: { card: String(args[1]) }, name: about === undefined ? '' : { seat: about } }), steps: [cardStep(args[1])] };
    }
    case 'allow':
      return { label: text('board.allow', 'Let it take effect'), steps: [] };
    case 'decline':
      return { label: text('board.decline', 'Let the loss happen'), steps: [] };
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
      // Josh McCloud's card: how to use it, as a purchase names it.
      if (choice === 'josh_mccloud') {
        if (option === 'apply') return { label: text('board.gold.apply', 'Use it'), steps: [{ type: 'choice', value: option, label: text('board.gold.apply', 'Use it') } satisfies MoveStep] };
        return { steps: waySteps(option.split(' ').map((part) => (part === '-' ? null : part))) };
      }
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
    // Gold Rush (GOLD-RUSH.md §G7): Raddie Snake's card for a nugget; Jacky Murieta's shot for two, at a seat in reach.
    case 'nuggetDraw':
      return { label: text('board.ability.nuggetDraw', 'Pay 1 nugget, draw 1 card'), steps: [] };
    case 'nuggetShot':
      return {
        label: text('board.ability.nuggetShot', 'Pay 2 nuggets to shoot {{name}}', { name: { seat: String(args[0]) } }),
        steps: [actionStep('nuggetShot', text('character.jacky_murieta.name', 'Jacky Murieta')), seatStep(args[0])],
      };
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
    case 'tradeCards':
      return {
        label: text('board.ability.tradeCards.confirm', 'Give {{card}} to {{name}} for two random cards of theirs', { card: first, name: { seat: String(args[1]) } }),
        steps: [actionStep('tradeCards', text('board.ability.tradeCards.title', 'Trade cards')), cardStep(args[0]), seatStep(args[1])],
      };
    case 'repeatCard': {
      const repeated = G.turn.repeatable;
      const what: TextValue = repeated ? named(repeated.as) : '';
      return {
        label: text('board.ability.repeatCard.confirm', 'Discard {{card}}: {{repeated}} again', { card: first, repeated: what }),
        steps: [actionStep('repeatCard', text('board.ability.repeatCard.title', 'Repeat the card just played')), cardStep(args[0]), ...aimSteps(args)],
      };
    }
    // Gold Rush (GOLD-RUSH.md §G4): the market card, then how to use it; the black card to remove; the Beer to sell.
    case 'buyEquipment':
      return {
        label: text('board.gold.buy', 'Buy {{card}} ({{count}} nugget(s))', { card: first, count: isEquipmentId(args[0]) ? buyPrice(G, seat, args[0]) : 0 }),
        steps: [cardStep(args[0]), ...waySteps(args.slice(1))],
      };
    case 'removeEquipment':
      return {
        label: text('board.gold.remove', 'Pay {{count}} nugget(s): {{name}} discards {{card}}', { card: { card: String(args[1]) }, name: { seat: String(args[0]) }, count: isEquipmentId(args[1]) ? equipmentCard(args[1]).cost + 1 : 0 }),
        steps: [cardStep(args[1])],
      };
    case 'sellBeer':
      return { label: text('board.gold.sell', 'Sell {{card}} for a gold nugget', { card: first }), steps: [actionStep('sellBeer', text('board.gold.sell', 'Sell {{card}} for a gold nugget', { card: '' })), cardStep(args[0])] };
    case 'goldPan':
    case 'rucksack':
    case 'joshMcCloud':
      return { label: text(`board.gold.${move}`, words(move)), steps: [] };
    case 'ricochet':
      return {
        label: text('board.ricochet', 'Ricochet: {{bang}} at {{card}}', { bang: first, card: { card: String(args[1]) } }),
        steps: [actionStep('ricochet', text('event.ricochet.name', 'Ricochet')), cardStep(args[0]), cardStep(args[1])],
      };
    // Wild West Show's events (WILD-WEST-SHOW.md §W6.3, §W6.6, §W6.9).
    case 'showdown_bang':
      return {
        label: text('board.showdownBang', 'Play {{card}} as a BANG! at {{name}}', { card: first, name: { seat: String(args[1]) } }),
        steps: [actionStep('showdown_bang', text('board.showdownTitle', 'Showdown: play a card as a BANG!')), cardStep(args[0]), seatStep(args[1])],
      };
    case 'lady_rose': {
      const right = nextSeat(seated(G, ctx).playOrder, seat, { direction: -1, skip: (other) => G.players[other]?.alive !== true });
      return { label: text('board.ladyRose', 'Change seats with {{name}}, on your right (he loses his next turn)', { name: { seat: right ?? '' } }), steps: [] };
    }
    case 'dorothy_rage': {
      const [target, key, on, pick] = args;
      const values = { target: { seat: String(target) }, card: named(String(key)), ...(on !== undefined ? { name: { seat: String(on) } } : {}) };
      const steps: MoveStep[] = [actionStep('dorothy_rage', text('board.dorothyRageTitle', 'Dorothy Rage: order another player to play a card')), seatStep(target), { type: 'choice', value: String(key), label: text(`card.${String(key)}.name`, words(String(key))) }];
      if (on !== undefined) steps.push(seatStep(on));
      if (pick === 'hand') steps.push({ type: 'choice', value: 'hand', label: text('board.randomHandCard', 'a random card from their hand') });
      else if (pick !== undefined) steps.push(cardStep(pick));
      return { label: on !== undefined ? text('board.dorothyRageOn', 'Order {{target}} to play {{card}} at {{name}}', values) : text('board.dorothyRage', 'Order {{target}} to play {{card}}', values), steps };
    }
    // The Valley of Shadows' actions (§5.3 LeMat, §6 Black Flower and Der Spot-Burst Ringer): which one, then the card and the target.
    case 'lemat':
      return {
        label: text('board.ability.lemat.shoot', 'Play {{card}} as a BANG! at {{name}}', { card: first, name: { seat: String(args[1]) } }),
        steps: [actionStep('lemat', text('board.ability.lemat.title', 'LeMat: any card as a BANG!')), cardStep(args[0]), seatStep(args[1])],
      };
    case 'flower': {
      const values = { card: first, name: { seat: String(args[1]) }, aim: args[2] === undefined ? '' : { card: String(args[2]) } };
      return {
        label: args[2] === undefined ? text('board.ability.flower.shoot', 'Play {{card}} as a BANG! at {{name}}', values) : text('board.ability.flower.shootAim', 'Play {{card}} as a BANG! at {{name}} with {{aim}} (2 life)', values),
        steps: [actionStep('flower', text('board.ability.flower.title', 'Black Flower: a Clubs card as an extra BANG!')), cardStep(args[0]), seatStep(args[1]), ...(args[2] === undefined ? [] : [cardStep(args[2])])],
      };
    }
    case 'bangAsGatling':
      return {
        label: text('board.ability.bangAsGatling.confirm', 'Play {{card}} as a Gatling', { card: first }),
        steps: [actionStep('bangAsGatling', text('board.ability.bangAsGatling.title', 'A BANG! as a Gatling')), cardStep(args[0])],
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
  const seat = { seat: !('seat' in entry) || entry.seat === undefined ? '' : entry.seat };
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
    case 'check': {
      // Helena Zontero's draw! is nobody's (WILD-WEST-SHOW.md §W6.5): its line names no player. Other draws! read from their fields.
      if (entry.purpose !== 'helena_zontero') return undefined;
      const met = entry.success;
      const values = { purpose: { text: text('event.helena_zontero.name', 'Helena Zontero') }, outcome: { text: text(`history.check.outcome.helena_zontero.${met ? 'met' : 'unmet'}`, met ? 'the roles are dealt again' : 'the roles stay as they are') } };
      if (!entry.card) return text('history.check.nobodyNothing', "Nobody's draw! for {{purpose}}, but both piles were empty: {{outcome}}", values);
      // The rank and suit read the same in every language: no key of their own (the English is shown).
      const face: TextValue = { list: [text(`card.${entry.card.key}.name`, words(entry.card.key)), text('history.check.face', `${entry.card.rank}${SUIT_SYMBOL[entry.card.suit]}`)], join: ' ' };
      // What the printed card shows against what it counts as now (Blessing, Curse), as the game's own log reads it.
      const shows = entry.card.suit === 'hearts' || entry.card.suit === 'diamonds';
      const form = met ? (shows ? 'is' : 'counts') : shows ? 'countsNot' : 'isNot';
      const reading = { text: text(`history.check.reading.red.${form}`, met ? 'a Heart or a Diamond' : 'not a Heart or a Diamond') };
      return text('history.check.nobody', "Nobody's draw! for {{purpose}}: {{card}}, {{reading}}: {{outcome}}", { ...values, card: face, reading });
    }
    case 'picked':
      return text('history.picked', '{{seat}} took {{card}} from the General Store', { seat, card: named(entry.card) });
    case 'turn':
      return text('history.turn', '{{whose}} turn', { whose: { whose: entry.seat } });
    case 'ended':
      return text('history.ended', '{{seat}} ended the turn with {{count}} cards', { seat, count: entry.hand });
    case 'characters':
    {
      const [first, second] = entry.characters.map((key): TextValue => ({ text: text(`character.${key}.name`, words(key)) }));
      return text('history.characters', '{{seat}} drew the characters {{first}} and {{second}}', { seat, first: first ?? '', second: second ?? '' });
    }
    case 'claimed':
      return text('history.claimed', '{{seat}} took the draw! card {{card}}', { seat, card: named(entry.card) });
    case 'looted':
      return text('history.looted', '{{seat}} took the card {{from}} discarded', { seat, from: { seat: entry.from } });
    case 'repeated':
      return entry.target ? text('history.repeatedOn', '{{seat}} repeated {{card}} on {{target}}', { seat, card: named(entry.card), target: { seat: entry.target } }) : text('history.repeated', '{{seat}} repeated {{card}}', { seat, card: named(entry.card) });
    case 'survived':
      return text('history.survived', '{{seat}} stayed in the game at {{life}} life', { seat, life: entry.life });
    case 'nuggets':
      return entry.amount > 0
        ? text('history.nuggetsGained', '{{seat}} took {{count}} gold nugget(s): {{why}}', { seat, count: entry.amount, why: { text: text(`history.nuggetWhy.${entry.reason}`, words(entry.reason)) } })
        : text('history.nuggetsPaid', '{{seat}} paid {{count}} gold nugget(s): {{why}}', { seat, count: -entry.amount, why: { text: text(`history.nuggetWhy.${entry.reason}`, words(entry.reason)) } });
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
    case 'show-event':
      return text('history.showEvent', 'Wild West Show: {{event}} is now in effect', { event: { text: text(`event.${entry.event}.name`, words(entry.event)) } });
    case 'reward':
      return entry.anyKill ? text('history.rewardAnyKill', '{{seat}} earned 3 cards for the kill', { seat }) : text('history.reward', '{{seat}} earned 3 cards for killing an Outlaw', { seat });
    case 'penalty':
      return text('history.penalty', '{{seat}}, the Sheriff, killed a Deputy and lost every card', { seat });
    case 'took':
      if (entry.fromHand || !entry.card) return text('history.tookHand', '{{seat}} took a random card from {{whose}} hand', { seat, whose: { whose: entry.from } });
      return text('history.tookPlay', '{{seat}} took {{whose}} {{card}}', { seat, whose: { whose: entry.from }, card: named(entry.card) });
    case 'bought':
      return text('history.bought', '{{seat}} bought {{card}} for {{count}} gold nugget(s)', { seat, card: { text: text(`equipment.${entry.card}.name`, words(entry.card)) }, count: entry.cost });
    case 'sold':
      return text('history.sold', '{{seat}} sold {{card}} for a gold nugget', { seat, card: named(entry.card) });
    case 'wanted':
      return text('history.wanted', '{{seat}} collected the Wanted reward for {{from}}: 2 cards and a gold nugget', { seat, from: { seat: entry.from } });
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
  playAreas: ['role', 'character', 'play', 'gear'],
  piles: [
    { zone: 'draw', label: text('board.drawPile', 'Draw pile'), faceUp: false },
    { zone: 'discard', label: text('board.discardPile', 'Discard pile'), faceUp: true },
    { zone: 'reveal', label: text('board.drawCheck', 'Draw! cards'), faceUp: true },
    { zone: 'store', label: text('card.general_store.name', 'General Store'), faceUp: true },
    { zone: 'events', label: text('board.events.title', 'Events'), faceUp: true },
    // Gold Rush: the market face up; the equipment deck face down but for the used cards under it.
    { zone: 'market', label: text('board.gold.market', 'Market'), faceUp: true },
    { zone: 'equipment', label: text('board.gold.deck', 'Equipment deck'), faceUp: false },
    { zone: 'show', label: text('board.show.title', 'Wild West Show'), faceUp: true },
  ],
  seatCounters: [
    {
      id: 'life',
      label: text('generic.life', 'Life'),
      value: ({ G }, seat) => G.players[seat]?.life,
      max: ({ G }, seat) => G.players[seat]?.maxLife,
    },
    // Gold Rush: each player's nuggets, public (none in a match without them).
    { id: 'nuggets', label: text('board.gold.nuggetsLabel', 'Gold nuggets'), value: ({ G }, seat) => G.players[seat]?.nuggets },
  ],
  // Out of the game: eliminated, unless an event brought him back for a turn (Ghost Town) or for good (Dead Man).
  // Lady Rose of Texas moves players round the table (WILD-WEST-SHOW.md §W6.6): the board seats them where they sit now.
  seats: ({ G, ctx }) => seated(G, ctx).playOrder,
  seatStatus: ({ G }, seat) => (G.players[seat] !== undefined && !G.players[seat]!.alive && G.players[seat]!.ghost !== true ? 'out' : undefined),
  card: cardOf,
  describeMove,
  logLine: (entry) => logLine(entry as HistoryEntry),
};
