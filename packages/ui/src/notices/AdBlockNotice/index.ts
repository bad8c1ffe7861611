export { AdBlockNotice, type AdBlockNoticeProps } from './AdBlockNotice';
