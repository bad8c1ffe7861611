import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Divider } from './Divider';

describe('Divider', () => {
  it('is an hr when horizontal', async () => {
    const { container } = render(
      <div>
        <p>Above</p>
        <Divider />
        <p>Below</p>
      </div>,
    );
    const separator = screen.getByRole('separator');
    expect(separator.tagName).toBe('HR');
    expect(separator).not.toHaveAttribute('aria-orientation');
    await expectNoAxeViolations(container);
  });

  it('is a vertical separator with aria-orientation', async () => {
    const { container } = render(
      <div style={{ display: 'flex' }}>
        <span>Line</span>
        <Divider orientation="vertical" spacing={2} />
        <span>Live</span>
      </div>,
    );
    const separator = screen.getByRole('separator');
    expect(separator.tagName).toBe('DIV');
    expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    await expectNoAxeViolations(container);
  });

  it('shows a label in the middle that names the separator', async () => {
    const { container, rerender } = render(<Divider label="or" />);
    const separator = screen.getByRole('separator', { name: 'or' });
    expect(separator).toHaveTextContent('or');
    expect(separator).not.toHaveAttribute('aria-orientation');
    await expectNoAxeViolations(container);
    rerender(<Divider label="or" orientation="vertical" />);
    expect(screen.getByRole('separator', { name: 'or' })).toHaveAttribute('aria-orientation', 'vertical');
  });
});
