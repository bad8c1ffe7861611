import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RouletteTable, type RouletteChipPlaced } from './RouletteTable';
import { RouletteWheel } from './RouletteWheel';
import { rouletteFields, rouletteSpotKey, spotCovers, turned, type RouletteSpot } from './layout';

const money = (minor: number) => `€${(minor / 100).toFixed(2)}`;

/** A table the way an app holds it: chips in the order placed, undo takes the last one. */
function Table({ landed = null, disabled = false }: { landed?: number | null; disabled?: boolean }) {
  const [chips, setChips] = useState<RouletteChipPlaced[]>([]);
  return (
    <RouletteTable
      chips={chips}
      chipStake={100}
      formatStake={money}
      onPlace={(spot: RouletteSpot) => setChips((placed) => [...placed, { spot, stake: 100 }])}
      onUndo={() => setChips((placed) => placed.slice(0, -1))}
      onClear={() => setChips([])}
      landed={landed}
      disabled={disabled}
    />
  );
}

const layout = () => screen.getByRole('group', { name: 'Roulette betting layout' });

describe('roulette layout', () => {
  it('has the 157 fields of the single-zero layout, each once, none sharing a place', () => {
    const fields = rouletteFields();
    expect(fields).toHaveLength(157);
    expect(new Set(fields.map((f) => f.key)).size).toBe(157);
    const cells = (place: { row: number; col: number; rowSpan: number; colSpan: number }) => {
      const taken: string[] = [];
      for (let r = place.row; r < place.row + place.rowSpan; r += 1) {
        for (let c = place.col; c < place.col + place.colSpan; c += 1) taken.push(`${r}:${c}`);
      }
      return taken;
    };
    for (const orientation of ['wide', 'narrow'] as const) {
      const all = fields.flatMap((f) => cells(f[orientation]));
      expect(new Set(all).size, orientation).toBe(all.length);
    }
    // Turned a quarter: 1-2-3 read left to right in the first street, 0 above them.
    const at = (key: string) => fields.find((f) => f.key === key)!.narrow;
    expect([at('straight:1').col, at('straight:2').col, at('straight:3').col]).toEqual([2, 4, 6]);
    expect(at('straight:0')).toEqual(turned(fields[0]!.wide));
    expect(at('straight:0').row).toBeLessThan(at('straight:1').row);
  });

  it('a field covers the numbers its bet wins on; 0 loses every outside bet', () => {
    expect(spotCovers({ kind: 'split', numbers: [17, 18] }, 18)).toBe(true);
    expect(spotCovers({ kind: 'dozen', target: 2 }, 13)).toBe(true);
    expect(spotCovers({ kind: 'column', target: 1 }, 34)).toBe(true);
    expect(spotCovers({ kind: 'red' }, 17)).toBe(false);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(spotCovers({ kind }, 0)).toBe(false);
    }
    expect(rouletteSpotKey({ kind: 'corner', numbers: [17, 18, 20, 21] })).toBe('corner:17-18-20-21');
  });
});

