import type { ElementType, MouseEvent } from 'react';
import { useUiTranslation } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import { Control, Ellipsis, List } from './Pagination.styles';

/** An entry of the page list: a page number, or a gap (shown as an ellipsis) before or after the current pages. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page list of a pager: the first and the last page, the current page with `siblings` pages on either
 * side, and an ellipsis for each longer gap (a gap of one page shows that page instead). `page` is clamped
 * to 1...pageCount; no pages give an empty list.
 *
 * paginationItems(5, 10) → [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const count = Math.floor(pageCount);
  if (!(count >= 1)) return [];
  const current = Math.min(Math.max(Math.round(page) || 1, 1), count);
  const near = Math.max(0, Math.floor(siblings));
  const from = Math.max(2, current - near);
  const to = Math.min(count - 1, current + near);
  const items: PaginationItem[] = [1];
  if (from > 3) items.push('start-ellipsis');
  else for (let p = 2; p < from; p += 1) items.push(p);
  for (let p = from; p <= to; p += 1) items.push(p);
  if (to < count - 2) items.push('end-ellipsis');
  else for (let p = Math.max(to + 1, 2); p < count; p += 1) items.push(p);
  if (count > 1) items.push(count);
  return items;
}

export interface PaginationProps {
  /** The current page (1-based). */
  page: number;
  /** The number of pages; with one page or none the pager renders nothing. */
  pageCount: number;
  /** Pages shown on either side of the current one. Default 1. */
  siblings?: number;
  /** The address of a page: every page and previous / next are links (rendered with `linkComponent`). */
  hrefFor?: (page: number) => string;
  /** Called with the chosen page. Without `hrefFor` the controls are buttons; with it, also called on click. */
  onPageChange?: (page: number) => void;
  /** The navigation's accessible name. Default "Pagination". */
  label?: string;
  /** The link element (with `hrefFor`): `a` by default; receives `href`, `className`, `children`, `onClick`, `aria-*`. */
  linkComponent?: ElementType;
}

/**
 * A pager: a named navigation with previous / next controls and the page numbers (first, last, the current
 * page and its neighbours, ellipses for the gaps). Each control is named ("Page 3", "Previous page"); the
 * current page has aria-current="page". Links with `hrefFor`, buttons with `onPageChange`; at either end the
 * previous or next control is disabled.
 */
export function Pagination({
  page,
  pageCount,
  siblings = 1,
  hrefFor,
  onPageChange,
  label,
  linkComponent = 'a',
}: PaginationProps) {
  const { t, i18n } = useUiTranslation();
  const items = paginationItems(page, pageCount, siblings);
  if (items.length < 2) return null;
  const count = items[items.length - 1] as number;
  const current = Math.min(Math.max(Math.round(page) || 1, 1), count);

  /** The props that make a control go to `target`: a link with `hrefFor`, otherwise a button. */
  const goTo = (target: number) => {
    const onClick = onPageChange
      ? (event: MouseEvent) => {
          if (hrefFor === undefined) event.preventDefault();
          onPageChange(target);
        }
      : undefined;
    return hrefFor
      ? { as: linkComponent, href: hrefFor(target), onClick }
      : { as: 'button' as const, type: 'button' as const, onClick };
  };

  /** Previous / next at an end: a disabled button, or a link without an address (not focusable). */
  const disabled = hrefFor
    ? { as: 'a' as const, role: 'link', 'aria-disabled': true }
    : { as: 'button' as const, type: 'button' as const, disabled: true };

  return (
    <nav aria-label={label ?? t('nav.pagination')}>
      <List>
        <li>
          <Control {...(current > 1 ? goTo(current - 1) : disabled)} aria-label={t('nav.previousPage')}>
            <ChevronLeftIcon />
          </Control>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Control
                {...goTo(item)}
                aria-label={t('nav.page', { page: formatNumber(item, i18n.language) })}
                aria-current={item === current ? 'page' : undefined}
              >
                {formatNumber(item, i18n.language)}
              </Control>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ),
        )}
        <li>
          <Control {...(current < count ? goTo(current + 1) : disabled)} aria-label={t('nav.nextPage')}>
            <ChevronRightIcon />
          </Control>
        </li>
      </List>
    </nav>
  );
}
