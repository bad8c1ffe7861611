export * from './catalogue';
export * from './changes';
export * from './enforcement';
export * from './realityCheck';
export * from './level';
export * from './movement';
