import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../actions/Button';
import { expectNoAxeViolations } from '../../test/axe';
import { ModalTrigger } from '../Modal/ModalTrigger';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('a bottom sheet opens as a named dialog, traps focus and returns it to the opener', async () => {
    const user = userEvent.setup();
    render(
      <ModalTrigger trigger={<Button>Bet slip</Button>}>
        <Drawer title="Bet slip" placement="bottom">
          <Button>Place bet</Button>
        </Drawer>
      </ModalTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Bet slip' }));
    const dialog = screen.getByRole('dialog', { name: 'Bet slip' });
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bet slip' })).toHaveFocus());
  });

  it('a side drawer closes with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Drawer isOpen={true} onOpenChange={onOpenChange} title="Menu" placement="start">
        Links
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' }).closest('[data-placement]')).toHaveAttribute(
      'data-placement',
      'start',
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
