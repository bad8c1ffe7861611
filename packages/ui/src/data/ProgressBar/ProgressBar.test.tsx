import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progress bar with its range and its value in words', async () => {
    const { container } = render(
      <ProgressBar label="Wagering" value={2_500} max={10_000} valueText="€25.00 of €100.00" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '2500');
    expect(bar).toHaveAttribute('aria-valuemax', '10000');
    expect(bar).toHaveAttribute('aria-valuetext', '€25.00 of €100.00');
    expect(bar.firstElementChild).toHaveStyle({ width: '25%' });
    expect(screen.getByText('€25.00 of €100.00')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('keeps the value within the range (a value past the end is full, a nothing-to-do bar is full)', () => {
    render(
      <>
        <ProgressBar label="Over" value={150} max={100} valueText="done" />
        <ProgressBar label="Empty range" value={0} max={0} valueText="nothing required" />
      </>,
    );
    const over = screen.getByRole('progressbar', { name: 'Over' });
    expect(over).toHaveAttribute('aria-valuenow', '100');
    expect(over.firstElementChild).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('progressbar', { name: 'Empty range' }).firstElementChild).toHaveStyle({
      width: '100%',
    });
  });
});
