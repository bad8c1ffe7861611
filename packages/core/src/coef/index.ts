export * from './coef';
export * from './fractional';
export * from './formats';
