import type { CaptchaMessages } from './captcha.en';

/** The captcha's strings (Ukrainian): the widget's own (its checkbox's label among them) and the refusals. */
export const captchaUk: CaptchaMessages = {
  prompt:
    'Кілька спроб не вдалися. Позначте прапорець: браузер виконає короткий розрахунок і покаже, що ви не скрипт.',
  widget: {
    label: 'Я не робот',
    verifying: 'Перевіряємо браузер…',
    verified: 'Перевірку пройдено: можна продовжувати',
    loading: 'Завантаження…',
    error: 'Перевірка не вдалася. Спробуйте ще раз.',
    expired: 'Термін перевірки минув. Позначте прапорець знову.',
    verificationRequired: 'Спочатку позначте «Я не робот».',
    waitAlert: 'Триває перевірка… зачекайте.',
    reload: 'Повторити',
    verify: 'Перевірити',
    footer: 'Захищено ALTCHA',
    ariaLinkLabel: 'Сайт ALTCHA (відкриється в новій вкладці)',
    enterCode: 'Введіть код',
    enterCodeAria: 'Введіть код, який чуєте',
    enterCodeFromImage: 'Введіть код із зображення',
    getAudioChallenge: 'Прослухати код',
    cancel: 'Скасувати',
  },
  errors: {
    required: 'Позначте «Я не робот» нижче й надішліть ще раз.',
    tooManyAttempts:
      'Забагато невдалих входів у цей акаунт. Зачекайте {{seconds}} с до наступної спроби або відновіть пароль.',
  },
};
