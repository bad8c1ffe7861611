import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CategoryBar } from './CategoryBar';

const items = [
  { id: 'slots', label: 'Slots', href: '/slots', count: 1234 },
  { id: 'live-casino', label: 'Live casino', href: '/live-casino', count: 1 },
  { id: 'crash-games', label: 'Crash games', href: '/crash-games' },
];

describe('CategoryBar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a named navigation of links; the current one has aria-current and counts are read as games', async () => {
    const { container } = render(
      <CategoryBar label="Casino sections" items={items} currentId="live-casino" />,
    );
    expect(screen.getByRole('navigation', { name: 'Casino sections' })).toBeInTheDocument();
    const slots = screen.getByRole('link', { name: 'Slots' });
    expect(slots).toHaveAttribute('href', '/slots');
    expect(slots).not.toHaveAttribute('aria-current');
    expect(slots).toHaveAccessibleDescription('1,234 games');
    const live = screen.getByRole('link', { name: 'Live casino' });
    expect(live).toHaveAttribute('aria-current', 'page');
    expect(live).toHaveAccessibleDescription('1 game');
    expect(screen.getByRole('link', { name: 'Crash games' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('brings the current item into view when the row overflows (and survives a DOM without scrollIntoView)', () => {
    // jsdom: no scrollIntoView and no layout. Without them the bar still renders.
    render(<CategoryBar label="Casino sections" items={items} currentId="crash-games" />);
    expect(screen.getByRole('link', { name: 'Crash games' })).toHaveAttribute('aria-current', 'page');

    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    try {
      render(<CategoryBar label="Other sections" items={items} currentId="crash-games" />);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'center' });
      expect(scrollIntoView.mock.contexts[0]).toHaveTextContent('Crash games');
    } finally {
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
