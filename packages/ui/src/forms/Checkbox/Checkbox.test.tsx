import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and by its label; disabled does not change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <>
        <Checkbox onChange={onChange}>Accept odds changes</Checkbox>
        <Checkbox isDisabled>Locked</Checkbox>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Accept odds changes' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText('Accept odds changes'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenNthCalledWith(1, true);
    expect(screen.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });
});
