import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { BingoBalls } from './BingoBalls';

// Role queries over 75 cells are slow in jsdom.
describe('BingoBalls', { timeout: 30_000 }, () => {
  it('shows the 75 numbers in five named rows, B to O', async () => {
    const { container } = render(<BingoBalls called={[]} />);
    const board = screen.getByRole('table', { name: 'Called numbers' });
    const rows = within(board).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(
      within(board)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['B', 'I', 'N', 'G', 'O']);
    const first = within(rows[0]!).getAllByRole('cell');
    expect(first).toHaveLength(15);
    expect(first[0]).toHaveAccessibleName('B 1');
    expect(first[14]).toHaveAccessibleName('B 15');
    expect(within(rows[4]!).getAllByRole('cell')[14]).toHaveAccessibleName('O 75');
    expect(within(board).getAllByRole('cell')).toHaveLength(75);
    expect(container.querySelector('[data-daubed]')).toBeNull();
    // waiting for the first call
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the first ball');
    await expectNoAxeViolations(container);
  });

  it('daubs the called numbers, shows the latest as a ball with the count, in a polite live region', async () => {
    const { container } = render(<BingoBalls called={[42, 3, 66, 7]} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('B 7, Call 4 of 75');
    expect(status.querySelector('[data-column="0"]')).not.toBeNull();
    expect(screen.getByRole('cell', { name: 'N 42, called' }).querySelector('[data-daubed]')).not.toBeNull();
    const latest = screen.getByRole('cell', { name: 'B 7, called, latest call' });
    expect(latest.querySelector('[data-latest]')).not.toBeNull();
    expect(screen.getByRole('cell', { name: 'B 8' }).querySelector('[data-daubed]')).toBeNull();
    expect(container.querySelectorAll('[data-daubed]')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('moves on to the next call', () => {
    const { rerender } = render(<BingoBalls called={[42, 3]} />);
    rerender(<BingoBalls called={[42, 3, 61]} />);
    expect(screen.getByRole('status')).toHaveTextContent('O 61, Call 3 of 75');
    expect(screen.getByRole('cell', { name: 'B 3, called' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'O 61, called, latest call' })).toBeInTheDocument();
  });

  it('shares a smaller game out in five rows', () => {
    render(<BingoBalls called={[30]} total={30} />);
    expect(screen.getAllByRole('cell')).toHaveLength(30);
    expect(screen.getByRole('status')).toHaveTextContent('O 30, Call 1 of 30');
  });

  it('speaks the current language', async () => {
    await testI18n.changeLanguage('es');
    render(<BingoBalls called={[42, 7]} />);
    expect(screen.getByRole('table', { name: 'Números cantados' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('B 7, Bola 2 de 75');
    expect(screen.getByRole('cell', { name: 'N 42, cantado' })).toBeInTheDocument();
  });
});
