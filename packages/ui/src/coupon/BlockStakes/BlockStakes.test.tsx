import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bet, coupon } from '../../test/coupon';
import { BlockStakes } from './BlockStakes';

describe('BlockStakes', () => {
  it('COUPON-048 COUPON-049 block 1 is capped by maxBetAmount, each later block by the previous stake × its odds', () => {
    render(
      <BlockStakes
        coupon={coupon({
          typeId: 4,
          maxBetAmount: 100_000,
          bets: [
            bet(1, 1.5, { blockId: 1 }),
            bet(2, 2, { blockId: 1 }),
            bet(3, 1.8, { blockId: 2 }),
            bet(4, 2.2, { blockId: 3 }),
          ],
          amountByBlockId: { '1': 1_000, '2': 2_500 },
        })}
        currency="EUR"
        step={250}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Stake for block 1' })).toHaveValue('10');
    expect(screen.getByText('Max €1,000.00')).toBeInTheDocument();
    // Block 2: 10.00 × (1.5 × 2.0 = 3.000) = 30.00.
    expect(screen.getByText('Max €30.00')).toBeInTheDocument();
    // Block 3: 25.00 × 1.8 = 45.00.
    expect(screen.getByText('Max €45.00')).toBeInTheDocument();
  });
});
