import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Tabs } from './Tabs';

describe('Tabs', () => {
  it('arrows move between tabs and show the linked panel', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { container } = render(
      <Tabs
        aria-label="Bet history"
        onSelectionChange={onSelectionChange}
        items={[
          { id: 'open', label: 'Open', content: 'Open bets' },
          { id: 'settled', label: 'Settled', content: 'Settled bets' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Open bets');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settled' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Settled' })).toHaveTextContent('Settled bets');
    expect(onSelectionChange).toHaveBeenLastCalledWith('settled');
    await expectNoAxeViolations(container);
  });
});
