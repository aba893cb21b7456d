// Colt Express as the generic board of @parlor/ui sees it (the module's `table`): the seats'
// hands, bandits and loot, the train's cars and roofs as public areas holding bandits, the
// Marshal and loot, the common pile, the round cards, and the clicks leading to every legal
// move, in the words of the game's own locale files. The game's own board draws the train;
// this declaration is what a player needs to play a whole match through the generic board.
import type { MoveStep, TableCard, TableDeclaration, TableMove, TableState, TableText, TextValue } from '@parlor/game-kit';
import { backOf, cardInfo } from './cards';
import { ROUNDS, character, type ActionKind, type CharacterKey } from './data';
import { cardUp } from './flow';
import type { ActionOption, Bandit, ColtExpressState, HistoryEntry, Level, Loot, LootChoice } from './state';

const text = (key: string, en: string, values?: Record<string, TextValue>): TableText => ({ key, en, ...(values ? { values } : {}) });
/** The English shown where the reader's locale has no key: the data key in words ("take_it_all" → "Take it all"). */
const words = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

// The bandits, the Marshal, the units of the train, loot tokens and round cards are drawn as
// cards (on seats and on the train's areas) so card help explains each; their ids say what they
// are. A loot token's id carries where it lies and, for a purse whose value the reader knows, its value.
const BANDIT = 'bandit.';
const UNIT = 'unit.';
const LOOT = 'loot.';
const MARSHAL = 'marshal';

const LOOT_FIELDS: readonly (readonly [LootChoice, keyof Loot])[] = [
  ['purse', 'purses'],
  ['jewel', 'jewels'],
  ['strongbox', 'strongboxes'],
  ['ransom', 'ransoms'],
];
const LOOT_VALUE: Readonly<Record<Exclude<LootChoice, 'purse'>, number>> = { jewel: 500, strongbox: 1000, ransom: 250 };

const banditCard = (bandit: Bandit) => `${BANDIT}${bandit}`;

/** A bandit as drawn on its seat: its id carries where it stands (unit counted from the caboose, level), shown in its corner. */
function banditOnSeat(G: ColtExpressState, bandit: Bandit): string {
  const state = G.bandits[bandit];
  return state === undefined ? banditCard(bandit) : `${banditCard(bandit)}.${state.unit + 1}.${state.level}`;
}

/** A unit as a card id: which kind of unit it is and its number counted from the caboose (car 1). */
function unitCard(G: ColtExpressState, unit: number): string {
  const kind = unit === G.train.length - 1 ? 'locomotive' : unit === 0 ? 'caboose' : 'car';
  return `${UNIT}${kind}.${unit + 1}`;
}

/** The loot tokens of a holder as card ids, each purse with its value where the view holds it. */
function lootCards(loot: Loot, where: string, purses: readonly number[] | null | undefined): string[] {
  const cards: string[] = [];
  for (const [kind, field] of LOOT_FIELDS) {
    for (let i = 0; i < loot[field]; i++) {
      const value = kind === 'purse' ? purses?.[i] : undefined;
      cards.push(`${LOOT}${kind}.${where}.${i}${value === undefined ? '' : `.${value}`}`);
    }
  }
  return cards;
}

/** The area of the train a pile shows: one per level of each unit, the locomotive's first. */
const areaZone = (unit: number, level: Level) => `train-${unit}-${level}`;
/** The most units a train has (six cars and the locomotive). */
const MOST_UNITS = 7;

/** The zones of the received state, with the bandits, their loot, the train's areas and the round cards added. */
function zonesOf({ G }: TableState<ColtExpressState>): Record<string, readonly string[]> {
  const zones: Record<string, readonly string[]> = { ...G.zones };
  for (const [seat, bandits] of Object.entries(G.seats)) zones[`bandit:${seat}`] = bandits.map((bandit) => banditOnSeat(G, bandit));
  for (let unit = 0; unit < G.train.length; unit++) {
    for (const level of ['roof', 'inside'] as const) {
      const here = Object.entries(G.bandits)
        .filter(([, state]) => state !== undefined && state.unit === unit && state.level === level)
        .map(([bandit]) => banditCard(bandit as Bandit));
      const marshal = level === 'inside' && G.marshal === unit ? [MARSHAL] : [];
      zones[areaZone(unit, level)] = [...here, ...marshal, ...lootCards(G.train[unit]![level], `${unit}-${level}`, null)];
    }
  }
  // The round card being played on top of those revealed before it.
  zones['round'] = [...(G.zones['shown'] ?? [])].reverse();
  return zones;
}

