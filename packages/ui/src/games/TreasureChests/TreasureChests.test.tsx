import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TreasureChests } from './TreasureChests';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');
// The engine's three prizes (CHEST_PRIZES) in a dealt order, for a unit of €1.00.
const CONTENTS = ['€1.50', '€5.00', '€0.50'];

/** The app's part: a chest is opening until the answer comes (here at once, on the next call). */
function Playing({ onOpen = vi.fn() }) {
  const [opening, setOpening] = useState<number | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <TreasureChests
        count={3}
        opened={opened}
        opening={opening}
        contents={opened === null ? null : CONTENTS}
        onOpen={(i) => {
          onOpen(i);
          setOpening(i);
        }}
      />
      <button type="button" onClick={() => setOpened(opening)}>
        Answer
      </button>
    </>
  );
}

describe('TreasureChests', () => {
  it('offers each closed chest as a button in a named group', async () => {
    const { container } = render(<TreasureChests count={3} opened={null} contents={null} onOpen={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Treasure chests' });
    expect(group).toHaveAccessibleDescription('Pick a chest');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Open chest 1', 'Open chest 2', 'Open chest 3']);
    expect(screen.getByRole('button', { name: 'Open chest 2' })).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(container);
  });

  it('opens a chest: it trembles while the others wait, then every prize shows and yours is badged', async () => {
    const onOpen = vi.fn();
    const { container } = render(<Playing onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chest 2' }));
    expect(onOpen).toHaveBeenCalledWith(1);

    const chest = screen.getByRole('button', { name: 'Open chest 2' });
    expect(chest).toHaveAttribute('data-state', 'opening');
    expect(chest).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Opening chest 2…')).toBeInTheDocument();
    // The others refuse a second choice.
    await userEvent.click(screen.getByRole('button', { name: 'Open chest 1' }));
    await userEvent.click(chest);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open chest 3' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    const group = screen.getByRole('group', { name: 'Treasure chests' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-state'))).toEqual(['open', 'open', 'open']);
    expect(buttons[0]).toHaveAccessibleName('Chest 1: €1.50');
    expect(buttons[1]).toHaveAccessibleName('Chest 2: €5.00 Your chest');
    expect(buttons[2]).toHaveAccessibleName('Chest 3: €0.50');
    expect(within(buttons[1]!).getByText('Your chest')).toBeVisible();
    expect(buttons[1]).toHaveAttribute('data-yours');
    for (const b of buttons) expect(b).toHaveAttribute('aria-disabled', 'true');
    expect(group).toHaveAccessibleDescription('You found €5.00');
    await waitFor(() => expect(polite()).toHaveTextContent('You found €5.00'));

    await userEvent.click(buttons[0]!);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('shows a finished game without announcing it again', async () => {
    render(<TreasureChests count={3} opened={2} contents={CONTENTS} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Chest 3: €0.50 Your chest' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(polite()?.textContent ?? '').not.toContain('You found');
  });

  it('a disabled game opens nothing', async () => {
    const onOpen = vi.fn();
    render(<TreasureChests count={3} opened={null} contents={null} disabled onOpen={onOpen} />);
    const chest = screen.getByRole('button', { name: 'Open chest 1' });
    expect(chest).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(chest);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
