import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PhoneInput, applyPhoneMask, type PhoneCountry, type PhoneValue } from './PhoneInput';

const countries: PhoneCountry[] = [
  { id: 1, iso: 'RU', name: 'Russia', dialCode: '+7', mask: '(###) ###-##-##' },
  { id: 44, iso: 'GB', name: 'United Kingdom', dialCode: '+44', mask: '#### ######', minDigits: 10 },
  { id: 49, iso: 'DE', name: 'Germany', dialCode: '+49', mask: '### ########', minDigits: 10 },
];

function Controlled({ spy, initial }: { spy?: (v: PhoneValue) => void; initial?: PhoneValue }) {
  const [value, setValue] = useState<PhoneValue>(initial ?? { countryId: 1, digits: '' });
  return (
    <PhoneInput
      label="Phone"
      countries={countries}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
      name="phone"
    />
  );
}

describe('PhoneInput', () => {
  it('formats the digits with the country mask and keeps digits only', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(input, '9a161234567899');
    expect(input).toHaveValue('(916) 123-45-67');
    expect(spy).toHaveBeenLastCalledWith({ countryId: 1, digits: '9161234567' });
    expect(input).toHaveAccessibleDescription('Format: +7 (###) ###-##-##');
  });

  it('searching the country picker switches the mask and cuts the digits to it', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Controlled spy={spy} initial={{ countryId: 49, digits: '15123456789' }} />);
    const picker = screen.getByRole('combobox', { name: 'Country' });
    await user.clear(picker);
    await user.type(picker, 'king');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith({ countryId: 44, digits: '1512345678' });
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('1512 345678');
  });

  it('a number shorter than the mask is explained after leaving the field', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(input, '916');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('The number is too short for Russia');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });

  it('applyPhoneMask shows literals only up to the last digit', () => {
    expect(applyPhoneMask('91', '(###) ###-##-##')).toBe('(91');
    expect(applyPhoneMask('9161', '(###) ###-##-##')).toBe('(916) 1');
  });
});
