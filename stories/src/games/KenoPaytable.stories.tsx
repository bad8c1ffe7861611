import type { Meta, StoryObj } from '@storybook/react-vite';
import { KenoPaytable } from '@betline/ui';
import { CURRENCY, KENO_PAYS } from './demo';

/** What the current pick count pays by hits, passed in (the engine's KENO_PAYTABLE[picks]). */
const meta = {
  title: 'Games/KenoPaytable',
  component: KenoPaytable,
  args: { pays: KENO_PAYS[8]!, picks: 8, currency: CURRENCY },
  argTypes: { pays: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KenoPaytable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** With win amounts for a €2.00 stake and the row of the round's 5 hits marked. */
export const WithHits: Story = { args: { stake: 200, hits: 5 } };

/** Ten picks: even no hit pays. */
export const TenPicks: Story = { args: { pays: KENO_PAYS[10]!, picks: 10, stake: 200 } };

/** Nothing picked yet. */
export const NoPicks: Story = { args: { pays: {}, picks: 0 } };
