import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Stack } from './Stack';

const css = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');

describe('Stack', () => {
  it('lays children out in a column with a token gap', async () => {
    const { container } = render(
      <Stack gap={6} align="center" justify="between" data-testid="stack">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack').tagName).toBe('DIV');
    const styles = css();
    expect(styles).toContain('flex-direction:column');
    expect(styles).toContain('gap:var(--space-6)');
    expect(styles).toContain('align-items:center');
    expect(styles).toContain('justify-content:space-between');
    await expectNoAxeViolations(container);
  });

  it('renders a list with as', async () => {
    const { container } = render(
      <Stack as="ul" gap={0}>
        <li>Football</li>
        <li>Tennis</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });
});
