import type { CaptchaMessages } from './captcha.en';

/** The captcha's strings (Spanish): the widget's own (its checkbox's label among them) and the refusals. */
export const captchaEs: CaptchaMessages = {
  prompt:
    'Varios intentos no se completaron. Marca la casilla: tu navegador hará un breve cálculo para demostrar que no es un script.',
  widget: {
    label: 'No soy un robot',
    verifying: 'Comprobando tu navegador…',
    verified: 'Comprobado: puedes continuar',
    loading: 'Cargando…',
    error: 'La comprobación ha fallado. Inténtalo de nuevo.',
    expired: 'La comprobación ha caducado. Marca la casilla otra vez.',
    verificationRequired: 'Marca primero «No soy un robot».',
    waitAlert: 'Comprobando… espera, por favor.',
    reload: 'Reintentar',
    verify: 'Comprobar',
    footer: 'Protegido por ALTCHA',
    ariaLinkLabel: 'Sitio web de ALTCHA (se abre en una pestaña nueva)',
    enterCode: 'Introduce el código',
    enterCodeAria: 'Introduce el código que oyes',
    enterCodeFromImage: 'Introduce el código de la imagen',
    getAudioChallenge: 'Escuchar el código',
    cancel: 'Cancelar',
  },
  errors: {
    required: 'Marca «No soy un robot» abajo y vuelve a enviar.',
    tooManyAttempts:
      'Demasiados inicios de sesión fallidos en esta cuenta. Espera {{seconds}} s antes del próximo intento o restablece tu contraseña.',
  },
};
