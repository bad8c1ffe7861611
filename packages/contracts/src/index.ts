export * from './siteConfig';
export * from './wallet';
