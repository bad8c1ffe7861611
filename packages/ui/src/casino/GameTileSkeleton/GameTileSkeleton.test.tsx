import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameTileSkeleton } from './GameTileSkeleton';

describe('GameTileSkeleton', () => {
  it('is a decorative placeholder of a game tile or a wide other-games tile', () => {
    const { container, rerender } = render(<GameTileSkeleton />);
    const box = container.firstElementChild;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveAttribute('data-skeleton', 'game');
    rerender(<GameTileSkeleton variant="other" />);
    expect(container.firstElementChild).toHaveAttribute('data-skeleton', 'other');
  });
});
