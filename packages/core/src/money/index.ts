export * from './rounding';
export * from './currency';
export * from './money';
