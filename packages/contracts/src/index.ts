export * from './siteConfig';
export * from './limits';
export * from './site';