/** A card, bandit, unit, loot token or round card by its id, for the board's faces and card help. */
function cardOf(id: string): TableCard | undefined {
  if (id.startsWith(BANDIT)) {
    const [key, unit, level] = id.slice(BANDIT.length).split('.') as [CharacterKey, string?, Level?];
    // Where he stands, in marks every language reads: the unit's number from the caboose, ▲ on the roof, ▼ inside.
    const corner = unit === undefined ? {} : { corner: `${unit}${level === 'roof' ? '▲' : '▼'}` };
    return { kind: 'bandit', name: text(`character.${key}.name`, words(key)), text: text(`character.${key}.ability`, ''), tone: character(key).color, ...corner };
  }
  if (id === MARSHAL) return { kind: 'marshal', name: text('train.marshal', 'Marshal'), text: text('marshal.text', ''), category: text('help.kind.marshal', 'The Marshal') };
  if (id.startsWith(UNIT)) {
    const [kind, number] = id.slice(UNIT.length).split('.');
    return { kind: 'unit', name: text(`train.title.${kind}`, `${words(kind!)} ${number}`, { number: Number(number) }) };
  }
  if (id.startsWith(LOOT)) {
    const [kind, , , value] = id.slice(LOOT.length).split('.') as [LootChoice, string, string, string?];
    const worth = kind === 'purse' ? (value === undefined ? undefined : Number(value)) : LOOT_VALUE[kind];
    return { kind: `loot-${kind}`, name: text(`loot.${kind}.name`, words(kind)), text: text(`loot.${kind}.text`, ''), category: text('help.kind.loot', 'Loot'), tone: kind, ...(worth === undefined ? {} : { corner: `$${worth}` }) };
  }
  if (id.startsWith('round.') || id.startsWith('station.')) {
    const key = id.slice(id.indexOf('.') + 1);
    const plain = key === 'tunnel_no_event' || key === 'bridge_no_event';
    return {
      kind: 'round',
      name: plain ? text(`roundCard.plain.${key}`, words(key)) : text(`round.${key}.name`, words(key)),
      text: plain ? text('roundCard.noEvent', 'No event.') : text(`round.${key}.event`, ''),
      category: id.startsWith('station.') ? text('help.kind.station', 'Train station card (round 5)') : text('help.kind.round', 'Round card'),
      tone: 'round',
    };
  }
  const back = backOf(id);
  if (back !== undefined) {
    return { kind: 'back', name: text('card.back', 'Face-down card of {{bandit}}', { bandit: { card: banditCard(back) } }), text: text('help.backText', ''), category: text('help.kind.back', 'Face-down card'), tone: character(back).color };
  }
  let info: ReturnType<typeof cardInfo>;
  try {
    info = cardInfo(id);
  } catch {
    return undefined;
  }
  if (info.type === 'neutral') return { kind: 'neutral', name: text('card.neutral', 'Neutral bullet'), text: text('neutral.text', ''), category: text('help.kind.bullet', 'Bullet card'), tone: 'neutral' };
  const bandit = { card: banditCard(info.bandit) };
  if (info.type === 'bullet') {
    return { kind: `bullet-${info.bandit}`, name: text('card.bulletTitle', "{{bandit}}'s bullet card", { bandit }), text: text('bullet.text', ''), category: text('help.kind.bullet', 'Bullet card'), tone: character(info.bandit).color, corner: String(info.value) };
  }
  return {
    kind: `${info.bandit}-${info.action}`,
    name: text(`action.${info.action}.name`, words(info.action)),
    text: text(`action.${info.action}.text`, ''),
    category: text('help.kind.action', 'Action card of {{bandit}}', { bandit }),
    tone: character(info.bandit).color,
  };
}

/** What makes cards interchangeable for the rules (as `legalMoves` groups them): the bandit and action, or "a bullet". */
function kindOf(card: string): string {
  const info = cardInfo(card);
  return info.type === 'action' ? `${info.bandit}.${info.action}` : 'bullet';
}

/**
 * A choice of cards (to keep, or bullets to discard) as one decision per kind of card in the
 * hand: how many of that kind. The rules list one choice per count of each kind, so the counts
 * tell every listed choice apart, and each picker stays as short as the copies of one kind.
 */
