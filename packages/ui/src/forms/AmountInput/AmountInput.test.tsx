import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AmountInput, type AmountInputProps } from './AmountInput';

function Controlled(
  props: Partial<AmountInputProps> & { initial?: number | null; spy?: (v: number | null) => void },
) {
  const { initial = null, spy, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <AmountInput
      label="Stake"
      currency="RUB"
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

describe('AmountInput', () => {
  it('COUPON-054 ArrowUp and ArrowDown step by the currency step (RUB 100, USD 2.5, JPY 500)', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    const { unmount } = render(<Controlled initial={15000} spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Stake' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(spy).toHaveBeenLastCalledWith(25000);
    expect(input).toHaveValue('250.00');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(spy).toHaveBeenLastCalledWith(0);
    unmount();

    render(<Controlled currency="USD" initial={500} spy={spy} />);
    await user.click(screen.getByRole('textbox', { name: 'Stake' }));
    await user.keyboard('{ArrowUp}');
    expect(spy).toHaveBeenLastCalledWith(750);
  });

  it('COUPON-054 the -/+ buttons name their step and stop at min and max', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Controlled currency="JPY" initial={1000} min={500} max={1500} spy={spy} />);
    const plus = screen.getByRole('button', { name: /Increase by ¥500/ });
    await user.click(plus);
    expect(spy).toHaveBeenLastCalledWith(1500);
    expect(plus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Decrease by ¥500/ }));
    await user.click(screen.getByRole('button', { name: /Decrease by ¥500/ }));
    expect(spy).toHaveBeenLastCalledWith(500);
    expect(screen.getByRole('button', { name: /Decrease by/ })).toBeDisabled();
  });

  it('reads typed text in minor units, never rounds, and explains a bad amount after leaving the field', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Controlled currency="USD" spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Stake' });
    await user.type(input, '10,5');
    expect(spy).toHaveBeenLastCalledWith(1050);
    await user.clear(input);
    await user.type(input, '1.234');
    expect(spy).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('At most 2 digits after the decimal point');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At most 2 digits after the decimal point');
  });

  it('shows the amount with Intl grouping at rest and names the bounds in the error', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={150000} max={100000} />);
    const input = screen.getByRole('textbox', { name: 'Stake' });
    expect(input).toHaveValue('1,500.00');
    await user.click(input);
    expect(input).toHaveValue('1500.00');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(/The amount must be at most RUB.1,000\.00/);
  });

  it('quick amounts set the value in one click and are pressed when chosen', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Controlled quickAmounts={[50000, 100000]} spy={spy} />);
    const quick = screen.getByRole('button', { name: /RUB.1,000\.00/ });
    await user.click(quick);
    expect(spy).toHaveBeenLastCalledWith(100000);
    expect(quick).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveValue('1,000.00');
  });

  it('has no axe violations with an error', async () => {
    const { container } = render(<Controlled initial={100} error="Not enough money" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough money');
    await expectNoAxeViolations(container);
  });
});
