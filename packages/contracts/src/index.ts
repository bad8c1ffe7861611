export * from './siteConfig';
export * from './site';
export * from './identity';
