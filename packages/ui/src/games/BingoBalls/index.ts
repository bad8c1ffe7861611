export { BingoBalls, type BingoBallsProps } from './BingoBalls';
