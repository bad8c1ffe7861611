import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bet } from '../../test/coupon';
import { expectNoAxeViolations } from '../../test/axe';
import { betItemState, CouponBetItem } from './CouponBetItem';

const names = { event: 'Lyon v Nice', selection: 'Match result: Draw' };

describe('CouponBetItem', () => {
  it('COUPON-020 a blocked, dependent or express-banned bet is locked; a finished game too (COUPON-022)', () => {
    expect(betItemState(bet(1, 2, { isBlocked: true }), { coef: 2 })).toBe('locked');
    expect(betItemState(bet(1, 2, { isDepend: true }), { coef: 2 })).toBe('locked');
    expect(betItemState(bet(1, 2, { isBannedExpress: true }), { coef: 2 })).toBe('locked');
    expect(betItemState(bet(1, 2, { gameStatusId: 4 }), { coef: 2 })).toBe('locked');
    expect(betItemState(bet(1, 2), { coef: 2, suspended: true })).toBe('suspended');
    expect(betItemState(bet(1, 2), { coef: 2.1, shownCoef: 2 })).toBe('changed');
    expect(betItemState(bet(1, 2), { coef: 2, shownCoef: 2 })).toBe('ok');
  });

  it('shows a locked bet and removes it by its named button', async () => {
    const onRemove = vi.fn();
    const { container } = render(
      <ul>
        <CouponBetItem
          bet={bet(1, 2, { isBlocked: true })}
          names={names}
          coefViewId={0}
          coef={2}
          onRemove={onRemove}
        />
      </ul>,
    );
    expect(screen.getByText('This selection is not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lyon v Nice, Match result: Draw' }));
    expect(onRemove).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('COEF-001 odds changed since the player saw them: old and new odds in the player format, said in words', () => {
    render(
      <ul>
        <CouponBetItem bet={bet(1, 3)} names={names} coefViewId={1} coef={3} shownCoef={2.5} />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('data-state', 'changed');
    expect(screen.getAllByText('Odds changed from 3/2 to 2/1')).toHaveLength(2);
  });
});
