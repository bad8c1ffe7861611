import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ChampHeader } from './ChampHeader';

describe('ChampHeader', () => {
  it('is a heading with region, name and a plural event count; as a toggle it reports aria-expanded', async () => {
    const onToggle = vi.fn();
    const { container, rerender } = render(<ChampHeader name="Ligue 1" region="France" count={1} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('France · Ligue 1 1 event');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ChampHeader name="Ligue 1" region="France" count={9} expanded onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: /Ligue 1/ });
    expect(button).toHaveTextContent('France · Ligue 1 9 events');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(false);
    await expectNoAxeViolations(container);
  });
});
