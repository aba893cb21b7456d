import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Art, useHelpTrigger, type CardHelpContent, type ReaderNames } from '@parlor/ui';
import { CHARACTER_KEYS, phaseOf, type Bandit, type ColtExpressState, type Level, type Loot } from '../index';
import { Emblem, icons, LOOT_ART } from './art';
import { banditHelp, lootHelp, marshalHelp } from './help';
import { banditName, placeTitle, unitShort, unitTitle } from './names';

/** The loot kinds of a haul, as the singular keys the locale files use. */
export const LOOT_FIELDS = [
  ['purses', 'purse'],
  ['jewels', 'jewel'],
  ['strongboxes', 'strongbox'],
  ['ransoms', 'ransom'],
] as const;

/** A button (or a plain element when there is no help) that opens card help on click, tap, long press or `?`. */
function HelpChip({ help, label, className, children, data }: { help: CardHelpContent; label: string; className: string; children: ReactNode; data?: Record<string, string | undefined> }) {
  const trigger = useHelpTrigger(help);
  return (
    <button type="button" className={className} aria-label={label} aria-haspopup="dialog" {...data} {...trigger}>
      {children}
    </button>
  );
}

/**
 * Loot tokens by kind, a picture and a count each: purse values are secret, so only counts show
 * (a seat's own purse values are given in `purseFacts`). Each opens the loot's help.
 */
export function LootRow({ loot, purseFacts = [], className }: { loot: Loot; purseFacts?: string[]; className?: string }) {
  const { t } = useTranslation('colt-express');
  const held = LOOT_FIELDS.filter(([field]) => loot[field] > 0);
  if (held.length === 0) return null;
  return (
    <ul className={className ? `ce-loot ${className}` : 'ce-loot'}>
      {held.map(([field, kind]) => (
        <li key={field}>
          <HelpChip className="ce-loot__chip" data={{ 'data-loot': kind }} label={t(`lootCount.${kind}`, { count: loot[field] })} help={lootHelp(t, kind, kind === 'purse' ? purseFacts : [])}>
            <Art icon={LOOT_ART[kind]} className="ce-loot__icon" />
            {loot[field] > 1 && <span className="ce-loot__count">{loot[field]}</span>}
          </HelpChip>
        </li>
      ))}
    </ul>
  );
}

/** What can be clicked in the train now: bandits (a target) and units (where to go). */
export interface TrainPicks {
  bandits: Map<Bandit, { label: string; onPick: () => void }>;
  units: Map<number, { label: string; onPick: () => void }>;
  /** The level a picked unit stands for. */
  level: Level;
}

/** A bandit's pawn: his emblem on his colour; the button that picks him when he is a target, else his help. */
function Pawn({ bandit, seat, names, acting, pick }: { bandit: Bandit; seat: string; names: ReaderNames; acting: boolean; pick?: { label: string; onPick: () => void } | undefined }) {
  const { t } = useTranslation('colt-express');
  const who = names.plain({ seat, as: banditName(t, bandit) });
  const trigger = useHelpTrigger(banditHelp(t, bandit, [names.plain(seat)]), pick?.onPick);
  return (
    <li className="ce-pawn" data-acting={acting || undefined} data-me={names.isMe(seat) || undefined} data-pickable={pick ? '' : undefined}>
      <button type="button" className="ce-pawn__button" aria-label={pick ? pick.label : who} aria-haspopup={pick ? undefined : 'dialog'} {...trigger}>
        <Emblem bandit={bandit} />
      </button>
    </li>
  );
}

/**
 * The train, each unit with its roof and its inside: the bandits' pawns, the Marshal and the
 * loot lying at each level. Drawn from the caboose (left) to the locomotive (right), or, on a
 * tall narrow table, from the locomotive (top) down to the caboose. Bandits that are targets
 * and units a bandit may go to are buttons while the reader's card asks for them.
 */
export function Train({ G, names, acting, picks, vertical }: { G: ColtExpressState; names: ReaderNames; acting: Bandit | null; picks?: TrainPicks | undefined; vertical: boolean }) {
  const { t } = useTranslation('colt-express');
  const marshalTrigger = useHelpTrigger(marshalHelp(t));
  // Before the 2-player placement the pawns stand nowhere yet: showing them would mislead.
  const boarded = phaseOf(G) !== 'place';
  const bandits = CHARACTER_KEYS.filter((key) => G.bandits[key] !== undefined);
  const at = (unit: number, level: Level) =>
    boarded ? bandits.filter((bandit) => G.bandits[bandit]!.unit === unit && G.bandits[bandit]!.level === level) : [];
  const units = G.train.map((_, unit) => unit);
  const locomotive = G.train.length - 1;

  const levelView = (unit: number, level: Level) => {
    const here = at(unit, level);
    const marshal = level === 'inside' && G.marshal === unit;
    const pick = picks && picks.level === level ? picks.units.get(unit) : undefined;
    return (
      <div className={`ce-level ce-level--${level}`} role="group" aria-label={placeTitle(t, G, { unit, level })} data-pickable={pick ? '' : undefined}>
        {pick && <button type="button" className="ce-level__pick" aria-label={pick.label} onClick={pick.onPick} />}
        {(here.length > 0 || marshal) && (
          <ul className="ce-pawns">
            {marshal && (
              <li className="ce-pawn ce-pawn--marshal">
                <button type="button" className="ce-pawn__button" aria-label={t('train.marshal')} aria-haspopup="dialog" {...marshalTrigger}>
                  <span className="ce-emblem" data-color="marshal">
                    <Art icon={icons['law-star']} />
                  </span>
                </button>
              </li>
            )}
            {here.map((bandit) => (
              <Pawn key={bandit} bandit={bandit} seat={G.bandits[bandit]!.seat} names={names} acting={bandit === acting} pick={picks?.bandits.get(bandit)} />
            ))}
          </ul>
        )}
        <LootRow loot={G.train[unit]![level]} />
      </div>
    );
  };

  return (
    <section className="ce-train" aria-label={t('train.label')} data-vertical={vertical || undefined}>
      {!boarded && <p className="ce-train__note">{t('train.boarding')}</p>}
      <ol className="ce-train__units">
        {(vertical ? [...units].reverse() : units).map((unit) => (
          <li key={unit} className="ce-unit" data-kind={unit === locomotive ? 'locomotive' : unit === 0 ? 'caboose' : 'car'} aria-label={unitTitle(t, G, unit)}>
            {levelView(unit, 'roof')}
            {levelView(unit, 'inside')}
            <span className="ce-unit__name" aria-hidden="true">
              {unit === locomotive ? <Art icon={icons['steam-locomotive']} className="ce-unit__loco" /> : unitShort(t, G, unit)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
