import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import { Badge, Button, Heading, Inline, Stack, Switch, Text } from '@betline/ui';
import { bettingPath, champTablePath, teamPath } from '@betline/core';
import type { FavouriteKind } from '@betline/contracts/paths';
import type { FavouriteChamp, FavouriteGame, FavouriteTeam } from '@betline/contracts';
import { RouterLink } from '../../lib/RouterLink';
import { Section } from '../../player/office/parts';
import { useStores } from '../../stores';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { useLiveGame } from '../push/usePush';
import { sportFavouritesOf } from './state';
import { useFavouritesTexts } from './texts';
import {
  loadSportFavourites,
  notificationPermission,
  switchAlerts,
  toggleSportFavourite,
  type AlertsResult,
} from './store';

const Rows = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding-block: ${vars.space[2]};
  border-block-end: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
`;

const Score = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.fontWeight.semibold};
`;

const subscribeNothing = () => () => undefined;

/** One starred thing: its link (or its name when the feed has it no more), what it is, and its remove button. */
function Item({
  kind,
  id,
  name,
  href,
  details,
}: {
  kind: FavouriteKind;
  id: number;
  name: string | null;
  href: string | null;
  details: ReactNode;
}) {
  const { t } = useTranslation('favourites');
  const stores = useStores();
  const shown =
    name ??
    t(kind === 'game' ? 'view.unknownGame' : kind === 'champ' ? 'view.unknownChamp' : 'view.unknownTeam', {
      id,
    });
  return (
    <Row>
      <Stack gap={1}>
        {href === null ? <Text>{shown}</Text> : <RouterLink href={href}>{shown}</RouterLink>}
        <Inline gap={2} align="center" wrap>
          {name === null ? <Text tone="muted">{t('view.gone')}</Text> : details}
        </Inline>
      </Stack>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('view.removeNamed', { name: shown })}
        onClick={() => void toggleSportFavourite(stores, kind, id)}
      >
        {t('view.remove')}
      </Button>
    </Row>
  );
}

function GameItem({ game, lng }: { game: FavouriteGame; lng: string }) {
  const { t } = useTranslation('favourites');
  const prefs = usePreferences();
  // The push channel's state of the game (followed while it is starred), else the list's.
  const live = useLiveGame(game.id);
  const status = live?.known ? live.status : game.status;
  const score = live?.known ? live.score : game.score;
  const href =
    game.name === null || game.sportId === null || game.champId === null
      ? null
      : bettingPath(lng, {
          section: status === 'live' ? 'live' : 'line',
          kind: game.sportKind ?? undefined,
          sport: { id: game.sportId, name: game.sportNameEng ?? '' },
          champ: { id: game.champId, name: game.champNameEng ?? '' },
          gameId: game.id,
        });
  return (
    <Item
      kind="game"
      id={game.id}
      name={game.name}
      href={href}
      details={
        <>
          {status === 'live' ? <Badge tone="danger">{t('view.live')}</Badge> : null}
          {status === 'finished' ? <Badge>{t('view.finished')}</Badge> : null}
          {status !== 'line' && score ? (
            <Score>
              {score[0]}:{score[1]}
            </Score>
          ) : null}
          {status === 'line' ? (
            <Text tone="muted">
              {t('view.startsAt', { time: formatPreferredDateTime(game.startAt, lng, prefs) ?? '' })}
            </Text>
          ) : null}
          <Text tone="muted">{game.champNameEng}</Text>
        </>
      }
    />
  );
}

function champHref(lng: string, champ: FavouriteChamp): string | null {
  return champ.name === null || champ.sportId === null
    ? null
    : champTablePath(
        lng,
        { id: champ.sportId, name: champ.sportNameEng ?? '' },
        { id: champ.id, name: champ.name },
      );
}

function teamHref(lng: string, team: FavouriteTeam): string | null {
  return team.name === null ? null : teamPath(lng, { id: team.id, name: team.name });
}

function Group({ title, children, count }: { title: string; children: ReactNode; count: number }) {
  if (count === 0) return null;
  return (
    <Stack gap={2}>
      <Heading level={3} size="sm">
        {title}
      </Heading>
      <Rows>{children}</Rows>
    </Stack>
  );
}

/** The switch of browser notifications: asks the browser's permission when turned on, and says when it is refused. */
function Alerts() {
  const { t } = useTranslation('favourites');
  const stores = useStores();
  const { alerts } = useSnapshot(sportFavouritesOf(stores));
  const [refusal, setRefusal] = useState<AlertsResult | null>(null);
  const unsupported = notificationPermission() === 'unsupported';
  return (
    <Stack gap={1}>
      <Switch
        isSelected={alerts}
        isDisabled={unsupported}
        onChange={(on) => {
          void switchAlerts(stores, on).then((result) => setRefusal(result === 'denied' ? result : null));
        }}
      >
        {t('alerts.label')}
      </Switch>
      <Text tone="muted">{t('alerts.hint')}</Text>
      {unsupported ? <Text tone="muted">{t('alerts.unsupported')}</Text> : null}
      {refusal === 'denied' ? (
        <Text tone="danger" role="alert">
          {t('alerts.denied')}
        </Text>
      ) : null}
    </Stack>
  );
}

function Lists({ lng }: { lng: string }) {
  const { t } = useTranslation('favourites');
  const stores = useStores();
  const { status, list } = useSnapshot(sportFavouritesOf(stores));
  if (status === 'error') {
    return (
      <Stack gap={2}>
        <Text tone="danger">{t('view.error')}</Text>
        <Inline>
          <Button variant="secondary" size="sm" onClick={() => void loadSportFavourites(stores)}>
            {t('view.retry')}
          </Button>
        </Inline>
      </Stack>
    );
  }
  if (list === null) return <Text tone="muted">{t('view.loading')}</Text>;
  const empty = list.games.length + list.champs.length + list.teams.length === 0;
  return (
    <Stack gap={4}>
      <Alerts />
      {empty ? <Text tone="muted">{t('view.empty')}</Text> : null}
      <Group title={t('view.games')} count={list.games.length}>
        {list.games.map((game) => (
          <GameItem key={game.id} game={game as FavouriteGame} lng={lng} />
        ))}
      </Group>
      <Group title={t('view.champs')} count={list.champs.length}>
        {list.champs.map((champ) => (
          <Item
            key={champ.id}
            kind="champ"
            id={champ.id}
            name={champ.name}
            href={champHref(lng, champ)}
            details={
              <Text tone="muted">{[champ.sportNameEng, champ.countryEng].filter(Boolean).join(' · ')}</Text>
            }
          />
        ))}
      </Group>
      <Group title={t('view.teams')} count={list.teams.length}>
        {list.teams.map((team) => (
          <Item
            key={team.id}
            kind="team"
            id={team.id}
            name={team.name}
            href={teamHref(lng, team)}
            details={
              <Text tone="muted">{[team.sportNameEng, team.champNameEng].filter(Boolean).join(' · ')}</Text>
            }
          />
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The favourites block of the office (`office/settings`, the sportsbook's settings): the starred games with their
 * live state, the championships and teams, each with a link and a remove button, and the notification switch.
 * Its content is the browser's (the player's list loads after the sign-in), drawn once the page is live.
 */
export function FavouritesView({ lng }: { lng: string }) {
  useFavouritesTexts();
  const { t } = useTranslation('favourites');
  const live = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return (
    <Section title={t('view.title')} description={t('view.intro')} headingId="favourites">
      {live ? <Lists lng={lng} /> : null}
    </Section>
  );
}
