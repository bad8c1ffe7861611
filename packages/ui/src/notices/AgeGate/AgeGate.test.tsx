import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgeGate } from './AgeGate';

describe('AgeGate', () => {
  it('NOTICE-008 NOTICE-009 titled proof_of_age_popup_title; outside click and Escape do not close it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<AgeGate isOpen onConfirm={onConfirm} onLeave={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you 18 or older?' });
    await user.click(document.body);
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, I am 18 or older' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
