import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RegistrationForm } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { countries, currencies, socialProviders } from './demo';

/**
 * Registration in the seed's four types (e-mail, one click, phone, social) as one props-driven form, each with
 * country, currency and the first-deposit bonus choice (1 sports, 2 casino, 0 none). The app makes the server
 * calls with the values of the chosen type and passes back the refusal as `error` (and `codeStatus`).
 */
const meta = {
  title: 'Auth/RegistrationForm',
  component: RegistrationForm,
  args: {
    countries,
    currencies,
    socialProviders,
    defaultCountryId: 44,
    onSubmit: fn(),
    onSendCode: fn(async () => {}),
    onKindChange: fn(),
  },
  argTypes: {
    defaultKind: { control: 'select', options: ['full_reg', 'fast_reg', 'phone_reg', 'soc_reg'] },
    countries: { control: false },
    currencies: { control: false },
    socialProviders: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <RegistrationForm {...args} />
    </div>
  ),
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail registration with a casino bonus. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.selectOptions(
      canvas.getByLabelText(new RegExp(`^${uiText(globals, 'registration.currency')}`)),
      'EUR (€)',
    );
    await userEvent.selectOptions(
      canvas.getByLabelText(new RegExp(`^${uiText(globals, 'registration.bonus')}`)),
      uiText(globals, 'registration.bonusCasino'),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'auth.email')) }),
      'new.player@example.com',
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${uiText(globals, 'login.password')}`)),
      'Secret123',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'registration.submit') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        kind: 'full_reg',
        countryId: 44,
        currencyId: 3,
        bonus: 2,
        email: 'new.player@example.com',
        password: 'Secret123',
      }),
    );
  },
};

/** The four types are a single-choice switch. */
export const Types: Story = {
  play: async ({ canvasElement, globals }) => {
    const types = storyCanvas(canvasElement).getByRole('radiogroup', {
      name: uiText(globals, 'registration.kinds'),
    });
    await expect(within(types).getAllByRole('radio')).toHaveLength(4);
  },
};

/** One click: only the country, currency and bonus; the login and password are made for the player. */
export const OneClick: Story = {
  args: { defaultKind: 'fast_reg' },
  play: async ({ canvasElement, userEvent, globals, args }) => {
    await userEvent.click(
      storyCanvas(canvasElement).getByRole('button', { name: uiText(globals, 'registration.fastSubmit') }),
    );
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        kind: 'fast_reg',
        countryId: 44,
        currencyId: 1,
        bonus: 1,
      }),
    );
  },
};

/** Phone: a code by SMS first, then the code and a password. */
export const Phone: Story = {
  args: { defaultKind: 'phone_reg' },
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'auth.phone')) }),
      '+44 7700 900123{Enter}',
    );
    await expect(args.onSendCode).toHaveBeenCalledWith('+44 7700 900123');
    const code = await canvas.findByLabelText(uiText(globals, 'auth.smsCode'));
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** The server said the code is wrong. */
export const PhoneWrongCode: Story = {
  args: { defaultKind: 'phone_reg', codeStatus: 'wrongCode' },
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'auth.phone')) }),
      '+447700900123{Enter}',
    );
    const code = await canvas.findByLabelText(uiText(globals, 'auth.smsCode'));
    await userEvent.type(code, '111111');
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${uiText(globals, 'login.password')}`)),
      'Secret123',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'registration.submit') }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(uiText(globals, 'code.wrongCode')));
  },
};

/** Social networks: the country may stay empty. */
export const Social: Story = {
  args: { defaultKind: 'soc_reg', defaultCountryId: undefined },
  play: async ({ canvasElement, userEvent, globals, args }) => {
    await userEvent.click(
      storyCanvas(canvasElement).getByRole('button', {
        name: uiText(globals, 'registration.socialWith', { provider: 'Google' }),
      }),
    );
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        kind: 'soc_reg',
        countryId: undefined,
        currencyId: 1,
        bonus: 1,
        provider: 'google',
      }),
    );
  },
};

/** Nothing filled in: the country is focused, every error is linked to its field. */
export const Invalid: Story = {
  args: { defaultCountryId: undefined },
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'registration.submit') }));
    const country = canvas.getByLabelText(new RegExp(`^${uiText(globals, 'registration.country')}`));
    await waitFor(() => expect(country).toHaveFocus());
    await expect(country).toHaveAccessibleDescription(uiText(globals, 'registration.chooseCountry'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Only some types (a site may turn some off): one type shows no switch. */
export const OnlyOneClick: Story = {
  args: { kinds: ['fast_reg'] },
  play: async ({ canvasElement }) => {
    await expect(storyCanvas(canvasElement).queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** The server refused the registration. */
export const ServerError: Story = {
  args: { error: 'This e-mail address is already registered.' },
  play: async ({ canvasElement }) => {
    await expect(
      storyCanvas(canvasElement).getByText('This e-mail address is already registered.'),
    ).toHaveAttribute('role', 'alert');
  },
};
