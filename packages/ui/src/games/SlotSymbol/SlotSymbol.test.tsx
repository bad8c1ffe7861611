import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLOT_SYMBOLS, SlotSymbolGlyph } from './SlotSymbol';

describe('SlotSymbolGlyph', () => {
  it('draws every symbol with its translated name when labelled', () => {
    render(
      <>
        {SLOT_SYMBOLS.map((symbol) => (
          <SlotSymbolGlyph key={symbol} symbol={symbol} labelled />
        ))}
      </>,
    );
    const names = screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'));
    expect(names).toEqual(['Wild', 'Scatter', 'Seven', 'Bar', 'Bell', 'Plum', 'Orange', 'Lemon', 'Cherry']);
  });

  it('is decorative by default', () => {
    const { container } = render(<SlotSymbolGlyph symbol="CHERRY" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
