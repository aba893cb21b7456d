import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Banknote, Gem, Star, Vault, Wallet, type LucideIcon } from 'lucide-react';
import { CHARACTER_KEYS, character, phaseOf, type Bandit, type ColtExpressState, type Level, type Loot } from '../index';
import { banditName, placeTitle, unitTitle, type SeatNames } from './names';

/** A picture per loot kind (icons: emoji need a font not every device has); the count and kind are what is announced. */
const LOOT_ICONS: Record<'purses' | 'jewels' | 'strongboxes' | 'ransoms', LucideIcon> = { purses: Wallet, jewels: Gem, strongboxes: Vault, ransoms: Banknote };

/** The loot kinds of a haul, as the singular keys the locale files use. */
const LOOT_FIELDS = [
  ['purses', 'purse'],
  ['jewels', 'jewel'],
  ['strongboxes', 'strongbox'],
  ['ransoms', 'ransom'],
] as const;

/** Loot tokens by kind, counts only: purse values are secret (the viewer's own are shown on his seat). */
export function LootList({ loot }: { loot: Loot }) {
  const { t } = useTranslation('colt-express');
  const held = LOOT_FIELDS.filter(([field]) => loot[field] > 0);
  if (held.length === 0) return null;
  return (
    <ul className="ce-loot">
      {held.map(([field, kind]) => {
        const Icon = LOOT_ICONS[field];
        return (
          <li key={field} aria-label={t(`lootCount.${kind}`, { count: loot[field] })} data-loot={kind}>
            <span aria-hidden="true">
              <Icon className="ce-loot__icon" />
              {loot[field]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A bandit's pawn: the character's colour and name. */
function BanditToken({ bandit, seat, name, acting }: { bandit: Bandit; seat: string; name: SeatNames; acting: boolean }) {
  const { t } = useTranslation('colt-express');
  return (
    <li className="ce-token" data-color={character(bandit).color} data-acting={acting || undefined} title={name(seat)}>
      {banditName(t, bandit)}
    </li>
  );
}

/**
 * Whether an element scrolls sideways, and how far it still may: 'start' (at the left end),
 * 'middle', 'end', or null when it fits. Followed as the element is resized or scrolled.
 */
function useSideways(ref: RefObject<HTMLElement | null>): 'start' | 'middle' | 'end' | null {
  const [where, setWhere] = useState<'start' | 'middle' | 'end' | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const room = element.scrollWidth - element.clientWidth;
      setWhere(room <= 1 ? null : element.scrollLeft <= 1 ? 'start' : element.scrollLeft >= room - 1 ? 'end' : 'middle');
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // jsdom (the board tests) has no ResizeObserver: the train is then taken to fit.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return where;
}

/**
 * The train from the caboose (left) to the locomotive (right), each unit with its roof above
 * its inside: the bandits, the Marshal and the loot lying at each level. Narrow screens scroll
 * it sideways rather than shrink it past reading; it then says so, and fades at the edge that
 * hides more cars, so that nobody takes the cars in view for the whole train.
 */
export function Train({ G, name, acting }: { G: ColtExpressState; name: SeatNames; acting: Bandit | null }) {
  const { t } = useTranslation('colt-express');
  const scroller = useRef<HTMLDivElement>(null);
  const sideways = useSideways(scroller);
  // Before the 2-player placement the pawns stand nowhere yet: showing them would mislead.
  const boarded = phaseOf(G) !== 'place';
  const bandits = CHARACTER_KEYS.filter((key) => G.bandits[key] !== undefined);
  const at = (unit: number, level: Level) =>
    boarded ? bandits.filter((bandit) => G.bandits[bandit]!.unit === unit && G.bandits[bandit]!.level === level) : [];

  const levelView = (unit: number, level: Level) => {
    const here = at(unit, level);
    const marshal = level === 'inside' && G.marshal === unit;
    return (
      <div className={`ce-level ce-level--${level}`} role="group" aria-label={placeTitle(t, G, { unit, level })}>
        {(here.length > 0 || marshal) && (
          <ul className="ce-tokens">
            {marshal && (
              <li className="ce-token ce-token--marshal">
                <Star aria-hidden="true" className="ce-token__icon" />
                {t('train.marshal')}
              </li>
            )}
            {here.map((bandit) => (
              <BanditToken key={bandit} bandit={bandit} seat={G.bandits[bandit]!.seat} name={name} acting={bandit === acting} />
            ))}
          </ul>
        )}
        <LootList loot={G.train[unit]![level]} />
      </div>
    );
  };

  return (
    <section className="ce-train" aria-label={t('train.label')}>
      <p className="ce-train__direction" aria-hidden="true">
        {t('train.direction')}
        {sideways !== null && <span className="ce-train__hint"> · {t(sideways === 'end' ? 'train.scrollBack' : 'train.scrollMore')}</span>}
      </p>
      {!boarded && <p>{t('train.boarding')}</p>}
      {/* Focusable so keyboard users can scroll it on a narrow screen. */}
      <div ref={scroller} className="ce-train__scroll" tabIndex={0} role="group" aria-label={t('train.scroll')} data-sideways={sideways ?? undefined}>
        <ol className="ce-train__units">
          {G.train.map((_, unit) => (
            <li key={unit} className="ce-unit" data-locomotive={unit === G.train.length - 1 || undefined}>
              {levelView(unit, 'roof')}
              {levelView(unit, 'inside')}
              <p className="ce-unit__name">{unitTitle(t, G, unit)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
