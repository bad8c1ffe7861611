import type { Messages } from './en';
import { pagesUk } from './pages.uk';

export const uk: Messages = {
  pages: pagesUk,
  app: { name: 'Betline' },
  a11y: { skipToContent: 'Перейти до вмісту' },
  header: {
    signIn: 'Увійти',
    register: 'Реєстрація',
    homeLink: '{{brand}}, головна сторінка',
    mainNav: 'Основна навігація',
    phoneNav: 'Швидка навігація',
    nav: {
      home: 'Головна',
      account: 'Мій рахунок',
      sports: 'Спорт',
      live: 'Лайв',
      casino: 'Казино',
      promotions: 'Акції',
    },
    languageSwitch: 'Мова',
    languageChanged: 'Мову змінено: {{language}}',
    theme: {
      toggle: 'Темна тема',
      toDark: 'Увімкнути темну тему',
      toLight: 'Увімкнути світлу тему',
      nowDark: 'Темну тему ввімкнено',
      nowLight: 'Світлу тему ввімкнено',
    },
  },
  remoteView: {
    loading: 'Завантаження…',
    failed: 'Не вдалося завантажити цей розділ.',
    refresh: 'Оновити',
  },
  footer: {
    label: 'Інформація про сайт',
    copyright: '© {{year}} {{company}}',
    information: 'Інформація',
    rules: 'Правила ставок',
    responsibleGaming: 'Відповідальна гра',
    contacts: 'Контакти',
  },
  home: {
    title: 'Ставки на спорт і казино',
    heading: 'Ласкаво просимо до {{brand}}',
    welcome:
      'Ставте в лінії та в лайві, стежте за рухом коефіцієнтів і грайте в казино — усе з одного рахунку.',
  },
  notFound: {
    title: 'Сторінку не знайдено',
    heading: 'Сторінку не знайдено',
    body: 'Можливо, в адресі помилка або сторінку було переміщено.',
    home: 'Перейти на головну',
  },
  config: {
    loading: 'Завантаження {{brand}}',
    errorTitle: 'Не вдалося завантажити {{brand}}',
    errorBody: 'Сайт недоступний. Перевірте з’єднання та спробуйте ще раз.',
    retry: 'Спробувати ще раз',
    retrying: 'Повторна спроба',
    reloadFailed: 'Не вдалося завантажити актуальні налаштування сайту.',
  },
  crash: {
    title: 'Щось пішло не так',
    body: 'Сторінка перестала працювати. Перезавантажте її; ваші ставки й баланс збережено на сервері.',
    reload: 'Перезавантажити сторінку',
  },
};
