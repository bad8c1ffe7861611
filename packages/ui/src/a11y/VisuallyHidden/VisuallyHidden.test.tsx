import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('renders a span that stays in the accessibility tree', async () => {
    const { container } = render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close').tagName).toBe('SPAN');
    await expectNoAxeViolations(container);
  });

  it('renders another element with as', () => {
    render(<VisuallyHidden as="div">Section summary</VisuallyHidden>);
    expect(screen.getByText('Section summary').tagName).toBe('DIV');
  });
});
