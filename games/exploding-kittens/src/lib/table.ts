import type { MoveDescription, MoveStep, TableDeclaration, TableState, TableText } from '@parlor/game-kit';
import type { CardId } from '@parlor/deck';
import { categoryOf, kindOf, type CardKind } from './cards';
import type { ExplodingKittensState, HistoryEntry } from './state';

/**
 * The table as the platform's generic board draws it (the module's `table`): hands, the draw
 * and discard piles and a drawn kitten, the turns the player owes, who exploded, and how each
 * legal move is chosen: a card of the hand clicked, then for a combo which one, its target
 * seat and, for a triple, the title named. Words are the game's own locale keys (its board
 * uses the same ones), with English for a key that is missing.
 */

type State = TableState<ExplodingKittensState>;

/** "draw_from_the_bottom" → "Draw from the bottom": only shown where the locale has no name. */
const english = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, ' ');

/** A title's name, in the locale's words. */
const title = (kind: CardKind): TableText => ({ key: `cards.${kind}.name`, en: english(kind) });

/** Titles as the board says a combo: "Tacocat + Feral Cat". */
const titles = (kinds: readonly CardKind[]) => ({ list: kinds.map(title), join: ' + ' });

/** The first card of a title in the seat's hand: copies of a title are interchangeable, one stands for them. */
function cardOf(G: ExplodingKittensState, seat: string, kind: CardKind): CardId | undefined {
  return (G.zones[`hand:${seat}`] ?? []).find((card) => card !== '?' && kindOf(card) === kind);
}

const cardStep = (card: CardId | undefined): MoveStep[] => (card === undefined ? [] : [{ type: 'card', card }]);

/** Where a defused kitten goes back: the top, the bottom, or a place counted from the top. */
function position(at: number, size: number): TableText {
  if (at === 0) return { key: 'defuse.top', en: 'On top' };
  if (at === size) return { key: 'defuse.bottom', en: 'At the bottom' };
  return { key: 'defuse.positionValue', values: { position: at + 1, size: size + 1 }, en: '{{position}} of {{size}}' };
}

/** Each move as a player chooses it (RULES.md §5 plays, §9 combos, §6 Nope, §3 Defuse). */
function describeMove({ G }: State, seat: string, { move, args = [] }: { move: string; args?: unknown[] }): MoveDescription | undefined {
  switch (move) {
    case 'draw':
      return { label: { key: 'actions.draw', en: 'Draw a card' }, steps: [] };
    case 'play': {
      const kind = args[0] as CardKind;
      const target = args[1] as string | undefined;
      return {
        label: { key: 'actions.play', values: { card: { text: title(kind) } }, en: 'Play {{card}}' },
        steps: [...cardStep(cardOf(G, seat, kind)), ...(target === undefined ? [] : [{ type: 'seat' as const, seat: target }])],
      };
    }
    case 'combo': {
      const kinds = args[0] as CardKind[];
      const target = args[1] as string | undefined;
      const named = args[2] as CardKind | undefined;
      const type = kinds.length === 2 ? 'pair' : kinds.length === 3 ? 'triple' : 'five';
      const label: TableText = type === 'five' ? { key: 'actions.five', en: 'Five different cards' } : { key: `actions.${type}`, values: { cards: titles(kinds) }, en: type === 'pair' ? 'Pair: {{cards}}' : 'Triple: {{cards}}' };
      return {
        label,
        steps: [
          ...cardStep(cardOf(G, seat, kinds[0]!)),
          { type: 'choice', value: kinds.join('+'), label },
          ...(target === undefined ? [] : [{ type: 'seat' as const, seat: target }]),
          ...(named === undefined ? [] : [{ type: 'choice' as const, value: named, label: title(named) }]),
        ],
      };
    }
    case 'nope':
      return { label: { key: 'nope.nope', en: 'Nope!' }, steps: cardStep(cardOf(G, seat, 'nope')) };
    case 'pass':
      return { label: { key: 'nope.pass', en: 'Let it happen' }, steps: [] };
    case 'reinsert': {
      const at = args[1] as number;
      const size = G.zones.draw?.length ?? 0;
      return { label: { key: 'defuse.confirm', en: 'Put it back' }, steps: [{ type: 'choice', value: at, label: position(at, size) }] };
    }
    case 'alter': {
      const order = args[1] as CardId[];
      return {
        label: { key: 'future.confirm', en: 'Put them back' },
        steps: [{ type: 'choice', value: order.join(','), label: { en: '{{cards}}', values: { cards: { list: order.map((card) => title(kindOf(card))), join: ' · ' } } } }],
      };
    }
    case 'give': {
      const card = args[1] as CardId;
      return { label: { key: 'give.give', values: { card: { card } }, en: 'Give {{card}}' }, steps: [{ type: 'card', card }] };
    }
    case 'pick': {
      const kind = args[1] as CardKind;
      // A card of that title in the discard pile stands for it: the board shows it to click.
      const card = (G.zones.discard ?? []).find((id) => kindOf(id) === kind);
      return { label: { key: 'pick.title', en: 'Take a card from the discard pile' }, steps: card === undefined ? [{ type: 'choice', value: kind, label: title(kind) }] : [{ type: 'card', card }] };
    }
    default:
      return undefined;
  }
}

