import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MatchStats } from './MatchStats';

describe('MatchStats', () => {
  it('reads each statistic as one sentence, possession in percent, with bars sized by share', async () => {
    const { container } = render(
      <MatchStats
        first="Lyon"
        second="Nice"
        stats={[
          { key: 'possession', first: 58, second: 42 },
          { key: 'corners', first: 6, second: 2 },
          { key: 'redCards', first: 0, second: 0 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Statistics' });
    expect(list.children).toHaveLength(3);
    expect(screen.getByText('Possession: Lyon 58%, Nice 42%')).toBeInTheDocument();
    expect(screen.getByText('Corners: Lyon 6, Nice 2')).toBeInTheDocument();
    const bars = [...container.querySelectorAll<HTMLElement>('li:nth-child(2) [aria-hidden] > span > span')];
    expect(bars.map((b) => b.style.inlineSize)).toEqual(['75%', '25%']);
    await expectNoAxeViolations(container);
  });
});
