import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Input } from './Input';

describe('Input', () => {
  it('is a labelled text input that takes typing', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <label htmlFor="stake">Stake</label>
        <Input id="stake" inputMode="decimal" placeholder="0.00" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Stake' });
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('12.50');
    expect(input).toHaveValue('12.50');
    await expectNoAxeViolations(container);
  });

  it('forwards the ref and input attributes', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="Email" type="email" name="email" autoComplete="email" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(ref.current).toHaveAttribute('type', 'email');
    expect(ref.current).toHaveAttribute('autocomplete', 'email');
  });

  it('invalid sets aria-invalid', () => {
    render(<Input aria-label="Amount" invalid />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('disabled uses the native attribute', () => {
    render(<Input aria-label="Amount" disabled />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
  });
});
