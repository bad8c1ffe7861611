export * from './siteConfig';
export * from './sportsbook';