function countSteps(hand: readonly string[], chosen: readonly string[], eligible: (card: string) => boolean): MoveStep[] {
  const kinds: string[][] = [];
  for (const card of hand.filter(eligible)) {
    const group = kinds.find((cards) => kindOf(cards[0]!) === kindOf(card));
    if (group) group.push(card);
    else kinds.push([card]);
  }
  return kinds.map((cards) => {
    const kind = kindOf(cards[0]!);
    const count = chosen.filter((card) => kindOf(card) === kind).length;
    return { type: 'choice', value: `${kind}:${count}`, label: text('generic.ofKind', '{{card}} × {{count}}', { card: { card: cards[0]! }, count }), card: cards[0]! };
  });
}

/** The steps of a Stealin' choice: whom (Fire, Punch), what he loses (Punch), where to (Move, Punch, Marshal), what to take (Robbery). */
function resolveSteps(G: ColtExpressState, action: ActionKind | undefined, option: ActionOption): { label: TableText; steps: MoveStep[] } {
  const steps: MoveStep[] = [];
  const unit = (to: number) => ({ card: unitCard(G, to) });
  const target = option.target === undefined ? undefined : { card: banditCard(option.target) };
  if (option.target !== undefined) {
    const key = action === 'fire' ? 'option.fire' : 'option.punch';
    steps.push({ type: 'choice', value: `target:${option.target}`, label: text(key, action === 'fire' ? 'Fire at {{target}}' : 'Punch {{target}}', { target: target! }), card: banditCard(option.target) });
  }
  if (option.loot !== undefined) {
    const loot = option.loot;
    const label =
      action === 'robbery' || loot === null
        ? loot === null
          ? text('generic.nothingToLose', 'Nothing to lose')
          : text('option.robbery', 'Take {{loot}}', { loot: { card: `${LOOT}${loot}` } })
        : option.keep
          ? text('option.punchTake', 'Take {{loot}} from {{target}}', { loot: { card: `${LOOT}${loot}` }, target: target! })
          : text('option.punchDrop', '{{target}} drops {{loot}}', { loot: { card: `${LOOT}${loot}` }, target: target! });
    steps.push({ type: 'choice', value: `loot:${loot}:${option.keep === true}`, label });
  }
  if (option.to !== undefined) {
    const key = action === 'marshal' ? 'option.marshal' : action === 'punch' ? 'option.punchInto' : 'option.move';
    const en = action === 'marshal' ? 'Move the Marshal to {{unit}}' : action === 'punch' ? 'Knock into {{unit}}' : 'Move to {{unit}}';
    steps.push({ type: 'choice', value: `to:${option.to}`, label: text(key, en, { unit: unit(option.to) }), card: unitCard(G, option.to) });
  }
  const last = steps.at(-1);
  return { label: last?.type === 'choice' ? last.label : text(`action.${action ?? 'move'}.name`, words(action ?? 'move')), steps };
}

/** How a legal move of Colt Express is chosen on the generic board, and what its button says. */
function describeMove({ G }: TableState<ColtExpressState>, seat: string, { move, args = [] }: TableMove) {
  const hand = G.zones[`hand:${seat}`] ?? [];
  switch (move) {
    case 'place': {
      const bandit = String(args[1]) as Bandit;
      const label = text('prompt.place.choose', '{{bandit}} in the caboose', { bandit: { card: banditCard(bandit) } });
      return { label, steps: [{ type: 'choice', value: bandit, label, card: banditCard(bandit) } satisfies MoveStep] };
    }
    case 'discardBullets': {
      const chosen = (args[1] as string[] | undefined) ?? [];
      const label = chosen.length === 0 ? text('prompt.discard.none', 'Keep them all') : text('prompt.discard.confirm', 'Discard {{count}} cards', { count: chosen.length });
      return { label, steps: countSteps(hand, chosen, (card) => cardInfo(card).type !== 'action') };
    }
    case 'keep': {
      const chosen = (args[1] as string[] | undefined) ?? [];
      return { label: text('prompt.keep.confirm', 'Keep {{count}} cards', { count: chosen.length }), steps: countSteps(hand, chosen, () => true) };
    }
    case 'play': {
      const card = String(args[0]);
      if (args[1] === true) {
        const label = text('prompt.scheme.faceDown', 'Play face down');
        return { label, steps: [{ type: 'card', card } satisfies MoveStep, { type: 'choice', value: 'faceDown', label } satisfies MoveStep] };
      }
      return { label: text(`action.${(cardInfo(card) as { action: ActionKind }).action}.name`, 'Play'), steps: [{ type: 'card', card } satisfies MoveStep] };
    }
    case 'draw':
      return { label: text('prompt.scheme.draw', 'Draw 3 cards'), steps: [] };
    case 'resolve':
      return resolveSteps(G, cardUp(G)?.action, (args[0] ?? {}) as ActionOption);
  }
  return undefined;
}

