export { BanPage as default } from '../special/BanPage';
