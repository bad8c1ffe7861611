/**
 * The ALTCHA widget (a proof-of-work captcha), in a chunk of its own: loaded only when the server asked for a
 * captcha. Its workers are files of our origin (the CSP allows no blob: workers), its strings the app's
 * `captcha` namespace in the page's language, its colours the kit's tokens.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '@betline/tokens';
import type {} from 'altcha/types/react';

$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's CSS variables from the kit's tokens (no colour of its own theme is left). */
const tokens = {
  '--altcha-color-base': vars.input.bgColor.rest,
  '--altcha-color-base-content': vars.fgColor.default,
  '--altcha-color-neutral': vars.borderColor.default,
  '--altcha-color-neutral-content': vars.fgColor.muted,
  '--altcha-color-primary': vars.bgColor.accent.emphasis,
  '--altcha-color-primary-content': vars.fgColor.onEmphasis,
  '--altcha-color-success': vars.fgColor.success,
  '--altcha-color-success-content': vars.fgColor.onEmphasis,
  '--altcha-color-error': vars.fgColor.danger,
  '--altcha-color-error-content': vars.fgColor.onEmphasis,
  '--altcha-border-color': vars.borderColor.default,
  '--altcha-border-width': vars.borderWidth.default,
  '--altcha-border-radius': vars.radius.md,
  '--altcha-checkbox-border-color': vars.borderColor.strong,
  '--altcha-checkbox-outline-color': vars.focus.outlineColor,
  '--altcha-spinner-color': vars.fgColor.accent,
  '--altcha-popover-color': vars.bgColor.raised,
  '--altcha-max-width': '100%',
} as CSSProperties;

export interface AltchaWidgetProps {
  lng: string;
  /** Where a new challenge comes from (`/web-api/captcha/update`). */
  challenge: string;
  /** The solution's payload once solved; undefined when it is not (again). */
  onChange: (payload: string | undefined) => void;
}

export default function AltchaWidget({ lng, challenge, onChange }: AltchaWidgetProps) {
  const { t } = useTranslation('captcha');
  const ref = useRef<HTMLElement>(null);

  const strings = t('widget', { returnObjects: true });
  // The widget reads its strings from its registry by language: ours replace its own.
  $altcha.i18n.set(lng, { ...strings });

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(detail.state === 'verified' ? detail.payload : undefined);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [onChange]);

  return (
    <altcha-widget
      ref={ref}
      challenge={challenge}
      language={lng}
      type="checkbox"
      name="captcha"
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      style={tokens}
      data-testid="captcha-widget"
    />
  );
}
