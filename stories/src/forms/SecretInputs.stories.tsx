import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { CodeInput, Field, PasswordInput, type CodeStatus } from '@betline/ui';
import { text, uiText } from '../story-helpers';

/** PasswordInput (show/hide, strength) and CodeInput (SMS and two-step codes). */
const meta = {
  title: 'Forms/Password and code',
  component: PasswordInput,
  args: { showStrength: true },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 320 }}>
        <Field label={t('kit.password')}>
          <PasswordInput {...args} />
        </Field>
      </div>
    );
  },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByLabelText(text(globals, 'kit.password'));
    await userEvent.type(input, 'Abcdefghijk1!');
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'password.show') }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(
      canvas.getByText(uiText(globals, 'password.strength', { level: uiText(globals, 'password.strong') })),
    ).toBeInTheDocument();
  },
};

function Code({ status }: { status: CodeStatus }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <div style={{ maxWidth: 320 }}>
      <CodeInput
        label={t('kit.smsCode')}
        length={6}
        value={value}
        onChange={setValue}
        status={status}
        onResend={() => {}}
        resendInSeconds={status === 'idle' ? 30 : 0}
      />
    </div>
  );
}

export const CodeTyping: Story = {
  render: () => <Code status="idle" />,
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByLabelText(text(globals, 'kit.smsCode'));
    await userEvent.type(input, '12a3456');
    await expect(input).toHaveValue('123456');
  },
};

/** "Wrong code": the player retypes. */
export const WrongCode: Story = {
  render: () => <Code status="wrongCode" />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText(text(globals, 'kit.smsCode'))).toHaveAccessibleDescription(
      uiText(globals, 'code.wrongCode'),
    );
  },
};

/** "Time up": the field is disabled and a new code is offered. */
export const TimeUp: Story = {
  render: () => <Code status="timeUp" />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText(text(globals, 'kit.smsCode'))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: uiText(globals, 'code.resend') })).toBeInTheDocument();
  },
};
