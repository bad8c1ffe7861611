import type { CaptchaMessages } from './captcha.en';

/** The captcha's strings (Russian): the widget's own (its checkbox's label among them) and the refusals. */
export const captchaRu: CaptchaMessages = {
  prompt:
    'Несколько попыток не удались. Отметьте флажок: браузер выполнит короткий расчёт и покажет, что вы не скрипт.',
  widget: {
    label: 'Я не робот',
    verifying: 'Проверяем браузер…',
    verified: 'Проверка пройдена: можно продолжать',
    loading: 'Загрузка…',
    error: 'Проверка не удалась. Попробуйте ещё раз.',
    expired: 'Срок проверки истёк. Отметьте флажок снова.',
    verificationRequired: 'Сначала отметьте «Я не робот».',
    waitAlert: 'Идёт проверка… подождите.',
    reload: 'Повторить',
    verify: 'Проверить',
    footer: 'Защищено ALTCHA',
    ariaLinkLabel: 'Сайт ALTCHA (откроется в новой вкладке)',
    enterCode: 'Введите код',
    enterCodeAria: 'Введите код, который слышите',
    enterCodeFromImage: 'Введите код с картинки',
    getAudioChallenge: 'Прослушать код',
    cancel: 'Отмена',
  },
  errors: {
    required: 'Отметьте «Я не робот» ниже и отправьте ещё раз.',
    tooManyAttempts:
      'Слишком много неудачных входов в этот аккаунт. Подождите {{seconds}} с до следующей попытки или восстановите пароль.',
  },
};
