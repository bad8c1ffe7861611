import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { StakeControl } from './StakeControl';

function Row({ onPlay = vi.fn(), initial = 100 as number | null, busy = false }) {
  const [value, setValue] = useState(initial);
  return (
    <StakeControl
      value={value}
      onChange={setValue}
      currency="EUR"
      min={10}
      max={10_000}
      step={10}
      quick={[100, 500, 1000]}
      onPlay={onPlay}
      playLabel="Spin"
      busy={busy}
    />
  );
}

describe('StakeControl', { timeout: 30_000 }, () => {
  it('is the kit amount field with quick stakes and a play button', async () => {
    const onPlay = vi.fn();
    const { container } = render(<Row onPlay={onPlay} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    expect(field).toHaveValue('1.00');
    await userEvent.click(screen.getByRole('button', { name: '€5.00' }));
    expect(field).toHaveValue('5.00');
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(field).toHaveValue('5.10');
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('cannot play without a stake or above the maximum', async () => {
    render(<Row initial={null} />);
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '200');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it('while a round plays the button is busy and the amount locked', async () => {
    const onPlay = vi.fn();
    render(<Row onPlay={onPlay} busy />);
    const spin = screen.getByRole('button', { name: 'Spin' });
    expect(spin).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(spin);
    expect(onPlay).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Stake' })).toBeDisabled();
  });
});
