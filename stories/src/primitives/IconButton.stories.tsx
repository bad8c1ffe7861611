import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton, Inline, Stack } from '@betline/ui';
import { CloseIcon, SettingsIcon, StarIcon } from '../icons';
import { useTranslation } from 'react-i18next';
import { text } from '../story-helpers';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: {
    // Empty means "the translated default": type a label in Controls to override it.
    label: '',
    icon: <StarIcon />,
    variant: 'ghost',
    size: 'md',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return <IconButton {...args} label={args.label || t('common.favourite')} />;
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is required: it becomes the accessible name, since the icon has no text. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: text(globals, 'common.favourite') });
    await expect(button).toHaveAttribute('aria-label', text(globals, 'common.favourite'));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Inline gap={2} align="center">
        <IconButton {...args} variant="primary" icon={<StarIcon />} label={t('common.favourite')} />
        <IconButton {...args} variant="secondary" icon={<SettingsIcon />} label={t('common.settings')} />
        <IconButton {...args} variant="ghost" icon={<CloseIcon />} label={t('common.close')} />
        <IconButton {...args} variant="danger" icon={<CloseIcon />} label={t('common.removeSelection')} />
      </Inline>
    );
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    for (const key of ['common.favourite', 'common.settings', 'common.close', 'common.removeSelection']) {
      await userEvent.click(canvas.getByRole('button', { name: text(globals, key) }));
    }
    await expect(args.onClick).toHaveBeenCalledTimes(4);
  },
};

export const Sizes: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Stack gap={3}>
        <Inline gap={2} align="center">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <IconButton
              key={size}
              {...args}
              size={size}
              variant="secondary"
              label={`${t('common.settings')} ${size}`}
              icon={<SettingsIcon />}
            />
          ))}
        </Inline>
      </Stack>
    );
  },
  play: async ({ canvas, globals }) => {
    const size = (s: string) =>
      canvas
        .getByRole('button', { name: `${text(globals, 'common.settings')} ${s}` })
        .getBoundingClientRect();
    await expect(size('sm').width).toBeLessThan(size('md').width);
    await expect(size('md').width).toBeLessThan(size('lg').width);
    // Square: width equals height.
    await expect(Math.round(size('md').width)).toBe(Math.round(size('md').height));
  },
};

/** Icon buttons are reachable with Tab and activate with Enter and Space. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: text(globals, 'common.favourite') });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
