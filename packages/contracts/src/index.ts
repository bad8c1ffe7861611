export * from './siteConfig';
export * from './identity';
