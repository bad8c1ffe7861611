import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch that toggles with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Switch onChange={onChange}>One-click bets</Switch>);
    const sw = screen.getByRole('switch', { name: 'One-click bets' });
    await user.tab();
    await user.keyboard(' ');
    expect(sw).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
    await expectNoAxeViolations(container);
  });
});
