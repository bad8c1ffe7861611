import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { createBonusBet, createCouponSettings, type CoefViewId } from '@betline/core';
import { Text } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import {
  demoBet,
  demoCoupon,
  SlipHarness,
  slipSpies,
  storyAccounts,
  storySiteConfig,
  type SlipStoryArgs,
} from './demo';

const money = (globals: Record<string, unknown>, minor: number) =>
  new Intl.NumberFormat(String(globals.locale ?? 'en'), { style: 'currency', currency: 'EUR' })
    .format(minor / 100)
    .replace(/\s+/g, ' ');

/**
 * The coupon slip: a controlled component over core's coupon model. Each story starts from a coupon state;
 * every figure (odds, possible win, limits, refusals) is core's.
 */
const meta = {
  title: 'Coupon/CouponSlip',
  component: SlipHarness,
  args: {
    coupon: demoCoupon({ typeId: 1, bets: [demoBet(0), demoBet(1)], amount: 1_000 }),
    siteConfig: storySiteConfig,
    accounts: storyAccounts,
    coefViewId: 0,
    ...slipSpies(),
  },
  argTypes: {
    coupon: { control: false },
    coefViewId: { control: 'select', options: [0, 1, 2, 4, 5, 6, 14, 15, 16] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args: SlipStoryArgs) {
    const { t } = useTranslation();
    return <SlipHarness {...args} myBets={<Text>{t('bets.myBets')}</Text>} />;
  },
} satisfies Meta<typeof SlipHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** COUPON-012, COUPON-013: an express of two; stake typed, possible win follows; placed by keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const stake = canvas.getByRole('textbox', { name: uiText(globals, 'coupon.stake', { currency: 'EUR' }) });
    await userEvent.clear(stake);
    await userEvent.type(stake, '20');
    // 20.00 × (1.85 × 2.20 = 4.070) = 81.40
    await expect(canvasElement.querySelector('[data-figure="possible-win"]')).toHaveTextContent(
      money(globals, 8140),
    );
    const place = canvas.getByRole('button', {
      name: uiText(globals, 'coupon.placeAmount', { amount: money(globals, 2000) }),
    });
    place.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlace).toHaveBeenCalledWith(expect.objectContaining({ amount: 2000, typeId: 1 }));
  },
};

export const Empty: Story = {
  args: { coupon: demoCoupon({}) },
  play: async ({ canvasElement, globals }) => {
    await expect(storyCanvas(canvasElement).getByText(uiText(globals, 'coupon.empty'))).toBeVisible();
  },
};

export const Single: Story = {
  args: { coupon: demoCoupon({ typeId: 0, bets: [demoBet(0)], amount: 1_500 }) },
};

/** The quick stakes under the stake field: round sums of the account's currency, one press each. */
export const QuickStakes: Story = {
  args: { coupon: demoCoupon({ typeId: 0, bets: [demoBet(0)], amount: 1_000 }), quickStakes: true },
};

/** COUPON-035, COUPON-037: an express of four eligible bets carries the ×1.04 bonus. */
export const ExpressWithBonus: Story = {
  args: {
    coupon: demoCoupon({ typeId: 1, bets: [0, 1, 2, 3].map((n) => demoBet(n)), amount: 1_000 }),
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      storyCanvas(canvasElement).getByText(uiText(globals, 'coupon.expressBonus', { coef: '1.04' })),
    ).toBeVisible();
    await expect(createBonusBet(4)?.market.coef).toBe(1.04);
  },
};

/** COUPON-028, COUPON-030: a system with a banker; the offset counts the other bets (2 of 3). */
export const SystemWithBanker: Story = {
  args: {
    coupon: demoCoupon({
      typeId: 2,
      bets: [demoBet(0, { blockId: 0 }), demoBet(1), demoBet(2), demoBet(3)],
      amount: 3_000,
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getAllByRole('checkbox', { name: uiText(globals, 'coupon.banker') })[0],
    ).toBeChecked();
    await expect(
      canvas.getByText(uiText(globals, 'coupon.systemOption', { value: 2, offset: 3, combo: 3 }), {
        selector: 'span',
      }),
    ).toBeVisible();
  },
};

/** COUPON-048, COUPON-049: blocks with a stake each, capped by the chain. */
export const SystemWithBlocks: Story = {
  args: {
    coupon: demoCoupon({
      typeId: 4,
      bets: [
        demoBet(0, { blockId: 1 }),
        demoBet(1, { blockId: 2 }),
        demoBet(2, { blockId: 3 }),
        demoBet(3, { blockId: 3 }),
      ],
      amount: 3_000,
      amountByBlockId: { '1': 1_000, '2': 1_500 },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    // Block 2 is capped at block 1's 10.00 × 1.85 = 18.50.
    await expect(
      storyCanvas(canvasElement).getByText(
        uiText(globals, 'coupon.blockMax', { amount: money(globals, 1850) }),
      ),
    ).toBeVisible();
  },
};

/** COUPON-026: multiple singles, a stake per bet. */
export const MultipleSingles: Story = {
  args: {
    coupon: demoCoupon({
      typeId: 9,
      bets: [demoBet(0), demoBet(1), demoBet(4)],
      amountByBetId: { '100': 500, '101': 1_000, '104': 250 },
    }),
  },
};

/** COUPON-050, COUPON-020: refusals in words: a stake below the minimum, a locked bet, two bets of one game. */
export const Refusals: Story = {
  args: {
    coupon: demoCoupon({
      typeId: 1,
      bets: [
        demoBet(0),
        demoBet(1, { isBlocked: true }),
        { ...demoBet(2), market: { ...demoBet(2).market, gameId: 500 } },
      ],
      amount: 50,
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const place = canvas.getByRole('button', { name: uiText(globals, 'coupon.place') });
    await expect(place).toBeDisabled();
    await expect(
      canvas.getByText(uiText(globals, 'coupon.issues.AMOUNT_BELOW_MIN', { min: money(globals, 100) })),
    ).toBeVisible();
    await expect(canvas.getByText(uiText(globals, 'coupon.issues.SAME_GAME'))).toBeVisible();
  },
};

/** COUPON-014: odds dropped since they were seen and the mode asks: the button asks to accept them. */
export const OddsChanged: Story = {
  args: {
    coupon: demoCoupon({ typeId: 1, bets: [demoBet(0), demoBet(1, {}, 2.05)], amount: 1_000 }),
    settings: createCouponSettings({ changeCoefAction: 0 }),
    shownCoefByBetId: { '101': 2.2 },
  },
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'coupon.acceptChanges') }));
    await expect(args.onAcceptOddsChanges).toHaveBeenCalled();
  },
};

