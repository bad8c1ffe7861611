import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { KenoBoard } from './KenoBoard';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');

function Picking({ initial = [] as number[], onToggle = vi.fn() }) {
  const [picks, setPicks] = useState(initial);
  return (
    <KenoBoard
      picks={picks}
      onToggle={(n) => {
        onToggle(n);
        setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]));
      }}
      onClear={() => setPicks([])}
    />
  );
}

// Role queries over 80 buttons are slow in jsdom.
describe('KenoBoard', { timeout: 30_000 }, () => {
  it('shows 80 numbers as toggle buttons in one labelled group', async () => {
    const { container } = render(<KenoBoard picks={[7]} />);
    const board = screen.getByRole('group', { name: 'Keno board: pick up to 10 numbers' });
    const buttons = within(board).getAllByRole('button');
    expect(buttons).toHaveLength(80);
    expect(within(board).getByRole('button', { name: '7, picked' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(board).getByRole('button', { name: '8' })).toHaveAttribute('aria-pressed', 'false');
    expect(board).toHaveAccessibleDescription('Picked 1 of 10');
    await expectNoAxeViolations(container);
  });

  it('toggles a number on and off', async () => {
    const onToggle = vi.fn();
    render(<Picking onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: '12' }));
    expect(onToggle).toHaveBeenLastCalledWith(12);
    expect(screen.getByRole('button', { name: '12, picked' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Picked 1 of 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '12, picked' }));
    expect(screen.getByRole('button', { name: '12' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses an 11th pick: the other numbers are disabled and the reason is announced', async () => {
    const onToggle = vi.fn();
    render(<Picking initial={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]} onToggle={onToggle} />);
    expect(screen.getByText('Picked 10 of 10')).toBeInTheDocument();
    const eleventh = screen.getByRole('button', { name: '11' });
    expect(eleventh).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(eleventh);
    expect(onToggle).not.toHaveBeenCalled();
    expect(eleventh).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(polite()).toHaveTextContent('You have picked 10 numbers. Remove one to pick another.'),
    );
    // a pick can still be removed, which frees the board again
    await userEvent.click(screen.getByRole('button', { name: '3, picked' }));
    expect(onToggle).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: '11' })).not.toHaveAttribute('aria-disabled');
  });

  it('marks drawn numbers and hits in names and not by colour alone', () => {
    render(<KenoBoard picks={[7, 20, 33]} drawn={[7, 15, 33, 60]} hits={[7, 33]} />);
    const hit = screen.getByRole('button', { name: '7, picked, drawn, hit' });
    expect(hit).toHaveAttribute('data-hit');
    expect(hit.querySelector('svg')).not.toBeNull(); // the star
    expect(screen.getByRole('button', { name: '15, drawn' })).toHaveAttribute('data-drawn');
    expect(screen.getByRole('button', { name: '20, picked, not drawn' })).toHaveAttribute('data-missed');
    expect(screen.getByText('Hits 2')).toBeInTheDocument();
  });

  it('reveals the draw progressively and announces its end once', async () => {
    const { rerender } = render(<KenoBoard picks={[7, 33]} drawn={[7, 15, 33, 60]} revealCount={1} />);
    expect(screen.getByRole('button', { name: '7, picked, drawn, hit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '33, picked' })).toBeInTheDocument();
    expect(screen.getByText('Drawn 1 of 4')).toBeInTheDocument();
    rerender(<KenoBoard picks={[7, 33]} drawn={[7, 15, 33, 60]} revealCount={4} />);
    expect(screen.getByRole('button', { name: '33, picked, drawn, hit' })).toBeInTheDocument();
    await waitFor(() => expect(polite()).toHaveTextContent('Draw complete: 2 hits out of 2 picks'));
  });

  it('arrow keys move the focus within the board (one tab stop)', async () => {
    render(<KenoBoard picks={[]} onToggle={vi.fn()} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: '3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '13' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: '20' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: '10' })).toHaveFocus(); // the top row stops the move
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('button', { name: '80' })).toHaveFocus();
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '80' })).toHaveFocus();
  });

  it('a disabled board picks nothing', async () => {
    const onToggle = vi.fn();
    render(<KenoBoard picks={[5]} disabled onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: '9' }));
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '9' })).toHaveAttribute('aria-disabled', 'true');
  });
});
