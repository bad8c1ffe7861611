import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../../actions/IconButton';
import { MoreIcon } from '../../icons/MoreIcon';
import { expectNoAxeViolations } from '../../test/axe';
import { DropdownMenu } from './DropdownMenu';

const items = [
  { id: 'share', label: 'Share' },
  { id: 'repeat', label: 'Repeat bet', disabled: true },
  { id: 'hide', label: 'Hide', danger: true },
];

describe('DropdownMenu', () => {
  it('opens with the keyboard, skips disabled items, chooses with Enter and returns focus', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <DropdownMenu
        trigger={<IconButton label="Bet actions" icon={<MoreIcon />} />}
        items={items}
        onAction={onAction}
        aria-label="Bet actions"
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Bet actions' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Bet actions' });
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    expect(screen.getByRole('menuitem', { name: 'Repeat bet' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Hide' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('hide');
    expect(menu).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
