import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('validates with the zod schema, links errors to fields, focuses the first and announces a summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<LoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const login = screen.getByRole('textbox', { name: /Login or e-mail/ });
    await waitFor(() => expect(login).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(login).toHaveFocus());
    expect(login).toHaveAccessibleDescription('Fill in this field');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('The form has 2 errors.'),
    );
    await expectNoAxeViolations(container);
  }, 15_000);

  it('submits valid values from the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('player1');
    await user.tab();
    await user.keyboard('secret-pass{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ login: 'player1', password: 'secret-pass' });
  });

  it('shows the server error as an alert', () => {
    const { container } = render(<LoginForm onSubmit={vi.fn()} error="Wrong login or password" />);
    expect(within(container).getByRole('alert')).toHaveTextContent('Wrong login or password');
  });
});
