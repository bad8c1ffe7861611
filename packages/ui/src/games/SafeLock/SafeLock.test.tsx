import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { SafeLock } from './SafeLock';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');
const dial = (n: number) => screen.getByRole('spinbutton', { name: `Digit ${n} of 4` });

/** The app's side: it keeps the code being entered. */
function Entering({ onChange = vi.fn(), initial = [0, 0, 0, 0] }) {
  const [value, setValue] = useState(initial);
  return (
    <SafeLock
      value={value}
      code={null}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('SafeLock', () => {
  it('has four spin buttons, one per digit, in a labelled group', async () => {
    const { container } = render(<SafeLock value={[1, 2, 3, 4]} code={null} onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Your code' });
    const dials = within(group).getAllByRole('spinbutton');
    expect(dials.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 4',
      'Digit 2 of 4',
      'Digit 3 of 4',
      'Digit 4 of 4',
    ]);
    expect(dial(3)).toHaveAttribute('aria-valuenow', '3');
    expect(dial(3)).toHaveAttribute('aria-valuemin', '0');
    expect(dial(3)).toHaveAttribute('aria-valuemax', '9');
    expect(dial(3)).toHaveAttribute('inputmode', 'numeric');
    expect(dial(1)).toHaveAccessibleDescription(/The up and down arrows turn the dial/);
    expect(within(group).getByRole('button', { name: 'Digit 2 up' })).toHaveAttribute('tabindex', '-1');
    expect(within(group).getByRole('button', { name: 'Digit 2 down' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('the arrows turn a dial and wrap, Home and End go to 0 and 9', async () => {
    const onChange = vi.fn();
    render(<Entering onChange={onChange} />);
    await userEvent.click(dial(2));
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith([0, 1, 0, 0]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith([0, 9, 0, 0]);
    expect(dial(2)).toHaveAttribute('aria-valuenow', '9');
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith([0, 0, 0, 0]);
    await userEvent.keyboard('{End}');
    expect(dial(2)).toHaveValue('9');
    await userEvent.keyboard('{Home}');
    expect(dial(2)).toHaveValue('0');
    await userEvent.keyboard('{ArrowRight}');
    expect(dial(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(dial(1)).toHaveFocus();
  });

  it('typing a digit sets it and moves on to the next dial', async () => {
    const onChange = vi.fn();
    render(<Entering onChange={onChange} />);
    await userEvent.click(dial(1));
    await userEvent.keyboard('1234');
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3, 4]);
    expect(dial(4)).toHaveFocus();
    expect(dial(2)).toHaveAttribute('aria-valuenow', '2');
    await userEvent.keyboard('x');
    expect(onChange).toHaveBeenCalledTimes(4);
    // A phone's keypad: the digit is read from the field.
    fireEvent.change(dial(2), { target: { value: '27' } });
    expect(onChange).toHaveBeenLastCalledWith([1, 7, 3, 4]);
  });

  it('the up and down buttons turn a dial too', async () => {
    const onChange = vi.fn();
    render(<Entering onChange={onChange} initial={[9, 0, 0, 0]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Digit 1 up' }));
    expect(onChange).toHaveBeenLastCalledWith([0, 0, 0, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'Digit 4 down' }));
    expect(onChange).toHaveBeenLastCalledWith([0, 0, 0, 9]);
  });

  it('locks the dials and turns the wheel while the attempt is checked', async () => {
    const onChange = vi.fn();
    const { container } = render(<SafeLock value={[1, 2, 3, 4]} code={null} checking onChange={onChange} />);
    expect(dial(1)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Digit 1 up' })).toBeDisabled();
    expect(container.querySelector('svg[data-turning]')).not.toBeNull();
    expect(screen.getByText('Checking your code…')).toBeInTheDocument();
    dial(1).focus();
    await userEvent.keyboard('{ArrowUp}5');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reveals the code under the dials, marks each digit in place or not, announces the count', async () => {
    const { container, rerender } = render(
      <SafeLock value={[1, 2, 3, 4]} code={null} checking onChange={vi.fn()} />,
    );
    rerender(<SafeLock value={[1, 2, 3, 4]} code={[1, 5, 3, 0]} onChange={vi.fn()} />);
    await waitFor(() => expect(polite()).toHaveTextContent('2 of 4 digits in place'));
    expect(within(container).getByText('2 of 4 digits in place')).toBeInTheDocument();
    expect(dial(1)).toHaveAccessibleDescription(/^The code has 1 here: in place/);
    expect(dial(2)).toHaveAccessibleDescription(/^The code has 5 here: not in place/);
    expect(dial(2)).toHaveAttribute('readonly');
    expect(container.querySelectorAll('[data-in-place]')).toHaveLength(2);
    expect(container.querySelector('svg[data-turning]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says the count with the plural forms of the language', async () => {
    await testI18n.changeLanguage('ru');
    const { rerender } = render(<SafeLock value={[1, 2, 3, 4]} code={[1, 0, 0, 0]} onChange={vi.fn()} />);
    expect(screen.getByText('1 цифра из 4 на своём месте')).toBeInTheDocument();
    rerender(<SafeLock value={[1, 2, 3, 4]} code={[1, 2, 0, 0]} onChange={vi.fn()} />);
    expect(screen.getByText('2 цифры из 4 на своих местах')).toBeInTheDocument();
    rerender(<SafeLock value={[1, 2, 3, 4]} code={[0, 0, 0, 0]} onChange={vi.fn()} />);
    expect(screen.getByText('0 цифр из 4 на своих местах')).toBeInTheDocument();
  });

  it('a disabled lock changes nothing', () => {
    render(<SafeLock value={[1, 2, 3, 4]} code={null} disabled onChange={vi.fn()} />);
    expect(dial(1)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Digit 1 down' })).toBeDisabled();
  });
});
