import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { currencyById } from '@betline/core';
import { vars } from '@betline/tokens';
import {
  Button,
  EmptyState,
  ErrorState,
  Field,
  Inline,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@betline/ui';
import { fetchRounds, fetchVerification, type InHouseGame, type RoundVerification } from '../../api/casino';
import type { RoundSummary } from '../../api/types';
import { useRemote } from '../../lib/useRemote';
import { useMoney } from '../../player/money';
import { useCasinoTexts } from '../../player/useTexts';
import { RouterLink } from '../../lib/RouterLink';
import { usePage } from '../../routes/handle';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { verifierSearch } from '../fair/verifierForm';
import { rouletteSummary } from '../game/rouletteWords';

const GAMES: readonly InHouseGame[] = [
  'slot',
  'crash',
  'keno',
  'dice',
  'plinko',
  'baccarat',
  'scratch',
  'roulette',
];
const PAGE = 20;

const Rounds = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${vars.space[1]} ${vars.space[4]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  }

  & > li:last-child {
    border-bottom: none;
  }
`;

const Amount = styled.strong<{ $won: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ $won }) => ($won ? vars.fgColor.success : vars.fgColor.default)};
  text-align: end;
`;

type Check =
  | { state: 'checking' }
  | { state: 'verified'; answer: RoundVerification }
  | { state: 'mismatch'; why: string };

/**
 * Verifies a round in the browser: the revealed seed must hash to the commitment shown before the round, and
 * replaying the round with @betline/games (loaded on demand) must give the outcome the server stored (compared
 * as canonical JSON: the stored outcome's keys come back from the database in another order).
 */
async function verify(roundId: string): Promise<Check> {
  const [answer, games] = await Promise.all([fetchVerification(roundId), import('@betline/games')]);
  const replay = games.verifyRound(answer);
  if (!replay.ok) return { state: 'mismatch', why: replay.error.message };
  const same = games.sameOutcome(replay.value.outcome, answer.outcome);
  return same ? { state: 'verified', answer } : { state: 'mismatch', why: 'outcome' };
}

function RoundRow({ round }: { round: RoundSummary }) {
  const { t, i18n } = useTranslation('casino');
  const money = useMoney();
  const prefs = usePreferences();
  const { lng } = usePage();
  const [check, setCheck] = useState<Check | null>(null);
  const iso = currencyById(round.currencyId)?.iso ?? 'USD';
  const run = () => {
    setCheck({ state: 'checking' });
    verify(round.roundId).then(setCheck, () => setCheck({ state: 'mismatch', why: 'network' }));
  };
  return (
    <li data-round={round.roundId}>
      <Stack gap={1}>
        <Text weight="medium">{t(`history.games.${round.game}`)}</Text>
        <Text size="sm" tone="muted">
          {formatPreferredDateTime(round.createdAt, i18n.language, prefs)} ·{' '}
          {t('history.stake', { stake: money(round.stake, iso) })} ·{' '}
          {t('history.balance', { balance: money(round.balance, iso) })}
        </Text>
        <Inline gap={2} align="center" wrap>
          {round.verifiable ? (
            <Button size="sm" variant="ghost" onClick={run} disabled={check?.state === 'checking'}>
              {t('history.verify')}
            </Button>
          ) : (
            <Text size="sm" tone="muted">
              {t('history.notRevealed')}
            </Text>
          )}
          <span role="status">
            {check?.state === 'checking' && <Text size="sm">{t('history.checking')}</Text>}
            {check?.state === 'verified' && (
              <>
                <Text size="sm" tone="success">
                  {t('history.verified', { nonce: round.nonce })}
                </Text>{' '}
                {round.game === 'roulette' && (
                  <>
                    <Text size="sm">{rouletteSummary(t, check.answer.outcome)}</Text>{' '}
                  </>
                )}
                <RouterLink href={`/${lng}/provably-fair?${verifierSearch(check.answer, iso)}`}>
                  <Text size="sm">{t('verifier.link')}</Text>
                </RouterLink>
              </>
            )}
            {check?.state === 'mismatch' && (
              <Text size="sm" tone="danger">
                {t('history.mismatch', { why: check.why })}
              </Text>
            )}
          </span>
        </Inline>
      </Stack>
      <Amount $won={round.win > 0}>
        {round.win > 0 ? t('history.won', { win: money(round.win, iso) }) : t('history.lost')}
      </Amount>
    </li>
  );
}

/**
 * The casino rounds of the game history (office/history?tab=casino): newest first, by game, each with its
 * stake, win and the balance after it, and a check of the round in the browser once its seed is revealed.
 */
export function CasinoHistory() {
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const [search, setSearch] = useSearchParams();
  const gameParam = search.get('game');
  const game = GAMES.find((each) => each === gameParam);
  const [shown, setShown] = useState(PAGE);
  const rounds = useRemote(
    (signal) => fetchRounds({ game, limit: shown }, signal),
    `casino-rounds:${game ?? ''}:${shown}`,
  );
  return (
    <Stack gap={4}>
      <Field label={t('history.game')}>
        <NativeSelect
          value={game ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(search);
            if (event.target.value === '') next.delete('game');
            else next.set('game', event.target.value);
            setSearch(next, { replace: true });
          }}
          options={[
            { value: '', label: t('history.allGames') },
            ...GAMES.map((each) => ({ value: each, label: t(`history.games.${each}`) })),
          ]}
        />
      </Field>
      {rounds.status === 'error' && rounds.data === undefined ? (
        <ErrorState title={t('history.error')} onRefresh={rounds.reload} />
      ) : rounds.data === undefined ? (
        <Stack gap={2} role="status" aria-busy="true" aria-label={t('lobby.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} $height={vars.size.control.lg} />
          ))}
        </Stack>
      ) : rounds.data.rounds.length === 0 ? (
        <EmptyState title={t('history.none')} />
      ) : (
        <Stack gap={3}>
          <Text size="sm" tone="muted">
            {t('history.count', { count: rounds.data.total })}
          </Text>
          <Rounds aria-label={t('history.title')} aria-busy={rounds.status === 'loading'}>
            {rounds.data.rounds.map((round) => (
              <RoundRow key={round.roundId} round={round} />
            ))}
          </Rounds>
          {rounds.data.total > rounds.data.rounds.length && (
            <div>
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
                {t('history.more')}
              </Button>
            </div>
          )}
        </Stack>
      )}
    </Stack>
  );
}
