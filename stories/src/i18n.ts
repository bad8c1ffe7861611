import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Visible text of the stories. The kit has no built-in strings: every label, hint and message
 * shown here comes from these resources, so the locale toolbar changes the words on screen.
 */
const en = {
  common: {
    placeBet: 'Place bet',
    cashOut: 'Cash out',
    deposit: 'Deposit',
    cancel: 'Cancel',
    removeSelection: 'Remove selection',
    close: 'Close',
    favourite: 'Add to favourites',
    settings: 'Settings',
    loading: 'Loading',
    loadingOdds: 'Loading odds',
    continue: 'Continue',
    deleteAccount: 'Close account',
    more: 'More markets',
  },
  button: {
    primary: 'Place bet',
    secondary: 'Add to slip',
    ghost: 'Show more',
    danger: 'Self-exclude',
    small: 'Small',
    medium: 'Medium',
    large: 'Large',
    placing: 'Placing bet',
  },
  text: {
    sample: 'Liverpool v Arsenal, Premier League',
    muted: 'Kick-off in 25 minutes',
    accent: 'Boosted odds',
    danger: 'Market suspended',
    success: 'Bet won',
    odds: 'Odds',
    stake: 'Stake',
    possibleWin: 'Possible win',
    sizes: 'Size {{size}}',
  },
  heading: {
    level: 'Heading level {{level}}',
    title: 'Live football',
    subtitle: 'Top matches',
  },
  layout: {
    item: 'Item {{n}}',
    match: 'Match {{n}}',
    filters: 'Filters',
    today: 'Today',
    tomorrow: 'Tomorrow',
    weekend: 'Weekend',
    outrights: 'Outrights',
    live: 'Live now',
    upcoming: 'Upcoming',
  },
  surface: {
    flat: 'Elevation 0: flat, on the page',
    raised: 'Elevation 1: cards and slips',
    floating: 'Elevation 2: menus and popovers',
    title: 'Bet slip',
    body: 'Two selections, total odds 3.45',
  },
  field: {
    stake: 'Stake',
    stakeHint: 'Minimum stake 0.10',
    stakeError: 'Stake must be at least 0.10',
    email: 'E-mail',
    emailHint: 'We send the receipt here',
    emailError: 'Enter a valid e-mail address',
    promo: 'Promo code',
    promoPlaceholder: 'e.g. WELCOME10',
    required: 'required',
  },
  spinner: {
    loading: 'Loading live events',
  },
  visuallyHidden: {
    explanation:
      'The star button below has a visible icon only; the text next to it is read by screen readers.',
    hiddenText: 'Odds moved up from 1.85 to 1.95',
    visible: '1.95',
  },
  brand: {
    title: 'Brand books',
    intro: 'A partner brand book changes colours, radii and fonts, never the layout.',
    rejectedTitle: 'Rejected brand book',
    rejectedIntro: 'Unknown tokens and unsafe values are rejected: nothing on the page changes.',
    rejectedNone: 'No rejections',
    applied: 'Applied: {{count}}',
    rejected: 'Rejected: {{count}}',
    sampleHeading: 'Champions League',
    sampleText: 'Final, tonight 21:00',
    accepted: 'Accepted tokens',
    token: 'Token',
    value: 'Value',
    reason: 'Reason',
    reasons: {
      'invalid-entry': 'not a token/value pair',
      'unsafe-value': 'unsafe value',
      'unknown-token': 'unknown token',
      'not-brandable': 'not brandable',
      'invalid-value': 'wrong value for the token type',
      duplicate: 'duplicate (the last one wins)',
      contrast: 'breaks a contrast pair',
    },
    betPlaced: 'Bet placed: 2 selections, stake 10.00',
    announceHint: 'Screen readers read the message aloud; it is also shown below.',
    lastAnnouncement: 'Last announcement',
  },
  stakeEntry: {
    competition: 'Premier League, today 20:00',
    match: 'Liverpool v Arsenal',
    market: 'Match result',
    selection: 'Liverpool to win',
    odds: 'Odds',
    stake: 'Stake ({{currency}})',
    minStakeHint: 'Minimum stake {{min}}',
    possibleWin: 'Possible win',
    none: '—',
    money: '{{value, currency}}',
    announceWin: 'Possible win {{amount}}',
    errors: {
      AMOUNT_EMPTY: 'Enter a stake',
      AMOUNT_INVALID_FORMAT: 'Enter the stake as a number, for example 10.50',
      AMOUNT_NOT_FINITE: 'Enter the stake as a number, for example 10.50',
      AMOUNT_NEGATIVE: 'The stake cannot be negative',
      AMOUNT_TOO_PRECISE: 'Use at most {{decimals}} decimal places',
      AMOUNT_TOO_LARGE: 'The stake is too large',
      AMOUNT_NOT_POSITIVE: 'Stake must be at least {{min}}',
      AMOUNT_BELOW_MIN: 'Stake must be at least {{min}}',
      other: 'This bet cannot be placed',
    },
  },
};

type Resources = typeof en;

