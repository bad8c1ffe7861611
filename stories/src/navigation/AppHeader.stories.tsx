import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { AppHeader, BrandLogo, Button, IconButton, MenuIcon } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import { DemoLink, headerItems, navigate, phoneViewport } from './demo';

/**
 * The page's sticky banner: the logo linking home, the sections as the main navigation (the current one
 * with aria-current), the language and theme controls and the player corner. Below 720 px it has two rows.
 * Links are rendered with `linkComponent` (the app's router link).
 */
const meta = {
  title: 'Navigation/AppHeader',
  component: AppHeader,
  args: { homeHref: '#/en', linkComponent: DemoLink },
  argTypes: {
    logo: { control: false },
    navItems: { control: false },
    controls: { control: false },
    account: { control: false },
    menu: { control: false },
    linkComponent: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <AppHeader
        homeLabel={t('navigation.homeLink')}
        navItems={headerItems(t, 'live')}
        controls={
          <>
            <Button size="sm" variant="secondary">
              {t('navigation.language')}
            </Button>
            <Button size="sm" variant="secondary" aria-pressed={false}>
              {t('navigation.theme')}
            </Button>
          </>
        }
        account={
          <>
            <Button size="sm" variant="secondary">
              {t('navigation.signIn')}
            </Button>
            <Button size="sm">{t('navigation.register')}</Button>
          </>
        }
        {...args}
      />
    );
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab goes home, through the sections, the controls and the account; Enter follows a section's link. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const banner = canvas.getByRole('banner');
    await userEvent.tab();
    await expect(
      within(banner).getByRole('link', { name: text(globals, 'navigation.homeLink') }),
    ).toHaveFocus();
    const nav = within(banner).getByRole('navigation', { name: uiText(globals, 'nav.mainNav') });
    for (const key of ['sports', 'live', 'casino', 'promotions']) {
      await userEvent.tab();
      await expect(
        within(nav).getByRole('link', { name: text(globals, `navigation.sections.${key}`) }),
      ).toHaveFocus();
    }
    await userEvent.tab();
    await expect(
      within(banner).getByRole('button', { name: text(globals, 'navigation.language') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#/en/promotions');
    (document.activeElement as HTMLElement).blur();
  },
};

/** The current section is marked (aria-current="page" and the accent colours); the others are not. */
export const CurrentItem: Story = {
  play: async ({ canvasElement, globals }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation', { name: uiText(globals, 'nav.mainNav') });
    const live = within(nav).getByRole('link', { name: text(globals, 'navigation.sections.live') });
    await expect(live).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
  },
};

/** Long section names stay on one line; the row scrolls sideways instead of wrapping. */
export const LongLabels: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <AppHeader {...args} homeLabel={t('navigation.homeLink')} navItems={headerItems(t, 'casino', true)} />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation', { name: uiText(globals, 'nav.mainNav') });
    const links = within(nav).getAllByRole('link');
    const top = links[0]!.getBoundingClientRect().top;
    for (const link of links) await expect(Math.abs(link.getBoundingClientRect().top - top)).toBeLessThan(1);
  },
};

/** A signed-in player: the balance in the account corner; a partner brand's logo. */
export const PlayerAndPartnerLogo: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <AppHeader
        {...args}
        logo={<BrandLogo name={t('navigation.partner')} />}
        homeLabel={t('navigation.partner')}
        navItems={headerItems(t, 'sports')}
        account={
          <Button size="sm" variant="secondary">
            {t('navigation.balance')}
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('link', { name: text(globals, 'navigation.partner') })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: text(globals, 'navigation.balance') }),
    ).toBeInTheDocument();
  },
};

/** With the side menu's button before the logo (the app opens `SideMenu` from it). */
export const WithMenuButton: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <AppHeader
        {...args}
        homeLabel={t('navigation.homeLink')}
        navItems={headerItems(t, 'sports')}
        menu={<IconButton label={t('navigation.openMenu')} icon={<MenuIcon />} onClick={() => {}} />}
      />
    );
  },
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text(globals, 'navigation.openMenu') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text(globals, 'navigation.homeLink') })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
  },
};

/** On a phone: logo and account on top, the sections and the controls below. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const home = canvas.getByRole('link', { name: text(globals, 'navigation.homeLink') });
    const nav = canvas.getByRole('navigation', { name: uiText(globals, 'nav.mainNav') });
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      home.getBoundingClientRect().bottom - 1,
    );
  },
};
