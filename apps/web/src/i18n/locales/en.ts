import { pagesEn } from './pages.en';

/**
 * English: the reference resource. Every other language has the same keys (checked by the types and by
 * complete.test.ts). Page titles (`routes.*`) live in their own chunks (routes.<lng>.ts, one per language),
 * loaded when a page needs its title.
 */
export const en = {
  pages: pagesEn,
  app: {
    name: 'Betline',
  },
  a11y: {
    skipToContent: 'Skip to content',
  },
  header: {
    signIn: 'Sign in',
    register: 'Register',
    homeLink: '{{brand}}, home page',
    mainNav: 'Main navigation',
    phoneNav: 'Quick navigation',
    nav: {
      home: 'Home',
      sports: 'Sports',
      live: 'Live',
      casino: 'Casino',
      promotions: 'Promotions',
      account: 'My account',
    },
    languageSwitch: 'Language',
    languageChanged: 'Language changed to {{language}}',
    theme: {
      toggle: 'Dark theme',
      toDark: 'Switch to the dark theme',
      toLight: 'Switch to the light theme',
      nowDark: 'Dark theme on',
      nowLight: 'Light theme on',
    },
  },
  remoteView: {
    loading: 'Loading…',
    failed: 'This section could not be loaded.',
    refresh: 'Refresh',
  },
  footer: {
    label: 'Site information',
    copyright: '© {{year}} {{company}}',
    information: 'Information',
    rules: 'Betting rules',
    responsibleGaming: 'Responsible gaming',
    contacts: 'Contacts',
  },
  home: {
    title: 'Sports betting and casino',
    heading: 'Welcome to {{brand}}',
    welcome:
      'Bet on the line and live, follow the odds as they move and play casino games, all from one account.',
  },
  notFound: {
    title: 'Page not found',
    heading: 'This page could not be found',
    body: 'The address may be mistyped, or the page may have moved.',
    home: 'Go to the home page',
  },
  config: {
    loading: 'Loading {{brand}}',
    errorTitle: '{{brand}} could not be loaded',
    errorBody: 'We could not reach the site. Check your connection and try again.',
    retry: 'Try again',
    retrying: 'Trying again',
    reloadFailed: 'The latest site settings could not be loaded.',
  },
  crash: {
    title: 'Something went wrong',
    body: 'The page stopped working. Reload it to carry on; your bets and balance are safe on the server.',
    reload: 'Reload the page',
  },
} as const;

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The special pages' strings. */
export type PagesMessages = Strings<typeof pagesEn>;

/** The shape every language resource must have. */
export type Messages = Strings<typeof en>;

/** Kept for the resources that name it: en and ru are complete, like every other language. */
export type CompleteMessages = Messages;
