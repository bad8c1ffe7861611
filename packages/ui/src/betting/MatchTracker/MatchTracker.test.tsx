import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MatchTracker } from './MatchTracker';

describe('MatchTracker', () => {
  it('draws the field and says the phase in words; the drawing itself is hidden from assistive technology', async () => {
    const { container } = render(
      <MatchTracker field="pitch" phase={{ kind: 'danger', side: 1 }} first="Lyon" second="Nice" />,
    );
    expect(screen.getByText('Dangerous attack: Nice')).toBeInTheDocument();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-field', 'pitch');
    // The second side attacks towards the left: its zone is the first side's box.
    expect(container.querySelector('.zone')).toHaveAttribute('x', '0');
    await expectNoAxeViolations(container);
  });

  it('waits for the start without a phase, and names a map lead in esports', () => {
    const { rerender } = render(<MatchTracker field="rink" phase={null} first="A" second="B" />);
    expect(screen.getByText('Waiting for the start')).toBeInTheDocument();
    expect(document.querySelector('.zone')).toBeNull();
    rerender(<MatchTracker field="map" phase={{ kind: 'serve', side: 0 }} first="Navi" second="G2" />);
    expect(screen.getByText('Navi ahead on the map')).toBeInTheDocument();
    rerender(<MatchTracker field="tennis" phase={{ kind: 'serve', side: 1 }} first="Ruud" second="Sinner" />);
    expect(screen.getByText('Sinner to serve')).toBeInTheDocument();
    rerender(<MatchTracker field="pitch" phase={{ kind: 'end', side: null }} first="A" second="B" />);
    expect(screen.getByText('Game over')).toBeInTheDocument();
  });
});
