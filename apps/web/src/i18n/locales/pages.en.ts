/** Strings of the layouts and the special pages (English, the reference). */
export const pagesEn = {
  loading: 'Loading the page',
  layout: {
    support: 'Support',
    scrollTop: 'Back to top',
    seoLabel: 'About {{brand}}',
    seoText:
      '{{brand}} is a sportsbook and casino: pre-match and live betting, esports, toto, lotto and casino games. For adults only (18+). Bet responsibly.',
    notices: 'Notices',
  },
  maintenanceWarning: {
    title: 'Planned technical works',
    body: 'From {{start}} until {{finish}} the site and apps will be unavailable.',
  },
  maintenance: {
    heading: 'Technical works',
    body: 'The server is down from {{start}} until {{finish}}. The site and apps are unavailable during the works.',
    start: 'Start',
    finish: 'Finish',
    unknown: 'to be announced',
    check: 'Check again',
  },
  block: {
    heading: 'Access to the site is restricted',
    body: 'The site is not available to you at the moment. If you think this is a mistake, contact support.',
    contact: 'Contact support',
  },
  blockUa: {
    heading: 'The site is not available in your region',
    body: 'Under the rules of your region we cannot offer our services where you are.',
  },
  blockIe: {
    heading: 'Your browser is not supported',
    body: 'Please open the site in a current version of Chrome, Firefox, Safari or Edge.',
  },
  siteUpdates: {
    heading: 'We are updating the site',
    body: 'The site will be back shortly. Thank you for your patience.',
  },
  comingSoon: {
    heading: 'Coming soon',
    body: 'We are getting ready to open in your country. Come back soon.',
  },
  suspension: {
    heading: 'Your account is suspended',
    body: 'Betting and games are paused on your account. Contact support to find out more.',
  },
  ban: {
    heading: 'Your account is restricted',
    body: 'Betting and games are closed on your account. You can still read the rules and contact support.',
    withdraw: 'Withdraw funds',
    rules: 'Read the rules',
  },
  terms: {
    heading: 'Our terms and conditions have changed',
    body: 'Please read and accept the new terms to carry on using your account.',
    published: 'Published {{date}}',
    read: 'Read the rules',
    accept: 'Accept and continue',
    accepting: 'Saving',
    error: 'The terms could not be accepted. Please try again.',
  },
  error: {
    code: 'Error 500',
    heading: 'Something went wrong on our side',
    body: 'The page could not be shown. Please try again in a moment.',
    home: 'Go to the home page',
  },
} as const;
