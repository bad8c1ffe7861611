import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { IconButton } from './IconButton';

const Close = () => (
  <svg viewBox="0 0 16 16">
    <path d="M3 3l10 10M13 3L3 13" />
  </svg>
);

describe('IconButton', () => {
  it('takes its accessible name from label and hides the icon', async () => {
    const { container } = render(<IconButton label="Remove selection" icon={<Close />} />);
    const button = screen.getByRole('button', { name: 'Remove selection' });
    expect(button).toHaveAttribute('aria-label', 'Remove selection');
    expect(button.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('is operated with the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Close" icon={<Close />} variant="secondary" size="sm" onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('supports disabled', () => {
    render(<IconButton label="Close" icon={<Close />} disabled />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });
});
