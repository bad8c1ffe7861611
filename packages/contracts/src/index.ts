export * from './siteConfig';
export * from './limits';
