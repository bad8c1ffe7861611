export { SafeLock, type SafeLockProps } from './SafeLock';
