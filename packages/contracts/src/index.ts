export * from './siteConfig';
export * from './site';
