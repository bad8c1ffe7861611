import type { ElementType } from 'react';
import { useUiTranslation } from '../../i18n';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import { Crumb, CrumbLink, Current, List, Separator } from './Breadcrumbs.styles';

/** A page of the trail. */
export interface BreadcrumbItem {
  /** A stable key. Default: the `href`, or the label. */
  key?: string;
  /** The page's address (not used for the last item, the current page). */
  href?: string;
  /** The translated page name. */
  label: string;
}

export interface BreadcrumbsProps {
  /** The trail from the home page to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** The navigation's accessible name. Default "Breadcrumbs". */
  label?: string;
  /** The link element: `a` by default; receives `href`, `className` and `children` (the app's router link). */
  linkComponent?: ElementType;
}

/**
 * Where the page sits in the site: a named navigation with an ordered list of links, separators hidden from
 * screen readers, and the current page last (aria-current="page", not a link). On a phone a long trail
 * stays on one line and truncates in the middle.
 */
export function Breadcrumbs({ items, label, linkComponent = 'a' }: BreadcrumbsProps) {
  const { t } = useUiTranslation();
  const last = items.length - 1;
  return (
    <nav aria-label={label ?? t('nav.breadcrumbs')}>
      <List>
        {items.map((item, index) => (
          <Crumb
            key={item.key ?? item.href ?? item.label}
            data-middle={index > 0 && index < last ? '' : undefined}
          >
            {index > 0 && (
              <Separator aria-hidden="true">
                <ChevronRightIcon />
              </Separator>
            )}
            {index === last || item.href === undefined ? (
              <Current aria-current={index === last ? 'page' : undefined}>{item.label}</Current>
            ) : (
              <CrumbLink as={linkComponent} href={item.href}>
                {item.label}
              </CrumbLink>
            )}
          </Crumb>
        ))}
      </List>
    </nav>
  );
}
