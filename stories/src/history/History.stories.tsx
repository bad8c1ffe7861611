import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen } from 'storybook/test';
import { BetCard, BetHistoryList, TransactionList } from '@betline/ui';
import { i18nFor } from '../i18n';
import { uiText } from '../story-helpers';
import { sampleBets, sampleTransactions } from './data';

/** A placed bet: open with a cash-out offer, or settled (won, lost, void, cashed out). */
const meta = {
  title: 'History/BetCard',
  component: BetCard,
  args: { bet: sampleBets(i18nFor('en').t)[0]!, onCashOut: fn(), isCashingOut: false },
  argTypes: { bet: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 420 }}>
        <BetCard {...args} bet={sampleBets(t)[0]!} />
      </div>
    );
  },
} satisfies Meta<typeof BetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CashOutOffered: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(uiText(globals, 'bet.cashOut', { amount: '' }).trim()) }),
    );
    await expect(args.onCashOut).toHaveBeenCalledWith('20451');
  },
};

/** Every state side by side; odds in the fractional format (coef view 1). */
export const AllStates: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}>
        {sampleBets(t).map((bet) => (
          <BetCard key={bet.id} bet={bet} coefViewId={1} />
        ))}
      </div>
    );
  },
};

/** The history with its period, status and type filters (a status filter applied by keyboard). */
export const HistoryList: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 720 }}>
        <BetHistoryList
          bets={sampleBets(t)}
          timeZone="UTC"
          minDate="2026-08-23"
          maxDate="2026-11-23"
          defaultFilters={{ period: { start: '2026-11-01', end: '2026-11-23' }, status: 'all', type: 'all' }}
          onCashOut={fn()}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(uiText(globals, 'history.status')) }),
    );
    await userEvent.click(await screen.findByRole('option', { name: uiText(globals, 'bet.statuses.won') }));
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** Payments and ledger rows with status badges; a card per row on narrow screens. */
export const Transactions: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 720 }}>
        <TransactionList transactions={sampleTransactions(t)} />
      </div>
    );
  },
};
