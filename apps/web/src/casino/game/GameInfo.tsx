import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gameSheet } from '@betline/games';
import { vars } from '@betline/tokens';
import { Stack, Text, formatMoney, formatNumber } from '@betline/ui';
import type { InHouseGame } from '../../api/casino';
import { usePage } from '../../routes/handle';
import { RouterLink } from '../lobby/parts';
import { DetailsPanel, FactList } from './panels';
import { STAKE, useStakeCurrency } from './stake';

const Facts = styled(FactList)`
  margin: ${vars.space[3]} 0;
`;

function percent(share: number, lng: string): string {
  return `${formatNumber(share * 100, lng, 2)} %`;
}

/**
 * "About this game" under an in-house game: its return to player over every bet it accepts and its largest win
 * (both from @betline/games, the figures the engines are built on), how swingy it is, the stakes it takes in
 * the player's currency, its rules in a few lines, and the way to check any round (`provably-fair`).
 */
export function GameInfo({ game }: { game: InHouseGame }) {
  const { t, i18n } = useTranslation('casino');
  const { lng } = usePage();
  const { iso } = useStakeCurrency();
  const sheet = useMemo(() => gameSheet(game), [game]);
  const language = i18n.language;
  const rtp =
    Math.abs(sheet.rtpMax - sheet.rtpMin) < 0.00005
      ? percent(sheet.rtpMax, language)
      : t('info.range', { from: percent(sheet.rtpMin, language), to: percent(sheet.rtpMax, language) });
  return (
    <DetailsPanel>
      <summary>{t('info.title')}</summary>
      <Facts>
        <dt>{t('info.rtp')}</dt>
        <dd>{rtp}</dd>
        <dt>{t('info.volatility')}</dt>
        <dd>{t(`info.volatilities.${sheet.volatility}`)}</dd>
        <dt>{t('info.maxWin')}</dt>
        <dd>{t('info.times', { times: formatNumber(sheet.maxWinX, language, 0) })}</dd>
        <dt>{t('info.stakes')}</dt>
        <dd>
          {t('info.range', {
            from: formatMoney(STAKE.min, iso, language),
            to: formatMoney(STAKE.max, iso, language),
          })}
        </dd>
      </Facts>
      <Stack gap={2}>
        <Text size="sm">{t(`info.rules.${game}`)}</Text>
        <Text size="sm" tone="muted">
          {t('info.rtpNote')} <RouterLink href={`/${lng}/provably-fair`}>{t('verifier.learn')}</RouterLink>
        </Text>
      </Stack>
    </DetailsPanel>
  );
}
