import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announce } from './announce';
import { LiveRegion } from './LiveRegion';

describe('announce', () => {
  it('writes the message into the polite channel of the live region', async () => {
    const { container } = render(<LiveRegion />);
    const polite = container.querySelector('[aria-live="polite"]')!;
    announce('Bet placed');
    await waitFor(() => expect(polite).toHaveTextContent('Bet placed'));
  });

  it('clears the region first so a repeated message is announced again', async () => {
    const { container } = render(<LiveRegion />);
    const polite = container.querySelector('[aria-live="polite"]')!;
    announce('Odds changed');
    await waitFor(() => expect(polite).toHaveTextContent('Odds changed'));
    announce('Odds changed');
    expect(polite).toHaveTextContent('');
    await waitFor(() => expect(polite).toHaveTextContent('Odds changed'));
  });

  it('uses the assertive channel on request', async () => {
    const { container } = render(<LiveRegion />);
    announce('Session expires in one minute', 'assertive');
    await waitFor(() =>
      expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent(
        'Session expires in one minute',
      ),
    );
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('falls back to a region of its own when no BetlineRoot is mounted', async () => {
    announce('Saved');
    await waitFor(() =>
      expect(
        document.querySelector('[data-betline-live-region="fallback"] [aria-live="polite"]'),
      ).toHaveTextContent('Saved'),
    );
  });
});
