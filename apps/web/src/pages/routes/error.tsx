export { ErrorPage as default } from '../special/ErrorPage';
