import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ProtectionLevel } from './ProtectionLevel';

describe('ProtectionLevel', () => {
  it('is a meter with the percentage and the status in words', async () => {
    const { container } = render(<ProtectionLevel level={70} status="good" />);
    const meter = screen.getByRole('meter', { name: 'Account protection' });
    expect(meter).toHaveAttribute('aria-valuenow', '70');
    expect(meter).toHaveAttribute('aria-valuetext', '70%, good');
    expect(container).toHaveTextContent('70%, good');
    await expectNoAxeViolations(container);
  });

  it('names each status of the contract (bad, normal, good, full) and keeps the value within 0..100', () => {
    const { rerender } = render(<ProtectionLevel level={30} status="bad" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '30%, weak');
    rerender(<ProtectionLevel level={31} status="normal" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '31%, fair');
    rerender(<ProtectionLevel level={140} status="full" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '100%, full');
  });
});
