/**
 * The captcha of the sign-in, registration, password-reset and SMS-code forms: nothing until the server asks
 * for one (`captcha_required`), then the proof-of-work widget above the form's button. The widget, its field,
 * the refusals' messages and the `captcha` strings are chunks of their own, loaded at that moment (the player's
 * pages are near their JavaScript budgets). Each solution goes with one request and is used up there, so the
 * widget starts over after it. A refusal of the account's sign-in back-off (`too_many_attempts`) is told with
 * its wait.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorCodeOf } from '../../api/errors';

const loadField = () => import('./CaptchaField');
const CaptchaField = lazy(loadField);

export interface Captcha {
  /** The widget once the server asked for a captcha (else nothing): the forms' `captcha` slot. */
  field: ReactNode;
  /** The solution for the request about to be sent (undefined when none); the widget then starts over. */
  take: () => string | undefined;
  /** Whether a refusal is the captcha's or the back-off's (then told by `message`, and the widget shown). */
  refusal: (error: unknown) => boolean;
  /** The message of the last such refusal, in the page's language; undefined once another request goes. */
  message: string | undefined;
}

export function useCaptcha(lng: string): Captcha {
  const [needed, setNeeded] = useState(false);
  const [message, setMessage] = useState<string>();
  const [payload, setPayload] = useState<string>();
  const [round, setRound] = useState(0);

  return {
    field: needed ? (
      <Suspense fallback={null}>
        <CaptchaField key={round} lng={lng} onChange={setPayload} />
      </Suspense>
    ) : null,
    take: () => {
      setMessage(undefined);
      if (payload === undefined) return undefined;
      setPayload(undefined);
      setRound((value) => value + 1);
      return payload;
    },
    refusal: (error) => {
      const code = errorCodeOf(error);
      if (code !== 'captcha_required' && code !== 'too_many_attempts') return false;
      if (code === 'captcha_required') setNeeded(true);
      void loadField().then(({ refusalMessage }) => refusalMessage(error, lng).then(setMessage));
      return true;
    },
    message,
  };
}
