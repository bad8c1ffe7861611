import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Surface } from './Surface';

const css = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');

describe('Surface', () => {
  it('renders a panel with token background, padding and radius', async () => {
    const { container } = render(
      <Surface as="section" aria-label="Coupon" elevation={2} padding={3} radius="lg">
        Slip
      </Surface>,
    );
    expect(screen.getByRole('region', { name: 'Coupon' })).toHaveTextContent('Slip');
    const styles = css();
    expect(styles).toContain('background-color:var(--bgColor-raised)');
    expect(styles).toContain('box-shadow:var(--shadow-md)');
    expect(styles).toContain('padding:var(--space-3)');
    expect(styles).toContain('border-radius:var(--radius-lg)');
    await expectNoAxeViolations(container);
  });

  it('is flat with a border at elevation 0', () => {
    render(<Surface>Flat</Surface>);
    const styles = css();
    expect(styles).toContain('background-color:var(--bgColor-surface)');
    expect(styles).toContain('box-shadow:none');
  });
});
