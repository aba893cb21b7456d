// The characters' own actions, picked from the hand: Sid Ketchum's heal, Doc Holyday's shot,
// Jose Delgado's and Uncle Will's single card, Chuck Wengam's trade, Der Spot-Burst Ringer's
// Gatling; and the shots with a card of the hand that Black Flower and a LeMat in play give.
// Each offers only what legalMoves lists.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ctx } from 'boardgame.io';
import { actionTargetsOf, distance, rangeOf, type BangState, type LegalMove } from '../index';
import { cardLabel, Face } from './face';
import { moveLabel, type LabelContext } from './labels';

export type Send = (move: LegalMove) => void;

/** Keeps the picks still in the hand, and toggles one, keeping at most `most`. */
function usePicks(hand: readonly string[], most: number) {
  const [picked, setPicked] = useState<string[]>([]);
  const chosen = picked.filter((id) => hand.includes(id));
  const toggle = (id: string) => setPicked(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id].slice(-most));
  return { chosen, toggle, clear: () => setPicked([]) };
}

/** Whether a move's first two arguments are these two cards, in either order. */
const samePair = (move: LegalMove, pair: readonly string[]) => pair.length === 2 && move.args!.slice(0, 2).every((id) => pair.includes(String(id)));

/**
 * Sid Ketchum's heal: pick two cards of the hand, then confirm. Offered on his turn, in phase
 * 3, in a prompt (to survive a lethal hit) and at any time while he stands by.
 */
export function HealPicker({ heals, hand, send }: { heals: LegalMove[]; hand: readonly string[]; send: Send }) {
  const { t } = useTranslation('bang');
  const { chosen, toggle, clear } = usePicks(hand, 2);
  const move = heals.find((heal) => samePair(heal, chosen));
  return (
    <div className="bang-picker" role="group" aria-label={t('board.heal.title')}>
      <p>{t('board.heal.title')}</p>
      <div className="bang-row">
        {hand.map((id) => (
          <Face key={id} id={id} size="small" copy selected={chosen.includes(id)} onSelect={() => toggle(id)} />
        ))}
      </div>
      <button
        type="button"
        disabled={!move}
        onClick={() => {
          clear();
          if (move) send(move);
        }}
      >
        {move ? t('board.heal.confirm') : t('board.heal.pick', { count: 2 - chosen.length })}
      </button>
    </div>
  );
}

/** A character's action behind a button that opens it, so the action bar stays short. */
export function Expandable({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="bang-expandable">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <div id={id} className="bang-picker" role="group" aria-label={label}>
          {children}
        </div>
      )}
    </div>
  );
}

/** One card to pick among those a one-card action may take (Jose Delgado's blue cards, any card for Uncle Will), then confirm. */
function CardPicker({ moves, prompt, send }: { moves: LegalMove[]; prompt: string; send: Send }) {
  const { t } = useTranslation('bang');
  const options = moves.map((move) => String(move.args![0]));
  const { chosen, toggle, clear } = usePicks(options, 1);
  const move = moves.find((option) => option.args![0] === chosen[0]);
  return (
    <>
      <p>{prompt}</p>
      <div className="bang-row">
        {options.map((id) => (
          <Face key={id} id={id} size="small" copy selected={chosen.includes(id)} onSelect={() => toggle(id)} />
        ))}
      </div>
      <button
        type="button"
        disabled={!move}
        onClick={() => {
          clear();
          if (move) send(move);
        }}
      >
        {move ? t(`board.ability.${move.move}.confirm`, { card: cardLabel(t, chosen[0]!) }) : t('board.chooseCard')}
      </button>
    </>
  );
}

/** The players an action cannot shoot, each with why. */
function Refused({ G, ctx, me, refused, labels }: { G: BangState; ctx: Ctx; me: string; refused: readonly { seat: string; reason: string }[]; labels: LabelContext }) {
  const { t } = useTranslation('bang');
  if (refused.length === 0) return null;
  return (
    <ul className="bang-why" aria-label={t('board.whyNot')}>
      {refused.map(({ seat, reason }) => (
        <li key={seat}>{t(`board.why.${reason}`, { seat: labels.names.plain(seat), distance: distance(G, ctx, me, seat), reach: rangeOf(G, me) })}</li>
      ))}
    </ul>
  );
}

/**
 * Doc Holyday: two cards of the hand, then a player to shoot among those legalMoves lists for
 * that pair; every other living player is listed with why (out of his reach, or Apache Kid
 * untouched by two Diamonds).
 */
function DocPicker({ G, ctx, me, moves, hand, labels, send }: { G: BangState; ctx: Ctx; me: string; moves: LegalMove[]; hand: readonly string[]; labels: LabelContext; send: Send }) {
  const { t } = useTranslation('bang');
  const { chosen, toggle, clear } = usePicks(hand, 2);
  const pair = chosen.length === 2 ? moves.find((move) => samePair(move, chosen))?.args?.slice(0, 2) ?? chosen : chosen;
  const { plays: shots, refused } = chosen.length === 2 ? actionTargetsOf(G, ctx, me, 'discardToShoot', pair) : { plays: [], refused: [] };
  return (
    <>
      <p>{t('board.ability.discardToShoot.prompt')}</p>
      <div className="bang-row">
        {hand.map((id) => (
          <Face key={id} id={id} size="small" copy selected={chosen.includes(id)} onSelect={() => toggle(id)} />
        ))}
      </div>
      {chosen.length < 2 ? (
        <p>{t('board.heal.pick', { count: 2 - chosen.length })}</p>
      ) : (
        <div className="bang-row" role="group" aria-label={t('board.targets')}>
          {shots.map((move) => (
            <button
              key={String(move.args![2])}
              type="button"
              onClick={() => {
                clear();
                send(move);
              }}
            >
              {moveLabel(labels, move)}
            </button>
          ))}
        </div>
      )}
      <Refused G={G} ctx={ctx} me={me} refused={refused} labels={labels} />
    </>
  );
}

