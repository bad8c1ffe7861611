export * from './siteConfig';
export * from './limits';
export * from './site';
export * from './identity';
export * from './wallet';
export * from './sportsbook';
export * from './sportsbookPush';
export * from './casino';
