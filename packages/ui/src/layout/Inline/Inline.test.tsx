import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Inline } from './Inline';

describe('Inline', () => {
  it('lays children out in a row with a token gap, optionally wrapping', async () => {
    const { container } = render(
      <Inline gap={1} wrap justify="end" as="nav" aria-label="Sports">
        <a href="#football">Football</a>
        <a href="#tennis">Tennis</a>
      </Inline>,
    );
    expect(screen.getByRole('navigation', { name: 'Sports' })).toBeInTheDocument();
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('flex-direction:row');
    expect(css).toContain('flex-wrap:wrap');
    expect(css).toContain('gap:var(--space-1)');
    expect(css).toContain('justify-content:flex-end');
    await expectNoAxeViolations(container);
  });
});
