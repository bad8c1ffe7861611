import type { CaptchaMessages } from './captcha.en';

/** The captcha's strings (Portuguese): the widget's own (its checkbox's label among them) and the refusals. */
export const captchaPt: CaptchaMessages = {
  prompt:
    'Várias tentativas não foram concluídas. Marque a caixa: o seu navegador faz um cálculo curto para mostrar que não é um script.',
  widget: {
    label: 'Não sou um robô',
    verifying: 'A verificar o seu navegador…',
    verified: 'Verificado: pode continuar',
    loading: 'A carregar…',
    error: 'A verificação falhou. Tente novamente.',
    expired: 'A verificação expirou. Marque a caixa de novo.',
    verificationRequired: 'Marque primeiro «Não sou um robô».',
    waitAlert: 'A verificar… aguarde, por favor.',
    reload: 'Tentar novamente',
    verify: 'Verificar',
    footer: 'Protegido por ALTCHA',
    ariaLinkLabel: 'Site da ALTCHA (abre num novo separador)',
    enterCode: 'Introduza o código',
    enterCodeAria: 'Introduza o código que ouve',
    enterCodeFromImage: 'Introduza o código da imagem',
    getAudioChallenge: 'Ouvir o código',
    cancel: 'Cancelar',
  },
  errors: {
    required: 'Marque «Não sou um robô» abaixo e envie novamente.',
    tooManyAttempts:
      'Demasiadas entradas falhadas nesta conta. Aguarde {{seconds}} s antes da próxima tentativa ou redefina a sua palavra-passe.',
  },
};
