/**
 * office/payment/create-request: topic -> subtopic -> (for a topic about a payment) the payment -> the form.
 * Each step is a page of its own (its path says what was chosen); the subtopic travels to the payment steps as
 * `?subTopicId=`, since their paths have no place for it.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { EmptyState, ErrorState, Heading, Spinner, Stack, Text } from '@betline/ui';
import { SUPPORT_TOPICS, isSupportSubtopic, supportTopic, type SupportTopic } from '@betline/core';
import { fetchPayments } from '../../api/wallet';
import { useQuery } from '../../lib/query';
import { usePage } from '../../routes/handle';
import { OfficePage } from '../PageShell';
import { useSupportTexts } from '../useTexts';
import { RequestForm } from './RequestForm';
import { AppLink, usePaymentSummary } from './parts';

const Choices = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BASE = (lng: string) => `/${lng}/office/payment/create-request`;

function Step({ heading, back, children }: { heading: string; back?: string; children: ReactNode }) {
  useSupportTexts();
  const { t } = useTranslation('support');
  return (
    <OfficePage>
      <Stack gap={4}>
        {back !== undefined && <AppLink href={back}>{t('create.back')}</AppLink>}
        <Heading level={2} size="md">
          {heading}
        </Heading>
        {children}
      </Stack>
    </OfficePage>
  );
}

/** The topic of the page's `topicId`, or undefined. */
function useTopic(): SupportTopic | undefined {
  const { params } = usePage();
  return supportTopic(Number(params.topicId));
}

function UnknownTopic() {
  const { t } = useTranslation('support');
  const { lng } = usePage();
  return (
    <Step heading={t('create.unknownTopic')} back={BASE(lng)}>
      <AppLink href={BASE(lng)}>{t('create.chooseTopic')}</AppLink>
    </Step>
  );
}

export function CreateRequestTopics() {
  useSupportTexts();
  const { t } = useTranslation('support');
  const { lng } = usePage();
  return (
    <Step heading={t('create.chooseTopic')} back={`/${lng}/office/support`}>
      <Choices>
        {SUPPORT_TOPICS.map((topic) => (
          <li key={topic.id}>
            <AppLink href={`${BASE(lng)}/${topic.id}`}>{t(`topics.${topic.id}`)}</AppLink>
          </li>
        ))}
      </Choices>
    </Step>
  );
}

export function CreateRequestSubtopics() {
  useSupportTexts();
  const { t } = useTranslation('support');
  const { lng } = usePage();
  const topic = useTopic();
  if (!topic) return <UnknownTopic />;
  const next = (subTopicId: number) =>
    topic.transaction === null
      ? `${BASE(lng)}/${topic.id}/${subTopicId}`
      : `${BASE(lng)}/${topic.id}/transactions?subTopicId=${subTopicId}`;
  return (
    <Step heading={t('create.chooseSubtopic')} back={BASE(lng)}>
      <Text tone="muted">{t(`topics.${topic.id}`)}</Text>
      <Choices>
        {topic.subtopics.map((id) => (
          <li key={id}>
            <AppLink href={next(id)}>{t(`subtopics.${id}`)}</AppLink>
          </li>
        ))}
      </Choices>
    </Step>
  );
}

/** The player's payments of the topic's direction (newest first, the last 100). */
function usePayments(type: 'deposit' | 'withdrawal' | null) {
  return useQuery(
    ['payments', 'support', type],
    (signal) => fetchPayments({ type: type ?? undefined, page: 1, pageSize: 100 }, signal),
    { enabled: type !== null, handOver: true },
  );
}

/** The subtopic of `?subTopicId=` when it belongs to the topic. */
function useSubtopicParam(topic: SupportTopic | undefined): number | undefined {
  const [search] = useSearchParams();
  const { params } = usePage();
  const id = Number(params.subTopicId ?? search.get('subTopicId'));
  return topic && isSupportSubtopic(topic.id, id) ? id : undefined;
}

export function CreateRequestTransactions() {
  useSupportTexts();
  const { t } = useTranslation('support');
  const { lng } = usePage();
  const topic = useTopic();
  const subTopicId = useSubtopicParam(topic);
  const summary = usePaymentSummary();
  const payments = usePayments(topic?.transaction ?? null);
  if (!topic || topic.transaction === null) return <UnknownTopic />;
  const query = subTopicId === undefined ? '' : `?subTopicId=${subTopicId}`;
  let content: ReactNode;
  if (payments.status === 'error' && payments.data === undefined) {
    content = <ErrorState onRefresh={payments.reload}>{t('create.transactionsError')}</ErrorState>;
  } else if (payments.data === undefined) {
    content = <Spinner label={t('create.chooseTransaction')} />;
  } else if (payments.data.items.length === 0) {
    content = <EmptyState title={t('create.noTransactions')} />;
  } else {
    content = (
      <Choices>
        {payments.data.items.map((payment) => (
          <li key={payment.id}>
            <AppLink href={`${BASE(lng)}/${topic.id}/transactions/${payment.id}${query}`}>
              {summary(payment)}
            </AppLink>
          </li>
        ))}
      </Choices>
    );
  }
  return (
    <Step heading={t('create.chooseTransaction')} back={`${BASE(lng)}/${topic.id}`}>
      <Text tone="muted">
        {t(`topics.${topic.id}`)}
        {subTopicId !== undefined && ` · ${t(`subtopics.${subTopicId}` as 'subtopics.11')}`}
      </Text>
      {content}
    </Step>
  );
}

/** The form: a topic without a payment (`{topicId}/{subTopicId}`) or about one (`{topicId}/transactions/{id}`). */
export function CreateRequestForm() {
  useSupportTexts();
  const { t } = useTranslation('support');
  const { lng, params } = usePage();
  const topic = useTopic();
  const subTopicId = useSubtopicParam(topic);
  const payments = usePayments(topic?.transaction ?? null);
  if (!topic) return <UnknownTopic />;
  const transactionId = Number(params.transactionId);
  const aboutPayment = topic.transaction !== null;
  // A topic about a payment needs one (its own path); a subtopic path must name one of the topic's subtopics.
  if (aboutPayment !== Number.isInteger(transactionId) || (!aboutPayment && subTopicId === undefined)) {
    return <UnknownTopic />;
  }
  const back = aboutPayment
    ? `${BASE(lng)}/${topic.id}/transactions${subTopicId === undefined ? '' : `?subTopicId=${subTopicId}`}`
    : `${BASE(lng)}/${topic.id}`;
  let content: ReactNode;
  if (!aboutPayment) {
    content = <RequestForm lng={lng} topicId={topic.id} subTopicId={subTopicId} />;
  } else if (payments.status === 'error' && payments.data === undefined) {
    content = <ErrorState onRefresh={payments.reload}>{t('create.transactionsError')}</ErrorState>;
  } else if (payments.data === undefined) {
    content = <Spinner label={t('create.chooseTransaction')} />;
  } else {
    const payment = payments.data.items.find((item) => item.id === transactionId);
    content = payment ? (
      <RequestForm lng={lng} topicId={topic.id} subTopicId={subTopicId} transaction={payment} />
    ) : (
      <Text>{t('errors.codes.transaction_not_found')}</Text>
    );
  }
  return (
    <Step heading={t('form.heading')} back={back}>
      <Text tone="muted">
        {t(`topics.${topic.id}`)}
        {subTopicId !== undefined && ` · ${t(`subtopics.${subTopicId}` as 'subtopics.11')}`}
      </Text>
      {content}
    </Step>
  );
}