/**
 * A unit of the train in a log line. The line knows no train, so a unit past the caboose is
 * named by its number as a car (the locomotive too): the generic board's log, not the game's.
 */
const unitText = (unit: number): TextValue => ({ text: unit === 0 ? text('train.unit.caboose', 'the caboose') : text('train.unit.car', 'car {{number}}', { number: unit + 1 }) });
const banditText = (bandit: Bandit): TextValue => ({ card: banditCard(bandit) });
const actionText = (action: ActionKind): TextValue => ({ text: text(`action.${action}.name`, words(action)) });
const lootText = (loot: LootChoice): TextValue => ({ text: text(`lootOne.${loot}`, `a ${loot}`) });

/** A history entry in the words of the game's own log. */
function logLine(entry: HistoryEntry): TableText | undefined {
  switch (entry.kind) {
    case 'round': {
      const key = entry.card.slice(entry.card.indexOf('.') + 1);
      const card: TextValue = { text: key.endsWith('_no_event') ? text(`roundCard.plain.${key}`, words(key)) : text(`round.${key}.name`, words(key)) };
      return text('history.round', 'Round {{round}} ({{card}}): {{seat}} plays first.', { round: entry.round, card, seat: { seat: entry.first } });
    }
    case 'played':
      return entry.action === null
        ? text('history.playedFaceDown', '{{who}} played a card face down.', { who: banditText(entry.bandit) })
        : text('history.played', '{{who}} played {{action}}.', { who: banditText(entry.bandit), action: actionText(entry.action) });
    case 'drew':
      return text('history.drew', '{{seat}} drew {{count}} cards instead of playing.', { seat: { seat: entry.seat }, count: entry.count });
    case 'passed':
      return text('history.passed', '{{seat}} could neither play nor draw, and passed.', { seat: { seat: entry.seat } });
    case 'placed':
      return text('history.placed', '{{seat}} placed their bandits.', { seat: { seat: entry.seat } });
    case 'fled':
      return text(entry.bullets ? 'history.fled' : 'history.fledNoBullet', '{{bandits}} fled from the Marshal to the roof.', { bandits: { list: entry.bandits.map((bandit) => text(`character.${bandit}.name`, words(bandit))) }, count: entry.bandits.length });
    case 'event':
      return text('history.event', 'End-of-round event, {{event}}: {{text}}', { event: { text: text(`round.${entry.event}.name`, words(entry.event)) }, text: { text: text(`round.${entry.event}.event`, '') } });
    case 'resolved': {
      const who = banditText(entry.bandit);
      const option = entry.option;
      // The game's line names whose card it was by seat, which the entry does not say: the bandit says it here.
      if (!entry.effect || option === null) return text('generic.noEffect', '{{action}} ({{bandit}}) had no effect.', { action: actionText(entry.action), bandit: banditText(entry.bandit) });
      const unit = option.to === undefined ? '' : unitText(option.to);
      const target = option.target === undefined ? '' : banditText(option.target);
      switch (entry.action) {
        case 'move':
          return text('history.move', '{{who}} moved to {{unit}}.', { who, unit });
        case 'changeFloor':
          return text(entry.at.level === 'roof' ? 'history.climbed' : 'history.climbedDown', '{{who}} changed floor in {{unit}}.', { who, unit: unitText(entry.at.unit) });
        case 'fire':
          return text('history.fire', '{{who}} fired at {{target}}.', { who, target });
        case 'robbery':
          if (!option.loot) return undefined;
          return text('history.robbery', '{{who}} took {{loot}} {{place}}.', {
            who,
            loot: lootText(option.loot),
            place: { text: text(entry.at.level === 'roof' ? 'train.onRoof' : 'train.inside', entry.at.level === 'roof' ? 'on the roof of {{unit}}' : 'inside {{unit}}', { unit: unitText(entry.at.unit) }) },
          });
        case 'marshal':
          return text('history.marshal', '{{who}} moved the Marshal to {{unit}}.', { who, unit });
        case 'punch':
          if (!option.loot) return text('history.punch', '{{who}} punched {{target}} into {{unit}}.', { who, target, unit });
          return text(option.keep ? 'history.punchTake' : 'history.punchDrop', '{{who}} punched {{target}}, who dropped {{loot}}.', { who, target, unit, loot: lootText(option.loot) });
      }
    }
  }
  return undefined;
}

