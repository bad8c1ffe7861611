export * from './language';
