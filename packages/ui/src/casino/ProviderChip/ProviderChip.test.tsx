import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ProviderChip, ProviderChipList } from './ProviderChip';

describe('ProviderChip', () => {
  it('is a link with href (the selected one is the current page)', async () => {
    const { container } = render(
      <ProviderChipList label="Providers">
        <ProviderChip name="Betline Originals" count={12} href="/providers/betline" selected />
        <ProviderChip name="Northwind" href="/providers/northwind" />
      </ProviderChipList>,
    );
    expect(screen.getByRole('list', { name: 'Providers' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const betline = screen.getByRole('link', { name: 'Betline Originals' });
    expect(betline).toHaveAttribute('href', '/providers/betline');
    expect(betline).toHaveAttribute('aria-current', 'page');
    expect(betline).toHaveAccessibleDescription('12 games');
    expect(screen.getByRole('link', { name: 'Northwind' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is a toggle button with onPress', async () => {
    const onPress = vi.fn();
    const { container, rerender } = render(<ProviderChip name="Northwind" count={1500} onPress={onPress} />);
    const toggle = screen.getByRole('button', { name: 'Northwind' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription('1,500 games');
    await userEvent.click(toggle);
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(<ProviderChip name="Northwind" count={1500} onPress={onPress} selected />);
    expect(screen.getByRole('button', { name: 'Northwind' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is plain text without href or onPress', () => {
    render(<ProviderChip name="Northwind" count={3} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Northwind')).toHaveTextContent(/^Northwind.*3 games$/);
  });
});
