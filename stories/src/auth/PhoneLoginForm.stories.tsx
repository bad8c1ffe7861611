import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PhoneLoginForm } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/**
 * Phone + password sign-in, the LoginForm pattern (React Hook Form + a zod schema): errors are linked to their
 * fields, the first invalid field gets focus and a summary is announced. The app normalises the phone.
 */
const meta = {
  title: 'Auth/PhoneLoginForm',
  component: PhoneLoginForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <PhoneLoginForm {...args} />
    </div>
  ),
} satisfies Meta<typeof PhoneLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: the phone, Tab, the password, Enter. */
export const Playground: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('+44 7700 900123');
    await userEvent.tab();
    await userEvent.keyboard('secret-pass{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ phone: '+44 7700 900123', password: 'secret-pass' }),
    );
  },
};

/** A phone that is not one, and no password: both errors linked, the phone focused. */
export const Invalid: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const phone = canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'auth.phone')) });
    await userEvent.type(phone, '12ab');
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'login.submit') }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(new RegExp(uiText(globals, 'auth.phoneInvalid')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the credentials. */
export const ServerError: Story = {
  args: { error: 'The login or password is wrong.' },
  play: async ({ canvasElement }) => {
    await expect(storyCanvas(canvasElement).getByText('The login or password is wrong.')).toHaveAttribute(
      'role',
      'alert',
    );
  },
};
