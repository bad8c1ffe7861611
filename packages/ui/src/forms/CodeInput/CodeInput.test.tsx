import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CodeInput, type CodeStatus } from './CodeInput';

function Harness({ status, onComplete }: { status?: CodeStatus; onComplete?: (c: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      label="Code from SMS"
      length={4}
      value={value}
      onChange={setValue}
      onComplete={onComplete}
      status={status}
      onResend={vi.fn()}
      resendInSeconds={30}
    />
  );
}

describe('CodeInput', () => {
  it('keeps digits only, up to the length, and completes', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { container } = render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText('Code from SMS');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1a2-34');
    expect(input).toHaveValue('1234');
    expect(onComplete).toHaveBeenCalledWith('1234');
    expect(screen.getByText('New code in 30 s')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('"wrong code" asks to retype; "time up" disables the field and offers a new code', () => {
    const { rerender } = render(<Harness status="wrongCode" />);
    const input = screen.getByLabelText('Code from SMS');
    expect(input).toHaveAccessibleDescription('Wrong code. Check it and try again.');
    expect(input).toBeEnabled();
    rerender(<Harness status="timeUp" />);
    expect(input).toHaveAccessibleDescription('The code has expired. Request a new one.');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });
});
