import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SlotPaytable } from '@betline/ui';
import { storyCanvas } from '../story-helpers';
import { CURRENCY, SCATTER_PAYS, SLOT_PAYS, STAKE } from './demo';

/** The slot's paytable, passed in as props (the engine's SLOT_PAYTABLE and SLOT_SCATTER_PAYS). */
const meta = {
  title: 'Games/SlotPaytable',
  component: SlotPaytable,
  args: { pays: SLOT_PAYS, scatterPays: SCATTER_PAYS, currency: CURRENCY },
  argTypes: { pays: { control: false }, scatterPays: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlotPaytable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Multipliers of the line stake (and of the total stake for scatters). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(10);
  },
};

/** Amounts for a €10.00 spin (€1.00 per line). */
export const WithAmounts: Story = {
  args: { lineStake: STAKE / 10, stake: STAKE },
};
