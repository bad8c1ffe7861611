export * from './language';
export * from './routes';
