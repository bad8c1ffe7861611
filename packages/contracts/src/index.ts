export * from './siteConfig';
export * from './identity';
export * from './wallet';
