export * from './resolve';
export * from './settle';
