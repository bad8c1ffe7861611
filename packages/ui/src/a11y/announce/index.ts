export { announce, type Politeness } from './announce';
export { LiveRegion } from './LiveRegion';
