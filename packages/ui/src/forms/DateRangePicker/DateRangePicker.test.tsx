import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DateRangePicker } from './DateRangePicker';

describe('DateRangePicker', () => {
  it('shows the period in segments and picks a new one in the calendar by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Period"
        defaultValue={{ start: '2026-11-02', end: '2026-11-05' }}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getAllByRole('spinbutton', { name: /day/i })[0]).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('grid')).toBeInTheDocument();
    // Focus starts on the start date; the 10th by keyboard, then the 12th by pointer.
    await user.keyboard('{ArrowRight}'.repeat(8));
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /November 12, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-10', end: '2026-11-12' });
  });

  it('days outside min and max cannot be chosen, and an error is shown', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DateRangePicker
        label="Period"
        defaultValue={{ start: '2026-11-10', end: '2026-11-12' }}
        minValue="2026-11-05"
        maxValue="2026-11-20"
        error="Choose at most 3 months"
      />,
    );
    expect(screen.getByText('Choose at most 3 months')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    const day4 = within(dialog).getByRole('button', { name: /November 4, 2026/ });
    expect(day4).toHaveAttribute('aria-disabled', 'true');
  });
});
