// The six action cards of the Stealin' phase (RULES.md §5), one rule each: the choices the
// bandit has when his card comes up, and what one choice does. The flow resolves a card with
// no choice as "no effect", and one with a single choice at once (an action must be performed
// if it is possible); otherwise the card's owner picks one of the options.
import { character, ROOF_MOVE_MAX, type ActionKind, type CharacterAbility } from './data';
import {
  banditOf,
  banditsAt,
  lootAt,
  lootKinds,
  moveLoot,
  moveMarshal,
  onTrain,
  placeBandit,
  receiveBullet,
  type Random,
} from './train';
import type { ActionOption, Bandit, ColtExpressState, Level, LootChoice } from './state';

/** How one action card resolves. */
export interface ActionRule {
  /** Every legal choice; empty when the action cannot be performed (no effect). */
  options(G: ColtExpressState, bandit: Bandit): ActionOption[];
  /** Performs one of the options. */
  perform(G: ColtExpressState, bandit: Bandit, option: ActionOption, random: Random): void;
}

/** Whether the bandit's character has this ability. */
export function hasAbility(bandit: Bandit, ability: CharacterAbility): boolean {
  return character(bandit).ability === ability;
}

const otherLevel = (level: Level): Level => (level === 'inside' ? 'roof' : 'inside');

/** The neighbouring units on the train, caboose side first. */
function neighbours(G: ColtExpressState, unit: number): number[] {
  return [unit - 1, unit + 1].filter((u) => onTrain(G, u));
}

/** Belle (RULES.md §8): she may be chosen only when she is the only legal target. */
function belleAside(targets: Bandit[]): Bandit[] {
  const others = targets.filter((bandit) => !hasAbility(bandit, 'onlyLastTarget'));
  return others.length > 0 ? others : targets;
}

/** The bandits `shooter` may fire at (RULES.md §5 Fire, Tuco and Belle §8). */
export function fireTargets(G: ColtExpressState, shooter: Bandit): Bandit[] {
  const me = banditOf(G, shooter);
  const targets: Bandit[] = [];
  if (me.level === 'inside') {
    for (const unit of neighbours(G, me.unit)) targets.push(...banditsAt(G, { unit, level: 'inside' }));
  } else {
    // Along the roofs, each way: the nearest roof with anyone on it, however far.
    for (const step of [-1, 1]) {
      for (let unit = me.unit + step; onTrain(G, unit); unit += step) {
        const there = banditsAt(G, { unit, level: 'roof' });
        if (there.length > 0) {
          targets.push(...there);
          break;
        }
      }
    }
  }
  if (hasAbility(shooter, 'fireThroughFloor')) targets.push(...banditsAt(G, { unit: me.unit, level: otherLevel(me.level) }));
  return belleAside(targets.filter((bandit) => bandit !== shooter));
}

/** The bandits `puncher` may punch: in his own place, Belle aside. */
export function punchTargets(G: ColtExpressState, puncher: Bandit): Bandit[] {
  const me = banditOf(G, puncher);
  return belleAside(banditsAt(G, me).filter((bandit) => bandit !== puncher));
}

const move: ActionRule = {
  options: (G, bandit) => {
    const me = banditOf(G, bandit);
    if (me.level === 'inside') return neighbours(G, me.unit).map((to) => ({ to }));
    const options: ActionOption[] = [];
    for (let distance = ROOF_MOVE_MAX; distance >= 1; distance--) if (onTrain(G, me.unit - distance)) options.push({ to: me.unit - distance });
    for (let distance = 1; distance <= ROOF_MOVE_MAX; distance++) if (onTrain(G, me.unit + distance)) options.push({ to: me.unit + distance });
    return options;
  },
  perform: (G, bandit, option) => {
    const me = banditOf(G, bandit);
    placeBandit(G, bandit, option.to!, me.level);
  },
};

const changeFloor: ActionRule = {
  options: () => [{}],
  perform: (G, bandit) => {
    const me = banditOf(G, bandit);
    placeBandit(G, bandit, me.unit, otherLevel(me.level));
  },
};

const fire: ActionRule = {
  options: (G, bandit) => (G.zones[`cylinder:${bandit}`]!.length === 0 ? [] : fireTargets(G, bandit).map((target) => ({ target }))),
  perform: (G, bandit, option) => {
    const me = banditOf(G, bandit);
    const target = banditOf(G, option.target!);
    const cylinder = `cylinder:${bandit}`;
    receiveBullet(G, option.target!, G.zones[cylinder]![0]!, cylinder);
    // Django (RULES.md §8): the shot pushes the target one unit on, away from him.
    const direction = Math.sign(target.unit - me.unit);
    if (hasAbility(bandit, 'shotPushes') && direction !== 0 && onTrain(G, target.unit + direction)) {
      placeBandit(G, option.target!, target.unit + direction, target.level);
    }
  },
};

const punch: ActionRule = {
  options: (G, bandit) => {
    const me = banditOf(G, bandit);
    const options: ActionOption[] = [];
    for (const target of punchTargets(G, bandit)) {
      const kinds: (LootChoice | null)[] = lootKinds(banditOf(G, target).loot);
      for (const loot of kinds.length > 0 ? kinds : [null]) {
        const keeps = loot === 'purse' && hasAbility(bandit, 'pocketPunchedPurse') ? [false, true] : [undefined];
        for (const keep of keeps) {
          for (const to of neighbours(G, me.unit)) options.push(keep === undefined ? { target, loot, to } : { target, loot, keep, to });
        }
      }
    }
    return options;
  },
  perform: (G, bandit, option, random) => {
    const victim = banditOf(G, option.target!);
    if (option.loot) {
      const to = option.keep ? { bandit } : { place: { unit: victim.unit, level: victim.level } };
      moveLoot(G, option.loot, { bandit: option.target! }, to, random);
    }
    placeBandit(G, option.target!, option.to!, victim.level);
  },
};

const robbery: ActionRule = {
  options: (G, bandit) => lootKinds(lootAt(G, banditOf(G, bandit))).map((loot) => ({ loot })),
  perform: (G, bandit, option, random) => {
    const me = banditOf(G, bandit);
    moveLoot(G, option.loot!, { place: { unit: me.unit, level: me.level } }, { bandit }, random);
  },
};

const marshal: ActionRule = {
  options: (G) => neighbours(G, G.marshal).map((to) => ({ to })),
  perform: (G, _bandit, option) => moveMarshal(G, option.to!),
};

/** The rule of each action card, keyed by the action. */
export const ACTIONS: Readonly<Record<ActionKind, ActionRule>> = { move, changeFloor, fire, robbery, punch, marshal };

/** A canonical string for an option, to match a player's choice against the legal ones. */
export function optionKey(option: ActionOption): string {
  return [option.to ?? '', option.target ?? '', option.loot === undefined ? '' : String(option.loot), option.keep === undefined ? '' : String(option.keep)].join('|');
}
