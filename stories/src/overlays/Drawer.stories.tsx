import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Button, Drawer, ModalTrigger, Text } from '@betline/ui';
import { text, uiText } from '../story-helpers';

/** A side drawer or a bottom sheet (the mobile bet slip): a modal dialog sliding in from an edge. */
const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { title: 'Bet slip', placement: 'end', isDismissable: true, onOpenChange: fn(), children: null },
  argTypes: { placement: { control: 'inline-radio', options: ['start', 'end', 'bottom'] } },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <ModalTrigger trigger={<Button>{t('overlays.open')}</Button>}>
        <Drawer
          {...args}
          title={t('overlays.slip')}
          footer={(close) => <Button onClick={close}>{t('common.placeBet')}</Button>}
        >
          <Text>{t('overlays.slipText')}</Text>
        </Drawer>
      </ModalTrigger>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAt = (placement: 'start' | 'end' | 'bottom'): Story => ({
  args: { placement },
  play: async ({ canvas, userEvent, globals, args }) => {
    const opener = canvas.getByRole('button', { name: text(globals, 'overlays.open') });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: text(globals, 'overlays.slip') });
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', placement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const Playground = openAt('end');
export const Start = openAt('start');
/** The bottom sheet: the bet slip on mobile. */
export const BottomSheet = openAt('bottom');

export const ClosedByButton: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'overlays.open') }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
