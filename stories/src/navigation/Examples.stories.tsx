import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import {
  AppHeader,
  BottomNav,
  Breadcrumbs,
  Button,
  Heading,
  IconButton,
  MenuIcon,
  PageShell,
  Pagination,
  SideMenu,
  SiteFooter,
  Stack,
  SupportButton,
  Text,
} from '@betline/ui';
import { vars } from '@betline/tokens';
import { storyCanvas, text, uiText } from '../story-helpers';
import {
  DemoLink,
  bottomItems,
  crumbs,
  footerGroups,
  headerItems,
  menuSections,
  phoneViewport,
} from './demo';

/** The navigation and page-shell components composed into the main layout. */
const meta = {
  title: 'Navigation/Examples',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A screen: scrolls on its own, and holds the fixed parts (bottom navigation, support button) at its bottom
 * (its transform makes it their containing block), so the example behaves like a page in the docs too.
 */
function Screen({ children }: { children: ReactNode }) {
  return (
    <div data-screen="" style={{ height: '100vh', overflow: 'auto', transform: 'translateZ(0)' }}>
      {children}
    </div>
  );
}

function ShellPage() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [page, setPage] = useState(3);
  const [picks, setPicks] = useState(2);
  return (
    <Screen>
      <PageShell
        header={
          <AppHeader
            menu={
              <IconButton
                label={t('navigation.openMenu')}
                icon={<MenuIcon />}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              />
            }
            homeHref="#/en"
            homeLabel={t('navigation.homeLink')}
            navItems={headerItems(t, 'sports')}
            controls={
              <Button size="sm" variant="secondary">
                {t('navigation.language')}
              </Button>
            }
            account={
              <>
                <Button size="sm" variant="secondary">
                  {t('navigation.signIn')}
                </Button>
                <Button size="sm">{t('navigation.register')}</Button>
              </>
            }
            linkComponent={DemoLink}
          />
        }
        notices={
          <div
            style={{
              padding: `${vars.space[2]} ${vars.space[4]}`,
              background: vars.bgColor.warning.muted,
              borderBottom: `${vars.borderWidth.default} solid ${vars.borderColor.warning}`,
              textAlign: 'center',
            }}
          >
            <Text size="sm">{t('navigation.shell.notice')}</Text>
          </div>
        }
        seo={
          <section
            aria-label={t('navigation.shell.seoLabel')}
            style={{
              boxSizing: 'border-box',
              width: '100%',
              maxWidth: vars.size.layout.maxWidth,
              marginInline: 'auto',
              padding: vars.space[6],
              borderTop: `${vars.borderWidth.default} solid ${vars.borderColor.muted}`,
            }}
          >
            <Text size="sm" tone="muted">
              {t('navigation.shell.seo')}
            </Text>
          </section>
        }
        footer={
          <SiteFooter
            companyName={t('navigation.footer.company')}
            linkGroups={footerGroups(t)}
            linkComponent={DemoLink}
          />
        }
        floating={
          <>
            <SupportButton href="#/en/information/contacts" aboveBottomNav linkComponent={DemoLink} />
            <BottomNav
              items={bottomItems(t, { current: 'sports', picks, onCoupon: () => setPicks(0) })}
              linkComponent={DemoLink}
            />
            <SideMenu
              isOpen={menuOpen}
              onOpenChange={setMenuOpen}
              sections={menuSections(t)}
              linkComponent={DemoLink}
            />
          </>
        }
      >
        <Stack gap={4}>
          <Breadcrumbs items={crumbs(t, 3)} linkComponent={DemoLink} />
          <Heading level={1}>{t('navigation.shell.heading')}</Heading>
          <Text>{t('navigation.shell.text')}</Text>
          <Pagination page={page} pageCount={12} onPageChange={setPage} />
        </Stack>
      </PageShell>
    </Screen>
  );
}

/**
 * The main layout: skip link, the sticky header (menu button, logo, sections, controls, account), the notices,
 * the content with breadcrumbs and a pager, the SEO block, the footer with link groups and the floating
 * support button. The menu button opens the side menu. Every landmark is named once.
 */
export const Shell: Story = {
  render: () => <ShellPage />,
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(
      canvas.getByRole('contentinfo', { name: uiText(globals, 'nav.footer') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: uiText(globals, 'nav.notices') })).toBeInTheDocument();
    for (const name of ['nav.mainNav', 'nav.breadcrumbs', 'nav.pagination']) {
      await expect(canvas.getByRole('navigation', { name: uiText(globals, name) })).toBeInTheDocument();
    }
    // Keyboard: the skip link first, then the menu button, which opens the side menu.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: uiText(globals, 'nav.skipToContent') })).toHaveFocus();
    await userEvent.tab();
    const menuButton = canvas.getByRole('button', { name: text(globals, 'navigation.openMenu') });
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: uiText(globals, 'nav.menu') });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
    menuButton.blur();
  },
};

/**
 * The same page on a phone: two header rows, the bottom navigation fixed at the bottom of the screen (the
 * bet slip with its count) and the support button standing above it.
 */
export const ShellOnPhone: Story = {
  globals: phoneViewport,
  render: () => <ShellPage />,
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const bottom = canvas.getByRole('navigation', { name: uiText(globals, 'nav.bottomNav') });
    const screenBox = bottom.closest('[data-screen]')!.getBoundingClientRect();
    await expect(Math.abs(bottom.getBoundingClientRect().bottom - screenBox.bottom)).toBeLessThan(1);
    const support = canvas.getByRole('link', { name: uiText(globals, 'nav.support') });
    await expect(support.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      bottom.getBoundingClientRect().top,
    );
    const coupon = within(bottom).getByRole('button', {
      name: uiText(globals, 'nav.withBadge', {
        label: text(globals, 'navigation.bottom.coupon'),
        badge: text(globals, 'navigation.bottom.selections', { count: 2 }),
      }),
    });
    await expect(
      within(bottom).getByRole('link', { name: text(globals, 'navigation.bottom.sports') }),
    ).toHaveAttribute('aria-current', 'page');
    coupon.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      within(bottom).getByRole('button', { name: text(globals, 'navigation.bottom.coupon') }),
    ).toBeInTheDocument();
    (document.activeElement as HTMLElement).blur();
  },
};
