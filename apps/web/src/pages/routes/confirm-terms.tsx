export { TermsPage as default } from '../special/TermsPage';
