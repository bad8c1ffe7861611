import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { IconButton, MenuIcon, SideMenu, type SideMenuProps } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import { DemoLink, menuSections, navigate } from './demo';

/**
 * The navigation drawer: a modal `Drawer` (React Aria) with titled sections of links, the current one marked
 * and counts read as descriptions. The app renders the MenuIcon button and controls `isOpen`; focus moves
 * into the menu, stays there, and returns to the button when it closes (an item, the close button, Escape
 * or the backdrop).
 */
const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    sections: [],
    placement: 'start',
    linkComponent: DemoLink,
  },
  argTypes: {
    isOpen: { control: false },
    sections: { control: false },
    footer: { control: false },
    linkComponent: { control: false },
    placement: { control: 'inline-radio', options: ['start', 'end'] },
  },
  render: function Render(args: SideMenuProps) {
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    return (
      <>
        <IconButton
          label={t('navigation.openMenu')}
          icon={<MenuIcon />}
          variant="secondary"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
        <SideMenu
          {...args}
          isOpen={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
          sections={menuSections(t)}
        />
      </>
    );
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the menu button by keyboard: the dialog takes focus; Tab stays inside; Escape returns focus. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const opener = storyCanvas(canvasElement).getByRole('button', {
      name: text(globals, 'navigation.openMenu'),
    });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: uiText(globals, 'nav.menu') });
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'start');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    opener.blur();
  },
};

/**
 * The open menu: sections with headings, the current item marked, counts described. Enter on an item
 * follows it and closes the menu; focus returns to the menu button.
 */
export const Open: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const opener = storyCanvas(canvasElement).getByRole('button', {
      name: text(globals, 'navigation.openMenu'),
    });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: uiText(globals, 'nav.menu') });
    const nav = within(dialog).getByRole('navigation', { name: uiText(globals, 'nav.menu') });
    await expect(
      within(nav).getByRole('heading', { name: text(globals, 'navigation.menu.sports') }),
    ).toBeInTheDocument();
    const football = within(nav).getByRole('link', { name: text(globals, 'navigation.menu.football') });
    await expect(football).toHaveAttribute('aria-current', 'page');
    await expect(football).toHaveAccessibleDescription(/1.?240/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Close button, then the first item.
    await userEvent.tab();
    await userEvent.tab();
    await expect(football).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#/en/line/tennis');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    opener.blur();
  },
};

/** From the end edge (mirrors in right-to-left). */
export const FromEnd: Story = {
  args: { placement: 'end' },
  play: async ({ canvasElement, userEvent, globals }) => {
    await userEvent.click(
      storyCanvas(canvasElement).getByRole('button', { name: text(globals, 'navigation.openMenu') }),
    );
    const dialog = await screen.findByRole('dialog', { name: uiText(globals, 'nav.menu') });
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'end');
    await userEvent.click(within(dialog).getByRole('button', { name: uiText(globals, 'close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
