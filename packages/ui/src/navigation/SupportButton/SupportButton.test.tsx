import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SupportButton } from './SupportButton';

describe('SupportButton', () => {
  it('is a link named "Support" with a decorative icon', async () => {
    const { container } = render(<SupportButton href="/en/information/contacts" />);
    const link = screen.getByRole('link', { name: 'Support' });
    expect(link).toHaveAttribute('href', '/en/information/contacts');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('takes a label and the link component', () => {
    const RouterLink = ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a data-router-link="" href={href} {...rest}>
        {children}
      </a>
    );
    render(<SupportButton href="/chat" label="Help" linkComponent={RouterLink} aboveBottomNav />);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('data-router-link');
  });

  it('keeps its height free at the end of the page, so the content there can be scrolled clear of it', () => {
    render(<SupportButton href="/en/information/contacts" />);
    const clearance = screen.getByTestId('support-clearance');
    expect(clearance).toHaveAttribute('aria-hidden', 'true');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const own = [...css.matchAll(/\.([\w-]+)\{([^{}]*)\}/g)].find(([, name]) =>
      clearance.classList.contains(name!),
    );
    expect(own?.[2]).toMatch(/height:calc\(var\(--size-control-md\) \+ var\(--space-4\)\)/);
  });
});
