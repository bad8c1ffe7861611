export * from './language';
export * from './routes';
export * from './guards';
export * from './maintenance';
export * from './platform';
