import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../../actions/IconButton';
import { MenuIcon } from '../../icons/MenuIcon';
import { SportsIcon } from '../../icons/SportsIcon';
import { expectNoAxeViolations } from '../../test/axe';
import { SideMenu, type SideMenuSection } from './SideMenu';

const sections: SideMenuSection[] = [
  {
    title: 'Sports',
    items: [
      { key: 'line', href: '/en/line', label: 'Line', icon: <SportsIcon />, count: 1240, current: true },
      { key: 'live', href: '/en/live', label: 'Live', count: 86 },
    ],
  },
  { title: 'Casino', items: [{ key: 'slots', href: '/en/slots', label: 'Slots' }] },
];

/** A router link: handles the click itself (jsdom does not navigate). */
function Link({ href, children, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

/** The app's pattern: a MenuIcon button opens the controlled menu. */
function App({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label="Menu" icon={<MenuIcon />} onClick={() => setOpen(true)} />
      <SideMenu
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        sections={sections}
        linkComponent={Link}
      />
    </>
  );
}

describe('SideMenu', () => {
  it('opens as a named dialog with a navigation of titled sections; the current item is marked', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'start');
    const nav = within(dialog).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('heading', { name: 'Sports' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Sports' })).toBeInTheDocument();
    const line = within(nav).getByRole('link', { name: 'Line' });
    expect(line).toHaveAttribute('href', '/en/line');
    expect(line).toHaveAttribute('aria-current', 'page');
    expect(line).toHaveAccessibleDescription('1,240');
    expect(within(nav).getByRole('link', { name: 'Slots' })).not.toHaveAttribute('aria-describedby');
    await expectNoAxeViolations(document.body);
  });

  it('closes when an item is activated and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<App onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    // Focus is inside: Tab moves through the close button and the links, never out.
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    within(dialog).getByRole('link', { name: 'Live' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <SideMenu isOpen onOpenChange={onOpenChange} sections={sections} title="Betline" placement="end" />,
    );
    expect(screen.getByRole('dialog', { name: 'Betline' }).closest('[data-placement]')).toHaveAttribute(
      'data-placement',
      'end',
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
