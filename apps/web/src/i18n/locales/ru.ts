import type { CompleteMessages } from './en';
import { pagesRu } from './pages.ru';

export const ru: CompleteMessages = {
  pages: pagesRu,
  app: {
    name: 'Betline',
  },
  a11y: {
    skipToContent: 'Перейти к содержимому',
  },
  header: {
    signIn: 'Вход',
    register: 'Регистрация',
    homeLink: '{{brand}}, главная страница',
    mainNav: 'Основная навигация',
    phoneNav: 'Быстрая навигация',
    nav: {
      home: 'Главная',
      sports: 'Спорт',
      live: 'Лайв',
      casino: 'Казино',
      promotions: 'Акции',
      account: 'Мой счёт',
    },
    languageSwitch: 'Язык',
    languageChanged: 'Язык изменён: {{language}}',
    theme: {
      toggle: 'Тёмная тема',
      toDark: 'Включить тёмную тему',
      toLight: 'Включить светлую тему',
      nowDark: 'Тёмная тема включена',
      nowLight: 'Светлая тема включена',
    },
  },
  remoteView: {
    loading: 'Загрузка…',
    failed: 'Не удалось загрузить этот раздел.',
    refresh: 'Обновить',
  },
  footer: {
    label: 'Информация о сайте',
    copyright: '© {{year}} {{company}}',
    information: 'Информация',
    rules: 'Правила ставок',
    responsibleGaming: 'Ответственная игра',
    contacts: 'Контакты',
  },
  home: {
    title: 'Ставки на спорт и казино',
    heading: 'Добро пожаловать в {{brand}}',
    welcome:
      'Ставьте в линии и в лайве, следите за движением коэффициентов и играйте в казино — всё с одного счёта.',
  },
  notFound: {
    title: 'Страница не найдена',
    heading: 'Страница не найдена',
    body: 'Возможно, в адресе опечатка или страница была перемещена.',
    home: 'Перейти на главную',
  },
  config: {
    loading: 'Загрузка {{brand}}',
    errorTitle: 'Не удалось загрузить {{brand}}',
    errorBody: 'Сайт недоступен. Проверьте подключение и попробуйте ещё раз.',
    retry: 'Повторить',
    retrying: 'Повторяем попытку',
    reloadFailed: 'Не удалось загрузить последние настройки сайта.',
  },
  crash: {
    title: 'Что-то пошло не так',
    body: 'Страница перестала работать. Перезагрузите её; ваши ставки и баланс сохранены на сервере.',
    reload: 'Перезагрузить страницу',
  },
};
