import type { Texts } from './betting.en';
import type { statsEn } from './stats.en';

/** Таблиці чемпіонатів, сторінки команд і результати чемпіонатів. */
export const statsUk: Texts<typeof statsEn> = {
  loading: 'Завантаження…',
  error: 'Не вдалося завантажити сторінку.',
  notFound: 'Такої сторінки статистики немає.',
  table: {
    heading: 'Таблиця',
    caption: 'Таблиця: {{champ}}',
    basis: 'За результатами останніх 8 днів: 3 очки за перемогу, 1 за нічию.',
    empty: 'За останні 8 днів жодна команда цього чемпіонату не грала.',
    columns: {
      position: '№',
      team: 'Команда',
      played: 'Ігри',
      won: 'Перемоги',
      drawn: 'Нічиї',
      lost: 'Поразки',
      score: 'Забито–пропущено',
      difference: 'Різниця',
      points: 'Очки',
      form: 'Форма',
    },
  },
  form: {
    label: 'Останні результати, починаючи з останнього: {{results}}',
    none: 'Ігор ще не було',
    W: 'перемога',
    D: 'нічия',
    L: 'поразка',
  },
  formShort: { W: 'В', D: 'Н', L: 'П' },
  coming: {
    heading: 'Найближчі матчі',
    empty: 'Матчів у розкладі немає.',
    live: 'Лайв',
  },
  finished: {
    heading: 'Результати',
    empty: 'За останні 8 днів результатів немає.',
    score: 'Підсумковий рахунок {{score}}',
  },
  champ: {
    bet: 'Ставки на {{champ}}',
    notFound: 'Такого чемпіонату немає.',
  },
  team: {
    of: '{{sport}} · {{champ}}',
    tableLink: 'Таблиця: {{champ}}',
    notFound: 'Такої команди немає.',
    form: 'Форма',
  },
  champs: {
    intro: 'Таблиці й результати всіх чемпіонатів за матчами останніх 8 днів.',
    sport: 'Вид спорту',
    list: 'Чемпіонати: {{sport}}',
    empty: 'У цьому виді спорту немає чемпіонатів.',
    all: 'Усі чемпіонати',
  },
  centre: {
    heading: 'Матч-центр',
    loading: 'Завантажуємо матч-центр…',
    error: 'Не вдалося завантажити матч-центр.',
    timeline: 'Хід матчу',
    stats: 'Статистика',
    preMatch: 'Форма й таблиця',
    place: 'Місце {{position}} · очки: {{points}} · ігри: {{played}}',
    noPlace: 'Поки немає в таблиці',
    meetings: 'Останні зустрічі',
    noMeetings: 'За останні 8 днів вони не зустрічалися.',
    meeting: '{{date}}: {{first}} {{score}} {{second}}',
  },
};
