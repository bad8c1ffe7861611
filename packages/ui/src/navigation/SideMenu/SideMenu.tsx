import { useId, type ElementType, type ReactNode } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { Drawer, type DrawerPlacement } from '../../overlays/Drawer';
import { Count, Icon, ItemLink, Label, List, SectionTitle, Sections } from './SideMenu.styles';

/** A link of the side menu. */
export interface SideMenuItem {
  /** A stable key (unique in the menu). */
  key: string;
  /** The page it links to. */
  href: string;
  /** The translated link text. */
  label: string;
  /** A decorative icon before the label, such as `<SportsIcon />`. */
  icon?: ReactNode;
  /** This item's page is shown: aria-current="page" and highlighted. */
  current?: boolean;
  /** A count after the label (events, games); read as the link's description. */
  count?: number;
}

/** A group of the side menu's links, under an optional title. */
export interface SideMenuSection {
  /** The translated section title (a heading over its links). */
  title?: string;
  /** The section's links, in order. */
  items: readonly SideMenuItem[];
}

export interface SideMenuProps {
  /** Whether the menu is open (controlled; the app's MenuIcon button opens it). */
  isOpen: boolean;
  /** Called with `false` when the menu closes (an item, the close button, Escape, the backdrop). */
  onOpenChange: (isOpen: boolean) => void;
  /** The drawer's title, naming the dialog and its navigation. Default "Menu". */
  title?: string;
  /** The menu's sections. */
  sections: readonly SideMenuSection[];
  /** The edge it slides in from: `start` by default (mirrors in right-to-left). */
  placement?: Extract<DrawerPlacement, 'start' | 'end'>;
  /** Content after the sections (a language switch, app links). */
  footer?: ReactNode;
  /**
   * The link element: `a` by default. It receives `href`, `className`, `children`, `onClick` and `aria-*`
   * (the app passes its router's link).
   */
  linkComponent?: ElementType;
}

/**
 * The navigation drawer of a phone (and the site's full list of sections): a modal `Drawer` with titled
 * sections of links, the current one marked. Focus moves into it and returns to the menu button when it
 * closes; activating an item closes it (the router then shows the page).
 */
export function SideMenu({
  isOpen,
  onOpenChange,
  title,
  sections,
  placement = 'start',
  footer,
  linkComponent = 'a',
}: SideMenuProps) {
  const { t, i18n } = useUiTranslation();
  const baseId = useId();
  const name = title ?? t('nav.menu');
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={name} placement={placement} footer={footer}>
      {(close) => (
        <Sections aria-label={name}>
          {sections.map((section, index) => {
            const titleId = `${baseId}-section-${index}`;
            return (
              <div key={`${index}-${section.title ?? ''}`}>
                {section.title !== undefined && <SectionTitle id={titleId}>{section.title}</SectionTitle>}
                <List aria-labelledby={section.title !== undefined ? titleId : undefined}>
                  {section.items.map((item) => {
                    const countId = `${baseId}-${item.key}-count`;
                    const count =
                      item.count === undefined ? undefined : formatNumber(item.count, i18n.language);
                    return (
                      <li key={item.key}>
                        <ItemLink
                          as={linkComponent}
                          href={item.href}
                          aria-current={item.current ? 'page' : undefined}
                          aria-describedby={count === undefined ? undefined : countId}
                          onClick={close}
                        >
                          {item.icon !== undefined && <Icon aria-hidden="true">{item.icon}</Icon>}
                          <Label>{item.label}</Label>
                          {count !== undefined && <Count aria-hidden="true">{count}</Count>}
                        </ItemLink>
                        {count !== undefined && <VisuallyHidden id={countId}>{count}</VisuallyHidden>}
                      </li>
                    );
                  })}
                </List>
              </div>
            );
          })}
        </Sections>
      )}
    </Drawer>
  );
}
