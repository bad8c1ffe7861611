import { useEffect, useId, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  announce,
  Button,
  Field,
  Heading,
  Inline,
  Input,
  Stack,
  Surface,
  Text,
  VisuallyHidden,
} from '@betline/ui';
import {
  COEF_VIEW,
  COUPON_TYPE,
  createBet,
  createCouponState,
  formatCoef,
  fromMinor,
  parseAmount,
  possibleWin,
  toMinor,
  validateCoupon,
  type CouponSiteConfig,
  type Minor,
} from '@betline/core';
import { text, storyCanvas } from '../story-helpers';

/** The account currency of the scenario. */
const CURRENCY = 'EUR';
/** The smallest stake the site accepts for a single: 0.10 EUR, in minor units. */
const MIN_STAKE: Minor = toMinor(0.1, CURRENCY) ?? 10;
/** The part of the site config the stake rules read: a minimum stake for singles, no maximum. */
const siteConfig: CouponSiteConfig = {
  couponTypesWithMinAmount: [COUPON_TYPE.SINGLE],
  couponTypesWithMaxAmount: [],
  isAvailableCouponBonusBet: false,
  showVipBet: false,
  show_one_click: false,
};
/** How long the typed stake must stay unchanged before the new figure is announced. */
const ANNOUNCE_AFTER_MS = 400;

/** Interpolation values that format minor units as money in the current locale. */
const moneyValues = (minor: Minor) => ({
  value: fromMinor(minor, CURRENCY),
  formatParams: { value: { currency: CURRENCY } },
});

/** A stake problem: a translation key under `stakeEntry.errors` and what its message needs. */
type StakeError = { code: string; decimals?: number };

const ERROR_CODES = new Set([
  'AMOUNT_EMPTY',
  'AMOUNT_INVALID_FORMAT',
  'AMOUNT_NOT_FINITE',
  'AMOUNT_NEGATIVE',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_BELOW_MIN',
]);

function errorMessage(t: TFunction, error: StakeError): string {
  const key = ERROR_CODES.has(error.code) ? error.code : 'other';
  return t(`stakeEntry.errors.${key}`, {
    min: t('stakeEntry.money', moneyValues(MIN_STAKE)),
    decimals: error.decimals,
  });
}

interface Evaluation {
  /** The stake in minor units when it is one the coupon engine accepts. */
  stake: Minor | null;
  /** Possible win in minor units (core's figure), null while the stake is not valid. */
  win: Minor | null;
  /** The first problem with the stake; null when the bet can be placed (or the field is still empty). */
  error: StakeError | null;
}

/** Reads the typed stake with core's rules: parse it in the account currency, then validate the coupon. */
function evaluate(input: string, odds: number): Evaluation {
  const parsed = parseAmount(input, CURRENCY);
  if (!parsed.ok) {
    // An empty field is not an error yet: the player has not typed anything. It still cannot be placed.
    if (parsed.error.code === 'AMOUNT_EMPTY') return { stake: null, win: null, error: null };
    const decimals = parsed.error.code === 'AMOUNT_TOO_PRECISE' ? parsed.error.decimals : undefined;
    return { stake: null, win: null, error: { code: parsed.error.code, decimals } };
  }
  const coupon = createCouponState({
    typeId: COUPON_TYPE.SINGLE,
    bets: [createBet({ market: { id: 48_201, gameId: 9_114, coef: odds } })],
    amount: parsed.minor,
    minBetAmount: MIN_STAKE,
  });
  const [issue] = validateCoupon(coupon, { siteConfig });
  if (issue) {
    const decimals = issue.code === 'AMOUNT_TOO_PRECISE' ? issue.decimals : undefined;
    return { stake: null, win: null, error: { code: issue.code, decimals } };
  }
  return { stake: parsed.minor, win: possibleWin(coupon), error: null };
}

interface StakeEntryProps {
  /** The stake as the player typed it, e.g. "10", "10,50". */
  stake: string;
  /** Decimal odds of the selection. */
  odds: number;
  /** Called with the stake in minor units when the player places the bet. */
  onPlaceBet: (stakeMinor: Minor) => void;
}

