import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameGridSkeleton } from './Skeleton';

describe('GameGridSkeleton', () => {
  it('CASINO-011 shows 16 game tiles and 2 other-games tiles in a busy region', () => {
    const { container } = render(<GameGridSkeleton />);
    expect(container.querySelectorAll('[data-skeleton="game"]')).toHaveLength(16);
    expect(container.querySelectorAll('[data-skeleton="other"]')).toHaveLength(2);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
