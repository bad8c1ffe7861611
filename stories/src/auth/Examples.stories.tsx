import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import {
  LoginForm,
  PhoneLoginForm,
  RegistrationForm,
  SaveCredentials,
  SegmentedControl,
  SmsCodeForm,
  Stack,
  Surface,
  Text,
  TwoStepForm,
  type RegistrationValues,
} from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import { countries, currencies, RIGHT_CODE, socialProviders, useDemoCodeCheck } from './demo';

/** The sign-in and registration forms composed as the app does, against a demo "server" in the story. */
const meta = {
  title: 'Auth/Examples',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

/** The sign-in panel: three ways, and the two-step code after a password when the player turned it on. */
function SignInPanel() {
  const { t } = useTranslation();
  const [method, setMethod] = useState('login');
  const [error, setError] = useState<string>();
  const [challenge, setChallenge] = useState(false);
  const [userId, setUserId] = useState<number>();
  const code = useDemoCodeCheck(() => setUserId(7));
  if (userId !== undefined) return <Text role="status">{t('auth.signedIn', { id: userId })}</Text>;
  if (challenge)
    return (
      <TwoStepForm onSubmit={code.check} codeStatus={code.status} onCancel={() => setChallenge(false)} />
    );
  const password = async (secret: string) => {
    setError(undefined);
    await pause();
    if (secret === 'two-step') setChallenge(true);
    else if (secret === 'Demo12345') setUserId(7);
    else setError(t('auth.wrongPassword'));
  };
  return (
    <Stack gap={4}>
      <SegmentedControl
        aria-label={t('auth.methods')}
        value={method}
        onChange={(next) => {
          setError(undefined);
          setMethod(next);
        }}
        options={[
          { value: 'login', label: t('auth.byLogin') },
          { value: 'phone', label: t('auth.byPhone') },
          { value: 'sms', label: t('auth.bySms') },
        ]}
      />
      {method === 'login' && <LoginForm error={error} onSubmit={(values) => password(values.password)} />}
      {method === 'phone' && (
        <PhoneLoginForm error={error} onSubmit={(values) => password(values.password)} />
      )}
      {method === 'sms' && (
        <SmsCodeForm
          onSendCode={pause}
          onSubmit={(values) => code.check(values.code)}
          codeStatus={code.status}
        />
      )}
      <Text size="sm" tone="muted">
        {t('auth.hint')}
      </Text>
    </Stack>
  );
}

/** Login + password, then the two-step code. */
export const SignIn: Story = {
  render: () => (
    <Surface padding={5} radius="lg" style={{ maxWidth: 400 }}>
      <SignInPanel />
    </Surface>
  ),
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(uiText(globals, 'login.login')) }),
      'player1',
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${uiText(globals, 'login.password')}`)),
      'two-step{Enter}',
    );
    const code = await canvas.findByLabelText(uiText(globals, 'auth.twoStepCode'));
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard(RIGHT_CODE);
    await expect(await canvas.findByText(text(globals, 'auth.signedIn', { id: 7 }))).toBeInTheDocument();
  },
};

/** The registration panel: the form, then the activation notice (e-mail) or the credentials (one click). */
function RegistrationPanel() {
  const { t } = useTranslation();
  const [done, setDone] = useState<RegistrationValues>();
  if (done?.kind === 'full_reg')
    return <Text role="status">{t('auth.activationSent', { email: done.email })}</Text>;
  if (done?.kind === 'fast_reg') {
    return (
      <SaveCredentials
        login="bl-40213"
        password="Tq7-vaPm2"
        onSendEmail={pause}
        onContinue={() => setDone(undefined)}
      />
    );
  }
  return (
    <RegistrationForm
      countries={countries}
      currencies={currencies}
      socialProviders={socialProviders}
      defaultCountryId={44}
      onSendCode={pause}
      onSubmit={async (values) => {
        await pause();
        setDone(values);
      }}
    />
  );
}

/** One-click registration, then the credentials to save. */
export const Registration: Story = {
  render: () => (
    <Surface padding={5} radius="lg" style={{ maxWidth: 440 }}>
      <RegistrationPanel />
    </Surface>
  ),
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: uiText(globals, 'registration.fast_reg') }));
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'registration.fastSubmit') }));
    await expect(await canvas.findByText('Tq7-vaPm2')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText(uiText(globals, 'saveCredentials.title'))).toHaveFocus());
  },
};
