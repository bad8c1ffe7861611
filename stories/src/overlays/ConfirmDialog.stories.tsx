import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, ModalTrigger } from '@betline/ui';
import { text, uiText } from '../story-helpers';

/** A question that needs an answer: an `alertdialog` whose focus starts on Cancel. */
const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { tone: 'danger', isConfirming: false, onConfirm: fn(), onCancel: fn(), children: null },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'danger'] } },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <ModalTrigger trigger={<Button variant="danger">{t('overlays.selfExclude')}</Button>}>
        <ConfirmDialog {...args} confirmLabel={t('overlays.excludeMe')}>
          {t('overlays.selfExcludeText')}
        </ConfirmDialog>
      </ModalTrigger>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const opener = canvas.getByRole('button', { name: text(globals, 'overlays.selfExclude') });
    await userEvent.click(opener);
    await screen.findByRole('alertdialog', { name: uiText(globals, 'confirmDialog.title') });
    await expect(screen.getByRole('button', { name: uiText(globals, 'cancel') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Confirmed: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'overlays.selfExclude') }));
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** While the request runs the confirm button is busy and the dialog stays open. */
export const Confirming: Story = {
  args: { isConfirming: true },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'overlays.selfExclude') }));
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: text(globals, 'overlays.excludeMe') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
