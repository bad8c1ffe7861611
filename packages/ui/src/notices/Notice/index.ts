export {
  ERROR_AUTO_CLOSE_MS,
  NOTICE_KINDS,
  Notice,
  defaultNoticeTitleKey,
  noticeAutoCloseMs,
  type NoticeKind,
  type NoticeProps,
} from './Notice';
