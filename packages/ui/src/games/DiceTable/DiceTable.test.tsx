import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DiceTable, type DiceDirection } from './DiceTable';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');

/** The app's side: it keeps the target and computes chance and multiplier (here as the engine does). */
function Game({ onTarget = vi.fn(), onDirection = vi.fn(), initial = 4950 }) {
  const [target, setTarget] = useState(initial);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const chance = direction === 'under' ? target : 9999 - target;
  return (
    <DiceTable
      target={target}
      direction={direction}
      chance={chance}
      multiplier={Math.floor(9_600_000 / chance)}
      min={100}
      max={9500}
      onTargetChange={(t) => {
        onTarget(t);
        setTarget(t);
      }}
      onDirectionChange={(d) => {
        onDirection(d);
        setDirection(d);
      }}
    />
  );
}

describe('DiceTable', { timeout: 30_000 }, () => {
  it('is a real slider named Target whose value reads "Roll under 49.50", with chance and payout', async () => {
    const { container } = render(<Game />);
    const slider = screen.getByRole('slider', { name: 'Target' });
    expect(slider).toHaveValue('4950');
    expect(slider).toHaveAttribute('aria-valuetext', 'Roll under 49.50');
    expect(slider).toHaveAccessibleDescription(/Arrow keys move the target by 1.00/);
    expect(screen.getByText('49.50%')).toBeInTheDocument();
    expect(screen.getByText('1.939×')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('the keyboard moves the target and calls back: arrows by 1.00, Shift by 0.01, Page keys by 10.00, Home/End to the bounds', async () => {
    const onTarget = vi.fn();
    render(<Game onTarget={onTarget} />);
    const slider = screen.getByRole('slider', { name: 'Target' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onTarget).toHaveBeenLastCalledWith(5050);
    expect(slider).toHaveAttribute('aria-valuetext', 'Roll under 50.50');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(onTarget).toHaveBeenLastCalledWith(5049);
    await userEvent.keyboard('{PageUp}');
    expect(onTarget).toHaveBeenLastCalledWith(6049);
    await userEvent.keyboard('{End}');
    expect(onTarget).toHaveBeenLastCalledWith(9500);
    await userEvent.keyboard('{ArrowUp}');
    expect(onTarget).toHaveBeenCalledTimes(4); // already at the app's maximum
    await userEvent.keyboard('{Home}');
    expect(onTarget).toHaveBeenLastCalledWith(100);
    expect(slider).toHaveAttribute('aria-valuetext', 'Roll under 1.00');
    expect(screen.getByText('96.000×')).toBeInTheDocument();
  });

  it('dragging (a change event) sets the target too', () => {
    const onTarget = vi.fn();
    render(<Game onTarget={onTarget} />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '2500' } });
    expect(onTarget).toHaveBeenCalledWith(2500);
  });

  it('switches the direction, and the value text follows', async () => {
    const onDirection = vi.fn();
    render(<Game onDirection={onDirection} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Roll over' }));
    expect(onDirection).toHaveBeenCalledWith('over');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Roll over 49.50');
    expect(screen.getByRole('group', { name: 'Direction' })).toBeInTheDocument();
  });

  it('is disabled while rolling and announces the roll when it lands', async () => {
    const props = { target: 4950, direction: 'under' as const, chance: 4950, multiplier: 1939 };
    const { rerender } = render(<DiceTable {...props} rolling />);
    expect(screen.getByRole('slider')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Roll over' })).toBeDisabled();
    rerender(<DiceTable {...props} roll={2317} won />);
    expect(screen.getByRole('slider')).toBeEnabled();
    await waitFor(() => expect(polite()).toHaveTextContent('Rolled 23.17: win'));
    expect(screen.getByText('23.17')).toBeInTheDocument();
    rerender(<DiceTable {...props} roll={8120} won={false} />);
    await waitFor(() => expect(polite()).toHaveTextContent('Rolled 81.20: no win'));
  });
});
