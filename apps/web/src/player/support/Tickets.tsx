/**
 * The player's requests (office/support) and their requests about payments (office/payment/requests): each with
 * its status, topic, payment and unread answers; the list follows support's answers over the push channel.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Badge, EmptyState, ErrorState, Inline, Spinner, Stack, Surface, Text } from '@betline/ui';
import { fetchTickets, type SupportTicket } from '../../api/support';
import { useQuery } from '../../lib/query';
import { AppLink, StatusBadge, useDate, usePaymentSummary, useSupportLive } from './parts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Row({ ticket, lng }: { ticket: SupportTicket; lng: string }) {
  const { t } = useTranslation('support');
  const date = useDate();
  const summary = usePaymentSummary();
  return (
    <li>
      <Surface padding={3}>
        <Stack gap={1}>
          <Inline gap={3} wrap justify="between">
            <AppLink href={`/${lng}/office/support?ticket=${ticket.id}`}>{ticket.subject}</AppLink>
            <Inline gap={2}>
              {ticket.unread > 0 && <Badge tone="accent">{t('list.unread', { count: ticket.unread })}</Badge>}
              <StatusBadge status={ticket.status} />
            </Inline>
          </Inline>
          <Text size="sm" tone="muted">
            {t(`topics.${ticket.topicId}` as 'topics.1')} ·{' '}
            {t(`subtopics.${ticket.subTopicId}` as 'subtopics.11')}
          </Text>
          {ticket.transaction && <Text size="sm">{summary(ticket.transaction)}</Text>}
          <Text size="sm" tone="muted">
            {t('list.updated', { date: date(ticket.updatedAt) })}
          </Text>
        </Stack>
      </Surface>
    </li>
  );
}

export function Tickets({ lng, payments }: { lng: string; payments?: boolean }) {
  const { t } = useTranslation('support');
  const filter = payments === undefined ? {} : { payments };
  const tickets = useQuery(['support', 'list', filter], (signal) => fetchTickets(filter, signal), {
    handOver: true,
  });
  useSupportLive(() => tickets.reload());

  if (tickets.status === 'error' && tickets.data === undefined) {
    return <ErrorState onRefresh={tickets.reload}>{t('list.loadError')}</ErrorState>;
  }
  if (tickets.data === undefined) return <Spinner label={t('list.heading')} />;
  if (tickets.data.items.length === 0) {
    return <EmptyState title={payments ? t('payments.empty') : t('list.empty')} />;
  }
  return (
    <List aria-label={t('list.heading')}>
      {tickets.data.items.map((ticket) => (
        <Row key={ticket.id} ticket={ticket} lng={lng} />
      ))}
    </List>
  );
}
