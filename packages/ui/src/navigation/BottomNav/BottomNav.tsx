import type { ElementType, ReactElement } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { Bar, Count, Icon, Item, Label, List, Spacer } from './BottomNav.styles';

/** Counts above this show as "99+" (the name still says the exact number). */
export const BOTTOM_NAV_MAX_BADGE = 99;

/** An item of the bottom navigation: a link (`href`) or a button (`onClick` only). */
export interface BottomNavItem {
  /** A stable key. */
  key: string;
  /** The page it links to. Without it the item is a button (it opens something, such as the bet slip). */
  href?: string;
  /** Called when the item is activated (a button's action; also fires for a link). */
  onClick?: () => void;
  /** The translated label under the icon (one or two words; a long one ends with an ellipsis). */
  label: string;
  /** The icon above the label (decorative), such as `<HomeIcon />`. */
  icon: ReactElement;
  /** A count on the icon, such as the bet slip's selections; 0 or unset shows none. Part of the name. */
  badge?: number;
  /** What the count means, read after the label ("3 selections"). Default: "3 items". */
  badgeLabel?: string;
  /** This item's page is shown: aria-current="page" and the accent colour. */
  current?: boolean;
}

export interface BottomNavProps {
  /** The items, left to right (usually four or five). */
  items: readonly BottomNavItem[];
  /** The navigation's accessible name. Default "Quick navigation". */
  label?: string;
  /**
   * The link element of the items with `href`: `a` by default. It receives `href`, `className`, `children`,
   * `onClick` and `aria-*`; the app passes its router's link.
   */
  linkComponent?: ElementType;
}

/**
 * The phone's bottom navigation: a bar fixed at the bottom of the screen, shown only below 720 px wide,
 * with an icon and a label per item, a count badge (announced in the item's name) and the current item
 * marked. It pads itself by the phone's bottom safe area and keeps its height free at the page's end.
 * The app decides whether it is shown (SPEC: hidden on registration unless a setting allows it).
 */
export function BottomNav({ items, label, linkComponent = 'a' }: BottomNavProps) {
  const { t, i18n } = useUiTranslation();
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-label={label ?? t('nav.bottomNav')}>
        <List>
          {items.map((item) => {
            const badge = item.badge !== undefined && item.badge > 0 ? item.badge : undefined;
            const shown =
              badge === undefined
                ? undefined
                : badge > BOTTOM_NAV_MAX_BADGE
                  ? `${formatNumber(BOTTOM_NAV_MAX_BADGE, i18n.language)}+`
                  : formatNumber(badge, i18n.language);
            const name =
              badge === undefined
                ? undefined
                : t('nav.withBadge', {
                    label: item.label,
                    badge:
                      item.badgeLabel ??
                      t('nav.badge', { count: badge, n: formatNumber(badge, i18n.language) }),
                  });
            const link = item.href !== undefined;
            return (
              <li key={item.key}>
                <Item
                  as={link ? linkComponent : 'button'}
                  {...(link ? { href: item.href } : { type: 'button' })}
                  onClick={item.onClick}
                  aria-current={item.current ? 'page' : undefined}
                >
                  <Icon aria-hidden="true">
                    {item.icon}
                    {shown !== undefined && <Count>{shown}</Count>}
                  </Icon>
                  {/* With a count the name is one hidden text ("Bet slip, 3 selections"), not an aria-label:
                      the badge's digits are visible text, so they could not match the name. */}
                  <Label aria-hidden={name === undefined ? undefined : true}>{item.label}</Label>
                  {name !== undefined && <VisuallyHidden>{name}</VisuallyHidden>}
                </Item>
              </li>
            );
          })}
        </List>
      </Bar>
    </>
  );
}
