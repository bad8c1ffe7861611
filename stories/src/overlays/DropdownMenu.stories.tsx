import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, IconButton, MoreIcon } from '@betline/ui';
import { text } from '../story-helpers';

/** A menu of actions: arrows move, typing finds an item, Enter chooses, Escape closes. */
const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { onAction: fn(), items: [], trigger: <span />, 'aria-label': '' },
  argTypes: { trigger: { control: false }, items: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <DropdownMenu
        {...args}
        aria-label={t('overlays.betActions')}
        trigger={<IconButton label={t('overlays.betActions')} icon={<MoreIcon />} variant="secondary" />}
        items={[
          { id: 'share', label: t('overlays.share') },
          { id: 'repeat', label: t('overlays.repeat'), disabled: true },
          { id: 'hide', label: t('overlays.hide'), danger: true },
        ]}
      />
    );
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const trigger = canvas.getByRole('button', { name: text(globals, 'overlays.betActions') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: text(globals, 'overlays.betActions') });
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: text(globals, 'overlays.share') })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: text(globals, 'overlays.hide') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('hide');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'overlays.betActions') }));
    await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: text(globals, 'overlays.repeat') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
