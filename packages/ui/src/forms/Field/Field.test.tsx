import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Input } from '../Input';
import { Field } from './Field';

describe('Field', () => {
  it('labels the control with a generated id and describes it with the hint', async () => {
    const { container } = render(
      <Field label="Stake" hint="Minimum 1.00">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Stake' });
    expect(input.id).not.toBe('');
    expect(input).toHaveAccessibleDescription('Minimum 1.00');
    expect(input).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  it('an error marks the control invalid, is part of its description and has an icon, without role alert', async () => {
    const { container } = render(
      <Field label="Stake" hint="Minimum 1.00" error="Stake is below the minimum">
        <Input defaultValue="0.50" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Stake' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Minimum 1.00 Stake is below the minimum');
    const error = screen.getByText('Stake is below the minimum').parentElement!;
    expect(error.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps the child id and existing aria-describedby', () => {
    render(
      <>
        <p id="terms">Terms apply</p>
        <Field label="Promo code" hint="Optional">
          <Input id="promo" aria-describedby="terms" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    expect(input.id).toBe('promo');
    expect(input).toHaveAccessibleDescription('Terms apply Optional');
  });

  it('required sets native required and shows a mark hidden from assistive technology', async () => {
    const { container } = render(
      <Field label="Email" required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('clicking the label focuses the control', async () => {
    const user = userEvent.setup();
    render(
      <Field label="Stake">
        <Input />
      </Field>,
    );
    await user.click(screen.getByText('Stake'));
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveFocus();
  });
});
