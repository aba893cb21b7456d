import { useMemo, useState, type ReactNode } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import { Dock, Hand, ResponsePrompt } from '@parlor/ui';
import {
  answerVersion,
  cardInfo,
  inTunnel,
  legalMoves,
  mayPlayFaceDown,
  pendingOptions,
  schemeTurn,
  type ActionOption,
  type Bandit,
  type ColtExpressState,
  type LootChoice,
} from '../index';
import { CardFace } from './card-face';
import { actionName, banditName, lootName, optionLabel, pileCard, placePhrase, unitName } from './names';

type Props = BoardProps<ColtExpressState>;

/** What makes two hand cards the same play for the rules: their bandit and action. */
const kindOf = (card: string) => {
  const info = cardInfo(card);
  return info.type === 'action' ? `${info.bandit}.${info.action}` : info.type;
};

/**
 * The seated player's Dock: the newest log line, then, when the match waits for this seat
 * (`stage`, its boardgame.io stage), the prompt for what it must do, above the hand it is
 * answered with. Hand cards are played by clicking them in Schemin', and selected by clicking
 * them when bullets are discarded or cards kept (advanced variant); the prompt and the hand
 * share that selection, so both live here.
 */
export function MyDock({
  latest,
  G,
  ctx,
  me,
  stage,
  moves,
}: {
  latest: string | undefined;
  G: ColtExpressState;
  ctx: Props['ctx'];
  me: string;
  stage: string | undefined;
  moves: Props['moves'];
}) {
  const { t } = useTranslation('colt-express');
  const hand = G.zones[`hand:${me}`] ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const [faceDown, setFaceDown] = useState(false);
  // The rules list one play per kind of card; every card of a listed kind is playable.
  const legal = useMemo(() => (stage === 'scheme' ? legalMoves(G, ctx, me) : []), [G, ctx, me, stage]);
  const playableKinds = new Set(legal.filter((move) => move.move === 'play').map((move) => kindOf(move.args![0] as string)));

  const playable = (card: string) => stage === 'scheme' && playableKinds.has(kindOf(card));
  const selectable = (card: string) => stage === 'keep' || (stage === 'discard' && cardInfo(card).type !== 'action');
  const toggle = (card: string) => setSelected((now) => (now.includes(card) ? now.filter((other) => other !== card) : [...now, card]));
  // Ghost's own choice; in a tunnel every card goes face down anyway.
  const ghostChoice = stage === 'scheme' && !inTunnel(G) && hand.some((card) => playable(card) && mayPlayFaceDown(G, card));
  const play = (card: string) => {
    if (ghostChoice && faceDown && mayPlayFaceDown(G, card)) moves.play!(card, true);
    else moves.play!(card);
  };

  let prompt: ReactNode = null;
  if (stage === 'scheme') {
    prompt = (
      <SchemePrompt
        G={G}
        canDraw={legal.some((move) => move.move === 'draw')}
        ghostChoice={ghostChoice}
        faceDown={faceDown}
        onFaceDown={() => setFaceDown((now) => !now)}
        onDraw={() => moves.draw!()}
      />
    );
  } else if (stage === 'resolve') {
    prompt = <StealPrompt G={G} onChoose={(option) => moves.resolve!(option)} />;
  } else if (stage === 'place') {
    prompt = <PlacePrompt G={G} me={me} onChoose={(bandit) => moves.place!(answerVersion(G), bandit)} />;
  } else if (stage === 'discard') {
    prompt = (
      <ResponsePrompt
        kind="discard"
        title={t('prompt.discard.title')}
        actions={
          <>
            <button type="button" disabled={selected.length === 0} onClick={() => moves.discardBullets!(answerVersion(G), selected)}>
              {t('prompt.discard.confirm', { count: selected.length })}
            </button>
            <button type="button" onClick={() => moves.discardBullets!(answerVersion(G), [])}>
              {t('prompt.discard.none')}
            </button>
          </>
        }
      >
        <p>{t('prompt.discard.ask')}</p>
      </ResponsePrompt>
    );
  } else if (stage === 'keep') {
    prompt = (
      <ResponsePrompt
        kind="keep"
        title={t('prompt.keep.title')}
        actions={
          <button type="button" onClick={() => moves.keep!(answerVersion(G), selected)}>
            {t('prompt.keep.confirm', { count: selected.length })}
          </button>
        }
      >
        <p>{t('prompt.keep.ask')}</p>
      </ResponsePrompt>
    );
  }

  return (
    <Dock latest={latest} prompt={prompt} label={t('mine.label')}>
      <div className="ce-mine">
        <Hand empty={hand.length === 0}>
          {hand.map((card) => (
            <CardFace
              key={card}
              card={card}
              playable={playable(card)}
              selected={selectable(card) ? selected.includes(card) : undefined}
              onSelect={playable(card) ? () => play(card) : selectable(card) ? () => toggle(card) : undefined}
            />
          ))}
        </Hand>
        <p className="ce-mine__decks">
          {t('mine.deck', { count: G.zones[`deck:${me}`]?.length ?? 0 })}
          {G.advanced && ` · ${t('mine.discard', { count: G.zones[`discard:${me}`]?.length ?? 0 })}`}
        </p>
      </div>
    </Dock>
  );
}

