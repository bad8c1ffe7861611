import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TwoStepForm } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { RIGHT_CODE, useDemoCodeCheck } from './demo';

/**
 * The second step of a login + password sign-in: the six-digit code of an authenticator app. The field has
 * focus when the step appears and the code is sent on its last digit. The server's "wrong code" shows for
 * the code it checked and goes once the code is edited.
 */
const meta = {
  title: 'Auth/TwoStepForm',
  component: TwoStepForm,
  args: { onSubmit: fn(), onCancel: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <TwoStepForm {...args} />
    </div>
  ),
} satisfies Meta<typeof TwoStepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the six digits sends the code. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const code = storyCanvas(canvasElement).getByLabelText(uiText(globals, 'auth.twoStepCode'));
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard(RIGHT_CODE);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(RIGHT_CODE));
  },
};

/** Submitting three digits: the error is linked to the field, which keeps focus. */
export const Incomplete: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const code = canvas.getByLabelText(uiText(globals, 'auth.twoStepCode'));
    await userEvent.type(code, '123');
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'login.submit') }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(uiText(globals, 'auth.codeIncomplete', { length: 6 })),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function WithDemoServer() {
  const { status, check } = useDemoCodeCheck(() => {});
  return (
    <div style={{ maxWidth: 360 }}>
      <TwoStepForm onSubmit={check} codeStatus={status} />
    </div>
  );
}

/** A wrong code: "wrong code" for the code checked, gone once the player edits it. */
export const WrongCode: Story = {
  render: () => <WithDemoServer />,
  play: async ({ canvasElement, userEvent, globals }) => {
    const code = storyCanvas(canvasElement).getByLabelText(uiText(globals, 'auth.twoStepCode'));
    await userEvent.type(code, '111111');
    await waitFor(() => expect(code).toHaveAccessibleDescription(uiText(globals, 'code.wrongCode')));
    await userEvent.type(code, '{Backspace}');
    await expect(code).not.toHaveAccessibleDescription(uiText(globals, 'code.wrongCode'));
  },
};

/** Another refusal of the server, and the way back to the first step. */
export const ServerError: Story = {
  args: { error: 'Too many attempts. Wait a minute and try again.' },
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText(/^Too many attempts/)).toHaveAttribute('role', 'alert');
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'back') }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
