import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney, FortuneWheel, Stack, type FortuneWheelProps } from '@betline/ui';
import { isLocale } from '../i18n';
import { storyCanvas, text, uiText } from '../story-helpers';
import { CURRENCY } from './demo';

/**
 * The engine's wheel (FORTUNA_SEGMENTS of @betline/games): prizes in hundredths of the play's unit. The unit
 * here is €1.00 (100 cents), so a prize of 500 hundredths is €5.00.
 */
const FORTUNA_SEGMENTS = [50, 100, 50, 200, 50, 100, 500, 50, 100, 200, 50, 1000];
/** Where the spins of the interactive story land: €5.00, then €10.00, then €2.00. */
const SPINS = [6, 11, 3];

const labelsIn = (locale: string) => FORTUNA_SEGMENTS.map((h) => formatMoney(h, CURRENCY, locale));
const localeOf = (globals: Record<string, unknown>) => (isLocale(globals.locale) ? globals.locale : 'en');

/** The app formats the prizes: here in the story's language. */
function useSegments(): string[] {
  const { i18n } = useTranslation();
  return labelsIn(i18n.language);
}

/** A wheel with a Spin button: the answer comes after a short wait, the button is busy until the wheel stops. */
function SpinningWheel({ onSettled }: Pick<FortuneWheelProps, 'onSettled'>) {
  const { t } = useTranslation();
  const segments = useSegments();
  const [round, setRound] = useState({ landed: null as number | null, spin: 0, waiting: false });
  const [turning, setTurning] = useState(false);
  const answer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(answer.current), []);

  const play = () => {
    setTurning(true);
    setRound((r) => ({ ...r, waiting: true }));
    answer.current = setTimeout(() => {
      setRound((r) => ({ landed: SPINS[r.spin % SPINS.length]!, spin: r.spin + 1, waiting: false }));
    }, 600);
  };

  return (
    <Stack gap={4} align="center">
      <FortuneWheel
        segments={segments}
        {...round}
        onSettled={() => {
          onSettled?.();
          setTurning(false);
        }}
      />
      <Button loading={turning} onClick={play}>
        {t('games.spin')}
      </Button>
    </Stack>
  );
}

/**
 * The wheel of fortune bonus game: twelve segments in four alternating emphasis colours, each with its checked
 * text colour, a fixed pointer at the top and a hub. A spin turns the wheel a few full turns and slows it down
 * onto the server's segment (no turning under reduced motion, which is also what screenshots show); the
 * segment it rests on is ringed, and where it stopped is said in the caption and announced. Prize labels are
 * formatted by the app: here in the story's language.
 */
const meta = {
  title: 'Games/FortuneWheel',
  component: FortuneWheel,
  args: { segments: labelsIn('en'), landed: null, spin: 0, waiting: false, onSettled: fn() },
  argTypes: {
    segments: { control: false },
    landed: { control: { type: 'number', min: 0, max: FORTUNA_SEGMENTS.length - 1 } },
    spin: { control: { type: 'number', min: 0 } },
  },
  render: function Render(args) {
    const segments = useSegments();
    return <FortuneWheel {...args} segments={segments} />;
  },
} satisfies Meta<typeof FortuneWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first spin: the segments are the picture's name, in order from the top. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const segments = labelsIn(localeOf(globals));
    await expect(
      canvas.getByRole('img', {
        name: uiText(globals, 'games.fortune.wheel', { count: 12, segments: segments.join(', ') }),
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(uiText(globals, 'games.fortune.ready'));
  },
};

/** At rest on the €5.00 segment, ringed under the pointer. */
export const Landed: Story = {
  args: { landed: 6, spin: 1 },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const prize = labelsIn(localeOf(globals))[6]!;
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(
      uiText(globals, 'games.fortune.stopped', { prize }),
    );
    // The only €5.00 segment is the one marked.
    await expect(canvas.getByText(prize).closest('.segment')).toHaveAttribute('data-landed', 'true');
  },
};

/** At rest on the largest prize, €10.00 (the last segment, clockwise from the top). */
export const BiggestPrize: Story = {
  args: { landed: 11, spin: 1 },
};

/** Waiting for the server's answer: the wheel turns steadily (still under reduced motion). */
export const Waiting: Story = {
  tags: ['no-visual'],
  args: { landed: 3, spin: 1, waiting: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const figure = canvas.getByRole('figure');
    await expect(figure).toHaveAttribute('aria-busy', 'true');
    await expect(figure).toHaveAccessibleName(uiText(globals, 'games.fortune.spinning'));
  },
};

/** Spin: the wheel turns while the answer comes, then lands on €5.00 and says so. */
export const Spin: Story = {
  // The picture depends on where the wheel is in its turn.
  tags: ['no-visual'],
  parameters: { controls: { disable: true } },
  render: (args) => <SpinningWheel onSettled={args.onSettled} />,
  play: async ({ canvasElement, globals, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    const prize = labelsIn(localeOf(globals))[SPINS[0]!]!;
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'games.spin') }));
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(uiText(globals, 'games.fortune.spinning'));
    await waitFor(
      () =>
        expect(canvas.getByRole('figure')).toHaveAccessibleName(
          uiText(globals, 'games.fortune.stopped', { prize }),
        ),
      { timeout: 8000 },
    );
    // Reported once the wheel has stopped (an effect after the stop is drawn).
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button')).not.toHaveAttribute('aria-busy'));
  },
};
