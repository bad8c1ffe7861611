import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { BlackjackTable, type BlackjackCardView, type BlackjackHandView } from '@betline/ui';
import { isLocale, type Locale } from '../i18n';
import { storyCanvas, uiText } from '../story-helpers';

/** The table's caption (the page has the kit's own live region too). */
const caption = (canvasElement: HTMLElement) =>
  within(storyCanvas(canvasElement).getByRole('figure')).getByRole('status');

/** The captions are the app's texts (its prompts and amounts); here in the story's language. */
const CAPTIONS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  toAct: { en: 'Your move: 14 against a 10', ru: 'Ваш ход: 14 против 10' },
  threeToTwo: { en: 'Blackjack pays 3 to 2: €5.00', ru: 'Блэкджек платит 3 к 2: 5,00 €' },
  splitToAct: { en: 'Hand 2: your move, 10 against a 6', ru: 'Рука 2: ваш ход, 10 против 6' },
  splitPaid: { en: 'Paid €8.00', ru: 'Выплата 8,00 €' },
  returned: { en: 'Stake returned: €2.00', ru: 'Ставка возвращена: 2,00 €' },
};
const localeOf = (language: unknown): Locale => (isLocale(language) ? language : 'en');

const card = (rank: number, suit: BlackjackCardView['suit']): BlackjackCardView => ({ rank, suit });

/** A pair of eights split against a 6: hand 1 took a 3 and doubled on 11 (a 10: 21), hand 2 is on 8 + 2. */
const SPLIT_HANDS: BlackjackHandView[] = [
  {
    cards: [card(8, 'spades'), card(3, 'hearts'), card(10, 'clubs')],
    total: 21,
    stake: '€4.00',
    doubled: true,
  },
  { cards: [card(8, 'hearts'), card(2, 'clubs')], total: 10, stake: '€2.00', active: true },
];
/** The split settled: the dealer made 20 (6, 10, 4); hand 1's 21 wins, hand 2 hit 10 with a 5 and a king: 25. */
const SPLIT_SETTLED: BlackjackHandView[] = [
  { ...SPLIT_HANDS[0]!, result: 'win' },
  {
    cards: [card(8, 'hearts'), card(2, 'clubs'), card(5, 'spades'), card(13, 'diamonds')],
    total: 25,
    stake: '€2.00',
    result: 'bust',
  },
];

/**
 * The blackjack table: the dealer's hand on top, the player's hand under it, or the two hands of a split side by
 * side (stacked when narrow). Each hand is a group named by its label and its marks in words: the hand being
 * played is outlined and marked "Playing", a settled one "Won", "Blackjack", "Push", "Lost" or "Bust" (a won
 * hand outlined in the success tone, a lost one dashed with its cards dimmed), a doubled one "Doubled". Totals
 * read "17", "soft 17" or "Blackjack". The caption, a live region, says the app's prompt, or the kit's words
 * for the state: place a bet, dealing, the results. The rounds follow packages/games/src/blackjack.ts.
 */
const meta = {
  title: 'Games/BlackjackTable',
  component: BlackjackTable,
  args: { dealer: [], dealerTotal: null, hands: [], dealing: false },
  argTypes: {
    dealer: { control: 'object' },
    hands: { control: 'object' },
    dealerTotal: { control: { type: 'number', min: 2, max: 26 } },
    caption: { control: 'inline-radio', options: [undefined, ...Object.keys(CAPTIONS)] },
  },
  // The app's part: its caption in the story's language (`caption` names one of CAPTIONS).
  render: function Render(args) {
    const { i18n } = useTranslation();
    const said = args.caption === undefined ? undefined : CAPTIONS[args.caption];
    return <BlackjackTable {...args} caption={said ? said[localeOf(i18n.language)] : args.caption} />;
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlackjackTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a deal: the dealer's and the player's empty places and the invitation to bet. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getByRole('figure', { name: uiText(globals, 'games.blackjack.table') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('group', { name: uiText(globals, 'games.blackjack.dealer') }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: uiText(globals, 'games.blackjack.hand') })).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(caption(canvasElement)).toHaveTextContent(uiText(globals, 'games.blackjack.ready'));
  },
};

/** Waiting for the server's deal: two face-down cards in each hand. */
export const Dealing: Story = {
  args: { dealing: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getAllByRole('img', { name: uiText(globals, 'games.card.faceDown') })).toHaveLength(
      4,
    );
    await expect(caption(canvasElement)).toHaveTextContent(uiText(globals, 'games.blackjack.dealing'));
  },
};

/** 14 (9, 5) against the dealer's 10 with the hole card down: the player's move, the hand outlined. */
export const PlayerToAct: Story = {
  args: {
    dealer: [card(10, 'spades'), null],
    dealerTotal: 10,
    hands: [{ cards: [card(9, 'clubs'), card(5, 'hearts')], total: 14, stake: '€2.00', active: true }],
    caption: 'toAct',
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const dealer = canvas.getByRole('group', { name: uiText(globals, 'games.blackjack.dealer') });
    await expect(within(dealer).getAllByRole('img')[1]).toHaveAccessibleName(
      uiText(globals, 'games.card.faceDown'),
    );
    const playing = `${uiText(globals, 'games.blackjack.hand')} ${uiText(globals, 'games.blackjack.playing')}`;
    await expect(canvas.getByRole('group', { name: playing })).toHaveAttribute('data-active');
    await expect(caption(canvasElement)).toHaveTextContent(CAPTIONS.toAct![localeOf(globals.locale)]);
  },
};

