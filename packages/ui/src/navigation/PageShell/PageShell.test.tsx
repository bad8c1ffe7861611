import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AppHeader } from '../AppHeader';
import { SiteFooter } from '../SiteFooter';
import { SupportButton } from '../SupportButton';
import { PageShell } from './PageShell';

describe('PageShell', () => {
  it('frames the page: skip link, header, notices section, main, SEO, footer, floating, in this order', async () => {
    const { container } = render(
      <PageShell
        header={<AppHeader homeHref="/" />}
        notices={<p>Maintenance tonight</p>}
        seo={<section aria-label="About Betline">Sportsbook and casino</section>}
        footer={<SiteFooter companyName="Betline" />}
        floating={<SupportButton href="/support" />}
      >
        <h1>Welcome</h1>
      </PageShell>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveTextContent('Welcome');
    expect(screen.getByRole('region', { name: 'Notices' })).toHaveTextContent('Maintenance tonight');
    const order = [
      skip,
      screen.getByRole('banner'),
      screen.getByRole('region', { name: 'Notices' }),
      main,
      screen.getByRole('region', { name: 'About Betline' }),
      screen.getByRole('contentinfo'),
      screen.getByRole('link', { name: 'Support' }),
    ];
    for (let i = 1; i < order.length; i += 1) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    await expectNoAxeViolations(container);
  });

  it('the skip link is the first stop of the keyboard; the labels and main id can be set', async () => {
    const user = userEvent.setup();
    render(
      <PageShell skipLinkLabel="Jump to the bets" noticesLabel="Site notices" mainId="content">
        <p>Content</p>
      </PageShell>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Jump to the bets' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Jump to the bets' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(screen.getByRole('region', { name: 'Site notices' })).toBeEmptyDOMElement();
  });
});
