import type { Texts } from './betting.en';
import type { statsEn } from './stats.en';

/** Таблицы чемпионатов, страницы команд и результаты чемпионатов. */
export const statsRu: Texts<typeof statsEn> = {
  loading: 'Загрузка…',
  error: 'Не удалось загрузить страницу.',
  notFound: 'Такой страницы статистики нет.',
  table: {
    heading: 'Таблица',
    caption: 'Таблица: {{champ}}',
    basis: 'По результатам последних 8 дней: 3 очка за победу, 1 за ничью.',
    empty: 'За последние 8 дней ни одна команда этого чемпионата не играла.',
    columns: {
      position: '№',
      team: 'Команда',
      played: 'Игры',
      won: 'Победы',
      drawn: 'Ничьи',
      lost: 'Поражения',
      score: 'Забито–пропущено',
      difference: 'Разница',
      points: 'Очки',
      form: 'Форма',
    },
  },
  form: {
    label: 'Последние результаты, начиная с последнего: {{results}}',
    none: 'Игр пока не было',
    W: 'победа',
    D: 'ничья',
    L: 'поражение',
  },
  formShort: { W: 'В', D: 'Н', L: 'П' },
  coming: {
    heading: 'Ближайшие матчи',
    empty: 'Матчей в расписании нет.',
    live: 'Live',
  },
  finished: {
    heading: 'Результаты',
    empty: 'За последние 8 дней результатов нет.',
    score: 'Итоговый счёт {{score}}',
  },
  champ: {
    bet: 'Ставки на {{champ}}',
    notFound: 'Такого чемпионата нет.',
  },
  team: {
    of: '{{sport}} · {{champ}}',
    tableLink: 'Таблица: {{champ}}',
    notFound: 'Такой команды нет.',
    form: 'Форма',
  },
  champs: {
    intro: 'Таблицы и результаты всех чемпионатов по матчам последних 8 дней.',
    sport: 'Вид спорта',
    list: 'Чемпионаты: {{sport}}',
    empty: 'В этом виде спорта нет чемпионатов.',
    all: 'Все чемпионаты',
  },
  centre: {
    heading: 'Матч-центр',
    loading: 'Загружаем матч-центр…',
    error: 'Не удалось загрузить матч-центр.',
    timeline: 'Ход матча',
    stats: 'Статистика',
    preMatch: 'Форма и таблица',
    place: 'Место {{position}} · очки: {{points}} · игры: {{played}}',
    noPlace: 'Пока нет в таблице',
    meetings: 'Последние встречи',
    noMeetings: 'За последние 8 дней они не встречались.',
    meeting: '{{date}}: {{first}} {{score}} {{second}}',
  },
};
