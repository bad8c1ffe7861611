import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../../actions/Button';
import { expectNoAxeViolations } from '../../test/axe';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens on the trigger, is named by its title, closes with Escape and restores focus', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger={<Button>Odds format</Button>} title="Odds format">
        <Button>Decimal</Button>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Odds format' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Odds format' });
    expect(dialog).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger={<Button>Info</Button>} aria-label="Bet info">
        Cash out is available
      </Popover>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Bet info' })).toHaveTextContent('Cash out is available');
  });
});
