import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import type { VerificationDocument, VerificationDocumentKind, VerificationState } from '@betline/contracts';
import {
  VERIFICATION_MAX_FILE_BYTES,
  VERIFICATION_MIME_TYPES,
  VERIFICATION_STATUS,
} from '@betline/contracts/paths';
import {
  Badge,
  Button,
  Field,
  Heading,
  Inline,
  Stack,
  Surface,
  Text,
  type BadgeTone,
  type FieldControlProps,
} from '@betline/ui';
import { errorCodeOf, isIgnorable, playerMessage, statusOf } from '../../api/errors';
import { documentFileUrl, fetchVerification, uploadDocument } from '../../api/verification';
import { useMutation, useQuery } from '../../lib/query';
import { useStores } from '../../stores';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { useMoney } from '../money';
import { PlainList } from '../PageShell';
import { refreshUserConfig } from '../office/userConfig';

/** The query key of the player's verification (invalidated by an upload). */
export const VERIFICATION_QUERY = ['verification'] as const;

/** While documents are under review the page asks again this often (the demo decides after 30 s). */
const REVIEW_POLL_MS = 10_000;

const STATUS_KEYS = {
  [VERIFICATION_STATUS.NONE]: 'none',
  [VERIFICATION_STATUS.PENDING]: 'pending',
  [VERIFICATION_STATUS.VERIFIED]: 'verified',
  [VERIFICATION_STATUS.REJECTED]: 'rejected',
  [VERIFICATION_STATUS.ADDITIONAL_REQUESTED]: 'requested',
} as const;

const STATUS_TONES: Record<(typeof STATUS_KEYS)[keyof typeof STATUS_KEYS], BadgeTone> = {
  none: 'neutral',
  pending: 'accent',
  verified: 'success',
  rejected: 'danger',
  requested: 'warning',
};

const DOCUMENT_TONES: Record<VerificationDocument['status'], BadgeTone> = {
  pending: 'accent',
  accepted: 'success',
  rejected: 'danger',
};

const Kinds = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${vars.size.layout.panelMinWidth}, 1fr));
  gap: ${vars.space[4]};
`;

const KindCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
`;

/** The browser's file input, invisible over a button of our own (its texts are the page's, not the browser's). */
const FilePicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

const PickerButton = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.inset};
  color: ${vars.fgColor.default};
  font-weight: ${vars.fontWeight.medium};

  &:has(input:focus-visible) {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.space[1]};
  }

  &:has(input:disabled) {
    opacity: 0.6;
  }

  &:hover {
    background: ${vars.bgColor.hover};
  }
`;

const FileInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const FileName = styled.span`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Progress = styled.progress`
  width: 100%;
  height: ${vars.space[2]};
  accent-color: ${vars.bgColor.accent.emphasis};
`;

const DocumentRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding-block: ${vars.space[3]};
  border-block-end: ${vars.borderWidth.default} solid ${vars.borderColor.muted};

  &:last-child {
    border-block-end: 0;
  }
