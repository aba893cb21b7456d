import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { Card, Hand, Pile, SeatPanel, Table } from '@parlor/ui';
import { cards, handValue, legalMoves, type ColtExpressResult, type ColtExpressState } from '../index';

/** The table as one seat (or a spectator) sees it. Rules stay in the rules entry; the board only renders and calls moves. */
export function ColtExpressBoard({ G, ctx, moves, playerID }: BoardProps<ColtExpressState>) {
  const { t } = useTranslation('colt-express');
  const me = playerID ?? null;
  const myHand = me === null ? [] : (G.zones[`hand:${me}`] ?? []);
  const allowed = new Set(me === null ? [] : legalMoves(G, ctx, me).map((option) => option.move));
  const result = ctx.gameover as ColtExpressResult | undefined;

  // Hidden cards all read the same, so cards are keyed by their place in the hand.
  const face = (id: string, place: number) =>
    id === HIDDEN_CARD ? (
      <Card key={place} faceDown size="small" />
    ) : (
      <Card key={place} label={t('cardValue', { value: cards.get(id).value })} size="small">
        {cards.get(id).value}
      </Card>
    );

  return (
    <section aria-label={t('title')}>
      <header>
        <h2>{t('title')}</h2>
        <p>{t('target', { target: G.target })}</p>
        {!result && <p role="status">{me === ctx.currentPlayer ? t('yourTurn') : t('waitingFor', { seat: ctx.currentPlayer })}</p>}
      </header>

      <Table
        seats={ctx.playOrder
          .filter((seat) => seat !== me)
          .map((seat) => {
            const hand = G.zones[`hand:${seat}`] ?? [];
            return (
              <SeatPanel
                key={seat}
                name={t('seat', { seat })}
                status={G.stopped.includes(seat) ? 'out' : ctx.currentPlayer === seat ? 'playing' : 'waiting'}
                cardCount={hand.length}
              >
                {G.revealed && <Hand label={t('seat', { seat })}>{hand.map(face)}</Hand>}
              </SeatPanel>
            );
          })}
        center={<Pile label={t('pile')} count={G.zones.draw?.length ?? 0} />}
      />

      {me !== null && (
        <div>
          <Hand label={t('yourHand')} empty={myHand.length === 0}>
            {myHand.map(face)}
          </Hand>
          <p>{t('total', { total: handValue(myHand) })}</p>
          <button type="button" disabled={!allowed.has('draw')} onClick={() => moves.draw!()}>
            {t('draw')}
          </button>
          <button type="button" disabled={!allowed.has('stop')} onClick={() => moves.stop!()}>
            {t('stop')}
          </button>
        </div>
      )}

      {result && (
        <p role="status">{result.winners.length > 0 ? t('winners', { seats: result.winners.join(', ') }) : t('noWinner')}</p>
      )}
    </section>
  );
}
