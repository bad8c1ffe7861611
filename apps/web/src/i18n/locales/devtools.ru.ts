import type { Texts } from './betting.en';
import type { devtoolsEn } from './devtools.en';

/** The pages outside production (`debugger`, `internal-vpn`) in Russian. */
export const devtoolsRu: Texts<typeof devtoolsEn> = {
  notice:
    'Эта страница есть только вне боевой среды: она показывает, что приложение и сервер знают об этом визите, — для разработчиков и тестировщиков.',
  loading: 'Загрузка…',
  error: 'Сервер не ответил.',
  yes: 'Да',
  no: 'Нет',
  none: 'нет',
  copy: 'Скопировать как JSON',
  copied: 'Скопировано в буфер обмена.',
  build: {
    heading: 'Сборка',
    mode: 'Режим',
    version: 'Версия сервера',
  },
  visit: {
    heading: 'Этот визит',
    language: 'Язык',
    timeZone: 'Часовой пояс',
    oddsFormat: 'Формат коэффициентов',
    signedIn: 'Вход выполнен',
    player: 'ID игрока',
  },
  features: {
    heading: 'Переключатели функций сайта',
    feature: 'Функция',
    state: 'Состояние',
    on: 'Вкл.',
    off: 'Выкл.',
    empty: 'Сайт не отключает ни одной функции: все функции включены.',
  },
  network: {
    heading: 'Сеть глазами сервера',
    ip: 'Адрес',
    internal: 'Внутренняя сеть',
    forwardedFor: 'Переслано для',
    country: 'Страна',
    countryHeader: 'Заголовок страны',
    protocol: 'Протокол',
    host: 'Хост',
    isInternal: 'Этот адрес во внутренней сети (loopback или частный диапазон).',
    isPublic: 'Этот адрес публичный: он не во внутренней сети.',
  },
};
