// The board's pictures: game-icons.net pictures (icons.generated.ts) for the bandits' emblems,
// the actions, the loot and the events, and a few small drawings of our own (the turn symbols
// of the round cards, the tunnel). No emoji: a machine without an emoji font shows boxes.
import type { IconData } from '@parlor/game-kit';
import { Art } from '@parlor/ui';
import { character, type ActionKind, type Bandit } from '../index';
import { icons } from './icons.generated';

/** Each bandit's emblem: what he wears, drawn on his colour. */
export const EMBLEMS: Record<Bandit, IconData> = {
  ghost: icons.hood,
  tuco: icons.sombrero,
  cheyenne: icons.feather,
  doc: icons['top-hat'],
  belle: icons['flower-hat'],
  django: icons['western-hat'],
};

/** A picture per action card. */
export const ACTION_ART: Record<ActionKind, IconData> = {
  move: icons.run,
  changeFloor: icons.ladder,
  fire: icons.revolver,
  punch: icons.fist,
  robbery: icons.robber,
  marshal: icons['law-star'],
};

/** A picture per loot kind. */
export const LOOT_ART = {
  purse: icons['swap-bag'],
  jewel: icons['cut-diamond'],
  strongbox: icons['locked-chest'],
  ransom: icons.banknote,
} as const;

/** A picture per round card (by its id), the events' and the two cards without one. */
export const ROUND_ART: Record<string, IconData> = {
  angry_marshal: icons['angry-eyes'],
  swivel_arm: icons.crane,
  braking: icons.speedometer,
  take_it_all: icons['open-chest'],
  passengers_rebellion: icons.pitchfork,
  marshals_revenge: icons['justice-star'],
  pickpocketing: icons['pay-money'],
  hostage_conductor: icons.handcuffed,
  bridge_no_event: icons['stone-bridge'],
  tunnel_no_event: { body: '<path fill="currentColor" d="M40 470V250C40 120 140 40 256 40s216 80 216 210v220H380V260c0-72-55-130-124-130s-124 58-124 130v210z"/><path fill="currentColor" opacity=".55" d="M150 470h212v-24H150zm20-60h172v-20H170z"/>' },
};

export { icons };

/** The card tone of a bandit's cards (`data-tone`, prefixed so no other game's tones clash). */
export const toneOf = (bandit: Bandit) => `ce-${character(bandit).color}`;

/** A bandit's emblem in his colour: a round badge (on seats, in the train, on card backs). */
export function Emblem({ bandit, label, className }: { bandit: Bandit; label?: string; className?: string }) {
  return (
    <span className={className ? `ce-emblem ${className}` : 'ce-emblem'} data-color={character(bandit).color} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <Art icon={EMBLEMS[bandit]} />
    </span>
  );
}

/** The turn symbols printed on round cards, drawn as the cards draw them. */
export type TurnSymbol = 'normal' | 'tunnel' | 'speedUp' | 'switching';

/**
 * One turn symbol: a plain box (normal), a dark box with a tunnel's arch (tunnel), a box twice
 * as wide (speed-up: two actions) and a box with a curved arrow (switching: counterclockwise).
 */
export function TurnIcon({ symbol, className }: { symbol: TurnSymbol; className?: string }) {
  const wide = symbol === 'speedUp';
  return (
    <svg className={className ? `ce-turn-icon ${className}` : 'ce-turn-icon'} viewBox={wide ? '0 0 44 24' : '0 0 24 24'} aria-hidden="true" focusable="false" data-symbol={symbol}>
      {symbol === 'tunnel' ? (
        <>
          <rect x="1.5" y="1.5" width="21" height="21" rx="3" fill="currentColor" />
          <path d="M6 21v-7a6 6 0 0 1 12 0v7z" fill="var(--ce-turn-hole, #f4e6c6)" />
        </>
      ) : (
        <rect x="1.5" y="1.5" width={wide ? 41 : 21} height="21" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
      )}
      {wide && <path d="M12 7l7 5-7 5zm10 0l7 5-7 5z" fill="currentColor" />}
      {symbol === 'switching' && (
        <>
          <path d="M17 9a6 6 0 1 0 0 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M14 5.5l4.5 3.5-4.8 2.6z" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
