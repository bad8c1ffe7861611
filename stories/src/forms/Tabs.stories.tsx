import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@betline/ui';
import { text } from '../story-helpers';

/** Tabs (React Aria): arrows move between tabs, the panel is linked to its tab. */
const meta = {
  title: 'Forms/Tabs',
  component: Tabs,
  args: { 'aria-label': '', items: [], onSelectionChange: fn() },
  argTypes: { items: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Tabs
        {...args}
        aria-label={t('kit.history')}
        items={[
          { id: 'open', label: t('kit.open'), content: t('kit.openBets') },
          { id: 'settled', label: t('kit.settled'), content: t('kit.settledBets') },
        ]}
      />
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: text(globals, 'kit.settled') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text(globals, 'kit.settledBets'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('settled');
  },
};

export const SecondSelected: Story = {
  args: { defaultSelectedId: 'settled' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text(globals, 'kit.settledBets'));
  },
};
