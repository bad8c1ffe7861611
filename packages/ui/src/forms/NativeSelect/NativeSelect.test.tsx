import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { NativeSelect } from './NativeSelect';

const options = [
  { value: '1', label: 'RUB' },
  { value: '3', label: 'EUR' },
  { value: '6', label: 'GBP', disabled: true },
];

describe('NativeSelect', () => {
  it('is named by its Field, chosen by keyboard, and reports the value', async () => {
    const onChange = vi.fn();
    render(
      <Field label="Currency" error="Choose a currency">
        <NativeSelect options={options} defaultValue="1" onChange={(event) => onChange(event.target.value)} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a currency');
    await userEvent.selectOptions(select, 'EUR');
    expect(onChange).toHaveBeenCalledWith('3');
    expect(screen.getByRole('option', { name: 'GBP' })).toBeDisabled();
  });

  it('offers a disabled placeholder until something is chosen', () => {
    render(<NativeSelect aria-label="Country" options={options} placeholder="Choose..." defaultValue="" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose...' })).toBeDisabled();
  });
});
