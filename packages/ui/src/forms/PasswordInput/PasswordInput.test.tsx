import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Field } from '../Field/Field';
import { PasswordInput, passwordStrength } from './PasswordInput';

describe('PasswordInput', () => {
  it('shows and hides the password with a button whose label says what it does', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Field label="Password">
        <PasswordInput showStrength />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'abc');
    expect(screen.getByText('Password strength: weak')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(input, 'Defgh1234!xy');
    expect(screen.getByText('Password strength: strong')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('scores length, case and character classes', () => {
    expect(passwordStrength('').level).toBe('weak');
    expect(passwordStrength('abcdefgh').level).toBe('weak');
    expect(passwordStrength('abcdefghijkl').level).toBe('fair');
    expect(passwordStrength('Abcdefghijk1!').score).toBe(4);
  });
});
