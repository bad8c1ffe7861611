import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CrashChart } from './CrashChart';

const region = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[data-betline-live-region] [aria-live="${politeness}"]`);

describe('CrashChart', () => {
  it('shows the multiplier in hundredths as "2.57×" with the curve and the recent crash points', async () => {
    const { container } = render(
      <CrashChart multiplier={257} status="running" history={[134, 1250, 210, 100]} />,
    );
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('2.57×');
    expect(screen.getByText('Round in progress')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Multiplier curve' })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Recent crash points' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.34×', '12.50×', '2.10×', '1.00×']);
    // the curve runs from 1.00× (bottom left) to the current multiplier
    const points = container.querySelector('.curve')!.getAttribute('points')!.split(' ');
    expect(points[0]).toBe('0.0,1000.0');
    await expectNoAxeViolations(container);
  });

  it('the multiplier is not a live region: updates are silent, a cash-out is announced once', async () => {
    const { rerender } = render(<CrashChart multiplier={120} status="running" />);
    expect(screen.getByTestId('crash-multiplier').closest('[aria-live]')).toBeNull();
    rerender(<CrashChart multiplier={185} status="cashedOut" cashedOutAt={185} />);
    await waitFor(() => expect(region('polite')).toHaveTextContent('Cashed out at 1.85×'));
    rerender(<CrashChart multiplier={230} status="cashedOut" cashedOutAt={185} />);
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('2.30×');
    expect(region('polite')).toHaveTextContent('Cashed out at 1.85×');
  });

  it('announces the crash with its point and shows it in words, not colour alone', async () => {
    const { rerender } = render(<CrashChart multiplier={330} status="running" />);
    rerender(<CrashChart multiplier={341} status="crashed" crashPoint={341} cashedOutAt={185} />);
    await waitFor(() => expect(region('assertive')).toHaveTextContent('Crashed at 3.41×'));
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('3.41×');
    expect(screen.getByText('Crashed at 3.41×', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Cashed out at 1.85×', { selector: 'span' })).toBeInTheDocument();
  });

  it('waits at 1.00× before a round and says it is reconnecting', () => {
    const { rerender } = render(<CrashChart multiplier={100} status="waiting" />);
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('1.00×');
    expect(screen.getByText('Waiting for the next round')).toBeInTheDocument();
    rerender(<CrashChart multiplier={412} status="reconnecting" />);
    expect(screen.getByText('Reconnecting…', { selector: 'span' })).toBeInTheDocument();
  });
});
