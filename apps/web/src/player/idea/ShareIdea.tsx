/**
 * `office/share-idea`: a signed-in player sends an idea (a topic and the text). It goes to support as a request
 * (topic "other", subtopic "another question", the subject naming the idea's topic), so the team answers it in
 * the player's requests; the page thanks the player and links to that request.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Heading, NativeSelect, Stack, Text, announce } from '@betline/ui';
import { SUPPORT_TEXT_MAX } from '@betline/core';
import { openTicket } from '../../api/support';
import { useMutation } from '../../lib/query';
import { RouterLink } from '../../lib/RouterLink';
import { TextArea } from '../support/parts';
import { useContentTexts } from '../useTexts';

/** The topics a player files an idea under (the `content:idea.topics` strings). */
export const IDEA_TOPICS = ['sports', 'casino', 'app', 'payments', 'other'] as const;
type IdeaTopic = (typeof IDEA_TOPICS)[number];

/** Support's topic and subtopic for ideas: "Other", "Another question". */
const IDEA_TICKET = { topicId: 5, subTopicId: 51 } as const;

export function ShareIdea({ lng }: { lng: string }) {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  const hintId = useId();
  const [topic, setTopic] = useState<IdeaTopic>();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string>();
  const [sentTicket, setSentTicket] = useState<number>();

  const send = useMutation(
    () =>
      openTicket(
        {
          ...IDEA_TICKET,
          subject: t('content:idea.subject', { topic: t(`content:idea.topics.${topic!}`) }),
          text: text.trim(),
          lng,
        },
        [],
      ),
    {
      invalidates: [['support']],
      onSuccess: (ticket) => {
        announce(t('content:idea.thanks'));
        setSentTicket(ticket.id);
      },
      onError: () => setError(t('content:idea.error')),
    },
  );

  const missing = { topic: topic === undefined, text: text.trim() === '' };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError(undefined);
    if (missing.topic || missing.text) return;
    void send.run();
  };

  if (sentTicket !== undefined) {
    return (
      <Stack gap={3} role="status">
        <Heading level={2} size="md">
          {t('content:idea.thanks')}
        </Heading>
        <Text>{t('content:idea.thanksBody')}</Text>
        <Stack gap={2}>
          <RouterLink href={`/${lng}/office/support?ticket=${sentTicket}`}>
            {t('content:idea.follow')}
          </RouterLink>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setSentTicket(undefined);
                setTopic(undefined);
                setText('');
                setTried(false);
              }}
            >
              {t('content:idea.another')}
            </Button>
          </div>
        </Stack>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('content:idea.form')}>
      <Stack gap={4}>
        <Text tone="muted">{t('content:idea.intro')}</Text>
        <Field
          label={t('content:idea.topic')}
          required
          error={tried && missing.topic ? t('content:idea.choose') : undefined}
        >
          <NativeSelect
            value={topic ?? ''}
            placeholder={t('content:idea.chooseTopic')}
            options={IDEA_TOPICS.map((value) => ({ value, label: t(`content:idea.topics.${value}`) }))}
            onChange={(event) => setTopic(event.target.value as IdeaTopic)}
          />
        </Field>
        <Field
          label={t('content:idea.text')}
          required
          error={tried && missing.text ? t('content:idea.required') : undefined}
        >
          <TextArea
            value={text}
            maxLength={SUPPORT_TEXT_MAX}
            rows={6}
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Text id={hintId} size="sm" tone="muted">
          {t('content:idea.textHint', { max: SUPPORT_TEXT_MAX })}
        </Text>
        {error && (
          <Text tone="danger" role="alert">
            {error}
          </Text>
        )}
        <div>
          <Button type="submit" loading={send.pending}>
            {t('content:idea.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
