import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { Avatar, Inline, Stack, Text } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import './texts';

/** A generated portrait (an SVG data URI): nothing is fetched, every run shows the same picture. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(200 70% 55%)"/><stop offset="1" stop-color="hsl(250 60% 40%)"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="25" r="12" fill="hsl(30 60% 80%)"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="hsl(340 55% 45%)"/></svg>`,
)}`;

/** An image that cannot load: the avatar falls back to the initials. */
const broken = 'data:image/png;base64,broken';

/**
 * A person's picture or initials (first letters of up to two words, any script) in a circle; sizes from the
 * control sizes. A status mark (online, verified) differs in shape as well as colour and is part of the
 * accessible name. Next to the visible name, mark the avatar `decorative`.
 */
const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { name: '', size: 'md', decorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'online', 'verified'] },
    src: { control: 'text' },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return <Avatar {...args} name={args.name || t('dataKit.avatar.anna')} />;
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const avatar = storyCanvas(canvasElement).getByRole('img', {
      name: text(globals, 'dataKit.avatar.anna'),
    });
    await expect(avatar).toHaveTextContent(globals.locale === 'ru' ? 'АП' : 'AP');
  },
};

/** sm, md and lg: the control sizes (28, 36 and 44 pixels). */
export const Sizes: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Inline gap={3} align="center">
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Avatar key={size} name={t('dataKit.avatar.ivan')} size={size} />
        ))}
      </Inline>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const avatars = storyCanvas(canvasElement).getAllByRole('img', {
      name: text(globals, 'dataKit.avatar.ivan'),
    });
    const widths = avatars.map((a) => a.getBoundingClientRect().width);
    await expect(widths[0]).toBeLessThan(widths[1]!);
    await expect(widths[1]).toBeLessThan(widths[2]!);
  },
};

/** Initials of names in any script: combining marks and letters outside the BMP stay whole. */
export const Initials: Story = {
  render: () => (
    <Inline gap={3} align="center">
      {[
        'Élodie Durand',
        'Олег Ёлкин',
        'Mehmet Yılmaz',
        'Γιώργος Παππάς',
        'e\u0301mile zola',
        'player_42',
      ].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Élodie Durand' })).toHaveTextContent('ÉD');
    await expect(canvas.getByRole('img', { name: 'Олег Ёлкин' })).toHaveTextContent('ОЁ');
    await expect(canvas.getByRole('img', { name: 'Γιώργος Παππάς' })).toHaveTextContent('ΓΠ');
    await expect(canvas.getByRole('img', { name: 'player_42' })).toHaveTextContent('P');
  },
};

/** A picture, named by its alt (the name by default); a picture that fails to load shows the initials. */
export const WithImage: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Inline gap={3} align="center">
        <Avatar name={t('dataKit.avatar.anna')} src={portrait} size="lg" />
        <Avatar name={t('dataKit.avatar.ivan')} src={broken} size="lg" />
      </Inline>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const anna = canvas.getByRole('img', { name: text(globals, 'dataKit.avatar.anna') });
    await expect(anna.querySelector('img')).toHaveAttribute('src', portrait);
    const ivan = canvas.getByRole('img', { name: text(globals, 'dataKit.avatar.ivan') });
    await waitFor(() => expect(ivan.querySelector('img')).toBeNull());
    await expect(ivan).toHaveTextContent(globals.locale === 'ru' ? 'ИС' : 'IS');
  },
};

/** The status is said in words (the accessible name) and shown by shape: a dot, or a check. */
export const Status: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Inline gap={4} align="center">
        <Avatar name={t('dataKit.avatar.anna')} status="online" size="lg" />
        <Avatar name={t('dataKit.avatar.ivan')} src={portrait} status="verified" size="lg" />
        <Avatar name={t('dataKit.avatar.elodie')} status="online" size="sm" />
      </Inline>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const named = (nameKey: string, status: 'online' | 'verified') =>
      uiText(globals, 'avatar.withStatus', {
        name: text(globals, nameKey),
        status: uiText(globals, `avatar.${status}`),
      });
    await expect(canvas.getByRole('img', { name: named('dataKit.avatar.anna', 'online') })).toBeVisible();
    const ivan = canvas.getByRole('img', { name: named('dataKit.avatar.ivan', 'verified') });
    await expect(ivan.querySelector('[data-status-mark="verified"] svg')).not.toBeNull();
  },
};

/** Next to the visible name the avatar is decorative: hidden from assistive technology (no double name). */
export const Decorative: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Inline gap={3} align="center">
        <Avatar name={t('dataKit.avatar.anna')} status="verified" decorative />
        <Stack gap={0}>
          <Text weight="medium">{t('dataKit.avatar.anna')}</Text>
          <Text size="sm" tone="muted">
            {t('dataKit.avatar.since')}
          </Text>
        </Stack>
      </Inline>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText(text(globals, 'dataKit.avatar.anna'))).toBeVisible();
    // The status is still read, as words.
    await expect(canvas.getByText(uiText(globals, 'avatar.verified'))).toBeInTheDocument();
  },
};
