import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';

const countries = [
  { id: 44, label: 'United Kingdom' },
  { id: 49, label: 'Germany' },
];
const currencies = [
  { id: 1, label: 'USD ($)' },
  { id: 3, label: 'EUR (€)' },
];
const socialProviders = [
  { id: 'google', name: 'Google' },
  { id: 'vk', name: 'VK' },
];

function renderForm(props: Partial<RegistrationFormProps> = {}) {
  const onSubmit = vi.fn();
  const onSendCode = vi.fn().mockResolvedValue(undefined);
  const all: RegistrationFormProps = {
    countries,
    currencies,
    socialProviders,
    onSubmit,
    onSendCode,
    ...props,
  };
  const view = render(<RegistrationForm {...all} />);
  return {
    ...view,
    onSubmit,
    onSendCode,
    rerenderWith: (next: Partial<RegistrationFormProps>) =>
      view.rerender(<RegistrationForm {...all} {...next} />),
  };
}

describe('RegistrationForm', () => {
  it('REG-001 offers the four types: e-mail, one click, phone, social', async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    const types = screen.getByRole('radiogroup', { name: 'Ways to register' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['E-mail', 'One click', 'Phone', 'Social']);
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'One click' }));
    expect(screen.getByRole('button', { name: 'Register in one click' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(screen.getByRole('button', { name: 'Send a code' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Social' }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('e-mail registration gives country, currency, bonus choice, e-mail and password', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultCountryId: 44 });
    await user.selectOptions(screen.getByLabelText(/^Currency/), 'EUR (€)');
    await user.selectOptions(screen.getByLabelText(/^Welcome bonus/), 'Casino bonus');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'new.player@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      kind: 'full_reg',
      countryId: 44,
      currencyId: 3,
      bonus: 2,
      email: 'new.player@example.com',
      password: 'Secret123',
    });
  });

  it('REG-003 the bonus choice is 1 sports (the default), 2 casino or 0 none', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultKind: 'fast_reg', defaultCountryId: 49 });
    const bonus = screen.getByLabelText(/^Welcome bonus/);
    expect(
      within(bonus)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['1', 'Sports bonus'],
      ['2', 'Casino bonus'],
      ['0', 'No bonus'],
    ]);
    expect(bonus).toHaveValue('1');
    await user.selectOptions(bonus, 'No bonus');
    await user.click(screen.getByRole('button', { name: 'Register in one click' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ kind: 'fast_reg', countryId: 49, currencyId: 1, bonus: 0 });
  });

  it('checks the fields: errors linked, the first invalid one focused, a summary announced', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const country = screen.getByLabelText(/^Country/);
    await waitFor(() => expect(country).toHaveFocus());
    expect(country).toHaveAccessibleDescription('Choose your country.');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /At least 8 characters with a letter and a digit\. Use at least 8 characters\./,
    );
    await waitFor(() =>
      expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('The form has 3 errors.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('selects the default country once it arrives, while none is chosen', async () => {
    const { rerenderWith } = renderForm({ countries: [] });
    expect(screen.getByLabelText(/^Country/)).toHaveValue('');
    rerenderWith({ countries, defaultCountryId: 49 });
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('49'));
  });

  it('phone registration: a code to the phone, then code and password; "wrong code" shows for that code', async () => {
    const user = userEvent.setup();
    const { onSubmit, onSendCode, rerenderWith } = renderForm({
      defaultKind: 'phone_reg',
      defaultCountryId: 44,
    });
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(onSendCode).toHaveBeenCalledWith('+44 7700 900123');
    const code = await screen.findByLabelText('Code from the SMS');
    await waitFor(() => expect(code).toHaveFocus());
    await user.keyboard('123456');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      kind: 'phone_reg',
      countryId: 44,
      currencyId: 1,
      bonus: 1,
      phone: '+44 7700 900123',
      code: '123456',
      password: 'Secret123',
    });
    rerenderWith({ defaultKind: 'phone_reg', defaultCountryId: 44, codeStatus: 'wrongCode' });
    expect(code).toHaveAccessibleDescription('Wrong code. Check it and try again.');
    await user.type(code, '{Backspace}7');
    expect(code).not.toHaveAccessibleDescription('Wrong code. Check it and try again.');
  });

  it('social registration gives the provider; the country is not required', async () => {
    const user = userEvent.setup();
    const onKindChange = vi.fn();
    const { onSubmit } = renderForm({ onKindChange });
    await user.click(screen.getByRole('radio', { name: 'Social' }));
    expect(onKindChange).toHaveBeenCalledWith('soc_reg');
    await user.click(screen.getByRole('button', { name: 'Continue with VK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      kind: 'soc_reg',
      countryId: undefined,
      currencyId: 1,
      bonus: 1,
      provider: 'vk',
    });
  });

  it('offers only the types it is given (phone needs onSendCode, social needs providers)', () => {
    renderForm({ kinds: ['fast_reg', 'phone_reg', 'soc_reg'], onSendCode: undefined, socialProviders: [] });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register in one click' })).toBeInTheDocument();
  });

  it('shows the server error as an alert', () => {
    const { container } = renderForm({ error: 'This e-mail address is taken.' });
    expect(within(container).getByRole('alert')).toHaveTextContent('This e-mail address is taken.');
  });
});
