import { vars } from '@betline/tokens';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BaccaratTable, type BaccaratTableProps } from './BaccaratTable';

const READY: BaccaratTableProps = {
  player: [],
  banker: [],
  playerTotal: null,
  bankerTotal: null,
  winner: null,
};
/** Player 5 ♥ + K ♣ = 5 draws 2 ♦: 7; Banker 9 ♠ + 5 ♦ = 4 draws nothing on a 2 (the tableau): 4. */
const PLAYER_WINS: BaccaratTableProps = {
  player: [
    { rank: 5, suit: 'hearts' },
    { rank: 13, suit: 'clubs' },
    { rank: 2, suit: 'diamonds' },
  ],
  banker: [
    { rank: 9, suit: 'spades' },
    { rank: 5, suit: 'diamonds' },
  ],
  playerTotal: 7,
  bankerTotal: 4,
  winner: 'player',
};

const hand = (name: RegExp) => screen.getByRole('group', { name });
/** The table's caption, a live region of its own (apart from the kit's announcer). */
const caption = () => within(screen.getByRole('figure')).getByRole('status');

describe('BaccaratTable', () => {
  it('before a deal: a named table, two empty hands and the invitation to bet', async () => {
    const { container } = render(<BaccaratTable {...READY} />);
    expect(screen.getByRole('figure', { name: 'Baccarat table' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Player' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Banker' })).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(caption()).toHaveTextContent('Place your bet and deal');
    expect(screen.queryByText(/^Total/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('while dealing: two face-down cards in each hand, no totals, "Dealing…"', () => {
    render(<BaccaratTable {...READY} dealing />);
    for (const side of [/^Player/, /^Banker/]) {
      const cards = within(hand(side)).getAllByRole('img');
      expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
        'Face-down card',
        'Face-down card',
      ]);
    }
    expect(screen.queryByText(/^Total/)).toBeNull();
    expect(caption()).toHaveTextContent('Dealing…');
  });

  it('the player wins: its cards in order, the totals, the hand marked in words and outlined', async () => {
    const { container } = render(<BaccaratTable {...PLAYER_WINS} />);
    const player = hand(/^Player/);
    const banker = hand(/^Banker/);
    expect(
      within(player)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['5 of hearts', 'King of clubs', '2 of diamonds']);
    expect(within(banker).getAllByRole('img')).toHaveLength(2);
    expect(within(player).getByText('Total 7')).toBeInTheDocument();
    expect(within(banker).getByText('Total 4')).toBeInTheDocument();
    // Marked by text (part of the hand's name too) as well as by its style.
    expect(player).toHaveAccessibleName('Player Winner');
    expect(within(player).getByText('Winner')).toBeVisible();
    expect(player).toHaveAttribute('data-result', 'win');
    expect(player).toHaveStyle({ backgroundColor: vars.bgColor.success.muted });
    expect(banker).toHaveAccessibleName('Banker');
    expect(banker).not.toHaveAttribute('data-result');
    expect(banker).toHaveStyle({ backgroundColor: vars.bgColor.inset });
    expect(within(banker).queryByText('Winner')).toBeNull();
    expect(caption()).toHaveTextContent('Player wins 7 to 4');
    await expectNoAxeViolations(container);
  });

  it('the banker wins with a natural', () => {
    render(
      <BaccaratTable
        player={[
          { rank: 3, suit: 'clubs' },
          { rank: 3, suit: 'spades' },
        ]}
        banker={[
          { rank: 12, suit: 'hearts' },
          { rank: 8, suit: 'diamonds' },
        ]}
        playerTotal={6}
        bankerTotal={8}
        winner="banker"
      />,
    );
    expect(hand(/^Banker/)).toHaveAccessibleName('Banker Winner');
    expect(hand(/^Banker/)).toHaveAttribute('data-result', 'win');
    expect(hand(/^Banker/)).toHaveStyle({ backgroundColor: vars.bgColor.success.muted });
    expect(hand(/^Player/)).toHaveAccessibleName('Player');
    expect(caption()).toHaveTextContent('Banker wins 8 to 6');
  });

  it('a tie marks both hands', () => {
    render(
      <BaccaratTable
        player={[
          { rank: 10, suit: 'hearts' },
          { rank: 6, suit: 'clubs' },
        ]}
        banker={[
          { rank: 1, suit: 'spades' },
          { rank: 5, suit: 'diamonds' },
        ]}
        playerTotal={6}
        bankerTotal={6}
        winner="tie"
      />,
    );
    for (const [side, name] of [
      [/^Player/, 'Player Tie'],
      [/^Banker/, 'Banker Tie'],
    ] as const) {
      expect(hand(side)).toHaveAccessibleName(name);
      expect(hand(side)).toHaveAttribute('data-result', 'tie');
      expect(hand(side)).toHaveStyle({ backgroundColor: vars.bgColor.accent.muted });
    }
    expect(caption()).toHaveTextContent('Tie, 6 to 6');
  });

  it('dealing again hides the last coup’s cards, totals and marks', () => {
    render(<BaccaratTable {...PLAYER_WINS} dealing />);
    expect(hand(/^Player/)).toHaveAccessibleName('Player');
    expect(within(hand(/^Player/)).getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByText('Winner')).toBeNull();
    expect(screen.queryByText(/^Total/)).toBeNull();
    expect(caption()).toHaveTextContent('Dealing…');
  });
});