/** A history entry in the words of the game's own log (RULES.md's public events). */
function logLine(entry: HistoryEntry): TableText {
  const seat = (id: string) => ({ seat: id });
  const whose = (id: string) => ({ whose: id });
  switch (entry.kind) {
    case 'played':
      if (entry.named) return { key: 'history.playedNamed', values: { seat: seat(entry.seat), cards: titles(entry.cards), target: seat(entry.target!), named: { text: title(entry.named) } }, en: '{{seat}} played {{cards}} on {{target}}, asking for {{named}}.' };
      if (entry.target) return { key: 'history.playedOn', values: { seat: seat(entry.seat), cards: titles(entry.cards), target: seat(entry.target) }, en: '{{seat}} played {{cards}} on {{target}}.' };
      return { key: 'history.played', values: { seat: seat(entry.seat), cards: titles(entry.cards) }, en: '{{seat}} played {{cards}}.' };
    case 'noped':
      return { key: 'history.noped', values: { seat: seat(entry.seat), whose: whose(entry.on.seat), cards: titles(entry.on.cards) }, en: '{{seat}} played Nope on {{whose}} {{cards}}.' };
    case 'cancelled':
      return { key: 'history.cancelled', values: { whose: whose(entry.seat), cards: titles(entry.cards) }, en: '{{whose}} {{cards}} was Noped: it does nothing.' };
    case 'drew':
      return { key: entry.bottom ? 'history.drewBottom' : 'history.drew', values: { seat: seat(entry.seat) }, en: entry.bottom ? '{{seat}} drew the bottom card of the pile.' : '{{seat}} drew a card.' };
    case 'kitten':
      return { key: 'history.kitten', values: { seat: seat(entry.seat) }, en: '{{seat}} drew an Exploding Kitten!' };
    case 'defused':
      return { key: 'history.defused', values: { seat: seat(entry.seat) }, en: '{{seat}} defused the Exploding Kitten.' };
    case 'exploded':
      return { key: 'history.exploded', values: { seat: seat(entry.seat) }, en: '{{seat}} exploded and left the match.' };
    case 'attacked':
      return { key: 'history.attacked', values: { victim: seat(entry.victim), seat: seat(entry.seat), count: entry.turns }, en: '{{victim}} must take {{count}} turns (attacked by {{seat}}).' };
    case 'skipped':
      return { key: 'history.skipped', values: { seat: seat(entry.seat) }, en: '{{seat}} skipped a turn.' };
    case 'saw':
      return { key: 'history.saw', values: { seat: seat(entry.seat), count: entry.count }, en: '{{seat}} looked at the top {{count}} cards of the pile.' };
    case 'altered':
      return { key: 'history.altered', values: { seat: seat(entry.seat), count: entry.count }, en: '{{seat}} looked at the top {{count}} cards of the pile, to put them back in a new order.' };
    case 'shuffled':
      return { key: 'history.shuffled', values: { seat: seat(entry.seat) }, en: '{{seat}} shuffled the draw pile.' };
    case 'gave':
      return { key: 'history.gave', values: { from: seat(entry.from), to: seat(entry.to) }, en: '{{from}} gave {{to}} a card for the Favor.' };
    case 'stole':
      return entry.got
        ? { key: 'history.stole', values: { whose: whose(entry.from), to: seat(entry.to) }, en: '{{to}} took a random card from {{whose}} hand.' }
        : { key: 'history.stoleNothing', values: { from: seat(entry.from), to: seat(entry.to) }, en: '{{to}} took nothing: {{from}} had no cards.' };
    case 'asked':
      return entry.got
        ? { key: 'history.asked', values: { from: seat(entry.from), to: seat(entry.to), named: { text: title(entry.named) } }, en: '{{from}} had {{named}} and gave it to {{to}}.' }
        : { key: 'history.askedNothing', values: { from: seat(entry.from), to: seat(entry.to), named: { text: title(entry.named) } }, en: '{{from}} had no {{named}} to give {{to}}.' };
    case 'took':
      return { key: 'history.took', values: { seat: seat(entry.seat), card: { text: title(entry.card) } }, en: '{{seat}} took {{card}} from the discard pile.' };
    case 'no-effect':
      return { key: 'history.noEffect', values: { whose: whose(entry.seat), target: seat(entry.target) }, en: '{{whose}} Favor did nothing: {{target}} had no cards.' };
  }
}

export const table: TableDeclaration<ExplodingKittensState> = {
  hands: ['hand'],
  piles: [
    { zone: 'draw', label: { key: 'zones.draw', en: 'Draw pile' }, faceUp: false },
    { zone: 'discard', label: { key: 'zones.discard', en: 'Discard pile' }, faceUp: true },
    { zone: 'exploding', label: { key: 'zones.exploding', en: 'Drawn kitten' }, faceUp: true },
  ],
  seatCounters: [
    {
      id: 'turns',
      label: { key: 'generic.turns', en: 'Turns' },
      // Only the player whose turn it is owes turns (RULES.md §4, §7).
      value: ({ G, ctx }, seat) => (seat === ctx.currentPlayer && !G.out.includes(seat) && ctx.gameover === undefined ? G.turnsLeft : undefined),
    },
  ],
  seatStatus: ({ G }, seat) => (G.out.includes(seat) ? 'out' : undefined),
  card: (id) => {
    const kind = kindOf(id);
    const category = categoryOf(kind);
    return {
      kind,
      name: title(kind),
      text: category === 'cat' ? { key: 'cat.text', en: english(kind) } : { key: `cards.${kind}.text`, en: english(kind) },
      category: { key: `kind.${category}`, en: english(category) },
      tone: category,
    };
  },
  describeMove,
  logLine: (entry) => logLine(entry as HistoryEntry),
};
