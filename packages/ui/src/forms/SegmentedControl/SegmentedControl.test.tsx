import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SegmentedControl } from './SegmentedControl';

function Harness() {
  const [value, setValue] = useState('line');
  return (
    <SegmentedControl
      aria-label="Section"
      value={value}
      onChange={setValue}
      options={[
        { value: 'line', label: 'Line' },
        { value: 'live', label: 'Live' },
      ]}
    />
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
});
