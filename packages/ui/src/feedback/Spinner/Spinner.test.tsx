import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with its label as accessible text', async () => {
    const { container } = render(<Spinner label="Loading events" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading events');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('renders every size', () => {
    for (const size of ['sm', 'md', 'lg'] as const) {
      const { unmount } = render(<Spinner label={`Loading ${size}`} size={size} />);
      expect(screen.getByRole('status')).toHaveTextContent(`Loading ${size}`);
      unmount();
    }
  });

  it('swaps the rotation for a slow fade under prefers-reduced-motion', () => {
    render(<Spinner label="Loading" />);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation:/);
  });
});
