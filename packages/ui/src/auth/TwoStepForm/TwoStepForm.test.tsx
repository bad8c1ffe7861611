import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TwoStepForm } from './TwoStepForm';

describe('TwoStepForm', () => {
  it('takes focus and sends the six-digit code on its last digit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<TwoStepForm onSubmit={onSubmit} />);
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    const code = screen.getByLabelText('Two-step code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.keyboard('123456');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('an incomplete code is a linked, focused and announced error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TwoStepForm onSubmit={onSubmit} />);
    const code = screen.getByLabelText('Two-step code');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Enter all 6 digits of the code.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(code).toHaveFocus());
    await waitFor(() =>
      expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('The form has 1 error.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('"wrong code" belongs to the code checked: shown after the check, gone once the code is edited', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<TwoStepForm onSubmit={onSubmit} />);
    const code = screen.getByLabelText('Two-step code');
    await user.type(code, '111111');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    rerender(<TwoStepForm onSubmit={onSubmit} codeStatus="wrongCode" />);
    expect(code).toHaveAccessibleDescription('Wrong code. Check it and try again.');
    await user.type(code, '{Backspace}');
    expect(code).not.toHaveAccessibleDescription('Wrong code. Check it and try again.');
  });

  it('shows the server error as an alert and goes back on request', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { container } = render(
      <TwoStepForm onSubmit={vi.fn()} error="Too many attempts." onCancel={onCancel} />,
    );
    expect(within(container).getByRole('alert')).toHaveTextContent('Too many attempts.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