/**
 * One selection of a bet slip with its stake: the stake is read with core's `parseAmount`, checked with
 * `validateCoupon` and the possible win comes from `possibleWin`, as the server computes it.
 */
function StakeEntry({ stake: initialStake, odds, onPlaceBet }: StakeEntryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [stake, setStake] = useState(initialStake);
  const { stake: stakeMinor, win, error } = evaluate(stake, odds);
  const message = error ? errorMessage(t, error) : undefined;
  const winText = win === null ? null : t('stakeEntry.money', moneyValues(win));

  // Screen readers hear the new possible win (or the problem) once the player pauses typing; the
  // figure on screen is not itself a live region, so it is never read twice.
  const announcement = winText ? t('stakeEntry.announceWin', { amount: winText }) : (message ?? '');
  const lastAnnounced = useRef(announcement);
  useEffect(() => {
    if (announcement === lastAnnounced.current) return;
    const timer = setTimeout(() => {
      lastAnnounced.current = announcement;
      if (announcement) announce(announcement);
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  return (
    <Surface as="section" elevation={1} padding={4} aria-labelledby={headingId}>
      <Stack gap={4}>
        <Stack gap={1}>
          <Text size="sm" tone="muted">
            {t('stakeEntry.competition')}
          </Text>
          <Heading level={3} size="md" id={headingId}>
            {t('stakeEntry.match')}
          </Heading>
        </Stack>
        <Inline gap={3} justify="between" align="center">
          <Stack gap={0}>
            <Text size="sm" tone="muted">
              {t('stakeEntry.market')}
            </Text>
            <Text weight="medium">{t('stakeEntry.selection')}</Text>
          </Stack>
          <Text as="span" size="lg" weight="bold" tabular data-testid="odds">
            <VisuallyHidden>{t('stakeEntry.odds')} </VisuallyHidden>
            {formatCoef(odds, COEF_VIEW.DECIMAL) ?? t('stakeEntry.none')}
          </Text>
        </Inline>
        <Field
          label={t('stakeEntry.stake', { currency: CURRENCY })}
          hint={t('stakeEntry.minStakeHint', { min: t('stakeEntry.money', moneyValues(MIN_STAKE)) })}
          error={message}
        >
          <Input
            name="stake"
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            onChange={(event) => setStake(event.currentTarget.value)}
          />
        </Field>
        <Inline gap={3} justify="between" align="baseline">
          <Text as="span" tone="muted">
            {t('stakeEntry.possibleWin')}
          </Text>
          <Text as="span" size="lg" weight="bold" tabular data-testid="possible-win">
            {winText ?? t('stakeEntry.none')}
          </Text>
        </Inline>
        <Button
          variant="primary"
          size="lg"
          fullWidth
          disabled={stakeMinor === null}
          onClick={() => {
            if (stakeMinor !== null) onPlaceBet(stakeMinor);
          }}
        >
          {t('common.placeBet')}
        </Button>
      </Stack>
    </Surface>
  );
}

const meta = {
  title: 'Examples/Stake entry',
  component: StakeEntry,
  args: {
    stake: '10',
    odds: 2.45,
    onPlaceBet: fn(),
  },
  argTypes: {
    stake: { control: 'text' },
    odds: { control: { type: 'number', min: 1.01, step: 0.01 } },
    onPlaceBet: { control: false },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  // A new stake from Controls starts the scenario again.
  render: (args) => <StakeEntry key={`${args.stake}|${args.odds}`} {...args} />,
} satisfies Meta<typeof StakeEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The money text a player sees, for play functions (same formatter as the story), with white space
 * collapsed as Testing Library and jest-dom read text (ru puts a no-break space before the €).
 */
const money = (globals: Record<string, unknown>, minor: Minor) =>
  text(globals, 'stakeEntry.money', moneyValues(minor)).replace(/\s+/g, ' ');

const minStakeError = (globals: Record<string, unknown>) =>
  text(globals, 'stakeEntry.errors.AMOUNT_BELOW_MIN', { min: money(globals, MIN_STAKE) });

const politeRegion = () =>
  document.querySelector('[data-betline-live-region] [aria-live="polite"]') ??
  document.querySelector('[data-betline-live-region="fallback"] [aria-live="polite"]');

/** 10.00 at 2.45: possible win 24.50. Placing the bet hands over the stake in minor units. */
export const Default: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: text(globals, 'stakeEntry.stake', { currency: 'EUR' }),
    });
    await expect(input).toHaveValue('10');
    await expect(input).not.toBeInvalid();
    await expect(canvas.getByTestId('odds')).toHaveTextContent('2.45');
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent('24.50');
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent(money(globals, 2450));
    const place = canvas.getByRole('button', { name: text(globals, 'common.placeBet') });
    await expect(place).toBeEnabled();
    await userEvent.click(place);
    await expect(args.onPlaceBet).toHaveBeenCalledWith(1000);
  },
};

/** Below the minimum: core reports AMOUNT_BELOW_MIN, shown as a translated error; the bet cannot be placed. */
export const BelowMinimum: Story = {
  args: { stake: '0.05' },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: text(globals, 'stakeEntry.stake', { currency: 'EUR' }),
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${text(globals, 'stakeEntry.minStakeHint', { min: money(globals, MIN_STAKE) })} ${minStakeError(globals)}`,
    );
    await expect(canvas.getByText(minStakeError(globals))).toBeVisible();
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent(text(globals, 'stakeEntry.none'));
    await expect(canvas.getByRole('button', { name: text(globals, 'common.placeBet') })).toBeDisabled();
  },
};

/** Not an amount at all: parseAmount's AMOUNT_INVALID_FORMAT, translated. */
export const InvalidAmount: Story = {
  args: { stake: 'abc' },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: text(globals, 'stakeEntry.stake', { currency: 'EUR' }),
    });
    const message = text(globals, 'stakeEntry.errors.AMOUNT_INVALID_FORMAT');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.queryByText(minStakeError(globals))).toBeNull();
    await expect(canvas.getByRole('button', { name: text(globals, 'common.placeBet') })).toBeDisabled();
  },
};

/**
 * The player edits the stake: the possible win follows every keystroke, the error comes and goes, and
 * the new figure is announced politely once typing pauses.
 */
export const TypingAStake: Story = {
  play: async ({ canvasElement, userEvent, globals, step }) => {
    const canvas = storyCanvas(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: text(globals, 'stakeEntry.stake', { currency: 'EUR' }),
    });
    const win = canvas.getByTestId('possible-win');
    const place = canvas.getByRole('button', { name: text(globals, 'common.placeBet') });

    await step('a stake below the minimum shows the error', async () => {
      await userEvent.clear(input);
      await expect(place).toBeDisabled();
      await expect(canvas.queryByText(text(globals, 'stakeEntry.errors.AMOUNT_EMPTY'))).toBeNull();
      await userEvent.type(input, '0.05');
      await expect(canvas.getByText(minStakeError(globals))).toBeVisible();
      await expect(input).toBeInvalid();
      await expect(place).toBeDisabled();
    });

    await step('a valid stake clears it and updates the possible win', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '4');
      await expect(canvas.queryByText(minStakeError(globals))).toBeNull();
      await expect(input).not.toBeInvalid();
      await expect(win).toHaveTextContent('9.80');
      await expect(place).toBeEnabled();
    });

    await step('the new possible win is announced', async () => {
      await waitFor(() =>
        expect(politeRegion()).toHaveTextContent(
          text(globals, 'stakeEntry.announceWin', { amount: money(globals, 980) }),
        ),
      );
    });
  },
};

/** Russian: a comma as the decimal separator is read by parseAmount; money is formatted for ru. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: text(globals, 'stakeEntry.stake', { currency: 'EUR' }),
    });
    await expect(canvas.getByText(text(globals, 'stakeEntry.match'))).toBeVisible();
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent('24,50');
    await userEvent.clear(input);
    await userEvent.type(input, '4,5');
    // 4.50 × 2.45 = 11.025, rounded half away from zero to the cent.
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent('11,03');
    await expect(canvas.getByTestId('possible-win')).toHaveTextContent(money(globals, 1103));
    await expect(canvas.getByRole('button', { name: text(globals, 'common.placeBet') })).toBeEnabled();
  },
};
