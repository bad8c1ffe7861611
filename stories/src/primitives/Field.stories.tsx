import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Field, Input, Stack } from '@betline/ui';
import { text } from '../story-helpers';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    // Empty strings mean "the translated default": type in Controls to override them.
    label: '',
    hint: '',
    error: '',
    required: false,
    children: <Input inputMode="decimal" defaultValue="10.00" />,
  },
  argTypes: {
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Field
        {...args}
        label={args.label || t('field.stake')}
        hint={args.hint || undefined}
        error={args.error || undefined}
      />
    );
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible label names the control: clicking it focuses the input. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'field.stake') });
    await userEvent.click(canvas.getByText(text(globals, 'field.stake')));
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '25.50');
    await expect(input).toHaveValue('25.50');
  },
};

export const WithHint: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return <Field {...args} label={t('field.stake')} hint={t('field.stakeHint')} error={undefined} />;
  },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'field.stake') });
    await expect(input).toHaveAccessibleDescription(text(globals, 'field.stakeHint'));
    await expect(input).not.toBeInvalid();
  },
};

/** The error marks the input invalid and describes it, after the hint; an icon goes with the colour. */
export const WithError: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Field {...args} label={t('field.stake')} hint={t('field.stakeHint')} error={t('field.stakeError')}>
        <Input inputMode="decimal" defaultValue="0.05" />
      </Field>
    );
  },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'field.stake') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      `${text(globals, 'field.stakeHint')} ${text(globals, 'field.stakeError')}`,
    );
    await expect(canvas.getByText(text(globals, 'field.stakeError'))).toBeVisible();
  },
};

/** Required: native `required` on the input and a mark next to the label (hidden from screen readers, who hear "required"). */
export const Required: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Field {...args} label={t('field.email')} hint={t('field.emailHint')} error={undefined} required>
        <Input type="email" autoComplete="email" />
      </Field>
    );
  },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'field.email') });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(text(globals, 'field.emailHint'));
  },
};

/** A form column: fields stack with the same rhythm; Tab moves through them in order. */
export const Form: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Stack gap={4}>
        <Field label={t('field.email')} hint={t('field.emailHint')} required>
          <Input type="email" autoComplete="email" />
        </Field>
        <Field label={t('field.stake')} error={t('field.stakeError')}>
          <Input inputMode="decimal" defaultValue="0.05" />
        </Field>
        <Field label={t('field.promo')}>
          <Input placeholder={t('field.promoPlaceholder')} />
        </Field>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: text(globals, 'field.email') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: text(globals, 'field.stake') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: text(globals, 'field.promo') })).toHaveFocus();
  },
};
