import type { ReactNode, SVGProps } from 'react';

/** Props of every icon: SVG attributes; the icon is decorative (aria-hidden) unless given a `title`. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** An accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

/**
 * Makes an icon component: a 16-unit viewBox drawn with `currentColor`, sized `1em` so it follows
 * the font size of its slot. Each icon lives in its own module, so importing one bundles only that one.
 */
export function createIcon(name: string, paths: ReactNode) {
  function Icon({ title, ...props }: IconProps) {
    return (
      <svg
        // token-exempt: an icon follows the font size of its slot
        width="1em"
        // token-exempt: an icon follows the font size of its slot
        height="1em"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable={false}
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
