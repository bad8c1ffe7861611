import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { GameStage, Text } from '@betline/ui';
import type { RoundResponse } from '../../api/types';
import { useMoney } from '../../player/money';
import { usePage } from '../../routes/handle';
import { RouterLink } from '../lobby/parts';
import type { Mode } from './useRounds';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);

  /* token-exempt: the side column from the desktop breakpoint */
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) ${vars.size.layout.slipWidth};
  }
`;

/** The last round in words: stake, win or loss, and the balance after it (real money). */
export function RoundResult({
  round,
  iso,
  busy,
}: {
  round: Pick<RoundResponse, 'win' | 'stake' | 'balance'> | null;
  iso: string;
  busy?: boolean;
}) {
  const { t } = useTranslation('casino');
  const money = useMoney();
  if (round === null || busy === true)
    return <Text tone="muted">{busy ? t('round.playing') : t('round.first')}</Text>;
  // A pay of exactly the stake (a tie at baccarat, a 1× line) is the stake back, not a win.
  const text =
    round.win > 0 && round.win === round.stake
      ? t('round.returned', { win: money(round.win, iso) })
      : round.win > 0
        ? t('round.won', { win: money(round.win, iso), stake: money(round.stake, iso) })
        : t('round.lost', { stake: money(round.stake, iso) });
  return (
    <Text>
      {text}
      {round.balance !== null && <> {t('round.balance', { balance: money(round.balance, iso) })}</>}
    </Text>
  );
}

export interface GameFrameProps {
  name: string;
  mode: Mode;
  /** Why the last round did not play, in the player's words. */
  refusal: string | null;
  /**
   * Player protection refuses any round now (a time-out, self-exclusion, a limit with nothing left): the stage
   * is veiled with the reason and the controls stay disabled; other refusals show in the status line.
   */
  protection: boolean;
  /** A big win's amount, shown as the stage's banner. */
  bigWin?: string;
  reconnecting?: boolean;
  controls: ReactNode;
  result: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

/** A game screen: the kit's stage (title, mode, refusal and reconnecting states), its controls and result. */
export function GameFrame({
  name,
  mode,
  refusal,
  protection,
  bigWin,
  reconnecting,
  controls,
  result,
  aside,
  children,
}: GameFrameProps) {
  const { t } = useTranslation('casino');
  const { lng } = usePage();
  return (
    <Layout>
      <GameStage
        title={name}
        mode={mode}
        state={reconnecting ? 'reconnecting' : protection ? 'refused' : 'ready'}
        message={
          protection && refusal !== null ? (
            <>
              {refusal} <RouterLink href={`/${lng}/office/responsible`}>{t('refusals.limits')}</RouterLink>
            </>
          ) : undefined
        }
        bigWin={bigWin}
        controls={controls}
        status={
          refusal !== null && !protection ? (
            <Text role="alert" tone="danger">
              {refusal}
            </Text>
          ) : (
            result
          )
        }
      >
        {children}
      </GameStage>
      {aside}
    </Layout>
  );
}
