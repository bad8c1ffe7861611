import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { PokerHand, type PokerCard } from './PokerHand';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');
/** Two queens among three others. */
const DEALT: PokerCard[] = [
  { rank: 12, suit: 'hearts' },
  { rank: 3, suit: 'clubs' },
  { rank: 12, suit: 'spades' },
  { rank: 9, suit: 'diamonds' },
  { rank: 1, suit: 'clubs' },
];
/** The draw kept both queens and brought a third. */
const DRAWN: PokerCard[] = [
  { rank: 12, suit: 'hearts' },
  { rank: 12, suit: 'diamonds' },
  { rank: 12, suit: 'spades' },
  { rank: 5, suit: 'spades' },
  { rank: 13, suit: 'clubs' },
];
const none = () => Array<boolean>(5).fill(false);

/** The app's part: it keeps the holds. */
function Holding({ onToggleHold = vi.fn() }) {
  const [held, setHeld] = useState(none);
  return (
    <PokerHand
      cards={DEALT}
      held={held}
      onToggleHold={(i) => {
        onToggleHold(i);
        setHeld((h) => h.map((v, k) => (k === i ? !v : v)));
      }}
    />
  );
}

describe('PokerHand', () => {
  it('before the deal shows five face-down cards whose holds cannot be pressed', async () => {
    const onToggleHold = vi.fn();
    const { container } = render(<PokerHand cards={null} held={[]} onToggleHold={onToggleHold} />);
    const hand = screen.getByRole('group', { name: 'Your hand' });
    expect(within(hand).getAllByRole('img', { name: 'Face-down card', hidden: true })).toHaveLength(5);
    const holds = [1, 2, 3, 4, 5].map((n) => within(hand).getByRole('button', { name: `Hold card ${n}` }));
    expect(within(hand).getAllByRole('button')).toEqual(holds);
    for (const hold of holds) {
      expect(hold).toHaveAttribute('aria-pressed', 'false');
      expect(hold).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(holds[0]!);
    expect(onToggleHold).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows the dealt cards with a hold toggle each, named by its card', async () => {
    const { container } = render(<PokerHand cards={DEALT} held={[true, false, true, false, false]} />);
    expect(screen.getByRole('img', { name: 'Queen of hearts', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ace of clubs', hidden: true })).toBeInTheDocument();
    // the drawing is hidden: the button names the card
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Hold Queen of hearts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Hold 3 of clubs' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Hold Queen of spades' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // without onToggleHold nothing can be held
    for (const hold of screen.getAllByRole('button')) expect(hold).toHaveAttribute('aria-disabled', 'true');
    // each card has its label; a held card is checked (on the card, in the narrow check box), not only filled
    expect(screen.getAllByText('Hold')).toHaveLength(5);
    const svgs = screen.getAllByRole('button').map((b) => b.querySelectorAll('svg').length);
    expect(svgs).toEqual([3, 1, 3, 1, 1]); // the suit, then the checks
    await expectNoAxeViolations(container);
  });

  it('holds and releases a card with its toggle, a press on the card, or the keyboard', async () => {
    const onToggleHold = vi.fn();
    render(<Holding onToggleHold={onToggleHold} />);
    const queen = screen.getByRole('button', { name: 'Hold Queen of hearts' });
    expect(queen).not.toHaveAttribute('aria-disabled');
    await userEvent.click(queen);
    expect(onToggleHold).toHaveBeenLastCalledWith(0);
    expect(queen).toHaveAttribute('aria-pressed', 'true');
    // a press on the card itself
    await userEvent.click(screen.getByRole('img', { name: 'Queen of spades', hidden: true }));
    expect(onToggleHold).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Hold Queen of spades' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Tab reaches each card; Space releases the first queen
    queen.focus();
    await userEvent.keyboard(' ');
    expect(queen).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Hold 3 of clubs' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onToggleHold).toHaveBeenLastCalledWith(1);
    expect(onToggleHold).toHaveBeenCalledTimes(4);
  });

  it('a disabled hand holds nothing', async () => {
    const onToggleHold = vi.fn();
    render(<PokerHand cards={DEALT} held={none()} disabled onToggleHold={onToggleHold} />);
    const queen = screen.getByRole('button', { name: 'Hold Queen of hearts' });
    expect(queen).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(queen);
    await userEvent.click(screen.getByRole('img', { name: 'Ace of clubs', hidden: true }));
    expect(onToggleHold).not.toHaveBeenCalled();
    expect(queen).toHaveAttribute('aria-pressed', 'false');
  });

  it('after the draw raises and names the winning cards, and shows and announces the result', async () => {
    const held = [true, false, true, false, false];
    const { rerender, container } = render(<PokerHand cards={DEALT} held={held} disabled />);
    rerender(
      <PokerHand
        cards={DRAWN}
        held={held}
        highlight={[true, true, true, false, false]}
        result="Three of a kind"
      />,
    );
    const hand = screen.getByRole('group', { name: 'Your hand' });
    expect(hand).toHaveAccessibleDescription('Three of a kind');
    expect(screen.getByText('Three of a kind')).toBeInTheDocument();
    await waitFor(() => expect(polite()).toHaveTextContent('Three of a kind'));
    const winning = screen.getByRole('button', { name: 'Hold Queen of diamonds, winning card' });
    expect(winning).toHaveAttribute('data-winning');
    expect(winning).toHaveAttribute('aria-pressed', 'false');
    expect(winning.querySelector('polygon')).not.toBeNull(); // the star
    expect(screen.getByRole('button', { name: 'Hold Queen of hearts, winning card' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Hold King of clubs' })).not.toHaveAttribute('data-winning');
    expect(container.querySelectorAll('[data-winning]')).toHaveLength(3);
  });

  it('shows a finished hand without announcing it again', async () => {
    render(<PokerHand cards={DRAWN} held={none()} result="Three of a kind" />);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(polite()?.textContent ?? '').toBe('');
  });

  it('names the holds in the current language', async () => {
    await testI18n.changeLanguage('ru');
    render(<PokerHand cards={DEALT} held={none()} onToggleHold={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Ваши карты' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Держать: Дама червей' })).toBeInTheDocument();
    expect(screen.getAllByText('Держать')).toHaveLength(5);
  });
});
