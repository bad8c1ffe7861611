import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LoginForm } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/**
 * Login + password sign-in on the kit's form pattern (React Hook Form + a zod schema; the app passes the
 * schema of @betline/contracts). Errors are linked to their fields and a summary is announced.
 */
const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <LoginForm {...args} />
    </div>
  ),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type, tab, Enter submits the valid values. */
export const Playground: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('player1');
    await userEvent.tab();
    await userEvent.keyboard('secret-pass{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

/** Submitting empty: both fields invalid, the first one focused. */
export const Invalid: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'login.submit') }));
    const login = canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'login.login')) });
    await waitFor(() => expect(login).toHaveAttribute('aria-invalid', 'true'));
    await expect(login).toHaveAccessibleDescription(uiText(globals, 'form.required'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the credentials. */
export const ServerError: Story = {
  args: { error: 'Wrong login or password' },
  play: async ({ canvasElement }) => {
    await expect(storyCanvas(canvasElement).getByText('Wrong login or password')).toBeInTheDocument();
  },
};
