import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DragonPath, type DragonPathProps } from './DragonPath';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');

const PRIZES = ['€1.00', '€2.00', '€4.00', '€8.00', '€20.00'];
const START: DragonPathProps = {
  levels: 5,
  doors: 3,
  prizes: PRIZES,
  passed: 0,
  chosen: [],
  dragons: null,
  metDragon: false,
  onOpen: vi.fn(),
};

const levels = () => within(screen.getByRole('list', { name: 'Dragon path' })).getAllByRole('listitem');

describe('DragonPath', () => {
  it('lists the levels from level 1, with the current level’s doors as buttons and the prizes', async () => {
    const { container } = render(<DragonPath {...START} />);
    const items = levels();
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Level 1, choose a door, prize €1.00');
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[4]).toHaveTextContent('Level 5, not reached yet, prize €20.00');
    expect(
      within(items[0]!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Level 1, door 1', 'Level 1, door 2', 'Level 1, door 3']);
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.getByText('Choose a door on level 1')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('opens a door, shows it opening, then announces the level passed and moves up', async () => {
    const onOpen = vi.fn();
    const { container, rerender } = render(<DragonPath {...START} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Level 1, door 2' }));
    expect(onOpen).toHaveBeenCalledWith(1);

    rerender(<DragonPath {...START} onOpen={onOpen} opening={1} />);
    const opening = screen.getByRole('button', { name: 'Level 1, door 2, opening…' });
    expect(opening).toHaveAttribute('aria-disabled', 'true');
    expect(opening).toHaveAttribute('data-opening');
    await userEvent.click(screen.getByRole('button', { name: 'Level 1, door 3' }));
    expect(onOpen).toHaveBeenCalledTimes(1);

    rerender(<DragonPath {...START} onOpen={onOpen} passed={1} chosen={[1]} />);
    await waitFor(() => expect(polite()).toHaveTextContent('Level 1 passed: you hold €1.00'));
    expect(within(container).getByText('You hold €1.00')).toBeInTheDocument();
    expect(levels()[0]).toHaveTextContent('Level 1, passed through door 2, prize €1.00');
    expect(levels()[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Level 2, door 1',
      'Level 2, door 2',
      'Level 2, door 3',
    ]);
    expect(container.querySelector('[data-safe][data-open]')).not.toBeNull();
  });

  it('shows where the dragon waited on every level once met, and says so clearly', async () => {
    const { container, rerender } = render(<DragonPath {...START} passed={2} chosen={[1, 0]} />);
    rerender(<DragonPath {...START} passed={2} chosen={[1, 0, 2]} metDragon dragons={[0, 2, 2, 1, 0]} />);
    const met = 'The dragon was behind door 3 on level 3!';
    await waitFor(() => expect(polite()).toHaveTextContent(met));
    expect(within(container).getByText(met)).toBeInTheDocument();
    const items = levels();
    expect(items[0]).toHaveTextContent(
      'Level 1, passed through door 2, the dragon was behind door 1, prize €1.00',
    );
    expect(items[2]).toHaveTextContent('Level 3, you met the dragon behind door 3, prize €4.00');
    expect(items[3]).toHaveTextContent('Level 4, not played, the dragon was behind door 2, prize €8.00');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    // The met door is ringed and crossed; every level's dragon is drawn.
    expect(container.querySelectorAll('[data-met]').length).toBeGreaterThan(0);
    expect(items[2]!.querySelector('[data-met][data-open] svg')).not.toBeNull();
    expect(container.querySelectorAll('li [data-open]')).toHaveLength(7);
    await expectNoAxeViolations(container);
  });

  it('when the prize was taken, keeps it held and shows the dragons', () => {
    render(<DragonPath {...START} passed={3} chosen={[0, 0, 1]} dragons={[2, 1, 0, 1, 2]} />);
    expect(screen.getByText('You hold €4.00')).toBeInTheDocument();
    expect(levels()[3]).toHaveTextContent('Level 4, not played, the dragon was behind door 2');
    expect(screen.queryByText(/Choose a door/)).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('a disabled path opens nothing', async () => {
    const onOpen = vi.fn();
    render(<DragonPath {...START} disabled onOpen={onOpen} />);
    const door = screen.getByRole('button', { name: 'Level 1, door 1' });
    expect(door).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(door);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
