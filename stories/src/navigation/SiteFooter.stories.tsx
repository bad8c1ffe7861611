import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import { DemoLink, footerGroups, navigate, phoneViewport } from './demo';

/**
 * The page's footer landmark ("Site information"): the responsible-gambling line with the 18+ badge, the
 * copyright with the operator's name and, optionally, groups of links (each a navigation named by its title).
 */
const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  args: { companyName: 'Betline Ltd', year: 2030, linkComponent: DemoLink },
  argTypes: { linkGroups: { control: false }, linkComponent: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's footer today: the responsible-gambling line and the copyright. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const footer = storyCanvas(canvasElement).getByRole('contentinfo', {
      name: uiText(globals, 'nav.footer'),
    });
    await expect(footer).toHaveTextContent(uiText(globals, 'nav.age'));
    await expect(footer).toHaveTextContent(uiText(globals, 'nav.responsible'));
    await expect(footer).toHaveTextContent(
      uiText(globals, 'nav.copyright', { year: 2030, company: 'Betline Ltd' }),
    );
  },
};

/** With link groups: each a navigation named by its heading; Tab reaches every link, Enter follows it. */
export const WithLinkGroups: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return <SiteFooter {...args} linkGroups={footerGroups(t)} />;
  },
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const info = canvas.getByRole('navigation', { name: text(globals, 'navigation.footer.information') });
    const help = canvas.getByRole('navigation', { name: text(globals, 'navigation.footer.help') });
    await expect(within(info).getAllByRole('link')).toHaveLength(3);
    await userEvent.tab();
    await expect(
      within(info).getByRole('link', { name: text(globals, 'navigation.footer.rules') }),
    ).toHaveFocus();
    for (let i = 0; i < 3; i += 1) await userEvent.tab();
    const faq = within(help).getByRole('link', { name: text(globals, 'navigation.footer.faq') });
    await expect(faq).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#/en/faq');
    faq.blur();
  },
};

/** On a phone the groups and the lines stack in one column. */
export const Phone: Story = {
  globals: phoneViewport,
  render: function Render(args) {
    const { t } = useTranslation();
    return <SiteFooter {...args} linkGroups={footerGroups(t)} />;
  },
};
