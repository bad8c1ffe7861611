export {
  MAX_VISIBLE_NOTICES,
  NoticeStack,
  useNoticeQueue,
  visibleNotices,
  type NoticeItem,
  type NoticeStackProps,
} from './NoticeStack';
