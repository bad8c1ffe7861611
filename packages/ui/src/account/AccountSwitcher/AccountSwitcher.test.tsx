import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AccountSwitcher, type PlayerAccount } from './AccountSwitcher';

const accounts: PlayerAccount[] = [
  { id: 1, type: 0, iso: 'RUB', money: 1_250_000 },
  { id: 2, type: 9, iso: 'USD', money: 4_050 },
  { id: 3, type: 4, iso: 'RUB', money: 50_000 },
];

describe('AccountSwitcher', () => {
  it('ACC-004 names main (0), currency (9) and bonus (4) accounts with their balances', async () => {
    const user = userEvent.setup();
    const { container } = render(<AccountSwitcher accounts={accounts} activeId={1} onChange={vi.fn()} />);
    const button = screen.getByRole('button', { name: /Account/ });
    expect(button).toHaveTextContent('Main account · RUBRUB 12,500.00');
    await expectNoAxeViolations(container);
    await user.click(button);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Main account · RUBRUB 12,500.00',
      'Currency account · USD$40.50',
      'Bonus account · RUBRUB 500.00',
    ]);
  });

  it('chooses another account by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AccountSwitcher accounts={accounts} activeId={1} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
