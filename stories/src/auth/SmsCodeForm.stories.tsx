import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SmsCodeForm, type SmsCodeFormProps } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { EXPIRED_CODE, RIGHT_CODE, useDemoCodeCheck } from './demo';

/**
 * Sign-in by a code sent by SMS: the phone, then the code with a countdown to "send a new code". The server
 * tells "wrong code" (retype) from "time up" (ask for a new one); the kit shows which. In these stories the
 * demo server takes 123456, says 000000 has expired and any other code is wrong.
 */
const meta = {
  title: 'Auth/SmsCodeForm',
  component: SmsCodeForm,
  args: { onSendCode: fn(async () => {}), onSubmit: fn(), resendAfterSeconds: 30 },
  render: function Render(args) {
    const { status, check } = useDemoCodeCheck(() => {});
    return (
      <div style={{ maxWidth: 360 }}>
        <SmsCodeForm
          {...args}
          codeStatus={args.codeStatus ?? status}
          onSubmit={async (values) => {
            await args.onSubmit(values);
            await check(values.code);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SmsCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send a code, then type it: the code field has focus once the code is sent. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'auth.phone')) }),
      '+44 7700 900123{Enter}',
    );
    await expect(args.onSendCode).toHaveBeenCalledWith('+44 7700 900123');
    const code = await canvas.findByLabelText(uiText(globals, 'auth.smsCode'));
    await waitFor(() => expect(code).toHaveFocus());
    await expect(canvas.getByText(uiText(globals, 'code.resendIn', { seconds: 30 }))).toBeInTheDocument();
    await userEvent.keyboard(RIGHT_CODE);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ phone: '+44 7700 900123', code: RIGHT_CODE }),
    );
  },
};

async function sendAndType(
  canvasElement: HTMLElement,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
  globals: Record<string, unknown>,
  value: string,
) {
  const canvas = storyCanvas(canvasElement);
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'auth.phone')) }),
    '+447700900123{Enter}',
  );
  const code = await canvas.findByLabelText(uiText(globals, 'auth.smsCode'));
  await userEvent.type(code, value);
  return code;
}

/** A wrong code: retype it. */
export const WrongCode: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const code = await sendAndType(canvasElement, userEvent, globals, '111111');
    await waitFor(() => expect(code).toHaveAccessibleDescription(uiText(globals, 'code.wrongCode')));
    await expect(code).toBeEnabled();
  },
};

/** An expired code: the field is disabled and a new code can be asked for at once. */
export const TimeUp: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const code = await sendAndType(canvasElement, userEvent, globals, EXPIRED_CODE);
    await waitFor(() => expect(code).toHaveAccessibleDescription(uiText(globals, 'code.timeUp')));
    await expect(code).toBeDisabled();
    await userEvent.click(
      storyCanvas(canvasElement).getByRole('button', { name: uiText(globals, 'code.resend') }),
    );
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(code).toBeEnabled());
  },
};

/** Not a phone number: not sent, the error is linked and the field focused. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const phone = canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'auth.phone')) });
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'auth.sendCode') }));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

function RefusedSending(props: Omit<SmsCodeFormProps, 'onSendCode'>) {
  const [error, setError] = useState<string>();
  return (
    <div style={{ maxWidth: 360 }}>
      <SmsCodeForm
        {...props}
        error={error}
        onSendCode={async () => {
          setError('Too many attempts. Wait a minute and try again.');
          throw new Error('429');
        }}
      />
    </div>
  );
}

/** The server refused to send a code: the form stays on the phone and says why. */
export const SendingRefused: Story = {
  render: (args) => <RefusedSending onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'auth.phone')) }),
      '+447700900123{Enter}',
    );
    await expect(await canvas.findByText(/^Too many attempts/)).toHaveAttribute('role', 'alert');
    await expect(canvas.queryByLabelText(uiText(globals, 'auth.smsCode'))).not.toBeInTheDocument();
  },
};
