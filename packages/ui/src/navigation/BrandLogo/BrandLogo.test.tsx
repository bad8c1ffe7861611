import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BrandLogo, brandLogoWidth } from './BrandLogo';

describe('BrandLogo', () => {
  it('is the Betline wordmark (136 x 32, the drawn B), decorative by default', async () => {
    const { container } = render(<BrandLogo />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 136 32');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg.querySelector('path')).not.toBeNull();
    expect(svg.querySelector('text')).toHaveTextContent('Betline');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("shows a partner's name: its first letter in the mark, a width that fits the name", () => {
    const { container } = render(<BrandLogo name="aurora bet" />);
    const svg = container.querySelector('svg')!;
    const [letter, word] = Array.from(svg.querySelectorAll('text'));
    expect(letter).toHaveTextContent(/^A$/);
    expect(word).toHaveTextContent('aurora bet');
    expect(svg.querySelector('path')).toBeNull();
    expect(svg).toHaveAttribute('viewBox', `0 0 ${brandLogoWidth('aurora bet')} 32`);
    expect(brandLogoWidth('aurora bet')).toBeGreaterThan(brandLogoWidth('Betline'));
    expect(brandLogoWidth('Bet')).toBeLessThan(brandLogoWidth('Betline'));
  });

  it('with a title it is an image named by it', async () => {
    const { container } = render(<BrandLogo title="Betline" />);
    const img = screen.getByRole('img', { name: 'Betline' });
    expect(img).not.toHaveAttribute('aria-hidden');
    await expectNoAxeViolations(container);
  });
});
