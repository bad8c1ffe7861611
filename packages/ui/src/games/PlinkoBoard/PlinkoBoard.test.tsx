import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PlinkoBoard } from './PlinkoBoard';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');
// 8 rows, low risk (the engine's table).
const PAYS = [5430, 2030, 1060, 970, 480, 970, 1060, 2030, 5430];

describe('PlinkoBoard', () => {
  it('draws the pegs in a triangle and reads the pays from left to right before a drop', async () => {
    const { container } = render(<PlinkoBoard rows={8} pays={PAYS} />);
    expect(screen.getByRole('img', { name: 'Plinko board, 8 rows of pegs' })).toBeInTheDocument();
    // 3 pegs on the first row, one more on each: 3 + 4 + ... + 10.
    expect(container.querySelectorAll('.peg')).toHaveLength(52);
    expect(screen.getByRole('figure')).toHaveAccessibleName(
      'Pays from left to right: 5.43×, 2.03×, 1.06×, 0.97×, 0.48×, 0.97×, 1.06×, 2.03×, 5.43×',
    );
    expect(container.querySelector('[data-testid="plinko-ball"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('takes the ball down the path row by row, then marks the slot and says where it landed', async () => {
    const path = [1, 1, 0, 1, 1, 1, 0, 1] as const;
    const { container, rerender } = render(<PlinkoBoard rows={8} pays={PAYS} path={path} revealRows={2} />);
    const ball = container.querySelector('[data-testid="plinko-ball"]')!;
    // Two rows down, both bounces right: one gap right of the centre (5), two rows below the top.
    expect(ball.getAttribute('transform')).toBe('translate(6 2.7)');
    expect(container.querySelector('[data-landed="true"]')).toBeNull();

    rerender(<PlinkoBoard rows={8} pays={PAYS} path={path} />);
    // Six right bounces of eight: slot 6 (1.06×).
    const landed = container.querySelector('[data-landed="true"]')!;
    expect(landed.textContent).toBe('1.06');
    expect(screen.getByRole('figure')).toHaveAccessibleName('The ball landed on 1.06×');
    await waitFor(() => expect(polite()).toHaveTextContent('The ball landed on 1.06×'));
  });
});