`;

const FileLink = styled.a`
  color: ${vars.fgColor.link};
  font-weight: ${vars.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

function statusKey(state: VerificationState) {
  return STATUS_KEYS[state.status];
}

/** The file picker's control (Field gives it its id, label and descriptions). */
function FileControl({
  inputRef,
  chosen,
  ...rest
}: FieldControlProps & {
  inputRef: Ref<HTMLInputElement>;
  chosen: string | undefined;
  name: string;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('verification');
  return (
    <FilePicker>
      <PickerButton>
        <span aria-hidden="true">{t('chooseFile')}</span>
        <FileInput ref={inputRef} type="file" accept={VERIFICATION_MIME_TYPES.join(',')} {...rest} />
      </PickerButton>
      <FileName aria-hidden="true">{chosen ?? t('noFileChosen')}</FileName>
    </FilePicker>
  );
}

/** One kind's upload: file picker with its limits, send button, progress, the outcome. */
function KindUpload({
  kind,
  requested,
  disabled,
}: {
  kind: VerificationDocumentKind;
  requested: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('verification');
  const { t: ta } = useTranslation('account');
  const headingId = useId();
  const stores = useStores();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [progress, setProgress] = useState(0);
  const upload = useMutation(
    (chosen: File) => uploadDocument(kind, chosen, (share) => setProgress(Math.round(share * 100))),
    {
      invalidates: [VERIFICATION_QUERY],
      onSuccess: async (_answer, chosen) => {
        setDone(t('uploaded', { file: chosen.name }));
        // The user config's verification_status follows.
        await refreshUserConfig(stores.user);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (caught) => setError(uploadError(caught)),
    },
  );

  const uploadError = (caught: unknown): string => {
    const status = statusOf(caught);
    const code = errorCodeOf(caught);
    if (status === 413 || code === 'file_too_large') return t('errors.tooLarge');
    if (status === 415 || code === 'unsupported_file_type') return t('errors.type');
    if (code === 'already_verified') return t('errors.alreadyVerified');
    return status === undefined || status >= 500 ? playerMessage(caught, ta) : t('errors.failed');
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setDone(undefined);
    setError(undefined);
    setFile(chosen);
    if (chosen && chosen.size > VERIFICATION_MAX_FILE_BYTES) setError(t('errors.tooLarge'));
    else if (
      chosen &&
      chosen.type !== '' &&
      !(VERIFICATION_MIME_TYPES as readonly string[]).includes(chosen.type)
    ) {
      setError(t('errors.type'));
    }
  };

  const send = async () => {
    setDone(undefined);
    if (!file) {
      setError(t('errors.noFile'));
      input.current?.focus();
      return;
    }
    if (error !== undefined && error !== t('errors.noFile')) return;
    setError(undefined);
    setProgress(0);
    await upload.run(file);
  };

  return (
    <KindCard aria-labelledby={headingId}>
      <Inline gap={2} wrap>
        <Heading level={3} size="md" id={headingId}>
          {t(`kinds.${kind}`)}
        </Heading>
        {requested && <Badge tone="warning">{t('requestedBadge')}</Badge>}
      </Inline>
      <Text tone="muted" size="sm">
        {t(`kindHints.${kind}`)}
      </Text>
      <Field label={t('file', { kind: t(`kinds.${kind}`) })} hint={t('fileHint')} error={error}>
        <FileControl
          inputRef={input}
          name={`document-${kind}`}
          onChange={choose}
          disabled={disabled || upload.pending}
          chosen={file?.name}
        />
      </Field>
      {upload.pending && (
        <Stack gap={1}>
          <Text size="sm" id={`${headingId}-progress`}>
            {t('uploading', { file: file?.name ?? '', percent: progress })}
          </Text>
          <Progress max={100} value={progress} aria-labelledby={`${headingId}-progress`} />
        </Stack>
      )}
      {done && (
        <Text role="status" tone="success" size="sm">
          {done}
        </Text>
      )}
      <div>
        <Button
          variant={requested ? 'primary' : 'secondary'}
          onClick={() => void send()}
          loading={upload.pending}
          disabled={disabled}
          aria-label={t('sendKind', { kind: t(`kinds.${kind}`) })}
        >
          {t('send')}
        </Button>
      </div>
    </KindCard>
  );
}

/**
 * The player's verification: status with the operator's note, what is asked for, an upload per document kind
 * (`kinds`), and the documents sent with their status. Used by `office/verification` (every kind) and
 * `office/identification` (identity and selfie).
 */
export function Verification({ kinds, lng }: { kinds: readonly VerificationDocumentKind[]; lng: string }) {
  const { t } = useTranslation('verification');
  const { t: ta } = useTranslation('account');
  const money = useMoney();
  const prefs = usePreferences();
  const query = useQuery(VERIFICATION_QUERY, (signal) => fetchVerification(signal), { handOver: true });
  const state = query.data;
  const { reload } = query;

  const pending = state?.status === VERIFICATION_STATUS.PENDING;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(reload, REVIEW_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, reload]);

  if (state === undefined) {
    if (query.status === 'error' && !isIgnorable(query.error)) {
      return (
        <Surface padding={5} radius="lg">
          <Stack gap={3}>
            <Text role="alert" tone="danger">
              {t('loadError')} {playerMessage(query.error, ta)}
            </Text>
            <div>
              <Button variant="secondary" onClick={reload}>
                {t('retry')}
              </Button>
            </div>
          </Stack>
        </Surface>
      );
    }
    return <Text tone="muted">{ta('accountPage.loading')}</Text>;
  }

  const key = statusKey(state);
  const verified = state.status === VERIFICATION_STATUS.VERIFIED;
  const shownKinds = kinds.filter((kind) => !verified || state.requested.includes(kind));
  const documents = state.documents.filter((document) => kinds.includes(document.kind));

  return (
    <Stack gap={5}>
      <Surface padding={5} radius="lg" aria-labelledby="verification-status">
        <Stack gap={3}>
          <Inline gap={3} wrap>
            <Heading level={2} size="lg" id="verification-status">
              {t('statusHeading')}
            </Heading>
            <Badge tone={STATUS_TONES[key]}>{t(`status.${key}`)}</Badge>
          </Inline>
          <Text>{t(`statusText.${key}`)}</Text>
          {state.note && <Text>{t('note', { note: state.note })}</Text>}
          {state.requested.length > 0 && (
            <Text weight="bold">
              {t('requested', { kinds: state.requested.map((kind) => t(`kinds.${kind}`)).join(', ') })}
            </Text>
          )}
          {!verified && (
            <Text tone="muted">
              {t('threshold', { amount: money(state.withdrawalThreshold, state.currency) })}
            </Text>
          )}
        </Stack>
      </Surface>

      {shownKinds.length > 0 && (
        <Surface padding={5} radius="lg" aria-labelledby="verification-upload">
          <Stack gap={4}>
            <Heading level={2} size="lg" id="verification-upload">
              {t('uploadHeading')}
            </Heading>
            <Kinds>
              {shownKinds.map((kind) => (
                <KindUpload
                  key={kind}
                  kind={kind}
                  requested={state.requested.includes(kind)}
                  disabled={false}
                />
              ))}
            </Kinds>
          </Stack>
        </Surface>
      )}

      <Surface padding={5} radius="lg" aria-labelledby="verification-documents">
        <Stack gap={3}>
          <Heading level={2} size="lg" id="verification-documents">
            {t('documentsHeading')}
          </Heading>
          {documents.length === 0 ? (
            <Text tone="muted">{t('noDocuments')}</Text>
          ) : (
            <PlainList>
              {documents.map((document) => (
                <DocumentRow key={document.id} data-testid={`document-${document.id}`}>
                  <Stack gap={1}>
                    <Text weight="bold">{t(`kinds.${document.kind}`)}</Text>
                    <FileLink
                      href={documentFileUrl(document.id)}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('open', { file: document.fileName })}
                    >
                      {document.fileName}
                    </FileLink>
                    <Text tone="muted" size="sm">
                      <time dateTime={document.uploadedAt}>
                        {t('sentAt', {
                          date: formatPreferredDateTime(document.uploadedAt, lng, prefs) ?? '',
                        })}
                      </time>
                    </Text>
                    {document.reason && (
                      <Text size="sm">{t('rejectedReason', { reason: document.reason })}</Text>
                    )}
                  </Stack>
                  <Badge tone={DOCUMENT_TONES[document.status]}>
                    {t(`documentStatus.${document.status}`)}
                  </Badge>
                </DocumentRow>
              ))}
            </PlainList>
          )}
        </Stack>
      </Surface>
    </Stack>
  );
}
