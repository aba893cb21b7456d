import { useMemo, useState, type ReactNode } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import { Art, Dock, Hand, ResponsePrompt, type ReaderNames } from '@parlor/ui';
import { answerVersion, cardInfo, inTunnel, legalMoves, mayPlayFaceDown, schemeTurn, type ColtExpressState } from '../index';
import { ACTION_ART, LOOT_ART, TurnIcon, type TurnSymbol } from './art';
import { CardFace } from './card-face';
import { actionName, banditMention, banditName, lootName, optionLabel, placePhrase, unitName } from './names';
import type { StealChoice } from './steal';

type Props = BoardProps<ColtExpressState>;

/** What makes two hand cards the same play for the rules: their bandit and action. */
const kindOf = (card: string) => {
  const info = cardInfo(card);
  return info.type === 'action' ? `${info.bandit}.${info.action}` : info.type;
};

/**
 * The seated player's Dock: the newest log line, then, when the match waits for this seat
 * (`stage`, its boardgame.io stage), the prompt for what it must do, above the hand it is
 * answered with. A hand card is played by one click in Schemin', and selected by clicking it
 * when bullets are discarded or cards kept (advanced variant); the prompt and the hand share
 * that selection, so both live here. The Stealin' choice is the board's (seats and the train
 * answer it too).
 */
export function MyDock({
  latest,
  G,
  ctx,
  me,
  stage,
  moves,
  steal,
  names,
}: {
  latest: string | undefined;
  G: ColtExpressState;
  ctx: Props['ctx'];
  me: string;
  stage: string | undefined;
  moves: Props['moves'];
  steal: StealChoice | null;
  names: ReaderNames;
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
  } else if (stage === 'resolve' && steal) {
    prompt = <StealPrompt G={G} steal={steal} names={names} />;
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

  const deck = G.zones[`deck:${me}`]?.length ?? 0;
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
          {t('mine.deck', { count: deck })}
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
  const symbol = step ? (G.roundCard?.turns[step.turn] as TurnSymbol | undefined) : undefined;
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
      <p className="ce-prompt__line">
        {symbol && <TurnIcon symbol={symbol} className="ce-prompt__turn" />}
        <span>
          {symbol && `${t(`roundCard.prompt.${symbol}`)} `}
          {symbol === 'speedUp' && step && `${t('prompt.scheme.actionsLeft', { count: step.left })} `}
          {t('prompt.scheme.ask')}
        </span>
      </p>
      {ghostChoice && <p>{t('prompt.scheme.ghost')}</p>}
    </ResponsePrompt>
  );
}

/**
 * The card at the head of the pile is ours and waits for a choice: one question at a time
 * (a target, what the victim loses, where to go), each answered by a button here or by clicking
 * a seat, a bandit or a car on the table. "Choose again" starts a Punch over.
 */
function StealPrompt({ G, steal, names }: { G: ColtExpressState; steal: StealChoice; names: ReaderNames }) {
  const { t } = useTranslation('colt-express');
  const { bandit, action } = steal;
  const title = t('prompt.steal.title', { whose: names.whoseStart(G.bandits[bandit]!.seat), action: actionName(t, action), bandit: banditName(t, bandit) });
  const where = t('prompt.steal.where', { bandit: banditName(t, bandit), place: placePhrase(t, G, G.bandits[bandit]!) });
  const target = steal.target === null ? '' : names.mid(banditMention(t, G, steal.target));
  let question: string;
  let choices: ReactNode[];
  switch (steal.question) {
    case 'target':
      question = t(action === 'fire' ? 'prompt.fire.target' : 'prompt.punch.target');
      choices = steal.targets.map((each) => (
        <button key={each} type="button" onClick={() => steal.chooseTarget(each)}>
          {t(action === 'fire' ? 'option.fire' : 'option.punch', { target: names.mid(banditMention(t, G, each)) })}
        </button>
      ));
      break;
    case 'loot':
      question = t('prompt.punch.loot', { target });
      choices = steal.losses.map((each) => (
        <button key={`${each.loot}:${each.keep}`} type="button" onClick={() => steal.chooseLoot(each)}>
          {each.loot && <Art icon={LOOT_ART[each.loot]} className="ce-button__icon" />}
          {t(each.keep ? 'option.punchTake' : 'option.punchDrop', { target: banditName(t, steal.target!), loot: lootName(t, each.loot!) })}
        </button>
      ));
      break;
    case 'unit':
      question = action === 'punch' ? t('prompt.punch.direction', { target }) : t(`prompt.${action === 'marshal' ? 'marshal' : 'move'}.where`);
      choices = [...steal.units.values()].map((option) => (
        <button key={option.to} type="button" onClick={() => steal.choose(option)}>
          {optionLabel(t, G, action, option)}
        </button>
      ));
      break;
    case 'option':
      question = t(`action.${action}.text`);
      choices = steal.options.map((option) => (
        <button key={JSON.stringify(option)} type="button" onClick={() => steal.choose(option)}>
          {action === 'robbery' && option.loot && <Art icon={LOOT_ART[option.loot]} className="ce-button__icon" />}
          {optionLabel(t, G, action, option)}
        </button>
      ));
      break;
  }
  return (
    <ResponsePrompt
      kind={`resolve-${action}`}
      title={title}
      actions={
        <>
          {choices}
          {steal.again && (
            <button type="button" onClick={steal.again}>
              {t('prompt.punch.again')}
            </button>
          )}
        </>
      }
    >
      <p className="ce-prompt__line">
        <Art icon={ACTION_ART[action]} className="ce-prompt__turn" />
        <span>
          {where}
          {steal.target !== null && action === 'punch' && ` ${t('prompt.punch.chosen', { target })}`}
          {steal.loot !== null && steal.loot.loot !== null && ` ${t(steal.loot.keep ? 'prompt.punch.taking' : 'prompt.punch.dropping', { target, loot: lootName(t, steal.loot.loot) })}`}
        </span>
      </p>
      <p className="ce-prompt__question">
        {question}
        {(steal.question === 'target' || steal.question === 'unit') && ` ${t('prompt.orClick')}`}
      </p>
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
