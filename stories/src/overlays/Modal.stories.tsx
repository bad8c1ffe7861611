import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Modal, ModalTrigger, Stack, Text } from '@betline/ui';
import { text, uiText } from '../story-helpers';

/**
 * A modal dialog (React Aria): focus moves in, is trapped, and returns to the opener; Escape, the close
 * button and (unless turned off) an outside click close it. The overlay renders in a portal, so play
 * functions look it up on the whole page.
 */
const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Sign in',
    size: 'md',
    isDismissable: true,
    isKeyboardDismissDisabled: false,
    hideCloseButton: false,
    role: 'dialog',
    onOpenChange: fn(),
    children: null,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'registration'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <ModalTrigger trigger={<Button>{t('overlays.open')}</Button>}>
        <Modal
          {...args}
          title={t('overlays.signIn')}
          footer={(close) => <Button onClick={close}>{t('overlays.ok')}</Button>}
        >
          <Stack gap={3}>
            <Text>{t('overlays.signInText')}</Text>
            <Field label={t('overlays.login')}>
              <Input />
            </Field>
          </Stack>
        </Modal>
      </ModalTrigger>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const opener = canvas.getByRole('button', { name: text(globals, 'overlays.open') });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: text(globals, 'overlays.signIn') });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Opened with the keyboard and closed with the translated close button. */
export const KeyboardAndCloseButton: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const opener = canvas.getByRole('button', { name: text(globals, 'overlays.open') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: text(globals, 'overlays.signIn') });
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

const openSize = (size: 'sm' | 'md' | 'lg' | 'registration'): Story => ({
  args: { size },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'overlays.open') }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', size);
  },
});

export const Small = openSize('sm');
export const Medium = openSize('md');
export const Large = openSize('lg');

/**
 * REG-007: the registration modal is 95 % of the viewport wide, up to its own maximum
 * (`modal.maxWidth.registration`): a phone gets 95 %, a wide screen a form-sized dialog.
 */
export const Registration: Story = {
  args: { size: 'registration' },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'overlays.open') }));
    const dialog = await screen.findByRole('dialog');
    const panel = dialog.closest('[data-size]') as HTMLElement;
    const maxWidth = parseFloat(
      getComputedStyle(document.documentElement).getPropertyValue('--modal-maxWidth-registration'),
    );
    const width = panel.getBoundingClientRect().width;
    await expect(width).toBeCloseTo(Math.min(window.innerWidth * 0.95, maxWidth), 0);
  },
};

/** No close button and no outside-click dismissal: only the modal's own action closes it (age gate, terms). */
export const NotDismissable: Story = {
  args: { isDismissable: false, hideCloseButton: true, isKeyboardDismissDisabled: true },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'overlays.open') }));
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: uiText(globals, 'close') })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text(globals, 'overlays.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