const ru: Resources = {
  common: {
    placeBet: 'Сделать ставку',
    cashOut: 'Продать ставку',
    deposit: 'Пополнить',
    cancel: 'Отмена',
    removeSelection: 'Удалить исход',
    close: 'Закрыть',
    favourite: 'Добавить в избранное',
    settings: 'Настройки',
    loading: 'Загрузка',
    loadingOdds: 'Загрузка коэффициентов',
    continue: 'Продолжить',
    deleteAccount: 'Закрыть счёт',
    more: 'Ещё рынки',
  },
  button: {
    primary: 'Сделать ставку',
    secondary: 'В купон',
    ghost: 'Показать ещё',
    danger: 'Самоисключение',
    small: 'Малая',
    medium: 'Средняя',
    large: 'Большая',
    placing: 'Ставка принимается',
  },
  text: {
    sample: 'Ливерпуль — Арсенал, Премьер-лига',
    muted: 'Начало через 25 минут',
    accent: 'Повышенный коэффициент',
    danger: 'Рынок приостановлен',
    success: 'Ставка выиграла',
    odds: 'Коэффициент',
    stake: 'Сумма',
    possibleWin: 'Возможный выигрыш',
    sizes: 'Размер {{size}}',
  },
  heading: {
    level: 'Заголовок уровня {{level}}',
    title: 'Футбол в прямом эфире',
    subtitle: 'Главные матчи',
  },
  layout: {
    item: 'Элемент {{n}}',
    match: 'Матч {{n}}',
    filters: 'Фильтры',
    today: 'Сегодня',
    tomorrow: 'Завтра',
    weekend: 'Выходные',
    outrights: 'Долгосрочные',
    live: 'Сейчас в эфире',
    upcoming: 'Скоро',
  },
  surface: {
    flat: 'Уровень 0: плоско, на странице',
    raised: 'Уровень 1: карточки и купон',
    floating: 'Уровень 2: меню и всплывающие окна',
    title: 'Купон',
    body: 'Два исхода, общий коэффициент 3,45',
  },
  field: {
    stake: 'Сумма ставки',
    stakeHint: 'Минимальная ставка 0,10',
    stakeError: 'Ставка должна быть не меньше 0,10',
    email: 'Эл. почта',
    emailHint: 'Сюда придёт квитанция',
    emailError: 'Введите корректный адрес эл. почты',
    promo: 'Промокод',
    promoPlaceholder: 'например, WELCOME10',
    required: 'обязательно',
  },
  spinner: {
    loading: 'Загрузка событий',
  },
  visuallyHidden: {
    explanation: 'У кнопки-звезды ниже только иконка; текст рядом с ней читают экранные дикторы.',
    hiddenText: 'Коэффициент вырос с 1,85 до 1,95',
    visible: '1,95',
  },
  brand: {
    title: 'Брендбуки',
    intro: 'Брендбук партнёра меняет цвета, скругления и шрифты, но не раскладку.',
    rejectedTitle: 'Отклонённый брендбук',
    rejectedIntro: 'Неизвестные токены и небезопасные значения отклоняются: на странице ничего не меняется.',
    rejectedNone: 'Отклонений нет',
    applied: 'Применено: {{count}}',
    rejected: 'Отклонено: {{count}}',
    sampleHeading: 'Лига чемпионов',
    sampleText: 'Финал, сегодня 21:00',
    accepted: 'Принятые токены',
    token: 'Токен',
    value: 'Значение',
    reason: 'Причина',
    reasons: {
      'invalid-entry': 'не пара токен/значение',
      'unsafe-value': 'небезопасное значение',
      'unknown-token': 'неизвестный токен',
      'not-brandable': 'нельзя менять партнёру',
      'invalid-value': 'значение не подходит к типу токена',
      duplicate: 'повтор (действует последний)',
      contrast: 'нарушает контрастную пару',
    },
    betPlaced: 'Ставка принята: 2 исхода, сумма 10,00',
    announceHint: 'Экранный диктор прочитает сообщение; оно также показано ниже.',
    lastAnnouncement: 'Последнее сообщение',
  },
  stakeEntry: {
    competition: 'Премьер-лига, сегодня 20:00',
    match: 'Ливерпуль — Арсенал',
    market: 'Исход матча',
    selection: 'Победа Ливерпуля',
    odds: 'Коэффициент',
    stake: 'Сумма ставки ({{currency}})',
    minStakeHint: 'Минимальная ставка {{min}}',
    possibleWin: 'Возможный выигрыш',
    none: '—',
    money: '{{value, currency}}',
    announceWin: 'Возможный выигрыш {{amount}}',
    errors: {
      AMOUNT_EMPTY: 'Введите сумму ставки',
      AMOUNT_INVALID_FORMAT: 'Введите сумму числом, например 10,50',
      AMOUNT_NOT_FINITE: 'Введите сумму числом, например 10,50',
      AMOUNT_NEGATIVE: 'Сумма не может быть отрицательной',
      AMOUNT_TOO_PRECISE: 'Не больше {{decimals}} знаков после запятой',
      AMOUNT_TOO_LARGE: 'Слишком большая сумма',
      AMOUNT_NOT_POSITIVE: 'Ставка должна быть не меньше {{min}}',
      AMOUNT_BELOW_MIN: 'Ставка должна быть не меньше {{min}}',
      other: 'Эту ставку нельзя сделать',
    },
  },
};

export const locales = {
  en: 'English',
  ru: 'Русский',
} as const;

export type Locale = keyof typeof locales;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && Object.hasOwn(locales, value);

const base = i18next.createInstance();
void base.use(initReactI18next).init({
  resources: { en: { translation: en }, ru: { translation: ru } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: Object.keys(locales),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** One instance per locale, so switching the toolbar never mutates an instance that is rendering. */
const byLocale = Object.fromEntries(
  (Object.keys(locales) as Locale[]).map((lng) => [lng, base.cloneInstance({ lng, initAsync: false })]),
) as Record<Locale, I18n>;

export const i18nFor = (locale: Locale): I18n => byLocale[locale];

export const resources = { en, ru };
