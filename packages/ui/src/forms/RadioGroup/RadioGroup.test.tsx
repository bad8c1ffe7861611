import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('is one tab stop; arrows select the next option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <RadioGroup
        label="Odds format"
        defaultValue="decimal"
        onChange={onChange}
        options={[
          { value: 'decimal', label: 'Decimal' },
          { value: 'fractional', label: 'Fractional' },
          { value: 'american', label: 'American' },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Odds format' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Decimal' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Fractional' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('fractional');
    await expectNoAxeViolations(container);
  });
});
