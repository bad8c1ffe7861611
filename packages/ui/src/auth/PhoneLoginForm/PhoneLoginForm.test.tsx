import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PhoneLoginForm } from './PhoneLoginForm';

describe('PhoneLoginForm', () => {
  it('validates the phone and the password, links errors, focuses the first and announces a summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<PhoneLoginForm onSubmit={onSubmit} />);
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await user.type(phone, '12ab');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(
      'With the country code, for example +44 7700 900123. Enter a phone number with its country code, digits only.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Fill in this field');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('The form has 2 errors.'),
    );
    await expectNoAxeViolations(container);
  }, 15_000);

  it('AUTH-023 signs in by phone + password from the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PhoneLoginForm onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('+44 7700 900123');
    await user.tab();
    await user.keyboard('secret-pass{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ phone: '+44 7700 900123', password: 'secret-pass' });
  });

  it('shows the server error as an alert', () => {
    const { container } = render(
      <PhoneLoginForm onSubmit={vi.fn()} error="The login or password is wrong." />,
    );
    expect(within(container).getByRole('alert')).toHaveTextContent('The login or password is wrong.');
  });
});
