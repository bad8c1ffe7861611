export { TermsUpdateNotice, type TermsUpdateNoticeProps } from './TermsUpdateNotice';
