import { useId, useLayoutEffect, useRef, type ElementType, type FocusEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { Count, Icon, Item, ItemLink, List, Nav } from './CategoryBar.styles';

/** A casino section in the bar. */
export interface CategoryBarItem {
  id: string;
  /** Translated section name. */
  label: string;
  href: string;
  /** Games in the section (shown after the name; read as "120 games"). */
  count?: number;
  /** A decorative icon before the name. */
  icon?: ReactNode;
}

export interface CategoryBarProps {
  /** The navigation's accessible name (translated: "Casino sections"). */
  label: string;
  items: readonly CategoryBarItem[];
  /** The current section (aria-current="page"; scrolled into view). */
  currentId?: string;
  /** The link element: `a` by default; receives `href`, `className`, `children` and `aria-*`. */
  linkComponent?: ElementType;
}

/**
 * The casino sections as a row of links: it wraps on wide screens and scrolls sideways on a phone, where
 * the current section is brought into view when the bar mounts (or the current section changes).
 */
export function CategoryBar({ label, items, currentId, linkComponent = 'a' }: CategoryBarProps) {
  const { t, i18n } = useUiTranslation();
  const baseId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const currentRef = useRef<HTMLLIElement>(null);

  // Before paint, so the row never shows its start first and then jumps.
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = currentRef.current;
    // jsdom has no scrollIntoView; and when nothing is hidden (the wrapping desktop row) there is nothing
    // to reveal, so the page itself is never scrolled for it.
    if (!list || !current || typeof current.scrollIntoView !== 'function') return;
    if (list.scrollWidth <= list.clientWidth) return;
    current.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [currentId]);

  // The browser's own scroll on focus may leave a focused item's end under the row's edge: reveal it whole
  // (with the row's scroll padding, so the next item peeks in).
  const revealFocused = (event: FocusEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollWidth <= list.clientWidth || typeof event.target.scrollIntoView !== 'function') return;
    event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <Nav aria-label={label}>
      <List ref={listRef} onFocus={revealFocused}>
        {items.map((item) => {
          const isCurrent = item.id === currentId;
          const countId = `${baseId}-${item.id}`;
          const count = item.count === undefined ? null : formatNumber(item.count, i18n.language);
          return (
            <Item key={item.id} ref={isCurrent ? currentRef : undefined}>
              <ItemLink
                as={linkComponent}
                href={item.href}
                aria-current={isCurrent ? 'page' : undefined}
                aria-describedby={count === null ? undefined : countId}
              >
                {item.icon && <Icon aria-hidden="true">{item.icon}</Icon>}
                {item.label}
                {count !== null && <Count aria-hidden="true">{count}</Count>}
              </ItemLink>
              {count !== null && (
                <VisuallyHidden id={countId}>
                  {t('casino.games', { count: item.count, n: count })}
                </VisuallyHidden>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
