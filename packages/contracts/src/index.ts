export * from './siteConfig';
