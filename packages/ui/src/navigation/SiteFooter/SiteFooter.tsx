import { useId, type ElementType, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import {
  AgeBadge,
  Bar,
  GroupLink,
  GroupList,
  GroupTitle,
  Groups,
  Inner,
  Responsible,
  Strong,
} from './SiteFooter.styles';

/** A link of the footer. */
export interface SiteFooterLink {
  /** The page's address. */
  href: string;
  /** Translated link text. */
  label: string;
}

/** A titled group of footer links (rendered as a navigation named by its title). */
export interface SiteFooterLinkGroup {
  /** Translated title: the group's heading and its navigation's name ("Information", "Help"). */
  title: string;
  /** The group's links, in order. */
  links: readonly SiteFooterLink[];
}

export interface SiteFooterProps {
  /** The operator's name in the copyright line (site config's company name). */
  companyName: string;
  /** The copyright year. Default: the current year. */
  year?: number;
  /** Link groups above the responsible-gambling line; each is a navigation named by its title. */
  linkGroups?: readonly SiteFooterLinkGroup[];
  /** The footer landmark's accessible name. Default "Site information". */
  label?: string;
  /** The link element: `a` by default; receives `href`, `className` and `children` (the app's router link). */
  linkComponent?: ElementType;
  /** Content of the partner's own (a remote footer block), between the link groups and the responsible line. */
  children?: ReactNode;
}

/**
 * The page's footer landmark: optional link groups, the responsible-gambling line (18+ badge, "Play
 * responsibly" and a hint) and the copyright with the operator's name. It keeps room at its end for the
 * floating support button.
 */
export function SiteFooter({
  companyName,
  year,
  linkGroups = [],
  label,
  linkComponent = 'a',
  children,
}: SiteFooterProps) {
  const { t } = useUiTranslation();
  const baseId = useId();
  return (
    <Bar aria-label={label ?? t('nav.footer')}>
      <Inner>
        {linkGroups.length > 0 && (
          <Groups>
            {linkGroups.map((group, index) => {
              const titleId = `${baseId}-group-${index}`;
              return (
                <nav key={`${index}-${group.title}`} aria-labelledby={titleId}>
                  <GroupTitle id={titleId}>{group.title}</GroupTitle>
                  <GroupList>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <GroupLink as={linkComponent} href={link.href}>
                          {link.label}
                        </GroupLink>
                      </li>
                    ))}
                  </GroupList>
                </nav>
              );
            })}
          </Groups>
        )}
        {children}
        <Responsible>
          <AgeBadge>{t('nav.age')}</AgeBadge>
          <span>
            <Strong>{t('nav.responsible')}</Strong>
            <br />
            {t('nav.responsibleHint')}
          </span>
        </Responsible>
        <p>{t('nav.copyright', { year: year ?? new Date().getFullYear(), company: companyName })}</p>
      </Inner>
    </Bar>
  );
}
