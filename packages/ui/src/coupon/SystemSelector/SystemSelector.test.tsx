import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bet, coupon } from '../../test/coupon';
import { SystemSelector } from './SystemSelector';

describe('SystemSelector', () => {
  it('COUPON-024 COUPON-029 offers k of n with line counts for a 4-bet system and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <SystemSelector
        coupon={coupon({ typeId: 2, bets: [bet(1, 2), bet(2, 2), bet(3, 2), bet(4, 2)] })}
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: /System/ });
    expect(trigger).toHaveTextContent('2 of 4 (6 lines)');
    await userEvent.click(trigger);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '2 of 4 (6 lines)',
      '3 of 4 (4 lines)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '3 of 4 (4 lines)' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('COUPON-028 with a banker the offset counts the non-lobby bets only', () => {
    render(
      <SystemSelector
        coupon={coupon({
          typeId: 2,
          bets: [bet(1, 2, { blockId: 0 }), bet(2, 2), bet(3, 2), bet(4, 2)],
        })}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: /System/ })).toHaveTextContent('2 of 3 (3 lines)');
  });
});
