import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Combobox } from './Combobox';

const countries = [
  { value: 'GB', label: 'United Kingdom', description: '+44' },
  { value: 'DE', label: 'Germany', description: '+49' },
  { value: 'KZ', label: 'Kazakhstan', description: '+7' },
  { value: 'RU', label: 'Russia', description: '+7' },
];

describe('Combobox', () => {
  it('typing filters the options and Enter chooses the highlighted one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Combobox label="Country" options={countries} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'ger');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Germany+49']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('DE');
    expect(input).toHaveValue('Germany');
  });

  it('says "Nothing found" when no option matches', async () => {
    const user = userEvent.setup();
    render(<Combobox label="Country" options={countries} />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'zzz');
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(screen.queryAllByRole('option').map((o) => o.textContent)).toEqual(['Nothing found']);
  });

  it('the toggle button opens the full list and an error is shown', async () => {
    const user = userEvent.setup();
    const { container } = render(<Combobox label="Country" options={countries} error="Choose a country" />);
    expect(screen.getByText('Choose a country')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: /Show options/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(4);
  });
});
