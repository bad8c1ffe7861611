import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { PokerHand, type PokerCard } from '@betline/ui';
import { isLocale, type Locale } from '../i18n';
import { storyCanvas, uiText } from '../story-helpers';

/** The deal: a pair of queens and three odd cards. */
const DEALT: PokerCard[] = [
  { rank: 12, suit: 'hearts' },
  { rank: 3, suit: 'clubs' },
  { rank: 12, suit: 'spades' },
  { rank: 9, suit: 'diamonds' },
  { rank: 1, suit: 'clubs' },
];
/** The draw: both queens held, a third one came. */
const DRAWN: PokerCard[] = [
  { rank: 12, suit: 'hearts' },
  { rank: 12, suit: 'diamonds' },
  { rank: 12, suit: 'spades' },
  { rank: 5, suit: 'spades' },
  { rank: 13, suit: 'clubs' },
];
const NONE = [false, false, false, false, false];
const QUEENS_HELD = [true, false, true, false, false];
const THREE_QUEENS = [true, true, true, false, false];

/** The hand's name is the app's text (from its paytable); here in the story's language. */
const THREE_OF_A_KIND: Readonly<Record<Locale, string>> = { en: 'Three of a kind', ru: 'Тройка' };
const localeOf = (language: unknown): Locale => (isLocale(language) ? language : 'en');

/** "Hold Queen of hearts" in the story's language. */
function holdName(globals: Record<string, unknown>, card: PokerCard): string {
  const faces: Record<number, string> = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' };
  const face = faces[card.rank];
  const name = uiText(globals, 'games.card.name', {
    rank: face ? uiText(globals, `games.card.${face}`) : card.rank,
    suit: uiText(globals, `games.card.${card.suit}`),
  });
  return uiText(globals, 'games.pokerHand.holdCard', { card: name });
}

/**
 * A video poker hand: five cards, each with a "Hold" label under it. A card and its label are one toggle button
 * (`aria-pressed`) named by the card, "Hold Queen of hearts": a press on either holds it, and a held card's
 * label is filled and checked. After the draw the cards of the winning hand rise, ringed and starred, and the
 * line under the cards names the hand (the app's text). In a column narrower than five cards of the card's `md`
 * size the cards take its `sm` size.
 */
const meta = {
  title: 'Games/PokerHand',
  component: PokerHand,
  args: { cards: DEALT, held: NONE, disabled: false, onToggleHold: fn() },
  argTypes: {
    cards: { control: 'object' },
    held: { control: 'object' },
    highlight: { control: 'object' },
  },
  // The app's part: it keeps the holds; the result caption in the story's language.
  render: function Render(args) {
    const { i18n } = useTranslation();
    const [held, setHeld] = useState(args.held);
    const { onToggleHold } = args;
    return (
      <PokerHand
        {...args}
        held={held}
        result={args.result && THREE_OF_A_KIND[localeOf(i18n.language)]}
        onToggleHold={
          onToggleHold &&
          ((i) => {
            onToggleHold(i);
            setHeld((h) => h.map((v, k) => (k === i ? !v : v)));
          })
        }
      />
    );
  },
} satisfies Meta<typeof PokerHand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the deal: five cards face down (drawn only: the buttons say "Hold card 1"), nothing to hold. */
export const FaceDown: Story = {
  args: { cards: null, held: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getAllByRole('img', { name: uiText(globals, 'games.card.faceDown'), hidden: true }),
    ).toHaveLength(5);
    for (const hold of canvas.getAllByRole('button'))
      await expect(hold).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Dealt: choose the cards to hold. */
export const Dealt: Story = {};

/** Dealt with the two queens held: their labels filled and checked. */
export const TwoHeld: Story = {
  args: { held: QUEENS_HELD },
};

/** The draw under way: nothing can be held, the holds stay readable. */
export const Drawing: Story = {
  args: { held: QUEENS_HELD, disabled: true },
};

/** After the draw: three queens rise, ringed and starred, and the line under the cards names the hand. */
export const Result: Story = {
  args: {
    cards: DRAWN,
    held: QUEENS_HELD,
    highlight: THREE_QUEENS,
    result: THREE_OF_A_KIND.en,
    onToggleHold: undefined,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const hand = canvas.getByRole('group', { name: uiText(globals, 'games.pokerHand.hand') });
    await expect(hand).toHaveAccessibleDescription(THREE_OF_A_KIND[localeOf(globals.locale)]);
    const winning = `${holdName(globals, DRAWN[1]!)}, ${uiText(globals, 'games.pokerHand.winning')}`;
    await expect(canvas.getByRole('button', { name: winning })).toHaveAttribute('data-winning');
    await expect(canvas.getByRole('button', { name: holdName(globals, DRAWN[4]!) })).not.toHaveAttribute(
      'data-winning',
    );
  },
};

/** The five cards and their labels fit the hand's width, no word cut. */
async function expectFits(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = storyCanvas(canvasElement);
  const hand = canvas.getByRole('group', { name: uiText(globals, 'games.pokerHand.hand') });
  const box = hand.getBoundingClientRect();
  await expect(hand.scrollWidth).toBeLessThanOrEqual(hand.clientWidth);
  for (const hold of within(hand).getAllByRole('button')) {
    const slot = hold.getBoundingClientRect();
    await expect(slot.left).toBeGreaterThanOrEqual(box.left);
    await expect(slot.right).toBeLessThanOrEqual(box.right);
    const label = hold.lastElementChild as HTMLElement;
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  }
  return within(hand).getAllByRole('img', { hidden: true });
}

/** On a phone (a 414 wide screen's column): the cards closer together, the word filling each column. */
export const OnPhone: Story = {
  ...Result,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // The width of the phone's column also in the visual baseline, whose page is wider.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 382 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    await expectFits(canvasElement, globals);
  },
};

/** On a small phone (320 wide): the cards take the card's small size, a check box under each for the word. */
export const OnSmallPhone: Story = {
  ...Result,
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
    const [card] = await expectFits(canvasElement, globals);
    // the card's sm size: narrower than a fifth of the row with room to spare
    await expect(card!.getBoundingClientRect().width).toBeLessThan(288 / 5 - 8);
  },
};

/** Holding: a press on the hold label or on the card itself turns the hold on. */
export const Playground: Story = {
  parameters: { controls: { disable: true } },
  play: async ({ canvasElement, globals, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    const first = canvas.getByRole('button', { name: holdName(globals, DEALT[0]!) });
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await expect(args.onToggleHold).toHaveBeenCalledWith(0);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const third = canvas.getByRole('button', { name: holdName(globals, DEALT[2]!) });
    await userEvent.click(within(third).getByRole('img', { hidden: true }));
    await expect(args.onToggleHold).toHaveBeenLastCalledWith(2);
    await expect(third).toHaveAttribute('aria-pressed', 'true');
  },
};
