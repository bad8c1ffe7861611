import { vars } from '@betline/tokens';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { BlackjackTable, type BlackjackTableProps } from './BlackjackTable';

const EMPTY: BlackjackTableProps = { dealer: [], dealerTotal: null, hands: [] };
/** The player's 9 ♣ + 5 ♥ = 14 against the dealer's 10 ♠ and the hole card. */
const TO_ACT: BlackjackTableProps = {
  dealer: [{ rank: 10, suit: 'spades' }, null],
  dealerTotal: 10,
  hands: [
    {
      cards: [
        { rank: 9, suit: 'clubs' },
        { rank: 5, suit: 'hearts' },
      ],
      total: 14,
      stake: '€2.00',
      active: true,
    },
  ],
  caption: 'Your move: 14 against a 10',
};
/** A pair of eights split: hand 1 (8 + 3, doubled with a 10: 21) done, hand 2 (8 + 2) to play. */
const SPLIT: BlackjackTableProps = {
  dealer: [{ rank: 6, suit: 'diamonds' }, null],
  dealerTotal: 6,
  hands: [
    {
      cards: [
        { rank: 8, suit: 'spades' },
        { rank: 3, suit: 'hearts' },
        { rank: 10, suit: 'clubs' },
      ],
      total: 21,
      stake: '€4.00',
      doubled: true,
    },
    {
      cards: [
        { rank: 8, suit: 'hearts' },
        { rank: 2, suit: 'clubs' },
      ],
      total: 10,
      stake: '€2.00',
      active: true,
    },
  ],
};

const hand = (name: RegExp | string) => screen.getByRole('group', { name });
const cardNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('img')
    .map((card) => card.getAttribute('aria-label'));
/** The table's caption, a live region of its own (apart from the kit's announcer). */
const caption = () => within(screen.getByRole('figure')).getByRole('status');

