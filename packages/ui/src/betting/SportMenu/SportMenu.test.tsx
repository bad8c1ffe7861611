import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SportMenu } from './SportMenu';

const sports = [
  { id: 'football', name: 'Football', lineCount: 1234, liveCount: 56 },
  { id: 'tennis', name: 'Tennis', lineCount: 310, liveCount: 0 },
];

describe('SportMenu', () => {
  it('reads each sport with its line and live counts (Intl grouping) and marks the current one', async () => {
    const onSelect = vi.fn();
    const { container } = render(<SportMenu sports={sports} selectedId="football" onSelect={onSelect} />);
    const football = screen.getByRole('button', { name: 'Football' });
    expect(football).toHaveAccessibleDescription('1,234 in line, 56 live');
    expect(football).toHaveAttribute('aria-current', 'page');
    // No live events: no live count.
    const tennis = screen.getByRole('button', { name: 'Tennis' });
    expect(tennis).toHaveAccessibleDescription('310 in line');
    expect(tennis).not.toHaveAttribute('aria-current');
    await userEvent.click(tennis);
    expect(onSelect).toHaveBeenCalledWith('tennis');
    expect(screen.getByRole('navigation', { name: 'Sports' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows only the live counts in live mode', () => {
    render(<SportMenu sports={sports} show="live" />);
    expect(screen.getByRole('button', { name: 'Football' })).toHaveAccessibleDescription('56 live');
  });
});
