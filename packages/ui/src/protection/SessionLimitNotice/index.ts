export { SessionLimitNotice, type SessionLimitNoticeProps } from './SessionLimitNotice';
