export { AppUpdateNotice, type AppUpdateNoticeProps } from './AppUpdateNotice';
