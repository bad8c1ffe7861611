/**
 * `office/bringfriend` (the account area's `bring_friend`, docs/adr/0047-bring-a-friend.md): the player's link and
 * code to share, how a friend earns the player a bonus (the terms in the player's currency), and the friends who
 * registered through it with what came of each.
 */
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import type { ReferredFriend } from '@betline/contracts';
import {
  Badge,
  Button,
  Inline,
  Stack,
  Table,
  Text,
  announce,
  type BadgeTone,
  type TableColumn,
} from '@betline/ui';
import { fetchReferrals } from '../api/promotions';
import { TextState } from '../information/ContentView';
import { formatPreferredDateTime } from '../lib/dates';
import { useQuery } from '../lib/query';
import { useMoney } from '../player/money';
import { Section } from '../player/office/parts';
import { usePreferences } from '../stores/preferences';
import { CopyCode } from './parts';
import { usePromotionsTexts } from './texts';

const STATUS_TONE: Record<ReferredFriend['status'], BadgeTone> = {
  registered: 'accent',
  rewarded: 'success',
  expired: 'neutral',
  refused: 'neutral',
};

const Link = styled.output`
  display: block;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.inset};
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;

const neverChanges = () => () => {};
const browserOrigin = () => window.location.origin;
const noOrigin = () => '';

export function BringFriend({ lng }: { lng: string }) {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const prefs = usePreferences();
  const query = useQuery(['referrals'], (signal) => fetchReferrals(signal));
  // The site's address is the browser's: the server and the hydration render the path alone, then the browser
  // renders it whole.
  const origin = useSyncExternalStore(neverChanges, browserOrigin, noOrigin);
  const [copied, setCopied] = useState(false);
  const data = query.data;
  if (data === undefined)
    return <TextState status={query.status} error={query.error} reload={query.reload} />;

  const link = `${origin}/${lng}/?bf=${data.code}`;
  const terms = {
    minDeposit: money(data.terms.minDeposit, data.terms.iso),
    reward: money(data.terms.reward, data.terms.iso),
    days: data.terms.qualifyDays,
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      announce(t('friends.linkCopied'));
    } catch {
      // No clipboard here: the link stays on screen to be copied by hand.
    }
  };
  const date = (iso: string) => formatPreferredDateTime(iso, lng, prefs) ?? '';
  const columns: TableColumn<ReferredFriend>[] = [
    { key: 'friend', header: t('friends.columns.friend'), rowHeader: true, cell: (row) => row.login },
    { key: 'registered', header: t('friends.columns.registered'), cell: (row) => date(row.registeredAt) },
    {
      key: 'status',
      header: t('friends.columns.status'),
      cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{t(`friends.statuses.${row.status}`)}</Badge>,
    },
    {
      key: 'reward',
      header: t('friends.columns.reward'),
      cell: (row) => (row.reward === null ? '—' : money(row.reward.amount, row.reward.iso)),
    },
  ];
  return (
    <Stack gap={5}>
      <Text tone="muted">{t('friends.intro', terms)}</Text>
      <Section title={t('friends.link')}>
        <Stack gap={3}>
          <Link aria-label={t('friends.link')}>{link}</Link>
          <Inline gap={3} wrap>
            <Button onClick={() => void copy()}>
              {copied ? t('friends.linkCopied') : t('friends.copyLink')}
            </Button>
          </Inline>
          <Text size="sm" tone="muted">
            {t('friends.linkHint', { hours: data.terms.cookieDays * 24 })}
          </Text>
          <CopyCode code={data.code} />
        </Stack>
      </Section>
      <Section title={t('friends.how')}>
        <Stack gap={3}>
          <Steps>
            <li>{t('friends.steps.send')}</li>
            <li>{t('friends.steps.register')}</li>
            <li>{t('friends.steps.deposit', terms)}</li>
            <li>{t('friends.steps.reward', terms)}</li>
          </Steps>
          <Text size="sm">{t('friends.rules', { max: data.terms.maxRewardedFriends })}</Text>
        </Stack>
      </Section>
      <Section
        title={t('friends.list')}
        description={t('friends.rewarded', { count: data.rewarded, max: data.terms.maxRewardedFriends })}
      >
        <Table
          columns={columns}
          rows={data.friends}
          rowKey={(row) => `${row.login}-${row.registeredAt}`}
          caption={t('friends.list')}
          captionHidden
          emptyText={t('friends.empty')}
        />
      </Section>
    </Stack>
  );
}
