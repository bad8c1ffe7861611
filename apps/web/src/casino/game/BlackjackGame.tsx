import { useTranslation } from 'react-i18next';
import {
  blackjackAdvice,
  blackjackAllowed,
  blackjackCardRank,
  blackjackCardSuit,
  blackjackTotal,
  type BlackjackView,
} from '@betline/games';
import { BlackjackTable, Button, Inline, Stack, Text, type BlackjackHandView } from '@betline/ui';
import { useMoney } from '../../player/money';
import { GameFrame, RoundResult } from './GameFrame';
import { GameStake } from './GameStake';
import { RecentResults } from './RecentResults';
import { useStake, useStakeCurrency } from './stake';
import { useHand } from './useHand';
import type { Mode } from './useRounds';

const card = (each: number) => ({ rank: blackjackCardRank(each), suit: blackjackCardSuit(each) });

/**
 * Blackjack (packages/games/src/blackjack.ts, docs/adr/0054-hands.md): the player stakes and is dealt two cards
 * against the dealer's up card; hits, stands, doubles or splits, answers insurance when the dealer shows an ace,
 * and the dealer draws to 17. A double, a split or insurance takes its stake when chosen, through the wallet like
 * the first one (a limit can refuse it). The buttons offer only what the rules allow now, and the chart's play is
 * named beside them. Every card comes from the round's seed, drawn at the deal.
 */
export function BlackjackGame({ name, mode }: { name: string; mode: Mode }) {
  const { t } = useTranslation('casino');
  const money = useMoney();
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const hands = useHand('blackjack', mode);
  const hand = hands.hand;
  const view = hand?.outcome as BlackjackView | undefined;
  const open = hand?.status === 'open' && view !== undefined;
  const allowed = open ? blackjackAllowed(view) : [];
  const advice = open ? blackjackAdvice(view) : null;
  const base = view?.base ?? 0;
  const act = (action: Record<string, unknown>) => void hands.act(action);

  const dealer =
    view === undefined ? [] : view.finished ? view.dealer.map(card) : [...view.dealer.map(card), null];
  const dealerShown = view?.dealer ?? [];
  const table = (
    <BlackjackTable
      dealer={dealer}
      dealerTotal={dealerShown.length > 0 ? blackjackTotal(dealerShown).total : null}
      dealerSoft={dealerShown.length > 0 && blackjackTotal(dealerShown).soft}
      dealerBlackjack={view?.dealerBlackjack === true}
      dealing={hands.busy && view === undefined}
      hands={(view?.hands ?? []).map((each, index): BlackjackHandView => {
        const { total, soft } = blackjackTotal(each.cards);
        return {
          cards: each.cards.map(card),
          total,
          soft,
          stake: money(each.stake, iso),
          doubled: each.doubled,
          result: total > 21 ? 'bust' : each.result,
          active: open && index === view?.active,
        };
      })}
    />
  );

  return (
    <GameFrame
      name={name}
      mode={mode}
      refusal={hands.refusal}
      protection={hands.protection}
      controls={
        open ? (
          <Stack gap={2}>
            {allowed.includes('insurance') ? (
              <Inline gap={2} wrap>
                <Button
                  variant="secondary"
                  disabled={hands.busy}
                  onClick={() => act({ type: 'insurance', take: true })}
                >
                  {t('blackjack.insurance', { amount: money(Math.floor(base / 2), iso) })}
                </Button>
                <Button
                  variant="primary"
                  disabled={hands.busy}
                  onClick={() => act({ type: 'insurance', take: false })}
                >
                  {t('blackjack.noInsurance')}
                </Button>
              </Inline>
            ) : (
              <Inline gap={2} wrap>
                {allowed.includes('hit') && (
                  <Button variant="primary" disabled={hands.busy} onClick={() => act({ type: 'hit' })}>
                    {t('blackjack.hit')}
                  </Button>
                )}
                {allowed.includes('stand') && (
                  <Button variant="secondary" disabled={hands.busy} onClick={() => act({ type: 'stand' })}>
                    {t('blackjack.stand')}
                  </Button>
                )}
                {allowed.includes('double') && (
                  <Button variant="secondary" disabled={hands.busy} onClick={() => act({ type: 'double' })}>
                    {t('blackjack.double', { amount: money(base, iso) })}
                  </Button>
                )}
                {allowed.includes('split') && (
                  <Button variant="secondary" disabled={hands.busy} onClick={() => act({ type: 'split' })}>
                    {t('blackjack.split', { amount: money(base, iso) })}
                  </Button>
                )}
              </Inline>
            )}
            {advice !== null && (
              <Text size="sm" tone="muted">
                {t('blackjack.advice', { move: t(`blackjack.advised.${advice}`) })}
              </Text>
            )}
          </Stack>
        ) : (
          <GameStake
            stake={stake}
            rounds={hands}
            onPlay={(playable) => hands.start({ stake: playable })}
            playLabel={t('blackjack.deal')}
          />
        )
      }
      result={
        open ? (
          <Text>
            {allowed.includes('insurance')
              ? t('blackjack.insuranceOffer', { amount: money(Math.floor(base / 2), iso) })
              : t('blackjack.yourMove')}
          </Text>
        ) : (
          <RoundResult round={hand?.status === 'ended' ? hand : null} iso={iso} busy={hands.busy} />
        )
      }
    >
      <Stack gap={3}>
        {table}
        <RecentResults
          rounds={hands.recent.map((each) => ({ ...each, roundId: each.handId }))}
          label={(played) =>
            played.win > played.stake
              ? t('scratch.recentWin', { x: Math.round((played.win / played.stake) * 100) / 100 })
              : played.win === played.stake
                ? t('blackjack.push')
                : t('scratch.recentLoss')
          }
        />
      </Stack>
    </GameFrame>
  );
}
