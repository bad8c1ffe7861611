import type { AnchorHTMLAttributes, ElementType, ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { ExternalLinkIcon } from './ExternalLinkIcon';
import { StyledLink, type LinkTone, type LinkUnderline } from './Link.styles';

export type { LinkTone, LinkUnderline };

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** Where the link goes. */
  href: string;
  /** The link's text (translated): it says where the link goes, never just "click here". */
  children: ReactNode;
  /**
   * `default`: the link colour; `muted`: secondary text colour (footers, fine print), darker on hover;
   * `accent`: the accent colour in semibold (a standalone "See all").
   */
  tone?: LinkTone;
  /**
   * `always` (default): underlined, as links inside text must be (colour alone is not enough).
   * `hover`: underlined on hover and focus only; for links that stand alone (a list of links, a card).
   */
  underline?: LinkUnderline;
  /**
   * Another site: opens in a new tab with `rel="noopener noreferrer"`, shows an icon and tells assistive
   * technology "(opens in a new tab)". An external link is always a plain `a` (not `linkComponent`).
   */
  external?: boolean;
  /**
   * The link element: `a` by default. It receives `href`, `className`, `children` and the other props
   * (the app passes an adapter of its router's link).
   */
  linkComponent?: ElementType;
  /** The link element. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A text link. It keeps its colour once visited, shows the focus ring on keyboard focus and, for another
 * site, opens a new tab and says so. Pass the router's link as `linkComponent` for in-app links.
 */
export function Link({
  href,
  children,
  tone = 'default',
  underline = 'always',
  external = false,
  linkComponent,
  ref,
  ...rest
}: LinkProps) {
  const { t } = useUiTranslation();
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <StyledLink
      ref={ref}
      as={external ? 'a' : linkComponent}
      href={href}
      $tone={tone}
      $underline={underline}
      data-tone={tone}
      {...rest}
      {...externalProps}
    >
      {children}
      {external && (
        <>
          {' '}
          <VisuallyHidden>{t('link.newTab')}</VisuallyHidden>
          <ExternalLinkIcon />
        </>
      )}
    </StyledLink>
  );
}
