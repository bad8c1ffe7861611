/**
 * A bonus game's page, `games/{fortuna|chest|memory|safe|lottery|dragon}-bonus` (docs/adr/0049-bonus-games.md):
 * the player's free plays of the game, the game itself, its rules, its exact odds, the play's fairness checked in
 * the browser, and the last plays. A signed-in player with free plays plays for real (the prize goes to the bonus
 * account); a guest, or a player without plays, plays for fun in the browser.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import type { BonusGame, BonusGamesResponse, BonusPlay } from '@betline/contracts';
import { BONUS_ENGINES, bonusExpectedPrize, type OddsLine } from '@betline/games/bonus';
import { fractionToNumber } from '@betline/games/fraction';
import {
  BONUS_SYMBOLS,
  Badge,
  Button,
  Heading,
  Inline,
  Stack,
  Table,
  Text,
  formatNumber,
  useUiTranslation,
  type TableColumn,
} from '@betline/ui';
import { fetchBonusGames } from '../../api/promotions';
import { invalidateQueries, useQuery } from '../../lib/query';
import { useMoney } from '../../player/money';
import { DetailsPanel } from '../../casino/game/panels';
import { RouterLink } from '../../lib/RouterLink';
import { usePage } from '../../routes/handle';
import { useStores } from '../../stores';
import { accountOf, loadBalance } from '../../stores/account';
import { isSignedIn } from '../../stores/user';
import { ListingPage, PageIntro, formatDay } from '../parts';
import { usePromotionsTexts } from '../texts';
import type { BoardHook } from './boards/shared';
import { usePlay, verifyPlay, type PlayMode, type PlayRefusal, type PlayState } from './play';

const QUERY_KEY = ['bonus-games'];

const Stage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.bgColor.surface};
`;

const Code = styled.code`
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** A chance as a percentage with two decimals and "1 in N". */
function useChance() {
  const { t, i18n } = useTranslation('promotions');
  return (line: OddsLine) => {
    const value = fractionToNumber(line.chance);
    const percent = formatNumber(value * 100, i18n.language, 2);
    return value > 0 && value < 0.5
      ? t('bonusGames.odds.chanceOneIn', {
          percent,
          n: formatNumber(1 / value, i18n.language, value < 0.01 ? 0 : 1),
        })
      : t('bonusGames.odds.chance', { percent });
  };
}

function OddsTable({ game, prizeLabel }: { game: BonusGame; prizeLabel: (prize: number) => string }) {
  const { t } = useTranslation('promotions');
  const chance = useChance();
  const { t: ui } = useUiTranslation();
  const lines = BONUS_ENGINES[game].odds;
  const outcome = (line: OddsLine): string => {
    switch (game) {
      case 'memory':
        return line.key === lines.length
          ? t('bonusGames.odds.memoryLast', { turn: line.key })
          : t('bonusGames.odds.memory', { turn: line.key });
      case 'safe':
        return t('bonusGames.odds.safe', { count: line.key });
      case 'lottery':
        return line.key < 0
          ? t('bonusGames.odds.lotteryNone')
          : ui(`games.scratch.three.${BONUS_SYMBOLS[line.key]!}`);
      case 'dragon':
        return t('bonusGames.odds.dragon', { level: line.key });
      case 'chest':
        return t('bonusGames.odds.chest', { prize: prizeLabel(line.prize) });
      default:
        return t('bonusGames.odds.fortuna', { prize: prizeLabel(line.prize) });
    }
  };
  const columns: TableColumn<OddsLine>[] = [
    { key: 'outcome', header: t('bonusGames.odds.outcome'), rowHeader: true, cell: outcome },
    { key: 'prize', header: t('bonusGames.odds.pays'), align: 'end', cell: (line) => prizeLabel(line.prize) },
    { key: 'chance', header: t('bonusGames.odds.chanceHeader'), align: 'end', cell: chance },
  ];
  const average = game === 'memory' || game === 'dragon' ? null : fractionToNumber(bonusExpectedPrize(game));
  return (
    <Stack gap={3}>
      <Heading level={2} size="md">
        {t('bonusGames.odds.title')}
      </Heading>
      <Table
        columns={columns}
        rows={lines}
        rowKey={(line) => String(line.key)}
        caption={t('bonusGames.odds.title')}
        captionHidden
      />
      {average !== null && <Text>{t('bonusGames.odds.average', { prize: prizeLabel(average) })}</Text>}
      {game === 'memory' && <Text tone="muted">{t('bonusGames.odds.memoryNote')}</Text>}
      {game === 'dragon' && (
        <Text tone="muted">{t('bonusGames.odds.dragonNote', { prize: prizeLabel(20) })}</Text>
      )}
    </Stack>
  );
}

