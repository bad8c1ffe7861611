import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Scoreboard } from './Scoreboard';

describe('Scoreboard', () => {
  it('shows teams, the score in words, the stopped clock with its period and a table of period scores', async () => {
    const { container } = render(
      <Scoreboard
        home="Lyon"
        away="Nice"
        live={{ score: [2, 1], clockSec: 2700, running: false, period: 'Half-time', periodScores: [[2, 1]] }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Lyon v Nice' })).toBeInTheDocument();
    expect(screen.getByText('Score 2:1')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Half-time, Played 45:00' })).toHaveTextContent(
      'Half-time 45:00',
    );
    expect(screen.getByRole('rowheader', { name: 'Nice' })).toBeInTheDocument();
    expect([...container.querySelectorAll('tbody td')].map((c) => c.textContent)).toEqual(['2', '1']);
    await expectNoAxeViolations(container);
  });
});