function SchemePrompt({
  G,
  canDraw,
  ghostChoice,
  faceDown,
  onFaceDown,
  onDraw,
}: {
  G: ColtExpressState;
  canDraw: boolean;
  ghostChoice: boolean;
  faceDown: boolean;
  onFaceDown: () => void;
  onDraw: () => void;
}) {
  const { t } = useTranslation('colt-express');
  const step = schemeTurn(G);
  const symbol = step ? G.roundCard?.turns[step.turn] : undefined;
  return (
    <ResponsePrompt
      kind="scheme"
      title={t('prompt.scheme.title')}
      actions={
        <>
          {ghostChoice && (
            <button type="button" aria-pressed={faceDown} onClick={onFaceDown}>
              {t('prompt.scheme.faceDown')}
            </button>
          )}
          <button type="button" disabled={!canDraw} onClick={onDraw}>
            {t('prompt.scheme.draw')}
          </button>
        </>
      }
    >
      <p>
        {symbol && `${t(`roundCard.turn.${symbol}`)} `}
        {symbol === 'speedUp' && step && `${t('prompt.scheme.actionsLeft', { count: step.left })} `}
        {t('prompt.scheme.ask')}
      </p>
      {ghostChoice && <p>{t('prompt.scheme.ghost')}</p>}
    </ResponsePrompt>
  );
}

/** The card at the head of the pile is ours: how to perform it. */
function StealPrompt({ G, onChoose }: { G: ColtExpressState; onChoose: (option: ActionOption) => void }) {
  const { t } = useTranslation('colt-express');
  const head = G.zones.pile?.[0];
  if (head === undefined) return null;
  const { bandit, action } = pileCard(head);
  if (action === null) return null;
  const title = t('prompt.steal.title', { bandit: banditName(t, bandit), action: actionName(t, action) });
  const where = t('prompt.steal.where', { bandit: banditName(t, bandit), place: placePhrase(t, G, G.bandits[bandit]!) });
  if (action === 'punch') return <PunchPrompt G={G} title={title} where={where} options={pendingOptions(G)} onChoose={onChoose} />;
  return (
    <ResponsePrompt
      kind={`resolve-${action}`}
      title={title}
      actions={pendingOptions(G).map((option) => (
        <button key={JSON.stringify(option)} type="button" onClick={() => onChoose(option)}>
          {optionLabel(t, G, action, option)}
        </button>
      ))}
    >
      <p>
        {where} <span className="ce-prompt__rule">{t(`action.${action}.text`)}</span>
      </p>
    </ResponsePrompt>
  );
}

/** What a punched bandit loses: the loot kind, and whether Cheyenne takes a purse instead of dropping it. */
type PunchLoot = { loot: LootChoice | null; keep: boolean };

