// Card help for everything on the table: action and bullet cards, the Marshal's bullets, loot,
// round and station cards (with their turn symbols and event), the bandits and the Marshal.
// Each gives its full text and the rulings of RULES.md that concern it, from the locale files.
import type { TFunction } from 'i18next';
import type { CardHelpContent } from '@parlor/ui';
import { character, type ActionKind, type Bandit } from '../index';
import { ACTION_ART, EMBLEMS, icons, LOOT_ART, ROUND_ART, toneOf } from './art';
import { banditName, money, roundCardName } from './names';

/** A locale entry holding a list (an object of numbered or named texts), as its texts in order. */
export function textsOf(t: TFunction, key: string): string[] {
  const value = t(key, { returnObjects: true }) as unknown;
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value as Record<string, unknown>).filter((text): text is string => typeof text === 'string');
}

/** What every action card shares: its choices are made as it resolves. */
const actionRulings = (t: TFunction, action: ActionKind) => [...textsOf(t, `action.${action}.rulings`), t('help.whenResolved')];

/** An action card of a bandit. */
export function actionHelp(t: TFunction, bandit: Bandit, action: ActionKind): CardHelpContent {
  return {
    title: t('action.' + action + '.name'),
    kind: t('help.kind.action', { bandit: banditName(t, bandit) }),
    art: ACTION_ART[action],
    tone: toneOf(bandit),
    text: t(`action.${action}.text`),
    rulings: actionRulings(t, action),
  };
}

/** A bandit's bullet card, `value` bullets printed on it. */
export function bulletHelp(t: TFunction, bandit: Bandit, value: number): CardHelpContent {
  return {
    title: t('card.bulletTitle', { bandit: banditName(t, bandit) }),
    kind: t('help.kind.bullet'),
    art: icons.bullets,
    tone: toneOf(bandit),
    corner: String(value),
    facts: [t('help.bulletsPrinted', { count: value })],
    text: t('bullet.text'),
    rulings: textsOf(t, 'bullet.rulings'),
  };
}

/** One of the Marshal's neutral bullets. */
export function neutralHelp(t: TFunction): CardHelpContent {
  return { title: t('card.neutral'), kind: t('help.kind.bullet'), art: icons.bullets, tone: 'ce-neutral', text: t('neutral.text'), rulings: textsOf(t, 'neutral.rulings') };
}

/** The back of a face-down card: whose it is, nothing more. */
export function backHelp(t: TFunction, bandit: Bandit): CardHelpContent {
  return { title: t('card.back', { bandit: banditName(t, bandit) }), kind: t('help.kind.back'), art: EMBLEMS[bandit], tone: toneOf(bandit), text: t('help.backText'), rulings: textsOf(t, 'help.backRulings') };
}

/** A loot kind, with the values a reader may know. */
export function lootHelp(t: TFunction, kind: keyof typeof LOOT_ART, facts: string[] = []): CardHelpContent {
  return { title: t(`loot.${kind}.name`), kind: t('help.kind.loot'), art: LOOT_ART[kind], tone: 'ce-loot', facts, text: t(`loot.${kind}.text`), rulings: textsOf(t, `loot.${kind}.rulings`) };
}

/** A round or station card (its id in the zones: `round.<id>`, `station.<id>`), with its turn symbols and event. */
export function roundHelp(t: TFunction, card: string, turns: readonly string[], event: string | null): CardHelpContent {
  const id = card.slice(card.indexOf('.') + 1);
  const station = card.startsWith('station.');
  return {
    title: roundCardName(t, card),
    kind: t(station ? 'help.kind.station' : 'help.kind.round'),
    art: ROUND_ART[id] ?? icons['steam-locomotive'],
    tone: station ? 'ce-station' : 'ce-round',
    facts: turns.map((symbol, i) => `${i + 1}. ${t(`roundCard.turn.${symbol}`)}`),
    text: event ? t('roundCard.event', { text: t(`round.${event}.event`) }) : t('roundCard.noEvent'),
    rulings: [...(event ? textsOf(t, `round.${event}.rulings`) : []), ...textsOf(t, station ? 'help.stationRulings' : 'help.roundRulings')],
  };
}

/** A bandit: his ability and its rulings. */
export function banditHelp(t: TFunction, bandit: Bandit, facts: string[] = []): CardHelpContent {
  return {
    title: banditName(t, bandit),
    kind: t('help.kind.bandit', { color: t(`color.${character(bandit).color}`) }),
    art: EMBLEMS[bandit],
    tone: toneOf(bandit),
    facts,
    text: t(`character.${bandit}.ability`),
    rulings: textsOf(t, `character.${bandit}.rulings`),
  };
}

/** The Marshal. */
export function marshalHelp(t: TFunction): CardHelpContent {
  return { title: t('train.marshal'), kind: t('help.kind.marshal'), art: icons['law-star'], tone: 'ce-marshal', text: t('marshal.text'), rulings: textsOf(t, 'marshal.rulings') };
}

/** The Gunslinger's award, as the end shows it. */
export function gunslingerHelp(t: TFunction, amount: number): CardHelpContent {
  return { title: t('result.gunslinger'), kind: t('help.kind.award'), art: icons.revolver, tone: 'ce-loot', facts: [money(t, amount)], text: t('result.gunslingerText', { amount: money(t, amount) }), rulings: textsOf(t, 'result.rulings') };
}
