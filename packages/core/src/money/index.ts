export * from './rounding';
export * from './currency';
export * from './retired';
export * from './money';
export * from './payments';
export * from './cashback';