/**
 * A card of the hand, then a player to shoot with it (a LeMat's any card played as a BANG! card,
 * Black Flower's Clubs card): the shots legalMoves lists for that card (Black Flower's with an Aim
 * beside them too), and every other living player with why not.
 */
function CardShotPicker({ G, ctx, me, name, moves, prompt, labels, send }: { G: BangState; ctx: Ctx; me: string; name: string; moves: LegalMove[]; prompt: string; labels: LabelContext; send: Send }) {
  const { t } = useTranslation('bang');
  const options = [...new Set(moves.map((move) => String(move.args![0])))];
  const { chosen, toggle, clear } = usePicks(options, 1);
  const card = chosen[0];
  const shots = card === undefined ? [] : moves.filter((move) => move.args![0] === card);
  const { refused } = card === undefined ? { refused: [] } : actionTargetsOf(G, ctx, me, name, [card]);
  return (
    <>
      <p>{prompt}</p>
      <div className="bang-row">
        {options.map((id) => (
          <Face key={id} id={id} size="small" copy selected={chosen.includes(id)} onSelect={() => toggle(id)} />
        ))}
      </div>
      {card === undefined ? (
        <p>{t('board.chooseCard')}</p>
      ) : (
        <div className="bang-row" role="group" aria-label={t('board.targets')}>
          {shots.map((move) => (
            <button
              key={JSON.stringify(move.args)}
              type="button"
              onClick={() => {
                clear();
                send(move);
              }}
            >
              {moveLabel(labels, move)}
            </button>
          ))}
        </div>
      )}
      <Refused G={G} ctx={ctx} me={me} refused={refused} labels={labels} />
    </>
  );
}

/** The phase 2 actions of the player's character, and of his cards in play (LeMat), that legalMoves lists now. */
export function Abilities({ G, ctx, me, legal, hand, labels, send }: { G: BangState; ctx: Ctx; me: string; legal: LegalMove[]; hand: readonly string[]; labels: LabelContext; send: Send }) {
  const { t } = useTranslation('bang');
  const of = (name: string) => legal.filter((move) => move.move === name);
  const lifeForCards = of('lifeForCards')[0];
  const shots = of('discardToShoot');
  const blue = of('blueForCards');
  const stores = of('asGeneralStore');
  // Gold Rush's abilities paid with nuggets (Jacky Murieta's shot at each player in reach, Raddie Snake's draw).
  const paid = [...of('nuggetDraw'), ...of('nuggetShot')];
  // Wild West Show: Flint Westwood's trade, Lee Van Kliff's repeat, one button per legal way.
  const listed = (['tradeCards', 'repeatCard'] as const).map((name) => [name, of(name)] as const).filter(([, moves]) => moves.length > 0);
  // The Valley of Shadows: Der Spot-Burst Ringer's Gatling; a card shot as a BANG! (Black Flower's Clubs, anything under a LeMat).
  const gatlings = of('bangAsGatling');
  const shooting = (['flower', 'lemat'] as const).map((name) => [name, of(name)] as const).filter(([, moves]) => moves.length > 0);
  return (
    <>
      {paid.map((move) => (
        <button key={`${move.move}:${String(move.args?.[0] ?? '')}`} type="button" onClick={() => send(move)}>
          {moveLabel(labels, move)}
        </button>
      ))}
      {lifeForCards && (
        <button type="button" onClick={() => send(lifeForCards)}>
          {moveLabel(labels, lifeForCards)}
        </button>
      )}
      {shots.length > 0 && (
        <Expandable label={t('board.ability.discardToShoot.title')}>
          <DocPicker G={G} ctx={ctx} me={me} moves={shots} hand={hand} labels={labels} send={send} />
        </Expandable>
      )}
      {blue.length > 0 && (
        <Expandable label={t('board.ability.blueForCards.title')}>
          <CardPicker moves={blue} prompt={t('board.ability.blueForCards.prompt')} send={send} />
        </Expandable>
      )}
      {stores.length > 0 && (
        <Expandable label={t('board.ability.asGeneralStore.title')}>
          <CardPicker moves={stores} prompt={t('board.ability.asGeneralStore.prompt')} send={send} />
        </Expandable>
      )}
      {gatlings.length > 0 && (
        <Expandable label={t('board.ability.bangAsGatling.title')}>
          <CardPicker moves={gatlings} prompt={t('board.ability.bangAsGatling.prompt')} send={send} />
        </Expandable>
      )}
      {shooting.map(([name, moves]) => (
        <Expandable key={name} label={t(`board.ability.${name}.title`)}>
          <CardShotPicker G={G} ctx={ctx} me={me} name={name} moves={moves} prompt={t(`board.ability.${name}.prompt`)} labels={labels} send={send} />
        </Expandable>
      ))}
      {listed.map(([name, moves]) => (
        <Expandable key={name} label={t(`board.ability.${name}.title`)}>
          <p>{t(`board.ability.${name}.prompt`)}</p>
          <div className="bang-row">
            {moves.map((move) => (
              <button key={JSON.stringify(move.args)} type="button" onClick={() => send(move)}>
                {moveLabel(labels, move)}
              </button>
            ))}
          </div>
        </Expandable>
      ))}
    </>
  );
}
