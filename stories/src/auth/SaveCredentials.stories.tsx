import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SaveCredentials } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/**
 * The login and password of a one-click registration, shown once, with the seed's ways to keep them: a text
 * file, a picture (a PNG drawn on a canvas in the theme's colours) and an e-mail sent by the app.
 */
const meta = {
  title: 'Auth/SaveCredentials',
  component: SaveCredentials,
  args: {
    login: 'bl-40213',
    password: 'Tq7-vaPm2',
    fileName: 'betline-bl-40213',
    onSendEmail: fn(async () => {}),
    onContinue: fn(),
  },
  argTypes: { options: { control: 'check', options: ['file', 'image', 'email'] } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <SaveCredentials {...args} />
    </div>
  ),
} satisfies Meta<typeof SaveCredentials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All three ways; the title has focus (the step replaced the registration form). */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await waitFor(() => expect(canvas.getByText(uiText(globals, 'saveCredentials.title'))).toHaveFocus());
    await expect(canvas.getByText('Tq7-vaPm2')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: uiText(globals, 'saveCredentials.image') }),
    ).toBeInTheDocument();
  },
};

/** Sent by e-mail: the callback gets the address and the form says where it went. */
export const EmailSent: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: uiText(globals, 'saveCredentials.email') }),
      'me@example.com{Enter}',
    );
    await waitFor(() => expect(args.onSendEmail).toHaveBeenCalledWith('me@example.com'));
    await expect(
      await canvas.findByText(uiText(globals, 'saveCredentials.sent', { email: 'me@example.com' })),
    ).toBeInTheDocument();
  },
};

/** Only the ways the server offers (here the file and the picture). */
export const FileAndPicture: Story = {
  args: { options: ['file', 'image'] },
  play: async ({ canvasElement }) => {
    await expect(storyCanvas(canvasElement).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The e-mail could not be sent. */
export const ServerError: Story = {
  args: { error: 'No connection to the server. Check your internet connection and try again.' },
  play: async ({ canvasElement }) => {
    await expect(storyCanvas(canvasElement).getByText(/^No connection to the server/)).toHaveAttribute(
      'role',
      'alert',
    );
  },
};
