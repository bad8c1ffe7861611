/**
 * The form of a new request: topic and subtopic (chosen here, or already chosen on the way to it), the subject,
 * the message and files. A request about a payment names the payment it is about. Sent, it opens the
 * conversation.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, NativeSelect, Stack, Text, announce } from '@betline/ui';
import { SUPPORT_SUBJECT_MAX, SUPPORT_TEXT_MAX, SUPPORT_TOPICS, supportTopic } from '@betline/core';
import { openTicket } from '../../api/support';
import type { Payment } from '../../api/types';
import { useMutation } from '../../lib/query';
import { useStores } from '../../stores';
import { pushNotice } from '../../stores/notices';
import { FilePicker, TextArea, filesProblem, useSupportFailure, usePaymentSummary } from './parts';

export interface RequestFormProps {
  lng: string;
  /** The topic, when chosen on the way here (no topic select then). */
  topicId?: number;
  /** The subtopic, when chosen on the way here. */
  subTopicId?: number;
  /** The payment the request is about (topics about a payment). */
  transaction?: Payment;
}

export function RequestForm({
  lng,
  topicId: fixedTopic,
  subTopicId: fixedSubtopic,
  transaction,
}: RequestFormProps) {
  const { t } = useTranslation('support');
  const stores = useStores();
  const navigate = useNavigate();
  const summary = usePaymentSummary();
  const failure = useSupportFailure();
  const [topicId, setTopicId] = useState<number | undefined>(fixedTopic);
  const [subTopicId, setSubTopicId] = useState<number | undefined>(fixedSubtopic);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string>();

  // Topics about a payment are reached through the payment-request pages, which choose the payment first.
  const topics = SUPPORT_TOPICS.filter((topic) => topic.transaction === null || transaction !== undefined);
  const topic = topicId === undefined ? undefined : supportTopic(topicId);
  const fileError = filesProblem(files, t);
  const missing = {
    topic: topicId === undefined,
    subtopic: subTopicId === undefined,
    subject: subject.trim() === '',
    text: text.trim() === '',
  };

  const send = useMutation(
    () =>
      openTicket(
        {
          topicId: topicId!,
          subTopicId: subTopicId!,
          subject: subject.trim(),
          text: text.trim(),
          ...(transaction ? { transactionId: transaction.id } : {}),
          lng,
        },
        files,
      ),
    {
      invalidates: [['support']],
      onSuccess: (ticket) => {
        announce(t('form.sent'));
        pushNotice(stores.notices, { kind: 'success', message: t('form.sent') });
        void navigate(`/${lng}/office/support?ticket=${ticket.id}`);
      },
      onError: (caught) => setError(failure(caught)),
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError(undefined);
    if (Object.values(missing).some(Boolean) || fileError) return;
    void send.run();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.heading')}>
      <Stack gap={4}>
        {transaction && (
          <Text>
            {t('conversation.transaction')}: {summary(transaction)}
          </Text>
        )}
        {fixedTopic === undefined && (
          <Field
            label={t('form.topic')}
            required
            error={tried && missing.topic ? t('form.choose') : undefined}
          >
            <NativeSelect
              value={topicId === undefined ? '' : String(topicId)}
              placeholder={t('create.chooseTopic')}
              options={topics.map((item) => ({ value: String(item.id), label: t(`topics.${item.id}`) }))}
              onChange={(event) => {
                setTopicId(Number(event.target.value));
                setSubTopicId(undefined);
              }}
            />
          </Field>
        )}
        {fixedSubtopic === undefined && (
          <Field
            label={t('form.subtopic')}
            required
            error={tried && missing.subtopic ? t('form.choose') : undefined}
          >
            <NativeSelect
              value={subTopicId === undefined ? '' : String(subTopicId)}
              placeholder={t('create.chooseSubtopic')}
              disabled={topic === undefined}
              options={(topic?.subtopics ?? []).map((id) => ({
                value: String(id),
                label: t(`subtopics.${id}`),
              }))}
              onChange={(event) => setSubTopicId(Number(event.target.value))}
            />
          </Field>
        )}
        <Field
          label={t('form.subject')}
          required
          error={tried && missing.subject ? t('form.required') : undefined}
        >
          <Input
            value={subject}
            maxLength={SUPPORT_SUBJECT_MAX}
            onChange={(event) => setSubject(event.target.value)}
          />
        </Field>
        <Field label={t('form.text')} required error={tried && missing.text ? t('form.required') : undefined}>
          <TextArea
            value={text}
            maxLength={SUPPORT_TEXT_MAX}
            rows={6}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <FilePicker files={files} onChange={setFiles} error={fileError} disabled={send.pending} />
        {error && (
          <Text tone="danger" role="alert">
            {error}
          </Text>
        )}
        <div>
          <Button type="submit" loading={send.pending}>
            {t('form.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
