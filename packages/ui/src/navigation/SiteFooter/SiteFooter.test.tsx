import { render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('is the named footer landmark with the responsible-gambling line and the copyright', async () => {
    const { container } = render(<SiteFooter companyName="Betline Ltd" year={2030} />);
    const footer = screen.getByRole('contentinfo', { name: 'Site information' });
    expect(footer).toHaveTextContent('18+');
    expect(within(footer).getByText('Play responsibly').tagName).toBe('STRONG');
    expect(footer).toHaveTextContent('Gambling can be addictive. Set limits and take breaks.');
    expect(footer).toHaveTextContent('© 2030 Betline Ltd');
    expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('defaults to the current year', () => {
    render(<SiteFooter companyName="Betline" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Betline`);
  });

  it('renders each link group as a navigation named by its title, with the link component', async () => {
    const RouterLink = ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a data-router-link="" href={href} {...rest}>
        {children}
      </a>
    );
    const { container } = render(
      <SiteFooter
        companyName="Betline"
        linkComponent={RouterLink}
        linkGroups={[
          {
            title: 'Information',
            links: [
              { href: '/en/information/rules', label: 'Rules' },
              { href: '/en/information/contacts', label: 'Contacts' },
            ],
          },
          { title: 'Help', links: [{ href: '/en/faq', label: 'FAQ' }] },
        ]}
      />,
    );
    const info = screen.getByRole('navigation', { name: 'Information' });
    expect(within(info).getByRole('heading', { name: 'Information' })).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Rules' })).toHaveAttribute(
      'href',
      '/en/information/rules',
    );
    expect(within(info).getByRole('link', { name: 'Contacts' })).toHaveAttribute('data-router-link');
    expect(within(screen.getByRole('navigation', { name: 'Help' })).getAllByRole('link')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });
});
