import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TimeFilter } from './TimeFilter';

describe('TimeFilter', () => {
  it('CONST-011 offers 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended and reports the value', async () => {
    const onChange = vi.fn();
    const { container } = render(<TimeFilter value={0} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Time filter' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'All',
      'Upcoming',
      '1st period',
      '2nd period',
      'Recommended',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Recommended' }));
    expect(onChange).toHaveBeenCalledWith(6);
    await userEvent.click(screen.getByRole('radio', { name: '1st period' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await expectNoAxeViolations(container);
  });

  it('offers only the options given (the line has no periods)', () => {
    render(<TimeFilter value={1} onChange={() => {}} options={[0, 1, 6]} />);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'All',
      'Upcoming',
      'Recommended',
    ]);
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  });
});
