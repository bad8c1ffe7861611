export * from './language';
export * from './routes';
export * from './guards';
export * from './links';
export * from './teamLinks';
export * from './maintenance';
export * from './platform';
