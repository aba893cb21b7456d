// The choice a seat makes while its card of the common pile resolves (Stealin'), shared by the
// prompt in the Dock, the seats around the table and the train: whichever the player clicks
// (a button, a seat, a bandit or a car in the train) makes the same choice. A question with
// one answer is never asked, and a click that leaves one way to resolve the card resolves it.
import { useState } from 'react';
import { answerVersion, pendingOptions, type ActionKind, type ActionOption, type Bandit, type ColtExpressState, type LootChoice } from '../index';
import { pileCard } from './names';

/** What a punched bandit loses: the loot kind (null: he has none), and whether Cheyenne pockets a purse. */
export interface PunchLoot {
  loot: LootChoice | null;
  keep: boolean;
}

const lootOf = (option: ActionOption): PunchLoot => ({ loot: option.loot ?? null, keep: option.keep ?? false });
const sameLoot = (option: ActionOption, loot: PunchLoot) => (option.loot ?? null) === loot.loot && (option.keep ?? false) === loot.keep;

/** The choice in progress, or null when the match does not wait for this seat's card. */
export interface StealChoice {
  bandit: Bandit;
  action: ActionKind;
  options: ActionOption[];
  /** What is asked now. */
  question: 'target' | 'loot' | 'unit' | 'option';
  /** The victim chosen so far (a Punch), or null. */
  target: Bandit | null;
  /** The loot chosen so far (a Punch), or null. */
  loot: PunchLoot | null;
  /** Bandits that pick the target when clicked (empty unless the target is asked). */
  targets: Bandit[];
  /** The losses to choose from (a Punch's second question). */
  losses: PunchLoot[];
  /** Units that choose where to go when clicked, with the option each resolves. */
  units: Map<number, ActionOption>;
  /** The level a clicked unit stands for (the mover's, the victim's, inside for the Marshal). */
  unitLevel: 'roof' | 'inside';
  chooseTarget: (bandit: Bandit) => void;
  chooseLoot: (loot: PunchLoot) => void;
  choose: (option: ActionOption) => void;
  /** Starts a Punch's questions over ("Choose again"); undefined when nothing is chosen yet. */
  again: (() => void) | undefined;
}

/**
 * The Stealin' choice of `me` (when the card at the head of the pile is his and waits for a
 * choice), resolved through `resolve`. Picks made on the way are kept for this decision only.
 */
export function useStealChoice(G: ColtExpressState, me: string | null, stage: string | undefined, resolve: (option: ActionOption) => void): StealChoice | null {
  const version = answerVersion(G);
  const [picked, setPicked] = useState<{ version: number; target: Bandit | null; loot: PunchLoot | null }>({ version, target: null, loot: null });
  const head = G.zones['pile']?.[0];
  if (me === null || stage !== 'resolve' || head === undefined) return null;
  const { bandit, action } = pileCard(head);
  if (action === null) return null;
  const options = pendingOptions(G);
  const fresh = picked.version === version ? picked : { version, target: null, loot: null };
  const distinct = <T,>(values: T[], key: (value: T) => string) => values.filter((value, i) => values.findIndex((other) => key(other) === key(value)) === i);
  const targetsOf = distinct(
    options.flatMap((option) => (option.target === undefined ? [] : [option.target])),
    (target) => target,
  );

  let target: Bandit | null = null;
  let loot: PunchLoot | null = null;
  let question: StealChoice['question'] = 'option';
  let losses: PunchLoot[] = [];
  let rest = options;
  if (action === 'fire' || action === 'punch') {
    target = fresh.target ?? (targetsOf.length === 1 ? targetsOf[0]! : null);
    if (target === null) question = 'target';
    else {
      rest = options.filter((option) => option.target === target);
      if (action === 'punch') {
        losses = distinct(rest.map(lootOf), (each) => `${each.loot}:${each.keep}`);
        loot = fresh.loot ?? (losses.length === 1 ? losses[0]! : null);
        if (loot === null) question = 'loot';
        else {
          rest = rest.filter((option) => sameLoot(option, loot!));
          question = 'unit';
        }
      }
    }
  } else if (action === 'move' || action === 'marshal') question = 'unit';

  const units = new Map<number, ActionOption>();
  if (question === 'unit') for (const option of rest) if (option.to !== undefined) units.set(option.to, option);
  const mine = G.bandits[bandit]!;
  const unitLevel = action === 'marshal' ? 'inside' : action === 'punch' && target !== null ? G.bandits[target]!.level : mine.level;

  /** Resolves at once when only one option is left after this pick; otherwise keeps the pick. */
  const settle = (next: { target: Bandit | null; loot: PunchLoot | null }) => {
    const left = options.filter((option) => (next.target === null || option.target === next.target) && (next.loot === null || sameLoot(option, next.loot)));
    if (left.length === 1) resolve(left[0]!);
    else setPicked({ version, ...next });
  };

  return {
    bandit,
    action,
    options,
    question,
    target,
    loot,
    targets: question === 'target' ? targetsOf : [],
    losses,
    units,
    unitLevel,
    chooseTarget: (chosen) => settle({ target: chosen, loot: null }),
    chooseLoot: (chosen) => settle({ target, loot: chosen }),
    choose: resolve,
    again: fresh.target !== null || fresh.loot !== null ? () => setPicked({ version, target: null, loot: null }) : undefined,
  };
}
