import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { MarketGroup, type MarketData } from '@betline/ui';
import { storyCanvas, text } from '../story-helpers';
import { matchResult, seeded } from './demo';

type Layout = MarketData['layout'];

function useMarket(layout: Layout): MarketData {
  const { t } = useTranslation();
  const random = seeded(3);
  const price = () => Math.round(120 + random() * 300) / 100;
  switch (layout) {
    case 'threeWay':
      return matchResult(t, 'e1', [2.1, 3.3, 3.6]);
    case 'twoWay':
      return {
        id: 'win',
        name: t('bets.winner'),
        layout,
        outcomes: [
          { id: 'w1', label: '1', name: t('bets.home'), coef: 1.72 },
          { id: 'w2', label: '2', name: t('bets.away'), coef: 2.1 },
        ],
      };
    case 'totals':
      return {
        id: 'tot',
        name: t('bets.totalGoals'),
        layout,
        lines: ['1.5', '2.5', '3.5'].map((line) => ({
          line,
          over: { id: `o${line}`, label: `${line} +`, coef: price() },
          under: { id: `u${line}`, label: `${line} −`, coef: price() },
        })),
      };
    case 'correctScore':
      return {
        id: 'cs',
        name: t('bets.correctScore'),
        layout,
        outcomes: ['1:0', '0:0', '0:1', '2:0', '1:1', '0:2', '2:1', '2:2', '1:2'].map((s) => ({
          id: `cs${s}`,
          label: s,
          coef: Math.round(500 + random() * 1500) / 100,
        })),
      };
  }
}

/** A collapsible market in its layout: two-way, three-way, totals lines or a correct-score grid. */
const meta = {
  title: 'Betting/MarketGroup',
  component: MarketGroup,
  args: {
    market: { id: '', name: '', layout: 'threeWay' },
    coefViewId: 0,
    selectedIds: ['e1-x'],
    onToggle: fn(),
  },
  argTypes: { market: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const market = useMarket(args.market.layout);
    return <MarketGroup {...args} market={market} />;
  },
} satisfies Meta<typeof MarketGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three-way with a selected draw; the header collapses and expands by keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const toggle = canvas.getByRole('button', { name: text(globals, 'bets.matchResult') });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const TwoWay: Story = { args: { market: { id: '', name: '', layout: 'twoWay' }, selectedIds: [] } };

/** Totals: one line per row, over and under. */
export const Totals: Story = {
  args: { market: { id: '', name: '', layout: 'totals' }, selectedIds: ['u2.5'] },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const over = canvas.getAllByRole('button', { name: new RegExp(text(globals, 'bets.totalGoals')) })[1];
    if (!over) throw new Error('no price');
    await userEvent.click(over);
    await expect(args.onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'o1.5' }),
      expect.anything(),
    );
  },
};

export const CorrectScore: Story = {
  args: { market: { id: '', name: '', layout: 'correctScore' }, selectedIds: ['cs1:1'] },
};