function Fairness({ play }: { play: PlayState | null }) {
  const { t } = useTranslation('promotions');
  if (play === null) {
    return (
      <DetailsPanel>
        <summary>{t('bonusGames.fair.title')}</summary>
        <Text size="sm">{t('bonusGames.fair.intro')}</Text>
      </DetailsPanel>
    );
  }
  const over = play.status === 'finished';
  const verified = over && verifyPlay(play);
  return (
    <DetailsPanel open={over}>
      <summary>{t('bonusGames.fair.title')}</summary>
      <Stack gap={2}>
        <Text size="sm">{t('bonusGames.fair.intro')}</Text>
        <dl>
          <dt>
            <Text size="sm" tone="muted">
              {t('bonusGames.fair.hash')}
            </Text>
          </dt>
          <dd>
            <Code data-testid="bonus-seed-hash">{play.serverSeedHash}</Code>
          </dd>
          <dt>
            <Text size="sm" tone="muted">
              {t('bonusGames.fair.client')}
            </Text>
          </dt>
          <dd>
            <Code>{play.clientSeed}</Code>
          </dd>
          <dt>
            <Text size="sm" tone="muted">
              {t('bonusGames.fair.seed')}
            </Text>
          </dt>
          <dd>
            {over ? (
              <Code data-testid="bonus-seed">{play.serverSeed}</Code>
            ) : (
              <Text size="sm">{t('bonusGames.fair.hidden')}</Text>
            )}
          </dd>
        </dl>
        {over && (
          <Text size="sm" role="status" tone={verified ? 'success' : 'danger'} data-testid="bonus-verified">
            {t(verified ? 'bonusGames.fair.verified' : 'bonusGames.fair.failed')}
          </Text>
        )}
      </Stack>
    </DetailsPanel>
  );
}

