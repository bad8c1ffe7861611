export * from './navigation';
export * from './money';
export * from './coef';
export * from './coupon';
export * from './protection';
export * from './consent';
export * from './referral';
export * from './settlement';
