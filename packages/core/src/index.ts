export * from './navigation';