/** A locked selection and a suspended one. */
export const LockedAndSuspended: Story = {
  args: {
    coupon: demoCoupon({
      typeId: 1,
      bets: [demoBet(0, { isDepend: true }), demoBet(1), demoBet(2)],
      amount: 1_000,
    }),
    suspendedBetIds: ['102'],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText(uiText(globals, 'coupon.betLocked'))).toBeVisible();
    await expect(canvas.getByText(uiText(globals, 'coupon.betSuspended'))).toBeVisible();
  },
};

export const Placing: Story = { args: { isPlacing: true } };

/** The placed result: coupon id, booking code, print and share. */
export const Placed: Story = {
  args: {
    placed: {
      couponId: '2026-0517-88412',
      bookingCode: 'BX7Q2',
      amount: 1_000,
      possibleWin: 4_070,
      currency: 'EUR',
    },
  },
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'coupon.print') }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** COUPON-039..041: switching one-click on with bets in the slip asks first; cancel leaves it off. */
export const OneClickConfirmation: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: uiText(globals, 'coupon.oneClick') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: uiText(globals, 'coupon.oneClickConfirmTitle'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: uiText(globals, 'cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('switch', { name: uiText(globals, 'coupon.oneClick') })).not.toBeChecked();
  },
};

function PausedSlip(args: SlipStoryArgs) {
  const [paused, setPaused] = useState(true);
  return <SlipHarness {...args} oddsPaused={paused} onOddsPausedChange={setPaused} />;
}

/** WCAG 2.2.2: odds updates paused; the shown odds stay until the player resumes. */
export const OddsPaused: Story = {
  render: (args) => <PausedSlip {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText(uiText(globals, 'coupon.oddsPaused'))).toHaveAttribute('role', 'status');
    await expect(
      canvas.getByRole('button', { name: uiText(globals, 'coupon.resumeOdds'), pressed: true }),
    ).toBeVisible();
  },
};

function FormatSlip(args: SlipStoryArgs) {
  const [coefViewId, setCoefViewId] = useState<CoefViewId>(args.coefViewId);
  return <SlipHarness {...args} coefViewId={coefViewId} onCoefViewIdChange={setCoefViewId} />;
}

/** The odds format switched from the slip's settings: every price of the slip follows at once. */
export const OddsFormatSwitch: Story = {
  render: (args) => <FormatSlip {...args} />,
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const format = canvas.getByRole('button', {
      name: new RegExp(`${uiText(globals, 'coupon.oddsFormat')}$`),
    });
    await userEvent.click(format);
    const fractional = uiText(globals, 'coupon.coefFormats.coef_format_fractional');
    await userEvent.click(
      await screen.findByRole('option', {
        name: new RegExp(`^${fractional.replace(/[()]/g, '\\$&')}`),
      }),
    );
    await expect(canvasElement.querySelector('[data-figure="total-coef"]')?.textContent).toMatch(
      /^\d+\/\d+$/,
    );
  },
};

/** A guest: the place button asks to sign in. */
export const Guest: Story = {
  args: { isAuthenticated: false },
  play: async ({ canvasElement, userEvent, globals, args }) => {
    await userEvent.click(
      storyCanvas(canvasElement).getByRole('button', { name: uiText(globals, 'coupon.signIn') }),
    );
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

/** The my-bets tab shows the slot another component fills. */
export const MyBetsTab: Story = {
  args: { coupon: demoCoupon({ typeId: 1, bets: [demoBet(0), demoBet(1)], amount: 1_000, tab: 1 }) },
  play: async ({ canvasElement, globals }) => {
    await expect(storyCanvas(canvasElement).getByText(text(globals, 'bets.myBets'))).toBeVisible();
  },
};
