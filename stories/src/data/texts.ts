import { i18nFor, locales, type Locale } from '../i18n';

/**
 * Story text of the data-display stories (Table, Avatar, Divider, Link, SearchField): the `dataKit` key of
 * the stories' texts. This module adds it to every locale's i18next resources when a story imports it.
 * Team, game and player names are proper nouns, kept as they are.
 */
export const dataKitEn = {
  table: {
    caption: 'Bet history',
    date: 'Placed',
    event: 'Event',
    stake: 'Stake',
    odds: 'Odds',
    status: 'Status',
    won: 'Won',
    lost: 'Lost',
    open: 'Open',
    empty: 'No bets in this period',
    emptyHint: 'Bets you place will show here.',
    toLine: 'Go to the line',
    leaderboard: 'Weekly leaderboard',
    rank: 'Rank',
    player: 'Player',
    wins: 'Wins',
    prize: 'Prize',
  },
  progress: {
    wagering: 'Bonus wagering',
    wagered: '{{done}} of {{required}}',
    verification: 'Verification',
    steps: '{{done}} of {{all}} documents',
  },
  avatar: {
    anna: 'Anna Petrova',
    ivan: 'Ivan Sokolov',
    elodie: 'Élodie Durand',
    since: 'VIP player since 2021',
  },
  divider: {
    or: 'or',
    withCode: 'Sign in with a code',
    withPassword: 'Sign in with a password',
    line: 'Line',
    live: 'Live',
    results: 'Results',
    above: 'Your open bets',
    below: 'Settled bets',
  },
  link: {
    before: 'Read the',
    rules: 'betting rules',
    after: 'before you place a bet.',
    help: 'Responsible gambling help',
    terms: 'Terms and conditions',
    seeAll: 'See all promotions',
    promotions: 'Promotions',
    navigatedTo: 'Opened: {{href}}',
  },
  search: {
    label: 'Search games',
    placeholder: 'Game or provider',
    landmark: 'Casino search',
    submit: 'Find',
    results: 'Games found',
    submitted: 'Searched for: {{q}}',
    hint: 'Type at least one letter.',
  },
};

export const dataKitRu: typeof dataKitEn = {
  table: {
    caption: 'История ставок',
    date: 'Дата',
    event: 'Событие',
    stake: 'Сумма',
    odds: 'Коэф.',
    status: 'Статус',
    won: 'Выигрыш',
    lost: 'Проигрыш',
    open: 'Не рассчитана',
    empty: 'За этот период ставок нет',
    emptyHint: 'Здесь появятся ваши ставки.',
    toLine: 'Перейти в линию',
    leaderboard: 'Турнирная таблица недели',
    rank: 'Место',
    player: 'Игрок',
    wins: 'Выигрыши',
    prize: 'Приз',
  },
  progress: {
    wagering: 'Отыгрыш бонуса',
    wagered: '{{done}} из {{required}}',
    verification: 'Верификация',
    steps: '{{done}} из {{all}} документов',
  },
  avatar: {
    anna: 'Анна Петрова',
    ivan: 'Иван Соколов',
    elodie: 'Элоди Дюран',
    since: 'VIP-игрок с 2021 года',
  },
  divider: {
    or: 'или',
    withCode: 'Войти по коду',
    withPassword: 'Войти по паролю',
    line: 'Линия',
    live: 'Лайв',
    results: 'Результаты',
    above: 'Открытые ставки',
    below: 'Рассчитанные ставки',
  },
  link: {
    before: 'Прочитайте',
    rules: 'правила ставок',
    after: 'перед тем как сделать ставку.',
    help: 'Помощь при игровой зависимости',
    terms: 'Условия и положения',
    seeAll: 'Все акции',
    promotions: 'Акции',
    navigatedTo: 'Открыто: {{href}}',
  },
  search: {
    label: 'Поиск игр',
    placeholder: 'Игра или провайдер',
    landmark: 'Поиск по казино',
    submit: 'Найти',
    results: 'Найденные игры',
    submitted: 'Искали: {{q}}',
    hint: 'Введите хотя бы одну букву.',
  },
};

const byLocale: Record<Locale, typeof dataKitEn> = { en: dataKitEn, ru: dataKitRu };
for (const lng of Object.keys(locales) as Locale[]) {
  i18nFor(lng).addResourceBundle(lng, 'translation', { dataKit: byLocale[lng] }, true, false);
}
