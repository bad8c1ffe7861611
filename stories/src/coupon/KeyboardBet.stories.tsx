import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import {
  addBet,
  betId,
  createBet,
  createCouponSettings,
  removeBet,
  syncBonusBet,
  type CouponState,
} from '@betline/core';
import { CouponSlip, EventRow, Inline, Stack, type BetNames, type PlacedCoupon } from '@betline/ui';
import { demoBoard } from '../betting/demo';
import { storyCanvas, text, uiText } from '../story-helpers';
import { demoCoupon, storyAccounts, storySiteConfig } from './demo';

function BoardAndSlip({ onPlace }: { onPlace: (coupon: CouponState) => void }) {
  const { t } = useTranslation();
  const [champ] = useMemo(() => demoBoard(t, { championships: 1, eventsPerChampionship: 3 }), [t]);
  const [coupon, setCoupon] = useState(() => demoCoupon({}));
  const [settings, setSettings] = useState(() => createCouponSettings());
  const [names, setNames] = useState<Record<string, BetNames>>({});
  const [placed, setPlaced] = useState<PlacedCoupon | null>(null);
  const selected = coupon.bets.map(betId);
  if (!champ) return null;
  return (
    <Inline gap={4} align="start" wrap>
      <Stack gap={0} style={{ flex: '1 1 420px', minWidth: 0 }}>
        {champ.events.map((event) => (
          <EventRow
            key={event.id}
            event={event}
            coefViewId={0}
            timeZone="UTC"
            selectedIds={selected}
            onToggle={(outcome, market) => {
              if (selected.includes(outcome.id)) {
                setCoupon((c) => syncBonusBet(removeBet(c, outcome.id), storySiteConfig));
                return;
              }
              const bet = createBet({
                firstOpponentNameEng: event.home,
                secondOpponentNameEng: event.away,
                market: {
                  id: outcome.id,
                  gameId: event.id,
                  coef: outcome.coef,
                  coefByView: String(outcome.coef),
                },
              });
              setNames((n) => ({
                ...n,
                [outcome.id]: {
                  event: `${event.home} v ${event.away}`,
                  selection: `${market.name}: ${outcome.name ?? outcome.label}`,
                },
              }));
              setCoupon((c) => syncBonusBet(addBet(c, bet), storySiteConfig));
            }}
          />
        ))}
      </Stack>
      <CouponSlip
        coupon={coupon}
        settings={settings}
        siteConfig={storySiteConfig}
        accounts={storyAccounts}
        coefViewId={0}
        betNames={names}
        placed={placed}
        onCouponChange={setCoupon}
        onSettingsChange={setSettings}
        onPlace={(c) => {
          onPlace(c);
          setPlaced({ couponId: 'K-1001', amount: c.amount, possibleWin: null, currency: 'EUR' });
        }}
        onNewBet={() => {
          setPlaced(null);
          setCoupon(demoCoupon({}));
        }}
      />
    </Inline>
  );
}

/** Example: a whole bet by keyboard: pick odds on the board, type the stake, place. */
const meta = {
  title: 'Coupon/Examples',
  component: BoardAndSlip,
  args: { onPlace: fn() },
} satisfies Meta<typeof BoardAndSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab moves through the prices and into the slip; Enter picks; the stake is typed; Enter places. */
export const WholeBetByKeyboard: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const tabTo = async (target: HTMLElement, max = 40) => {
      for (let i = 0; i < max && document.activeElement !== target; i++) await userEvent.tab();
      await expect(target).toHaveFocus();
    };
    const draw = canvas.getAllByRole('button', {
      name: new RegExp(`${text(globals, 'bets.matchResult')}: ${text(globals, 'bets.draw')}`),
    })[0];
    if (!draw) throw new Error('no price');
    await tabTo(draw);
    await userEvent.keyboard('{Enter}');
    await expect(draw).toHaveAttribute('aria-pressed', 'true');
    const stake = await canvas.findByRole('textbox', {
      name: uiText(globals, 'coupon.stake', { currency: 'EUR' }),
    });
    await tabTo(stake);
    await userEvent.keyboard('25');
    // The slip's place button (its label carries the stake): ready once the stake is valid.
    await waitFor(() => expect(canvasElement.querySelector('button[data-state="ready"]')).not.toBeNull());
    const place = canvasElement.querySelector<HTMLElement>('button[data-state="ready"]');
    if (!place) throw new Error('no place button');
    await tabTo(place);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlace).toHaveBeenCalledWith(expect.objectContaining({ amount: 2_500, typeId: 0 }));
    await expect(
      await canvas.findByText(uiText(globals, 'coupon.placedText', { id: 'K-1001' })),
    ).toBeVisible();
  },
};
