import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Button, Popover, Stack } from '@betline/ui';
import { text } from '../story-helpers';

/** A non-modal dialog anchored to its trigger; React Aria positions and flips it. */
const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { placement: 'bottom start', trigger: <span />, children: null },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom', 'top', 'start', 'end'] },
    trigger: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Popover
        {...args}
        trigger={<Button variant="secondary">{t('overlays.oddsFormat')}</Button>}
        title={t('overlays.oddsFormat')}
      >
        <Stack gap={2}>
          <Button variant="ghost">{t('overlays.decimal')}</Button>
          <Button variant="ghost">{t('overlays.fractional')}</Button>
          <Button variant="ghost">{t('overlays.american')}</Button>
        </Stack>
      </Popover>
    );
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const trigger = canvas.getByRole('button', { name: text(globals, 'overlays.oddsFormat') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('dialog', { name: text(globals, 'overlays.oddsFormat') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Top: Story = {
  args: { placement: 'top' },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'overlays.oddsFormat') }));
    await screen.findByRole('dialog');
  },
};
