import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** react-router's Link with the kit's `href` prop (the kit's links, tiles and bars are router-agnostic). */
export const RouterLink = forwardRef<HTMLAnchorElement, { href: string } & Omit<LinkProps, 'to'>>(
  function RouterLink({ href, ...rest }, ref) {
    return <Link ref={ref} to={href} {...rest} />;
  },
);
