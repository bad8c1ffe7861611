import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { matchesTimeFilter, TimeFilter } from './TimeFilter';

describe('TimeFilter', () => {
  it('offers all, 1, 2, 3 and 6 hours and reports the chosen hours', async () => {
    const onChange = vi.fn();
    const { container } = render(<TimeFilter value={0} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Starts within' });
    expect(group).toBeInTheDocument();
    const names = screen.getAllByRole('radio').map((r) => r.textContent);
    expect(names).toEqual([
      'All',
      '1 hWithin 1 hour',
      '2 hWithin 2 hours',
      '3 hWithin 3 hours',
      '6 hWithin 6 hours',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Within 6 hours' }));
    expect(onChange).toHaveBeenCalledWith(6);
    await expectNoAxeViolations(container);
  });

  it('keeps events starting within the window; 0 keeps everything', () => {
    const now = 1_000_000;
    expect(matchesTimeFilter(now + 59 * 60_000, 1, now)).toBe(true);
    expect(matchesTimeFilter(now + 61 * 60_000, 1, now)).toBe(false);
    expect(matchesTimeFilter(now + 5 * 3_600_000, 6, now)).toBe(true);
    expect(matchesTimeFilter(now - 1, 3, now)).toBe(false);
    expect(matchesTimeFilter(now + 100 * 3_600_000, 0, now)).toBe(true);
  });
});
