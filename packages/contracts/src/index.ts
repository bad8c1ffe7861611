export * from './siteConfig';
export * from './sportsbook';
export * from './sportsbookPush';
