import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SmsCodeForm } from './SmsCodeForm';

describe('SmsCodeForm', () => {
  it('AUTH-023 sends a code to the phone, focuses the code field and signs in with phone + code', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn().mockResolvedValue(undefined);
    const onSubmit = vi.fn();
    const { container } = render(<SmsCodeForm onSendCode={onSendCode} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+44 7700 900123{Enter}');
    expect(onSendCode).toHaveBeenCalledWith('+44 7700 900123');
    const code = await screen.findByLabelText('Code from the SMS');
    await waitFor(() => expect(code).toHaveFocus());
    expect(within(container).getByText('We sent a code to +44 7700 900123.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
        'We sent a code to +44 7700 900123.',
      ),
    );
    expect(screen.getByText('New code in 60 s')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.keyboard('654321');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+44 7700 900123', code: '654321' }));
  });

  it('an invalid phone is not sent: the error is linked and the field focused', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn().mockResolvedValue(undefined);
    render(<SmsCodeForm onSendCode={onSendCode} onSubmit={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Enter a phone number with its country code/);
    expect(onSendCode).not.toHaveBeenCalled();
  });

  it('a refused sending stays on the phone and shows the server error', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn().mockRejectedValue(new Error('429'));
    const { container, rerender } = render(<SmsCodeForm onSendCode={onSendCode} onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+447700900123{Enter}');
    await waitFor(() => expect(onSendCode).toHaveBeenCalled());
    rerender(<SmsCodeForm onSendCode={onSendCode} onSubmit={vi.fn()} error="Too many attempts." />);
    expect(within(container).getByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument();
  });

  it('"wrong code" asks to retype; "time up" disables the field and a new code can be asked for', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn().mockResolvedValue(undefined);
    const onSubmit = vi.fn();
    const { rerender } = render(<SmsCodeForm onSendCode={onSendCode} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+447700900123{Enter}');
    const code = await screen.findByLabelText('Code from the SMS');
    await user.type(code, '111111');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(<SmsCodeForm onSendCode={onSendCode} onSubmit={onSubmit} codeStatus="wrongCode" />);
    expect(code).toHaveAccessibleDescription('Wrong code. Check it and try again.');
    expect(code).toBeEnabled();

    rerender(<SmsCodeForm onSendCode={onSendCode} onSubmit={onSubmit} codeStatus="timeUp" />);
    expect(code).toHaveAccessibleDescription('The code has expired. Request a new one.');
    expect(code).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onSendCode).toHaveBeenCalledTimes(2);
    expect(onSendCode).toHaveBeenLastCalledWith('+447700900123');
    await waitFor(() => expect(code).toBeEnabled());
    expect(code).toHaveValue('');
  });

  it('counts down to "send a new code" and lets the number be changed', async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn().mockResolvedValue(undefined);
    render(<SmsCodeForm onSendCode={onSendCode} onSubmit={vi.fn()} resendAfterSeconds={1} />);
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+447700900123{Enter}');
    expect(await screen.findByText('New code in 1 s')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 }));
    await waitFor(() => expect(onSendCode).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Change the number' }));
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue('+447700900123');
  });
});
