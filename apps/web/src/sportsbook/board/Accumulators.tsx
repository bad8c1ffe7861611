import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, Heading, Stack, Text } from '@betline/ui';
import { formatCoefThousandths, type CoefViewId } from '@betline/core';
import type { AccumulatorsResponse, SportsGame, SportsMarket } from '../../api/types';
import { usePreferences } from '../../stores/preferences';
import { fetchAccumulators } from './accumulatorsApi';
import { RouterLink } from '../../lib/RouterLink';
import { useNames, useRemote } from './hooks';
import { gamePath } from './model';
import { betNamesOf, useSelectedIds, useToggleOutcome } from './wiring';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${vars.size.layout.cardMinWidth}), 1fr));
  gap: ${vars.space[4]};
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.bgColor.surface};
`;

const Legs = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 ${vars.space[2]};
  }

  a {
    color: ${vars.fgColor.default};
    font-weight: ${vars.fontWeight.medium};
  }
`;

const Price = styled.span`
  grid-row: 1 / span 2;
  grid-column: 2;
  align-self: center;
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  margin-block-start: auto;
`;

interface Leg {
  game: SportsGame;
  market: SportsMarket;
}

/**
 * The home page's section of accumulators of the day (its own chunk, after the top events), once its answer is in.
 */
export default function HomeAccumulators({ lng }: { lng: string }) {
  const { t } = useTranslation('betting');
  const { coefViewId } = usePreferences();
  const answer = useRemote(
    (signal) => fetchAccumulators({ coefViewId, signal }),
    `accumulators:${coefViewId}`,
  );
  if (answer.data === undefined) return null;
  return (
    <section aria-labelledby="home-accumulators">
      <Stack gap={3}>
        <Heading level={2} size="lg" id="home-accumulators">
          {t('board.home.accumulators')}
        </Heading>
        <Accumulators answer={answer.data} lng={lng} coefViewId={coefViewId} />
      </Stack>
    </section>
  );
}

/**
 * The accumulators of the day: each card lists its selections (game, market and price) and the
 * price they make together, and one button puts them all in the slip (which prices them again).
 */
export function Accumulators({
  answer,
  lng,
  coefViewId,
}: {
  answer: AccumulatorsResponse;
  lng: string;
  coefViewId: CoefViewId;
}) {
  const { t } = useTranslation('betting');
  const names = useNames();
  const selectedIds = useSelectedIds();
  const onToggle = useToggleOutcome(answer.games);
  const outcomes = useMemo(() => {
    const byId = new Map<number, Leg>();
    for (const game of answer.games)
      for (const group of game.markets)
        for (const market of group.outcomes) byId.set(market.id, { game, market });
    return byId;
  }, [answer.games]);
  if (answer.accumulators.length === 0)
    return (
      <Text tone="muted" size="sm">
        {t('board.home.noAccumulators')}
      </Text>
    );
  return (
    <Stack gap={3}>
      <Cards>
        {answer.accumulators.map((accumulator) => {
          const legs = accumulator.picks.map((id) => outcomes.get(id)).filter((leg) => leg !== undefined);
          const title = t(`board.home.kind.${accumulator.kind}`);
          const added = legs.every((leg) => selectedIds.has(String(leg.market.id)));
          const id = `acca-${accumulator.kind}`;
          return (
            <Card key={accumulator.kind} aria-labelledby={id}>
              <Heading level={3} size="sm" id={id}>
                {title}
              </Heading>
              <Legs>
                {legs.map(({ game, market }) => {
                  const named = betNamesOf(market, game, names);
                  return (
                    <li key={market.id}>
                      <RouterLink href={gamePath(lng, game)}>{named.event}</RouterLink>
                      <Price>
                        {market.coefThousandths === null
                          ? market.coefByView
                          : (formatCoefThousandths(market.coefThousandths, coefViewId) ?? market.coefByView)}
                      </Price>
                      <Text as="span" size="sm" tone="muted">
                        {named.selection}
                      </Text>
                    </li>
                  );
                })}
              </Legs>
              <Footer>
                <Text as="span" weight="bold">
                  {t('board.home.price', { coef: formatCoefThousandths(accumulator.coef, coefViewId) ?? '' })}
                </Text>
                <Button
                  size="sm"
                  variant={added ? 'secondary' : 'primary'}
                  disabled={added}
                  aria-label={added ? undefined : t('board.home.addName', { name: title })}
                  onClick={() => {
                    for (const { market } of legs)
                      if (!selectedIds.has(String(market.id)))
                        onToggle({ id: String(market.id), label: market.coefByView, coef: market.coef });
                  }}
                >
                  {added ? t('board.home.added') : t('board.home.add')}
                </Button>
              </Footer>
            </Card>
          );
        })}
      </Cards>
      <Text tone="muted" size="sm">
        {t('board.home.pricesMove')}
      </Text>
    </Stack>
  );
}
