import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelfExclusionDialog } from './SelfExclusionDialog';

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const reasons = [
  { id: 1, selfExcludeReason: 'I spend too much time gambling' },
  { id: 2, selfExcludeReason: 'I spend too much money' },
];

describe('SelfExclusionDialog', () => {
  it('RG-005 RG-014 reason and period first, then an irreversible confirmation naming the end date', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <SelfExclusionDialog isOpen onOpenChange={vi.fn()} reasons={reasons} now={NOW} onConfirm={onConfirm} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Self-exclusion' });
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'I spend too much money' }));
    await user.click(within(dialog).getByRole('button', { name: /For how long/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '1 day',
      '7 days',
      '30 days',
      '90 days',
      '180 days',
      '365 days',
      '730 days',
      '1,095 days',
      '1,825 days',
      '3,650 days',
    ]);
    await user.click(screen.getByRole('option', { name: '365 days' }));
    await user.click(next);

    const confirm = screen.getByRole('dialog', { name: 'This cannot be undone' });
    expect(confirm).toHaveTextContent(/Until Nov 23, 2027.*cannot be cancelled or shortened/);
    const exclude = within(confirm).getByRole('button', { name: 'Exclude me' });
    expect(exclude).toBeDisabled();
    await user.click(within(confirm).getByRole('checkbox', { name: 'I understand that I cannot undo this' }));
    await user.click(exclude);
    expect(onConfirm).toHaveBeenCalledWith({ days: 365, reasonId: 2 });
  });

  it('back returns to the choice without excluding', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <SelfExclusionDialog
        isOpen
        onOpenChange={vi.fn()}
        reasons={reasons}
        periods={[7]}
        now={NOW}
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'I spend too much time gambling' }));
    await user.click(screen.getByRole('button', { name: /For how long/ }));
    await user.click(await screen.findByRole('option', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Self-exclusion' })).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
