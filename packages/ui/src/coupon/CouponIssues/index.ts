export {
  couponIssueMessage,
  CouponIssues,
  type CouponIssuesProps,
  type IssueMessageContext,
} from './CouponIssues';
