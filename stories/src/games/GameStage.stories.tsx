import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { formatMoney, GameStage, SlotReels, StakeControl } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import { BIG_WIN, CURRENCY, PAYLINES, SCATTER_WIN, STAKE } from './demo';
import { LimitMessage, SlotGameExample, TimeOutMessage } from './examples';

/**
 * The frame of every game screen: header with the real/fun badge, the game, a status line and the
 * controls; veils for a refusal (the reason, controls disabled) and reconnecting; the big win banner.
 */
const meta = {
  title: 'Games/GameStage',
  component: GameStage,
  args: { title: '', mode: 'real', state: 'ready', children: null },
  argTypes: {
    mode: { control: 'inline-radio', options: ['real', 'fun'] },
    state: { control: 'inline-radio', options: ['ready', 'refused', 'reconnecting'] },
    children: { control: false },
    controls: { control: false },
  },
  render: function Render(args) {
    const { t, i18n } = useTranslation();
    const result = args.bigWin ? BIG_WIN : SCATTER_WIN;
    return (
      <GameStage
        {...args}
        // any bigWin arg shows the big win's payout, formatted in the story's language
        bigWin={args.bigWin ? formatMoney(BIG_WIN.payout, CURRENCY, i18n.language) : null}
        title={t('games.slot')}
        status={args.status ?? t('games.statusIdle')}
        message={args.state === 'refused' ? (args.message ?? <LimitMessage />) : args.message}
        controls={
          <StakeControl
            value={STAKE}
            onChange={fn()}
            currency={CURRENCY}
            min={10}
            max={10_000}
            step={10}
            quick={[100, 500, 1000, 2000]}
            onPlay={fn()}
            playLabel={t('games.spin')}
          />
        }
      >
        <SlotReels
          {...result}
          status={args.bigWin ? 'bigWin' : 'idle'}
          paylines={PAYLINES}
          currency={CURRENCY}
        />
      </GameStage>
    );
  },
} satisfies Meta<typeof GameStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to play, real money. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('region', { name: text(globals, 'games.slot') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(globals, 'games.spin') })).toBeEnabled();
  },
};

/** Fun mode (play money): the badge says so. */
export const FunMode: Story = { args: { mode: 'fun' } };

/** Refused by a limit: the reason over the game, the controls disabled. */
export const RefusedByLimit: Story = {
  args: { state: 'refused' },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText(text(globals, 'games.lossLimit'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(globals, 'games.spin') })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: uiText(globals, 'games.controls') })).toBeDisabled();
  },
};

/** Refused during a time-out the player took. */
export const RefusedByTimeOut: Story = {
  render: function Render(args) {
    return meta.render({ ...args, state: 'refused', message: <TimeOutMessage /> });
  },
};

/** Reconnecting: a spinner and text over the game, the controls off. */
export const Reconnecting: Story = { args: { state: 'reconnecting' } };

/** A big win: the gold banner over the game (still under reduced motion), closable. */
export const BigWin: Story = {
  args: { bigWin: 'yes', onBigWinDismiss: fn() },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByTestId('big-win')).toHaveTextContent(uiText(globals, 'games.bigWin'));
  },
};

/** The complete slot screen: spin through canned outcomes (a win, a loss, scatters, a loss, a big win). */
export const Example: Story = {
  parameters: { controls: { disable: true } },
  render: () => <SlotGameExample />,
};