function Passes({ data, game, lng }: { data: BonusGamesResponse | undefined; game: BonusGame; lng: string }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const passes = data?.passes.filter((pass) => pass.game === game) ?? [];
  if (passes.length === 0) {
    return (
      <Text>
        {t('bonusGames.passes.none')}{' '}
        <RouterLink href={`/${lng}/promotions`}>{t('bonusGames.passes.promotions')}</RouterLink>
      </Text>
    );
  }
  return (
    <Stack gap={1} as="ul" aria-label={t('bonusGames.passes.title')}>
      {passes.map((pass) => (
        <li key={pass.id}>
          <Text weight="bold">{t('bonusGames.passes.left', { count: pass.left })}</Text>{' '}
          <Text size="sm" tone="muted">
            {t('bonusGames.passes.detail', {
              unit: money(pass.unit, pass.iso),
              date: formatDay(pass.expiresAt, lng),
            })}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function History({ plays, lng }: { plays: readonly BonusPlay[]; lng: string }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  if (plays.length === 0) return null;
  const columns: TableColumn<BonusPlay>[] = [
    {
      key: 'date',
      header: t('bonusGames.history.date'),
      rowHeader: true,
      cell: (p) => formatDay(p.startedAt, lng),
    },
    {
      key: 'prize',
      header: t('bonusGames.history.prize'),
      align: 'end',
      cell: (p) => (p.amount === null ? '' : money(p.amount, p.iso)),
    },
  ];
  return (
    <Stack gap={3}>
      <Heading level={2} size="md">
        {t('bonusGames.history.title')}
      </Heading>
      <Table
        columns={columns}
        rows={plays}
        rowKey={(p) => p.playId}
        caption={t('bonusGames.history.title')}
        captionHidden
      />
    </Stack>
  );
}

function Result({
  game,
  play,
  shown,
  prizeLabel,
  lng,
}: {
  game: BonusGame;
  play: PlayState | null;
  shown: boolean;
  prizeLabel: (prize: number) => string;
  lng: string;
}) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  if (play === null || play.status !== 'finished' || !shown || play.prize === null) {
    return <Text tone="muted">{t(`bonusGames.hints.${game}`)}</Text>;
  }
  if (play.fun)
    return <Text weight="bold">{t('bonusGames.result.fun', { prize: prizeLabel(play.prize) })}</Text>;
  return (
    <Text weight="bold">
      {t('bonusGames.result.won', { amount: money(play.amount ?? 0, play.iso ?? 'EUR') })}{' '}
      <RouterLink href={`/${lng}/office/bonuses/deposit`}>{t('bonusGames.result.bonuses')}</RouterLink>
    </Text>
  );
}

const REFUSAL_KEYS = {
  no_plays: 'bonusGames.refusals.noPlays',
  excluded: 'bonusGames.refusals.excluded',
  sign_in: 'bonusGames.refusals.signIn',
  stale: 'bonusGames.refusals.stale',
  failed: 'bonusGames.refusals.failed',
} as const satisfies Record<PlayRefusal, string>;

function Game({
  game,
  useBoard,
  mode,
  data,
  lng,
}: {
  game: BonusGame;
  useBoard: BoardHook;
  mode: PlayMode;
  data: BonusGamesResponse | undefined;
  lng: string;
}) {
  const { t, i18n } = useTranslation('promotions');
  const stores = useStores();
  const money = useMoney();
  const pass = data?.passes.find((p) => p.game === game);
  const resume = data?.open.find((p) => p.game === game);
  const { play, busy, refusal, begin, act, reset } = usePlay(game, mode, {
    resume,
    onFinished: (finished) => {
      if (finished.fun) return;
      invalidateQueries(stores.queries, QUERY_KEY);
      void loadBalance(accountOf(stores));
    },
  });
  const unit = play?.unit ?? pass?.unit ?? null;
  const iso = play?.iso ?? pass?.iso ?? null;
  const prizeLabel = (prize: number) =>
    mode === 'real' && unit !== null && iso !== null
      ? money(Math.floor((unit * prize) / 100), iso)
      : t('bonusGames.units', {
          value: formatNumber(prize / 100, i18n.language, prize % 100 === 0 ? 0 : prize % 10 === 0 ? 1 : 2),
        });
  const locked = mode === 'real' && pass === undefined && play?.status !== 'open';
  const drawn = useBoard({
    play,
    busy,
    locked,
    prizeLabel,
    begin: () => void begin(),
    act: (action) => void act(action),
    reset,
  });
  return (
    <>
      <Stage aria-labelledby="bonus-game-name">
        <Inline gap={2} align="center" wrap>
          <Heading level={2} size="lg" id="bonus-game-name">
            {t(`bonusGames.names.${game}`)}
          </Heading>
          <Badge tone={mode === 'real' ? 'accent' : 'neutral'}>
            {t(mode === 'real' ? 'bonusGames.modeReal' : 'bonusGames.modeFun')}
          </Badge>
        </Inline>
        <Text>{t(`bonusGames.rules.${game}`)}</Text>
        {drawn.board}
        <Inline gap={3} align="center" wrap>
          {drawn.controls}
        </Inline>
        <div role="status" aria-live="polite">
          {refusal !== null ? (
            <Text tone="danger">{t(REFUSAL_KEYS[refusal])}</Text>
          ) : (
            <Result game={game} play={play} shown={drawn.outcomeShown} prizeLabel={prizeLabel} lng={lng} />
          )}
        </div>
        {mode === 'fun' && (
          <Text size="sm" tone="muted">
            {t('bonusGames.funNote')}
          </Text>
        )}
      </Stage>
      <Fairness
        play={play?.status === 'finished' && !drawn.outcomeShown ? { ...play, status: 'open' } : play}
      />
      <OddsTable game={game} prizeLabel={prizeLabel} />
    </>
  );
}

/** `board`: the game's board hook (each route passes its own, so that a page carries one board only). */
export function BonusGamePage({ game, board }: { game: BonusGame; board: BoardHook }) {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const { lng } = usePage();
  const user = useSnapshot(useStores().user);
  const signedIn = isSignedIn(user);
  const query = useQuery(QUERY_KEY, (signal) => fetchBonusGames(signal), { enabled: signedIn });
  const data = signedIn ? query.data : undefined;
  const hasPlays = data?.passes.some((pass) => pass.game === game) === true;
  const hasOpen = data?.open.some((play) => play.game === game) === true;
  const [fun, setFun] = useState(false);
  const mode: PlayMode = signedIn && (hasPlays || hasOpen) && !fun ? 'real' : 'fun';
  const waiting = signedIn && data === undefined && query.status !== 'error';
  return (
    <ListingPage>
      <PageIntro intro={t('bonusGames.intro')} />
      <Stack gap={2}>
        <Heading level={2} size="md">
          {t('bonusGames.passes.title')}
        </Heading>
        {signedIn ? (
          <Passes data={data} game={game} lng={lng} />
        ) : (
          <Text>{t('bonusGames.passes.guest')}</Text>
        )}
        {signedIn && (hasPlays || hasOpen) && (
          <Inline gap={2}>
            <Button size="sm" variant="ghost" onClick={() => setFun(!fun)}>
              {t(fun ? 'bonusGames.playReal' : 'bonusGames.playFun')}
            </Button>
          </Inline>
        )}
      </Stack>
      {!waiting && (
        <Game key={`${game}:${mode}`} game={game} useBoard={board} mode={mode} data={data} lng={lng} />
      )}
      {data !== undefined && <History plays={data.recent.filter((p) => p.game === game)} lng={lng} />}
    </ListingPage>
  );
}
