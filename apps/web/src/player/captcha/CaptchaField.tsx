/**
 * The captcha's field (why it is asked for, then the proof-of-work widget, a chunk of its own) and the messages
 * of the refusals that ask for it, in the `captcha` namespace.
 */
import { lazy, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import { Spinner, Stack, Text } from '@betline/ui';
import { errorCodeOf } from '../../api/errors';
import { isHttpError } from '../../api/http';
import { i18n } from '../../i18n';
import { captchaTextsReady } from './texts';

const AltchaWidget = lazy(() => import('./AltchaWidget'));

/** A new challenge for the widget. */
export const CHALLENGE_URL = IDENTITY_PATHS.captchaUpdate;

/** What a captcha refusal (`captcha_required`) or the back-off's (`too_many_attempts`, with its wait) says. */
export async function refusalMessage(error: unknown, lng: string): Promise<string> {
  await captchaTextsReady(lng);
  const t = i18n.getFixedT(lng, 'captcha');
  if (errorCodeOf(error) !== 'too_many_attempts') return t('errors.required');
  const after = isHttpError(error) ? Number(error.response.headers['retry-after']) : NaN;
  return t('errors.tooManyAttempts', { seconds: after > 0 ? Math.ceil(after) : 1 });
}

export default function CaptchaField({
  lng,
  onChange,
}: {
  lng: string;
  onChange: (payload: string | undefined) => void;
}) {
  use(captchaTextsReady(lng));
  const { t } = useTranslation('captcha');
  return (
    <Stack gap={2} role="group" aria-label={t('widget.label')} data-testid="captcha">
      <Text tone="muted">{t('prompt')}</Text>
      <Suspense fallback={<Spinner size="sm" label={t('widget.loading')} />}>
        <AltchaWidget lng={lng} challenge={CHALLENGE_URL} onChange={onChange} />
      </Suspense>
    </Stack>
  );
}