describe('RouletteTable', () => {
  it('every field is a button named by its bet; chips are placed by mouse and by keyboard and their amounts are named', async () => {
    const user = userEvent.setup();
    const { container } = render(<Table />);
    const table = within(layout());
    expect(table.getAllByRole('button')).toHaveLength(157);
    for (const name of [
      '0 green',
      '17 black',
      'Split 17/18',
      'Split 17/20',
      'Split 0/1',
      'Street 16/17/18',
      'Street 0/1/2',
      'Corner 17/18/20/21',
      'Six line 13 to 18',
      'First four 0/1/2/3',
      // What a box shows begins its name (WCAG 2.5.3, label in name).
      '13–24, Dozen 13 to 24',
      '2 to 1, Column 2 to 35',
      'Red',
      '1–18, Low, 1 to 18',
    ]) {
      expect(table.getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(table.getByRole('button', { name: 'Split 17/18' }));
    table.getByRole('button', { name: 'Red' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(table.getByRole('button', { name: 'Split 17/18, chip €1.00' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Red, chip €2.00' })).toBeInTheDocument();
    expect(screen.getByText('On the table: €3.00')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('undo takes back the last chip, clear all of them; both are off with nothing on the table', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const undo = screen.getByRole('button', { name: 'Undo' });
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(undo).toBeDisabled();
    expect(clear).toBeDisabled();
    const table = within(layout());
    await user.click(table.getByRole('button', { name: '7 red' }));
    await user.click(table.getByRole('button', { name: 'Odd' }));
    await user.click(undo);
    expect(table.getByRole('button', { name: '7 red, chip €1.00' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Odd' })).toBeInTheDocument();
    await user.click(clear);
    expect(table.getByRole('button', { name: '7 red' })).toBeInTheDocument();
    expect(screen.getByText('On the table: €0.00')).toBeInTheDocument();
  });

  it('after a spin the number is ringed and the chips that won are named so', () => {
    const chips: RouletteChipPlaced[] = [
      { spot: { kind: 'straight', numbers: [17] }, stake: 100 },
      { spot: { kind: 'black' }, stake: 200 },
      { spot: { kind: 'red' }, stake: 200 },
    ];
    const noop = vi.fn();
    render(
      <RouletteTable
        chips={chips}
        chipStake={100}
        formatStake={money}
        onPlace={noop}
        onUndo={noop}
        onClear={noop}
        landed={17}
      />,
    );
    const table = within(layout());
    expect(table.getByRole('button', { name: '17 black, chip €1.00, won' })).toHaveAttribute(
      'data-landed',
      'true',
    );
    expect(table.getByRole('button', { name: 'Black, chip €2.00, won' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Red, chip €2.00' })).toBeInTheDocument();
  });

  it('places nothing while disabled (spinning)', async () => {
    const onPlace = vi.fn();
    const user = userEvent.setup();
    render(
      <RouletteTable
        chips={[]}
        chipStake={100}
        formatStake={money}
        onPlace={onPlace}
        onUndo={vi.fn()}
        onClear={vi.fn()}
        disabled
      />,
    );
    await user.click(within(layout()).getByRole('button', { name: 'Red' }));
    expect(onPlace).not.toHaveBeenCalled();
  });
});

describe('RouletteWheel', () => {
  const caption = () => within(screen.getByRole('figure')).getByRole('status');

  it('a named wheel of 37 pockets; ready, spinning, then where the ball landed once it stops', async () => {
    const { rerender, container } = render(<RouletteWheel landed={null} spin={0} />);
    expect(screen.getByRole('img', { name: 'European roulette wheel' })).toBeInTheDocument();
    expect(container.querySelectorAll('.pocket')).toHaveLength(37);
    expect(caption()).toHaveTextContent('Place your chips and spin');
    rerender(<RouletteWheel landed={null} spin={0} waiting />);
    expect(caption()).toHaveTextContent('The wheel is spinning…');
    rerender(<RouletteWheel landed={17} spin={1} />);
    const turn = container.querySelector('.turn')!;
    expect(turn).toHaveAttribute('data-phase', 'landing');
    expect(caption()).toHaveTextContent('The wheel is spinning…');
    fireEvent.transitionEnd(turn);
    expect(caption()).toHaveTextContent('17 black');
    await expectNoAxeViolations(container);
  });

  it('stops with the landed pocket under the ball: its turn is a whole number of turns less its place', () => {
    const { rerender, container } = render(<RouletteWheel landed={null} spin={0} />);
    rerender(<RouletteWheel landed={0} spin={1} />);
    const turn = container.querySelector<SVGGElement>('.turn')!;
    const degrees = Number(/rotate\((-?[\d.]+)deg\)/.exec(turn.style.transform)?.[1]);
    expect(degrees % 360).toBe(0);
    expect(degrees).toBeGreaterThanOrEqual(3 * 360);
  });

  it('under reduced motion the wheel does not turn: it shows the number at once', () => {
    const matchMedia = vi
      .fn()
      .mockReturnValue({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() });
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { rerender } = render(<RouletteWheel landed={null} spin={0} />);
      rerender(<RouletteWheel landed={32} spin={1} />);
      expect(caption()).toHaveTextContent('32 red');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
