import { amountStep, quickStakes } from '@betline/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { StakeInput, stakeText } from './StakeInput';

function Controlled({
  onChange,
  currency = 'EUR',
  quick,
}: {
  onChange: (m: number) => void;
  currency?: string;
  quick?: boolean;
}) {
  const [value, setValue] = useState(500);
  return (
    <StakeInput
      label="Stake"
      currency={currency}
      value={value}
      step={amountStep(currency)}
      autoMax={12_345}
      quickAmounts={quick ? quickStakes(currency) : undefined}
      onChange={(m) => {
        setValue(m);
        onChange(m);
      }}
    />
  );
}

describe('StakeInput', () => {
  it('quick stakes are round sums of the currency; one press sets the stake and shows as pressed', async () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} quick />);
    const group = screen.getByRole('group', { name: 'Quick stakes' });
    expect(group).toHaveTextContent('€5.00€10.00€25.00€50.00');
    expect(screen.getByRole('button', { name: 'Stake €5.00' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Stake €25.00' }));
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveValue('25');
    expect(onChange).toHaveBeenLastCalledWith(2_500);
    expect(screen.getByRole('button', { name: 'Stake €25.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Stake €5.00' })).toHaveAttribute('aria-pressed', 'false');
    expect(quickStakes('RUB')).toEqual([15_000, 30_000, 75_000, 150_000]);
    await expectNoAxeViolations(container);
  });

  it('COUPON-054 the ± buttons and arrow keys move by the currency step (EUR 2.50)', async () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Stake' });
    expect(input).toHaveValue('5');
    await userEvent.click(screen.getByRole('button', { name: 'Increase stake by €2.50' }));
    expect(input).toHaveValue('7.5');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('2.5');
    expect(onChange).toHaveBeenLastCalledWith(250);
    await expectNoAxeViolations(container);
  });

  it('reads a typed stake with core (comma decimals) and flags one that is not an amount', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.clear(input);
    await userEvent.type(input, '12,5');
    expect(onChange).toHaveBeenLastCalledWith(1250);
    expect(input).not.toBeInvalid();
    await userEvent.type(input, 'x');
    expect(input).toBeInvalid();
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('123.45');
    expect(onChange).toHaveBeenLastCalledWith(12_345);
  });

  it('a text that is not an amount ("12abc") stakes nothing and says why; dot, comma and spaced thousands still read', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.clear(input);
    await userEvent.type(input, '12abc');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input).toHaveValue('12abc');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      '“12abc” is not an amount. Enter the stake in digits, for example 12.50.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '12.555');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(
      screen.getByText('Use at most 2 digits after the decimal separator, for example 12.50.'),
    ).toBeVisible();
    for (const [typed, minor] of [
      ['12.5', 1250],
      ['12,5', 1250],
      ['1 000,50', 100_050],
      ['1,000', 100_000],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      expect(onChange).toHaveBeenLastCalledWith(minor);
      expect(input).toHaveValue(typed);
      expect(input).not.toBeInvalid();
    }
    expect(screen.queryByText(/is not an amount/)).toBeNull();
  });

  it('COUPON-054 JPY steps by 500 and has no decimals', () => {
    expect(stakeText(1000, 'JPY')).toBe('1000');
    expect(stakeText(10_000, 'EUR')).toBe('100');
    render(<Controlled onChange={() => undefined} currency="JPY" />);
    expect(screen.getByRole('button', { name: 'Increase stake by ¥500' })).toBeInTheDocument();
  });
});
