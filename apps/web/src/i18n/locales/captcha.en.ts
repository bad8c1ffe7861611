/** The captcha's strings (English): the widget's own (its checkbox's label among them) and the refusals. */
export const captchaEn = {
  prompt:
    'Several attempts did not go through. Tick the box: your browser does a short calculation to show it is not a script.',
  widget: {
    label: "I'm not a robot",
    verifying: 'Checking your browser…',
    verified: 'Checked: you can continue',
    loading: 'Loading…',
    error: 'The check failed. Try again.',
    expired: 'The check has expired. Tick the box again.',
    verificationRequired: "Tick “I'm not a robot” first.",
    waitAlert: 'Checking… please wait.',
    reload: 'Try again',
    verify: 'Check',
    footer: 'Protected by ALTCHA',
    ariaLinkLabel: 'ALTCHA website (opens in a new tab)',
    enterCode: 'Enter the code',
    enterCodeAria: 'Enter the code you hear',
    enterCodeFromImage: 'Enter the code from the picture',
    getAudioChallenge: 'Listen to the code',
    cancel: 'Cancel',
  },
  errors: {
    required: "Tick “I'm not a robot” below, then send again.",
    tooManyAttempts:
      'Too many failed sign-ins for this account. Wait {{seconds}} s before the next attempt, or reset your password.',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type CaptchaMessages = Widen<typeof captchaEn>;
