/**
 * Pieces of the support pages: the texts hook, the status badge, a payment's one-line summary, the message box
 * and the file picker (checked in the browser for a quick answer; the server reads each file's bytes anyway).
 */
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Badge, Button, Inline, Link, Stack, Text, type BadgeTone, type LinkProps } from '@betline/ui';
import { RouterLink } from '../../lib/RouterLink';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
  type SupportTopic,
} from '@betline/core';
import { errorCodeOf, isIgnorable, playerMessage, statusOf } from '../../api/errors';
import type { Payment } from '../../api/types';
import type { SupportStatus } from '../../api/support';
import type { SupportPush } from '../../api/types';
import { pushOf, SUPPORT_KEY } from '../../sportsbook/push';
import { useStores } from '../../stores';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { useMoney } from '../money';

export const STATUS_TONE: Record<SupportStatus, BadgeTone> = {
  open: 'accent',
  awaiting_player: 'warning',
  answered: 'success',
  closed: 'neutral',
};

export function StatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support');
  return <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

/** The page's date format (the player's time zone and clock). */
export function useDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const prefs = usePreferences();
  return (iso) => formatPreferredDateTime(iso, i18n.language, prefs) ?? '';
}

/** "Deposit no. 12 of 20 Nov 2026, 12:30: €50.00". */
export function usePaymentSummary(): (payment: Payment) => string {
  const { t } = useTranslation('support');
  const money = useMoney();
  const date = useDate();
  return (payment) =>
    t('payments.summary', {
      type: t(`payments.${payment.type}`),
      id: payment.id,
      date: date(payment.createdAt),
      amount: money(payment.amount, payment.iso),
    });
}

export const topicKey = (topic: SupportTopic | number) =>
  `topics.${typeof topic === 'number' ? topic : topic.id}` as const;

/** A file's size for people: "812 KB", "1.4 MB". */
export function fileSize(bytes: number, lng: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(lng, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  return bytes < 1024 * 1024
    ? format(Math.max(1, Math.round(bytes / 1024)), 'kilobyte')
    : format(bytes / 1024 / 1024, 'megabyte');
}

/** Why the files cannot be sent (the first problem), or undefined. */
export function filesProblem(files: readonly File[], t: TFunction<'support'>) {
  if (files.length > SUPPORT_ATTACHMENTS_PER_MESSAGE) return t('errors.fileCount');
  for (const file of files) {
    if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
      return t('errors.fileType', { name: file.name });
    }
    if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return t('errors.fileSize', { name: file.name });
  }
  return undefined;
}

/** A failed write in the player's words: support's own refusals first, then the office's. */
export function useSupportFailure(): (error: unknown) => string | undefined {
  const { t } = useTranslation('support');
  const { t: tAccount } = useTranslation('account');
  return (error) => {
    if (isIgnorable(error)) return undefined;
    const code = errorCodeOf(error);
    const own =
      code === undefined
        ? ''
        : t(`errors.codes.${code}` as 'errors.codes.ticket_closed', { defaultValue: '' });
    if (own !== '') return own;
    if (statusOf(error) === 413) return t('errors.tooLarge');
    return playerMessage(error, tAccount);
  };
}

export const TextArea = styled.textarea`
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: calc(${vars.size.control.md} * 3);
  padding: ${vars.space[2]} ${vars.space[3]};
  background-color: ${vars.input.bgColor.rest};
  color: ${vars.input.fgColor.rest};
  border: ${vars.borderWidth.default} solid ${vars.input.borderColor.rest};
  border-radius: ${vars.input.borderRadius};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  resize: vertical;

  &:hover:not(:disabled) {
    border-color: ${vars.input.borderColor.hover};
  }

  &:focus {
    border-color: ${vars.input.borderColor.focus};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.input.invalid.borderColor};
    border-width: ${vars.borderWidth.thick};
  }
`;

const FileInput = styled.input`
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  color: ${vars.fgColor.muted};

  /* The browser's "choose files" button, in the kit's secondary button look. */
  &::file-selector-button {
    min-height: ${vars.size.control.sm};
    margin-inline-end: ${vars.space[3]};
    padding: 0 ${vars.space[3]};
    border: ${vars.borderWidth.default} solid ${vars.button.secondary.borderColor.rest};
    border-radius: ${vars.button.borderRadius};
    background-color: ${vars.button.secondary.bgColor.rest};
    color: ${vars.button.secondary.fgColor.rest};
    font-family: inherit;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.button.fontWeight};
    cursor: pointer;
  }

  &:hover:not(:disabled)::file-selector-button {
    border-color: ${vars.button.secondary.borderColor.hover};
    background-color: ${vars.button.secondary.bgColor.hover};
    color: ${vars.button.secondary.fgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The file picker of a message: the chosen files, each removable, and the rules under it. */
export function FilePicker({
  files,
  onChange,
  error,
  disabled,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('support');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The input itself is emptied after each choice: the list below is what is sent.
  useEffect(() => {
    if (files.length === 0 && input.current) input.current.value = '';
  }, [files]);
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    onChange([...files, ...chosen]);
  };
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} weight="medium">
        {t('form.files')}
      </Text>
      <FileInput
        ref={input}
        id={id}
        type="file"
        multiple
        accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
        onChange={add}
        disabled={disabled}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <Text id={`${id}-hint`} size="sm" tone="muted">
        {t('form.filesHint')}
      </Text>
      {files.length > 0 && (
        <FileList>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <Inline gap={2} align="center">
                <Text size="sm">
                  {t('conversation.attachment', {
                    name: file.name,
                    size: fileSize(file.size, i18n.language),
                  })}
                </Text>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                  disabled={disabled}
                >
                  {t('form.removeFile', { name: file.name })}
                </Button>
              </Inline>
            </li>
          ))}
        </FileList>
      )}
      {error && (
        <Text id={`${id}-error`} size="sm" tone="danger" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Follows the signed-in player's tickets over the push channel while mounted: `onChange` gets the ticket that
 * changed, or null after a reconnect (read again). The client is made in the effect: a server render makes none.
 */
export function useSupportLive(onChange: (change: SupportPush | null) => void): void {
  const stores = useStores();
  const listener = useRef(onChange);
  useEffect(() => {
    listener.current = onChange;
  });
  useEffect(() => {
    const push = pushOf(stores);
    const stop = push.onSupport((change) => listener.current(change));
    const release = push.acquire([SUPPORT_KEY]);
    return () => {
      release();
      stop();
    };
  }, [stores]);
}

/** A link inside the app (the router's navigation, the kit's look). */
export function AppLink(props: Omit<LinkProps, 'linkComponent'>) {
  return <Link underline="hover" {...props} linkComponent={RouterLink} />;
}
