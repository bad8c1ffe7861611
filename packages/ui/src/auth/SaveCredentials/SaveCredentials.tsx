import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '../../actions/Button';
import { Field } from '../../forms/Field';
import { FormErrorAnnouncer, useZodForm } from '../../forms/Form';
import { Input } from '../../forms/Input';
import { useUiTranslation } from '../../i18n';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Text } from '../../typography/Text';
import { emailField } from '../shared/schemas';
import { linesToPng, saveBlob } from './download';
import { CredentialList, Title } from './SaveCredentials.styles';

/** The seed's ways to keep the credentials of a one-click registration (REG-004). */
export const SAVE_CREDENTIALS_OPTIONS = ['file', 'image', 'email'] as const;
export type SaveCredentialsOption = (typeof SAVE_CREDENTIALS_OPTIONS)[number];

const emailSchema = z.object({ email: emailField });

export interface SaveCredentialsProps {
  /** The new account's login. */
  login: string;
  /** Its password, shown this once. */
  password: string;
  /** The ways offered (all three by default; the server's `saveOptions`). E-mail also needs `onSendEmail`. */
  options?: readonly SaveCredentialsOption[];
  /** The downloads' name without extension (`.txt`, `.png` are added). */
  fileName?: string;
  /** The text file's content (the server's, for example); by default the login and password lines. */
  fileText?: string;
  /** Sends the credentials to an e-mail address. Resolves once sent; rejects when not (the app says why
   * through `error`). */
  onSendEmail?: (email: string) => Promise<unknown>;
  /** The server's refusal, translated; shown and announced. */
  error?: string;
  /** The player is done saving (to the account, for example). */
  onContinue?: () => void;
}

/**
 * The credentials of a one-click registration, shown once, and the seed's ways to keep them (REG-004): a
 * text file, a picture (a PNG drawn on a canvas in the theme's colours, no library) and an e-mail through
 * the app. It takes focus when it appears (it replaces the registration form).
 */
export function SaveCredentials({
  login,
  password,
  options = SAVE_CREDENTIALS_OPTIONS,
  fileName = 'credentials',
  fileText,
  onSendEmail,
  error,
  onContinue,
}: SaveCredentialsProps) {
  const { t } = useUiTranslation();
  const titleRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLDListElement>(null);
  const [sentTo, setSentTo] = useState<string>();
  const form = useZodForm(emailSchema, { defaultValues: { email: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  useEffect(() => titleRef.current?.focus(), []);

  const lines = [`${t('saveCredentials.login')}: ${login}`, `${t('saveCredentials.password')}: ${password}`];
  const saveImage = async () => {
    const png = listRef.current && (await linesToPng(listRef.current, lines));
    if (png) saveBlob(png, `${fileName}.png`);
  };
  const send = form.handleSubmit(async ({ email }) => {
    try {
      await onSendEmail?.(email);
      setSentTo(email);
    } catch {
      // not sent: the app passes the reason as `error`
    }
  });
  const message = errors.email?.message;

  return (
    <Stack gap={4}>
      <Title ref={titleRef} tabIndex={-1}>
        {t('saveCredentials.title')}
      </Title>
      <CredentialList ref={listRef}>
        <dt>{t('saveCredentials.login')}</dt>
        <dd>{login}</dd>
        <dt>{t('saveCredentials.password')}</dt>
        <dd>{password}</dd>
      </CredentialList>
      <Inline gap={2} wrap>
        {options.includes('file') && (
          <Button
            variant="secondary"
            onClick={() =>
              saveBlob(new Blob([fileText ?? lines.join('\n')], { type: 'text/plain' }), `${fileName}.txt`)
            }
          >
            {t('saveCredentials.file')}
          </Button>
        )}
        {options.includes('image') && (
          <Button variant="secondary" onClick={() => void saveImage()}>
            {t('saveCredentials.image')}
          </Button>
        )}
      </Inline>
      {options.includes('email') && onSendEmail && (
        <form method="post" noValidate onSubmit={(event) => void send(event)}>
          <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
          <Stack gap={2}>
            <Field
              label={t('saveCredentials.email')}
              error={message && t(message, { defaultValue: message })}
            >
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </Field>
            <Button type="submit" variant="secondary" loading={isSubmitting}>
              {t('saveCredentials.send')}
            </Button>
            <Text role="status">{sentTo !== undefined && t('saveCredentials.sent', { email: sentTo })}</Text>
          </Stack>
        </form>
      )}
      {error && (
        <Text role="alert" tone="danger">
          {error}
        </Text>
      )}
      {onContinue && <Button onClick={onContinue}>{t('saveCredentials.continue')}</Button>}
    </Stack>
  );
}
