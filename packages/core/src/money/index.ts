export * from './rounding';
export * from './currency';
export * from './money';
export * from './payments';
export * from './cashback';
