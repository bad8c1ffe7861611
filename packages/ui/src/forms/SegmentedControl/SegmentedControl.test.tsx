import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SegmentedControl } from './SegmentedControl';

function Harness() {
  const [value, setValue] = useState('line');
  return (
    <>
      <p>{`Showing ${value}`}</p>
      <SegmentedControl
        aria-label="Section"
        value={value}
        onChange={setValue}
        options={[
          { value: 'line', label: 'Line' },
          { value: 'live', label: 'Live' },
        ]}
      />
    </>
  );
}

describe('SegmentedControl', () => {
  it('selects one segment; it cannot be emptied', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const line = screen.getByRole('radio', { name: 'Line' });
    expect(line).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Live' }));
    expect(screen.getByRole('radio', { name: 'Live' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Live' }));
    expect(screen.getByRole('radio', { name: 'Live' })).toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('keeps a choice made on the server markup before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    // The player picks Live while the part is still the server's markup: the browser checks it, React is not there.
    container.querySelector<HTMLInputElement>('input[value="live"]')?.click();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Harness />);
    });
    expect(screen.getByRole('radio', { name: 'Live' })).toBeChecked();
    expect(screen.getByText('Showing live')).toBeInTheDocument();
    // The choice is React's now: choosing Line again works as any later choice does.
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Line' }));
    expect(screen.getByRole('radio', { name: 'Line' })).toBeChecked();
    expect(screen.getByText('Showing line')).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
