import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'RUB', label: 'Russian rouble' },
  { value: 'USD', label: 'US dollar' },
  { value: 'EUR', label: 'Euro' },
];

describe('Select', () => {
  it('opens with the keyboard, chooses with Enter and shows the placeholder first', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Currency" options={options} onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Currency/ });
    expect(button).toHaveTextContent('Select an option');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('USD');
    expect(button).toHaveTextContent('US dollar');
  });

  it('an error marks it invalid and is shown', () => {
    render(<Select label="Currency" options={options} error="Choose a currency" />);
    expect(screen.getByText('Choose a currency')).toBeInTheDocument();
  });
});
