import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import type { MatchIncident } from '../types';
import { MatchTimeline } from './MatchTimeline';

const football: MatchIncident[] = [
  { type: 'start', clockSec: 0, period: 1, side: null, score: null },
  { type: 'corner', clockSec: 400, period: 1, side: 0, score: null },
  { type: 'goal', clockSec: 1350, period: 1, side: 1, score: [0, 1] },
  { type: 'yellow', clockSec: 2000, period: 1, side: 0, score: null },
  { type: 'period', clockSec: 2700, period: 2, side: null, score: null },
  { type: 'finish', clockSec: 5400, period: 2, side: null, score: [0, 1] },
];

describe('MatchTimeline', () => {
  it('lists incidents newest first with their minute, leaving corners to the statistics', async () => {
    const { container } = render(
      <MatchTimeline incidents={football} first="Lyon" second="Nice" timing="clock" />,
    );
    const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      "90'90' End of play (0:1)",
      "46'46' Period 2 begins",
      "34'34' Yellow card: Lyon",
      "23'23' Goal: Nice (0:1)",
      'Start of play',
    ]);
    await expectNoAxeViolations(container);
  });

  it('names sets or maps in set sports, and says when nothing has happened', () => {
    const { rerender } = render(
      <MatchTimeline
        incidents={[
          { type: 'start', clockSec: 0, period: 1, side: null, score: null },
          { type: 'set', clockSec: 2000, period: 1, side: 0, score: [1, 0] },
          { type: 'set', clockSec: 4000, period: 2, side: 1, score: [1, 1] },
        ]}
        first="Navi"
        second="G2"
        timing="sets"
        maps
      />,
    );
    expect(screen.getByText('Map 2 to G2 (1:1)')).toBeInTheDocument();
    expect(screen.getByText('Map 1 to Navi (1:0)')).toBeInTheDocument();
    rerender(<MatchTimeline incidents={[]} first="A" second="B" timing="clock" />);
    expect(screen.getByText('Nothing has happened yet.')).toBeInTheDocument();
  });
});