/** The piles in the table's centre: the common pile and the round cards, then the train's areas from the locomotive back. */
const piles: NonNullable<TableDeclaration['piles']> = [
  { zone: 'pile', label: text('pile.label', 'Common pile'), faceUp: true },
  { zone: 'round', label: text('roundCard.label', 'Round card'), faceUp: true },
  { zone: 'rounds', label: text('pile.rounds', 'Round cards left'), faceUp: false },
  { zone: 'neutral', label: text('pile.neutral', 'Neutral bullets'), faceUp: true },
  ...Array.from({ length: MOST_UNITS }, (_, unit) =>
    (['roof', 'inside'] as const).map((level) => ({
      zone: areaZone(unit, level),
      // Piles are declared before any state: a unit is named by its number from the caboose (car 1), the locomotive too.
      label: level === 'roof' ? text('train.roofOf', 'Roof of {{unit}}', { unit: { card: `${UNIT}car.${unit + 1}` } }) : text('train.insideOf', 'Inside {{unit}}', { unit: { card: `${UNIT}car.${unit + 1}` } }),
      faceUp: true,
    })),
  ).flat(),
];

/**
 * Colt Express on the generic board: each seat's hand, its bandits (where each stands in the
 * card's corner), its loot as counts and its worth where the view holds every purse's value, its
 * deck, discard pile and bullets left as counts; the common
 * pile, the round cards, the neutral bullets and each level of each unit of the train with the
 * bandits, the Marshal and the loot lying there.
 */
export const table: TableDeclaration<ColtExpressState> = {
  zones: zonesOf,
  hands: ['hand'],
  playAreas: ['bandit'],
  piles,
  seatCounters: [
    ...LOOT_FIELDS.map(([kind, field]) => ({
      id: kind,
      label: text(`loot.${kind}.name`, words(kind)),
      value: ({ G }: TableState<ColtExpressState>, seat: string) => {
        const count = (G.seats[seat] ?? []).reduce((sum, bandit) => sum + (G.bandits[bandit]?.loot[field] ?? 0), 0);
        return count === 0 ? undefined : count;
      },
    })),
    // What the seat's loot is worth, where the view holds every purse's value (the reader's own).
    {
      id: 'worth',
      label: text('generic.worth', '$'),
      value: ({ G }: TableState<ColtExpressState>, seat: string) => {
        let worth = 0;
        for (const bandit of G.seats[seat] ?? []) {
          const state = G.bandits[bandit];
          const purses = G.purseValues.bandits[bandit];
          if (!state || (state.loot.purses > 0 && !Array.isArray(purses))) return undefined;
          worth += (purses ?? []).reduce((sum, value) => sum + value, 0) + state.loot.jewels * LOOT_VALUE.jewel + state.loot.strongboxes * LOOT_VALUE.strongbox + state.loot.ransoms * LOOT_VALUE.ransom;
        }
        return worth;
      },
    },
    { id: 'deck', label: text('seats.deck', 'Deck: {{count}}', { count: '' }), value: ({ G }, seat) => G.zones[`deck:${seat}`]?.length },
    { id: 'discard', label: text('seats.discard', 'Discard pile: {{count}}', { count: '' }), value: ({ G }, seat) => (G.advanced ? G.zones[`discard:${seat}`]?.length : undefined) },
    {
      id: 'bullets',
      label: text('generic.bulletsLeft', 'Bullets left'),
      value: ({ G }, seat) => (G.seats[seat] ?? []).reduce((sum, bandit) => sum + (G.zones[`cylinder:${bandit}`]?.length ?? 0), 0),
    },
  ],
  tableCounters: [{ id: 'round', label: text('generic.round', 'Round'), value: ({ G }) => (G.round === 0 ? undefined : `${G.round}/${ROUNDS}`) }],
  card: cardOf,
  describeMove,
  logLine: (entry) => logLine(entry as HistoryEntry),
};