describe('BlackjackTable', () => {
  it('before a deal: a named table, the dealer and an empty hand, and the invitation to bet', async () => {
    const { container } = render(<BlackjackTable {...EMPTY} />);
    expect(screen.getByRole('figure', { name: 'Blackjack table' })).toBeInTheDocument();
    expect(hand('Dealer')).toBeInTheDocument();
    expect(hand('Your hand')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(caption()).toHaveTextContent('Place your bet and deal');
    await expectNoAxeViolations(container);
  });

  it('while dealing: two face-down cards where none are known, "Dealing…"', () => {
    render(<BlackjackTable {...EMPTY} dealing />);
    for (const side of ['Dealer', 'Your hand']) {
      expect(cardNames(hand(side))).toEqual(['Face-down card', 'Face-down card']);
    }
    expect(caption()).toHaveTextContent('Dealing…');
  });

  it('the player to act: the hole card face down, totals, stake, the active hand named "playing"', async () => {
    const { container } = render(<BlackjackTable {...TO_ACT} />);
    const dealer = hand('Dealer');
    expect(cardNames(dealer)).toEqual(['10 of spades', 'Face-down card']);
    expect(within(dealer).getByText('10', { selector: 'p' })).toBeInTheDocument();
    const player = hand(/^Your hand/);
    expect(player).toHaveAccessibleName('Your hand Playing');
    expect(player).toHaveAttribute('data-active');
    expect(cardNames(player)).toEqual(['9 of clubs', '5 of hearts']);
    expect(within(player).getByText('14', { selector: 'p' })).toBeInTheDocument();
    expect(within(player).getByText('Stake €2.00')).toBeInTheDocument();
    expect(caption()).toHaveTextContent('Your move: 14 against a 10');
    await expectNoAxeViolations(container);
  });

  it('a soft total reads "soft 17"', () => {
    render(
      <BlackjackTable
        {...TO_ACT}
        hands={[
          {
            cards: [
              { rank: 1, suit: 'hearts' },
              { rank: 6, suit: 'spades' },
            ],
            total: 17,
            soft: true,
            active: true,
          },
        ]}
      />,
    );
    expect(within(hand(/^Your hand/)).getByText('soft 17')).toBeInTheDocument();
  });

  it('a player blackjack: "Blackjack" as total and mark, outlined in the success tone, the result said', async () => {
    const { container } = render(
      <BlackjackTable
        dealer={[
          { rank: 9, suit: 'hearts' },
          { rank: 7, suit: 'clubs' },
        ]}
        dealerTotal={16}
        hands={[
          {
            cards: [
              { rank: 1, suit: 'spades' },
              { rank: 13, suit: 'hearts' },
            ],
            total: 21,
            soft: true,
            stake: '€2.00',
            result: 'blackjack',
          },
        ]}
        caption="Paid €5.00"
      />,
    );
    const player = hand(/^Your hand/);
    expect(player).toHaveAccessibleName('Your hand Blackjack');
    expect(within(player).getAllByText('Blackjack')).toHaveLength(2);
    expect(player).toHaveAttribute('data-result', 'blackjack');
    expect(player).toHaveStyle({ backgroundColor: vars.bgColor.success.muted });
    expect(within(hand('Dealer')).getByText('16', { selector: 'p' })).toBeInTheDocument();
    expect(caption()).toHaveTextContent('The dealer has 16. Your hand wins with a blackjack. Paid €5.00');
    await expectNoAxeViolations(container);
  });

  it('the dealer’s blackjack: marked and totalled "Blackjack", not drawn as a win; the hand lost and dimmed', () => {
    render(
      <BlackjackTable
        dealer={[
          { rank: 1, suit: 'diamonds' },
          { rank: 12, suit: 'spades' },
        ]}
        dealerTotal={21}
        dealerBlackjack
        hands={[
          {
            cards: [
              { rank: 10, suit: 'hearts' },
              { rank: 9, suit: 'clubs' },
            ],
            total: 19,
            result: 'lose',
          },
        ]}
      />,
    );
    const dealer = hand(/^Dealer/);
    expect(dealer).toHaveAccessibleName('Dealer Blackjack');
    expect(dealer).not.toHaveAttribute('data-result');
    expect(within(dealer).getAllByText('Blackjack')).toHaveLength(2);
    const player = hand(/^Your hand/);
    expect(player).toHaveAccessibleName('Your hand Lost');
    expect(player).toHaveAttribute('data-result', 'lose');
    expect(player).toHaveStyle({ borderStyle: 'dashed' });
    expect(caption()).toHaveTextContent('The dealer has blackjack. Your hand loses.');
  });

  it('a split: "Hand 1" and "Hand 2", the doubled one marked, only the active one "playing"', async () => {
    const { container } = render(<BlackjackTable {...SPLIT} />);
    const first = hand(/^Hand 1/);
    const second = hand(/^Hand 2/);
    expect(first).toHaveAccessibleName('Hand 1');
    expect(within(first).getByText('Doubled')).toBeInTheDocument();
    expect(within(first).getByText('Stake €4.00')).toBeInTheDocument();
    // After a split 21 is 21, not a blackjack.
    expect(within(first).getByText('21', { selector: 'p' })).toBeInTheDocument();
    expect(second).toHaveAccessibleName('Hand 2 Playing');
    expect(within(second).queryByText('Doubled')).toBeNull();
    expect(screen.queryByRole('group', { name: /^Your hand/ })).toBeNull();
    expect(caption()).toHaveTextContent(/^$/);
    await expectNoAxeViolations(container);
  });

  it('a settled split: each hand marked, the dealer’s total and every result said', () => {
    render(
      <BlackjackTable
        dealer={[
          { rank: 6, suit: 'diamonds' },
          { rank: 10, suit: 'hearts' },
          { rank: 4, suit: 'clubs' },
        ]}
        dealerTotal={20}
        hands={[
          { ...SPLIT.hands[0]!, result: 'win' },
          {
            cards: [
              { rank: 8, suit: 'hearts' },
              { rank: 5, suit: 'clubs' },
              { rank: 13, suit: 'diamonds' },
            ],
            total: 23,
            result: 'bust',
            active: true,
          },
        ]}
      />,
    );
    expect(hand(/^Hand 1/)).toHaveAccessibleName('Hand 1 Won');
    // A settled hand is no longer played.
    expect(hand(/^Hand 2/)).toHaveAccessibleName('Hand 2 Bust');
    expect(hand(/^Hand 2/)).toHaveAttribute('data-result', 'bust');
    expect(hand(/^Dealer/)).toHaveAccessibleName('Dealer');
    expect(caption()).toHaveTextContent('The dealer has 20. Hand 1 wins. Hand 2 is bust.');
  });

  it('a push and a bust dealer', () => {
    const { rerender } = render(
      <BlackjackTable
        dealer={[
          { rank: 10, suit: 'clubs' },
          { rank: 8, suit: 'hearts' },
        ]}
        dealerTotal={18}
        hands={[
          {
            cards: [
              { rank: 9, suit: 'spades' },
              { rank: 9, suit: 'diamonds' },
            ],
            total: 18,
            result: 'push',
          },
        ]}
      />,
    );
    expect(hand(/^Your hand/)).toHaveAccessibleName('Your hand Push');
    expect(hand(/^Your hand/)).toHaveStyle({ backgroundColor: vars.bgColor.accent.muted });
    expect(caption()).toHaveTextContent('The dealer has 18. Your hand ties with the dealer.');
    rerender(
      <BlackjackTable
        dealer={[
          { rank: 10, suit: 'clubs' },
          { rank: 6, suit: 'hearts' },
          { rank: 9, suit: 'spades' },
        ]}
        dealerTotal={25}
        hands={[
          {
            cards: [
              { rank: 9, suit: 'spades' },
              { rank: 3, suit: 'diamonds' },
            ],
            total: 12,
            result: 'win',
          },
        ]}
      />,
    );
    expect(hand(/^Dealer/)).toHaveAccessibleName('Dealer Bust');
    expect(hand(/^Dealer/)).toHaveAttribute('data-result', 'bust');
    expect(caption()).toHaveTextContent('The dealer busts with 25. Your hand wins.');
  });

  it('dealing again shows no results', () => {
    render(
      <BlackjackTable
        dealer={[]}
        dealerTotal={null}
        hands={[{ cards: [], total: null, result: 'win' }]}
        dealing
      />,
    );
    expect(hand('Your hand')).toBeInTheDocument();
    expect(screen.queryByText('Won')).toBeNull();
    expect(caption()).toHaveTextContent('Dealing…');
  });

  it('speaks the current language', async () => {
    await testI18n.changeLanguage('ru');
    render(<BlackjackTable {...SPLIT} />);
    expect(screen.getByRole('figure', { name: 'Стол блэкджека' })).toBeInTheDocument();
    expect(hand('Дилер')).toBeInTheDocument();
    expect(hand('Рука 2 Ваш ход')).toBeInTheDocument();
    expect(within(hand('Рука 1')).getByText('Удвоено')).toBeInTheDocument();
    expect(within(hand('Рука 1')).getByText('Ставка €4.00')).toBeInTheDocument();
  });
});
