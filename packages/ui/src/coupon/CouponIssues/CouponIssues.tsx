import type { CouponIssue } from '@betline/core';
import { useUiTranslation } from '../../i18n';
import { couponIssueMessage, type IssueMessageContext } from './messages';

export { couponIssueMessage, type IssueMessageContext };
import { IssueItem, IssueList } from './CouponIssues.styles';

export interface CouponIssuesProps {
  /** Issues from core's `validateCoupon`. */
  issues: readonly CouponIssue[];
  /** Currency, locale and bet names for the messages. */
  context: Omit<IssueMessageContext, 'locale'> & { locale?: string };
  /** Id of the list, so the place button can point at it (aria-describedby). */
  id?: string;
}

/** The reasons the slip cannot be placed yet, as a list of player-readable messages (nothing when none). */
export function CouponIssues({ issues, context, id }: CouponIssuesProps) {
  const { t, i18n } = useUiTranslation();
  if (issues.length === 0) return null;
  const ctx = { ...context, locale: context.locale ?? i18n.language };
  const messages = [...new Set(issues.map((issue) => couponIssueMessage(issue, t, ctx)))];
  return (
    <IssueList id={id}>
      {messages.map((m) => (
        <IssueItem key={m}>{m}</IssueItem>
      ))}
    </IssueList>
  );
}
