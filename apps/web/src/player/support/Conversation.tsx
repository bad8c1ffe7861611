/**
 * One request's conversation: its topic, status and payment, the messages of both sides with their files, the
 * reply box and closing. Support's answers arrive over the push channel while the page is open.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, ErrorState, Heading, Inline, Spinner, Stack, Surface, Text, announce } from '@betline/ui';
import { SUPPORT_TEXT_MAX } from '@betline/core';
import {
  attachmentUrl,
  closeTicket,
  fetchTicket,
  replyToTicket,
  type SupportMessage,
} from '../../api/support';
import { statusOf } from '../../api/errors';
import { invalidateQueries, useMutation, useQuery } from '../../lib/query';
import { useStores } from '../../stores';
import {
  AppLink,
  FilePicker,
  StatusBadge,
  TextArea,
  fileSize,
  filesProblem,
  useDate,
  usePaymentSummary,
  useSupportFailure,
  useSupportLive,
} from './parts';

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  box-sizing: border-box;
  max-width: min(${vars.size.layout.bubbleWidth}, 90%);
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${({ $mine }) => ($mine ? vars.bgColor.accent.muted : vars.bgColor.inset)};
  color: ${vars.fgColor.default};
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: ${vars.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;

const FileLink = styled.a`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  color: ${vars.fgColor.accent};
  font-size: ${vars.fontSize.sm};

  img {
    display: block;
    max-width: ${vars.size.thumbnail.width};
    max-height: ${vars.size.thumbnail.height};
    border-radius: ${vars.radius.md};
    object-fit: cover;
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

function Message({ message, ticketId }: { message: SupportMessage; ticketId: number }) {
  const { t, i18n } = useTranslation('support');
  const date = useDate();
  const mine = message.author === 'player';
  const author = mine ? t('conversation.you') : (message.authorName ?? t('conversation.support'));
  return (
    <Bubble $mine={mine} aria-label={`${author}, ${date(message.createdAt)}`}>
      <Stack gap={1}>
        <Inline gap={2} wrap>
          <Text as="strong" size="sm" weight="bold">
            {author}
          </Text>
          <Text as="span" size="sm" tone="muted">
            <time dateTime={message.createdAt}>{date(message.createdAt)}</time>
          </Text>
        </Inline>
        <Body>{message.text}</Body>
        {message.attachments.length > 0 && (
          <Files>
            {message.attachments.map((file) => {
              const href = attachmentUrl(ticketId, file.id);
              const label = t('conversation.attachment', {
                name: file.name,
                size: fileSize(file.size, i18n.language),
              });
              return (
                <li key={file.id}>
                  <FileLink href={href} download={file.name}>
                    {file.type !== 'application/pdf' && <img src={href} alt="" loading="lazy" />}
                    <span>{label}</span>
                  </FileLink>
                </li>
              );
            })}
          </Files>
        )}
      </Stack>
    </Bubble>
  );
}

export function Conversation({ ticketId, lng }: { ticketId: number; lng: string }) {
  const { t } = useTranslation('support');
  const stores = useStores();
  const summary = usePaymentSummary();
  const failure = useSupportFailure();
  const ticket = useQuery(['support', 'ticket', ticketId], (signal) => fetchTicket(ticketId, signal), {
    handOver: true,
  });
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string>();

  useSupportLive((change) => {
    if (change !== null && change.ticketId !== ticketId) return;
    ticket.reload();
    // The list beside it shows the new status too.
    invalidateQueries(stores.queries, ['support', 'list']);
    if (change?.messageId != null && (change.status === 'answered' || change.status === 'awaiting_player')) {
      announce(t('conversation.newMessage'));
    }
  });

  const reply = useMutation(() => replyToTicket(ticketId, text.trim(), files), {
    invalidates: [['support', 'list']],
    onSuccess: (answer) => {
      ticket.setData(() => answer);
      setText('');
      setFiles([]);
      setTried(false);
      announce(t('conversation.sent'));
    },
    onError: (caught) => setError(failure(caught)),
  });
  const close = useMutation(() => closeTicket(ticketId), {
    invalidates: [['support', 'list']],
    onSuccess: (answer) => {
      ticket.setData(() => answer);
      announce(t('conversation.closedDone'));
    },
    onError: (caught) => setError(failure(caught)),
  });

  const back = <AppLink href={`/${lng}/office/support`}>{t('conversation.back')}</AppLink>;
  if (ticket.status === 'error' && ticket.data === undefined) {
    return (
      <Stack gap={3}>
        {back}
        {statusOf(ticket.error) === 404 ? (
          <Text>{t('conversation.notFound')}</Text>
        ) : (
          <ErrorState onRefresh={ticket.reload}>{t('conversation.loadError')}</ErrorState>
        )}
      </Stack>
    );
  }
  const data = ticket.data;
  if (data === undefined) return <Spinner label={t('conversation.messages')} />;

  const fileError = filesProblem(files, t);
  const empty = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError(undefined);
    if (empty || fileError) return;
    void reply.run();
  };

  return (
    <Stack gap={4}>
      {back}
      <Surface as="section" aria-labelledby="support-ticket-subject" padding={4}>
        <Stack gap={2}>
          <Inline gap={3} wrap justify="between">
            <Heading level={2} size="md" id="support-ticket-subject">
              {data.subject}
            </Heading>
            <StatusBadge status={data.status} />
          </Inline>
          <Text size="sm" tone="muted">
            {t(`topics.${data.topicId}` as 'topics.1')} ·{' '}
            {t(`subtopics.${data.subTopicId}` as 'subtopics.11')}
          </Text>
          {data.transaction && (
            <Text size="sm">
              {t('conversation.transaction')}: {summary(data.transaction)}
            </Text>
          )}
        </Stack>
      </Surface>
      <section aria-label={t('conversation.messages')}>
        {/* New messages are read out as they arrive (the push channel reloads the ticket). */}
        <Messages aria-live="polite" aria-relevant="additions">
          {data.messages.map((message) => (
            <Message key={message.id} message={message} ticketId={data.id} />
          ))}
        </Messages>
      </section>
      {data.status === 'closed' ? (
        <Text tone="muted">{t('conversation.closedNotice')}</Text>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('conversation.reply')}>
          <Stack gap={3}>
            <label htmlFor="support-reply">
              <Text as="span" weight="medium">
                {t('conversation.reply')}
              </Text>
            </label>
            <TextArea
              id="support-reply"
              value={text}
              rows={4}
              maxLength={SUPPORT_TEXT_MAX}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={tried && empty ? true : undefined}
              aria-describedby={tried && empty ? 'support-reply-error' : undefined}
            />
            {tried && empty && (
              <Text id="support-reply-error" size="sm" tone="danger">
                {t('form.required')}
              </Text>
            )}
            <FilePicker files={files} onChange={setFiles} error={fileError} disabled={reply.pending} />
            {error && (
              <Text tone="danger" role="alert">
                {error}
              </Text>
            )}
            <Inline gap={3} wrap>
              <Button type="submit" loading={reply.pending}>
                {t('conversation.send')}
              </Button>
              <Button variant="secondary" loading={close.pending} onClick={() => void close.run()}>
                {t('conversation.close')}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
