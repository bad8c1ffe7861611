import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Frame, Main, SkipLink } from './PageShell.styles';

export interface PageShellProps {
  /** The page's content, inside `<main>`. */
  children: ReactNode;
  /** The banner: an `AppHeader`. */
  header?: ReactNode;
  /** Page-wide notices (maintenance, a failed config reload), in a labelled section under the header. */
  notices?: ReactNode;
  /** The notices section's accessible name. Default "Notices". */
  noticesLabel?: string;
  /** The SEO text block between the content and the footer (hidden by a route flag: leave unset). */
  seo?: ReactNode;
  /** The footer: a `SiteFooter` (hidden by a route flag: leave unset). */
  footer?: ReactNode;
  /** Fixed elements after the footer: `SupportButton`, scroll-to-top, `BottomNav`, overlays. */
  floating?: ReactNode;
  /** The skip link's text. Default "Skip to content". */
  skipLinkLabel?: string;
  /** The id of `<main>`, the skip link's target. Default "main". */
  mainId?: string;
}

/**
 * The main layout's frame, purely presentational: a skip link to the content, the header, the notices
 * section, `<main>` (focusable by script, at least a screen high), the SEO block, the footer and the
 * floating elements, in this order.
 */
export function PageShell({
  children,
  header,
  notices,
  noticesLabel,
  seo,
  footer,
  floating,
  skipLinkLabel,
  mainId = 'main',
}: PageShellProps) {
  const { t } = useUiTranslation();
  return (
    <Frame>
      <SkipLink href={`#${mainId}`}>{skipLinkLabel ?? t('nav.skipToContent')}</SkipLink>
      {header}
      <section aria-label={noticesLabel ?? t('nav.notices')}>{notices}</section>
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      {seo}
      {footer}
      {floating}
    </Frame>
  );
}
