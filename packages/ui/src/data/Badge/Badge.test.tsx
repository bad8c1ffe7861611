import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text with a tone; a bare count gets an accessible label', async () => {
    const { container } = render(
      <>
        <Badge tone="danger">Live</Badge>
        <Badge tone="accent" aria-label="3 selections in the slip">
          3
        </Badge>
      </>,
    );
    expect(screen.getByText('Live')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('img', { name: '3 selections in the slip' })).toHaveTextContent('3');
    await expectNoAxeViolations(container);
  });
});
