/**
 * Strings of the site's content pages (information pages, the rule book, news and blog, the app pages, share an
 * idea): the `content` namespace, loaded with those pages, not with the first screen (English, the reference).
 */
export const contentEn = {
  info: {
    intro: 'Everything about Betline: how betting works, payments, your data and how we keep play safe.',
    rulesTitle: 'Betting rules',
    rulesSummary: 'General terms, bet types, the rules of each sport, settlement and cash-out.',
    onThisPage: 'On this page',
    fallbackNote: 'This text is not yet available in your language. It is shown in {{language}}.',
    updated: 'Updated {{date}}, revision {{revision}}',
    print: 'Print',
    loading: 'Loading the text',
    loadError: 'The text could not be loaded.',
    notFound: 'This text has not been published yet.',
    ruleBook: 'Rule book',
    searchLabel: 'Search the rules',
    searchPlaceholder: 'Cash-out, handicap…',
    searchResults: 'Search results',
    found: 'Chapters found: {{count}}',
    noResults: 'No chapter mentions “{{query}}”.',
    searchError: 'The search did not answer. Try again.',
    matchesHere: 'Matches in this chapter: {{count}}',
    chapterPager: 'Chapters',
    previousChapter: 'Previous chapter',
    nextChapter: 'Next chapter',
  },
  posts: {
    intro: {
      news: 'Product news and updates from Betline.',
      blog: 'Betting guides, plain explanations and advice on keeping play safe.',
    },
    empty: 'Nothing has been published here yet.',
    pastEnd: 'There are no posts on this page.',
    pager: 'Pages of posts',
    page: 'Page {{page}} of {{pages}}',
    published: 'Published {{date}}',
    back: { news: 'All news', blog: 'All blog posts' },
  },
  apps: {
    install: 'Install the app',
    installHint: 'Your browser can install Betline straight from this page.',
    installed: 'Betline is being installed: open it from your home screen or app list.',
    dismissed: 'Not now. You can install Betline later from this page or the browser menu.',
  },
  idea: {
    intro:
      'Tell us what would make Betline better for you. The product team reads every idea, and you get an answer in your support requests.',
    form: 'Your idea',
    topic: 'Topic',
    chooseTopic: 'Choose a topic',
    topics: {
      sports: 'Sports betting',
      casino: 'Casino',
      app: 'The website and the app',
      payments: 'Payments',
      other: 'Something else',
    },
    text: 'Your idea',
    textHint: 'What would you change, and why? Up to {{max}} characters.',
    required: 'Please fill this in.',
    choose: 'Please choose one.',
    send: 'Send the idea',
    subject: 'Idea: {{topic}}',
    thanks: 'Thank you for your idea!',
    thanksBody: 'We have received it and will answer in your support requests.',
    follow: 'Follow the answer',
    another: 'Share another idea',
    error: 'The idea could not be sent. Please try again.',
  },
  oldBrowser: {
    heading: 'Please update your browser',
    body: 'Betline needs a recent browser to keep your account and your payments safe, and this one is too old to run it. Update it, or open Betline in one of these browsers:',
    browsers: 'Browsers that run Betline',
    anyway: 'Continue to the home page anyway',
  },
  landings: {
    loading: 'Loading…',
    error: 'The matches could not be loaded.',
    live: 'Live now',
    upcoming: 'Coming up',
    cricket: {
      intro:
        'Cricket for the World Cup season: every match of the championships of India, Australia and England, live and to come, with live prices, the scores ball by ball and the tables.',
      noLive: 'No cricket match is live right now.',
      noUpcoming: 'No cricket match is scheduled yet.',
      champs: 'Championships',
      table: '{{champ}}: table',
      allCricket: 'All cricket in the line',
    },
    asian: {
      intro:
        'Asian handicap and totals: two outcomes, a price on each, and no draw to lose on. Quarter lines split your stake over the two lines beside them.',
      how: 'How the lines settle',
      half: 'A half line (−0.5, 2.5): the bet wins or loses, there is no refund.',
      whole: 'A whole line (−1, 3): when the result lands on the line, the stake is refunded.',
      quarter:
        'A quarter line (−0.75, 2.25): half the stake goes on each neighbouring line (−0.5 and −1), so a bet may half win or half lose.',
      viewOn: 'The board shows the Asian view: the main handicap and total of every match.',
      viewOff:
        'The board shows the European view. Switch to the Asian view to see the main handicap and total of every match.',
      switchOn: 'Switch to the Asian view',
      switchOff: 'Back to the European view',
      football: 'Football: the next matches',
      noGames: 'No football match is scheduled yet.',
    },
  },
};

/** The shape every language follows. */
export type ContentMessages = { readonly [K in keyof typeof contentEn]: Shape<(typeof contentEn)[K]> };
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
