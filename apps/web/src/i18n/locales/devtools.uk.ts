import type { Texts } from './betting.en';
import type { devtoolsEn } from './devtools.en';

/** The pages outside production (`debugger`, `internal-vpn`) in Ukrainian. */
export const devtoolsUk: Texts<typeof devtoolsEn> = {
  notice:
    'Ця сторінка є лише поза бойовим середовищем: вона показує, що застосунок і сервер знають про цей візит, — для розробників і тестувальників.',
  loading: 'Завантаження…',
  error: 'Сервер не відповів.',
  yes: 'Так',
  no: 'Ні',
  none: 'немає',
  copy: 'Скопіювати як JSON',
  copied: 'Скопійовано в буфер обміну.',
  build: {
    heading: 'Збірка',
    mode: 'Режим',
    version: 'Версія сервера',
  },
  visit: {
    heading: 'Цей візит',
    language: 'Мова',
    timeZone: 'Часовий пояс',
    oddsFormat: 'Формат коефіцієнтів',
    signedIn: 'Вхід виконано',
    player: 'ID гравця',
  },
  features: {
    heading: 'Перемикачі функцій сайту',
    feature: 'Функція',
    state: 'Стан',
    on: 'Увімк.',
    off: 'Вимк.',
    empty: 'Сайт не вимикає жодної функції: усі функції увімкнені.',
  },
  network: {
    heading: 'Мережа очима сервера',
    ip: 'Адреса',
    internal: 'Внутрішня мережа',
    forwardedFor: 'Переслано для',
    country: 'Країна',
    countryHeader: 'Заголовок країни',
    protocol: 'Протокол',
    host: 'Хост',
    isInternal: 'Ця адреса у внутрішній мережі (loopback або приватний діапазон).',
    isPublic: 'Ця адреса публічна: вона не у внутрішній мережі.',
  },
};
