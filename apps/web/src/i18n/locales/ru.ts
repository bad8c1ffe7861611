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
    homeLink: 'Betline, главная страница',
    mainNav: 'Основная навигация',
    nav: {
      sports: 'Спорт',
      live: 'Лайв',
      casino: 'Казино',
      promotions: 'Акции',
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
  footer: {
    label: 'Информация о сайте',
    copyright: '© {{year}} {{company}}',
    age: '18+',
    responsible: 'Играйте ответственно',
    responsibleHint: 'Азартные игры могут вызывать зависимость. Ставьте лимиты и делайте перерывы.',
  },
  home: {
    title: 'Ставки на спорт и казино',
    heading: 'Добро пожаловать в Betline',
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
    loading: 'Загрузка Betline',
    errorTitle: 'Не удалось загрузить Betline',
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
