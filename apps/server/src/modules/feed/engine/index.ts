export * from './catalog';
export * from './game';
export * from './markets';
export * from './pricing';
export * from './rng';
export * from './schedule';
export * from './simulate';
export * from './sports';