const sameLoot = (option: ActionOption, loot: PunchLoot) => (option.loot ?? null) === loot.loot && (option.keep ?? false) === loot.keep;

/**
 * A Punch, chosen one question at a time: whom to punch, then what he drops (or, for
 * Cheyenne, a purse she takes), then where he is knocked to. A question with one answer is
 * not asked; "Choose again" goes back to the first.
 */
function PunchPrompt({
  G,
  title,
  where,
  options,
  onChoose,
}: {
  G: ColtExpressState;
  title: string;
  where: string;
  options: ActionOption[];
  onChoose: (option: ActionOption) => void;
}) {
  const { t } = useTranslation('colt-express');
  const [pickedTarget, setTarget] = useState<Bandit | null>(null);
  const [pickedLoot, setLoot] = useState<PunchLoot | null>(null);
  const targets = [...new Set(options.map((option) => option.target!))];
  const target = pickedTarget ?? (targets.length === 1 ? targets[0]! : null);
  const ofTarget = options.filter((option) => option.target === target);
  const loots = ofTarget.reduce<PunchLoot[]>((found, option) => (found.some((loot) => sameLoot(option, loot)) ? found : [...found, { loot: option.loot ?? null, keep: option.keep ?? false }]), []);
  const loot = pickedLoot ?? (loots.length === 1 ? loots[0]! : null);
  const again = (pickedTarget !== null || pickedLoot !== null) && (
    <button
      type="button"
      onClick={() => {
        setTarget(null);
        setLoot(null);
      }}
    >
      {t('prompt.punch.again')}
    </button>
  );

  let question: string;
  let choices: ReactNode[];
  if (target === null) {
    question = t('prompt.punch.target');
    choices = targets.map((each) => (
      <button key={each} type="button" onClick={() => setTarget(each)}>
        {banditName(t, each)}
      </button>
    ));
  } else if (loot === null) {
    question = t('prompt.punch.loot', { target: banditName(t, target) });
    choices = loots.map((each) => (
      <button key={`${each.loot}:${each.keep}`} type="button" onClick={() => setLoot(each)}>
        {t(each.keep ? 'option.punchTake' : 'option.punchDrop', { target: banditName(t, target), loot: lootName(t, each.loot!) })}
      </button>
    ));
  } else {
    question = t('prompt.punch.direction', { target: banditName(t, target) });
    choices = ofTarget
      .filter((option) => sameLoot(option, loot))
      .map((option) => (
        <button key={option.to} type="button" onClick={() => onChoose(option)}>
          {optionLabel(t, G, 'punch', option)}
        </button>
      ));
  }
  return (
    <ResponsePrompt
      kind="resolve-punch"
      title={title}
      actions={
        <>
          {choices}
          {again}
        </>
      }
    >
      <p>
        {where}
        {target !== null && ` ${t('prompt.punch.chosen', { target: banditName(t, target) })}`}
        {target !== null && loot !== null && loot.loot !== null && ` ${t(loot.keep ? 'prompt.punch.taking' : 'prompt.punch.dropping', { target: banditName(t, target), loot: lootName(t, loot.loot) })}`}
      </p>
      <p className="ce-prompt__question">{question}</p>
    </ResponsePrompt>
  );
}

/** 2-player game: which of my two bandits starts in the caboose; the other starts next to it. */
function PlacePrompt({ G, me, onChoose }: { G: ColtExpressState; me: string; onChoose: (bandit: string) => void }) {
  const { t } = useTranslation('colt-express');
  const own = G.seats[me] ?? [];
  return (
    <ResponsePrompt
      kind="place"
      title={t('prompt.place.title')}
      actions={own.map((bandit) => (
        <button key={bandit} type="button" onClick={() => onChoose(bandit)}>
          {t('prompt.place.choose', { bandit: banditName(t, bandit) })}
        </button>
      ))}
    >
      <p>{t('prompt.place.ask', { caboose: unitName(t, G, 0), next: unitName(t, G, 1) })}</p>
    </ResponsePrompt>
  );
}
