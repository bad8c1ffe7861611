import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Input, Stack } from '@betline/ui';
import { text } from '../story-helpers';

/**
 * A bare input has no visible label: these stories name it with `aria-label`. In a form, wrap it in
 * `Field`, which gives it a visible label, hint and error.
 */
const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: {
    invalid: false,
    disabled: false,
    placeholder: '',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel'] },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 320 }}>
        <Input
          aria-label={t('field.promo')}
          {...args}
          placeholder={args.placeholder || t('field.promoPlaceholder')}
        />
      </div>
    );
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'field.promo') });
    await userEvent.type(input, 'WELCOME10');
    await expect(input).toHaveValue('WELCOME10');
    await expect(args.onChange).toHaveBeenCalledTimes('WELCOME10'.length);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'WELCOME10' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: text(globals, 'field.promo') })).toHaveValue(
      'WELCOME10',
    );
  },
};

/** Keyboard focus shows the focus ring and the focus border colour. */
export const Focused: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'field.promo') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

/** `invalid` sets aria-invalid; the border turns to the danger colour. Pair it with an error text (see Field). */
export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'WELCOME1O' },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'field.promo') });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'WELCOME10' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'field.promo') });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'X');
    await expect(input).toHaveValue('WELCOME10');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Types: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Stack gap={3} style={{ maxWidth: 320 }}>
        <Input
          {...args}
          type="email"
          aria-label={t('field.email')}
          placeholder="name@example.com"
          autoComplete="email"
        />
        <Input {...args} type="text" inputMode="decimal" aria-label={t('field.stake')} defaultValue="10.00" />
        <Input {...args} type="search" aria-label={t('layout.filters')} />
      </Stack>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: text(globals, 'field.email') })).toHaveAttribute(
      'type',
      'email',
    );
    await expect(
      canvas.getByRole('searchbox', { name: text(globals, 'layout.filters') }),
    ).toBeInTheDocument();
  },
};