/** A blackjack (ace, king) against the dealer's 16: paid 3 to 2, marked and outlined. */
export const Blackjack: Story = {
  args: {
    dealer: [card(9, 'hearts'), card(7, 'clubs')],
    dealerTotal: 16,
    hands: [
      {
        cards: [card(1, 'spades'), card(13, 'hearts')],
        total: 21,
        soft: true,
        stake: '€2.00',
        result: 'blackjack',
      },
    ],
    caption: 'threeToTwo',
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const name = `${uiText(globals, 'games.blackjack.hand')} ${uiText(globals, 'games.blackjack.blackjack')}`;
    await expect(canvas.getByRole('group', { name })).toHaveAttribute('data-result', 'blackjack');
    await expect(caption(canvasElement)).toHaveTextContent(
      uiText(globals, 'games.blackjack.says.blackjack', { hand: uiText(globals, 'games.blackjack.hand') }),
    );
  },
};

/** The dealer's blackjack (ace, queen) ends the round: the player's 19 loses, dimmed. */
export const DealerBlackjack: Story = {
  args: {
    dealer: [card(1, 'diamonds'), card(12, 'spades')],
    dealerTotal: 21,
    dealerBlackjack: true,
    hands: [{ cards: [card(10, 'hearts'), card(9, 'clubs')], total: 19, stake: '€2.00', result: 'lose' }],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const dealer = `${uiText(globals, 'games.blackjack.dealer')} ${uiText(globals, 'games.blackjack.blackjack')}`;
    await expect(canvas.getByRole('group', { name: dealer })).not.toHaveAttribute('data-result');
    const lost = `${uiText(globals, 'games.blackjack.hand')} ${uiText(globals, 'games.blackjack.mark.lose')}`;
    await expect(canvas.getByRole('group', { name: lost })).toHaveAttribute('data-result', 'lose');
    await expect(caption(canvasElement)).toHaveTextContent(
      uiText(globals, 'games.blackjack.dealerBlackjack'),
    );
  },
};

/** Two hands after a split against a 6: hand 1 doubled (21), hand 2 being played. */
export const Split: Story = {
  args: {
    dealer: [card(6, 'diamonds'), null],
    dealerTotal: 6,
    hands: SPLIT_HANDS,
    caption: 'splitToAct',
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const hand = (n: number) => uiText(globals, 'games.blackjack.handN', { n });
    const first = canvas.getByRole('group', { name: hand(1) });
    await expect(within(first).getByText(uiText(globals, 'games.blackjack.doubled'))).toBeVisible();
    const second = canvas.getByRole('group', {
      name: `${hand(2)} ${uiText(globals, 'games.blackjack.playing')}`,
    });
    await expect(second).toHaveAttribute('data-active');
    // Side by side in a wide table.
    await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
  },
};

/** The split settled: hand 1 won, hand 2 bust; the results said in the caption, then the amount paid. */
export const SplitSettled: Story = {
  args: {
    dealer: [card(6, 'diamonds'), card(10, 'hearts'), card(4, 'clubs')],
    dealerTotal: 20,
    hands: SPLIT_SETTLED,
    caption: 'splitPaid',
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const hand = (n: number) => uiText(globals, 'games.blackjack.handN', { n });
    const won = `${hand(1)} ${uiText(globals, 'games.blackjack.mark.win')}`;
    const bust = `${hand(2)} ${uiText(globals, 'games.blackjack.mark.bust')}`;
    await expect(canvas.getByRole('group', { name: won })).toHaveAttribute('data-result', 'win');
    await expect(canvas.getByRole('group', { name: bust })).toHaveAttribute('data-result', 'bust');
    await expect(caption(canvasElement)).toHaveTextContent(
      uiText(globals, 'games.blackjack.says.bust', { hand: hand(2) }),
    );
  },
};

/** 18 against 18: a push, the stake back. */
export const Push: Story = {
  args: {
    dealer: [card(12, 'clubs'), card(8, 'hearts')],
    dealerTotal: 18,
    hands: [{ cards: [card(10, 'diamonds'), card(8, 'clubs')], total: 18, stake: '€2.00', result: 'push' }],
    caption: 'returned',
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const push = `${uiText(globals, 'games.blackjack.hand')} ${uiText(globals, 'games.blackjack.mark.push')}`;
    await expect(canvas.getByRole('group', { name: push })).toHaveAttribute('data-result', 'push');
  },
};

/** On a small phone (320 wide): the split hands one under the other, the cards in the card's small size. */
export const OnSmallPhone: Story = {
  ...Split,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The width of a small phone's column also in the visual baseline, whose page is wider.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const table = canvas.getByRole('figure');
    const [, first, second] = canvas.getAllByRole('group');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first!.getBoundingClientRect().bottom,
    );
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    // the card's sm size: narrower than a fifth of the column
    const [dealt] = within(first!).getAllByRole('img');
    await expect(dealt!.getBoundingClientRect().width).toBeLessThan(288 / 5);
    await expect(second).toHaveAccessibleName(
      `${uiText(globals, 'games.blackjack.handN', { n: 2 })} ${uiText(globals, 'games.blackjack.playing')}`,
    );
  },
};
