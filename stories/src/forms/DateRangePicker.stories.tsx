import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, within } from 'storybook/test';
import { DateRangePicker } from '@betline/ui';
import { uiText } from '../story-helpers';

/** A period of days: React Aria DateRangePicker and RangeCalendar on @internationalized/date (ADR 0019). */
const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: '',
    defaultValue: { start: '2026-11-02', end: '2026-11-08' },
    minValue: '2026-08-23',
    maxValue: '2026-11-23',
    onChange: fn(),
    isDisabled: false,
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 320, minHeight: 380 }}>
        <DateRangePicker {...args} label={t('history.period', { ns: 'ui' })} />
      </div>
    );
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The calendar in a popover: the period is picked by keyboard (start and end with Enter). */
export const Calendar: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(uiText(globals, 'dateRange.openCalendar')) }),
    );
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{Enter}{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = { args: { error: 'Choose at most 3 months' } };
