import { createContext, useContext, useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { Link, Stack, Text } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import '../data/texts';

/**
 * A text link: the link colour (or muted, or accent), underlined inside text (colour is not enough), the
 * same colour once visited, the focus ring on keyboard focus. `external` opens another site in a new tab
 * with `rel="noopener noreferrer"`, an icon and "(opens in a new tab)" for screen readers.
 * `linkComponent` takes the app's router link.
 */
const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#/rules', tone: 'default', underline: 'always', external: false, children: null },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted', 'accent'] },
    underline: { control: 'inline-radio', options: ['always', 'hover'] },
    linkComponent: { control: false },
    children: { control: 'text' },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Text>
        {t('dataKit.link.before')} <Link {...args}>{args.children || t('dataKit.link.rules')}</Link>{' '}
        {t('dataKit.link.after')}
      </Text>
    );
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: underlined; Tab focuses it and shows the focus ring. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const link = storyCanvas(canvasElement).getByRole('link', { name: text(globals, 'dataKit.link.rules') });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    link.blur();
  },
};

/** default (the link colour), muted (fine print; darker on hover) and accent (semibold, a standalone link). */
export const Tones: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Stack gap={2}>
        <Text>
          <Link href="#/rules">{t('dataKit.link.rules')}</Link>
        </Text>
        <Text size="sm">
          <Link href="#/terms" tone="muted">
            {t('dataKit.link.terms')}
          </Link>
        </Text>
        <Text>
          <Link href="#/promotions" tone="accent" underline="hover">
            {t('dataKit.link.seeAll')}
          </Link>
        </Text>
      </Stack>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const muted = canvas.getByRole('link', { name: text(globals, 'dataKit.link.terms') });
    const accent = canvas.getByRole('link', { name: text(globals, 'dataKit.link.seeAll') });
    await expect(muted).toHaveAttribute('data-tone', 'muted');
    await expect(accent).toHaveAttribute('data-tone', 'accent');
    await expect(getComputedStyle(muted).color).not.toBe(getComputedStyle(accent).color);
  },
};

/** underline="hover": for links that stand alone (lists, cards); underlined on hover and keyboard focus. */
export const UnderlineOnHover: Story = {
  args: { underline: 'hover' },
  play: async ({ canvasElement, globals, userEvent }) => {
    const link = storyCanvas(canvasElement).getByRole('link', { name: text(globals, 'dataKit.link.rules') });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    link.blur();
  },
};

/** Another site: a new tab, safely (`noopener noreferrer`), an icon, and the words for screen readers. */
export const External: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Text>
        <Link href="https://www.begambleaware.org/" external>
          {t('dataKit.link.help')}
        </Link>
      </Text>
    );
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const link = storyCanvas(canvasElement).getByRole('link', {
      name: `${text(globals, 'dataKit.link.help')} ${uiText(globals, 'link.newTab')}`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    link.blur();
  },
};

/** Where the stand-in router link reports its navigation. */
const NavigateContext = createContext<(href: string) => void>(() => {});

/** A stand-in for the app's router link: it records the navigation instead of loading a page. */
function FakeRouterLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      href={href}
      data-router-link=""
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        navigate(href ?? '');
      }}
    >
      {children}
    </a>
  );
}

/** With `linkComponent` (the app passes its router's link): Enter follows it without a page load. */
export const RouterLink: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const [opened, setOpened] = useState('');
    return (
      <NavigateContext value={setOpened}>
        <Stack gap={2}>
          <Text>
            <Link href="#/promotions" linkComponent={FakeRouterLink}>
              {t('dataKit.link.promotions')}
            </Link>
          </Text>
          <Text size="sm" tone="muted" aria-live="polite">
            {opened && t('dataKit.link.navigatedTo', { href: opened })}
          </Text>
        </Stack>
      </NavigateContext>
    );
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = storyCanvas(canvasElement);
    const link = canvas.getByRole('link', { name: text(globals, 'dataKit.link.promotions') });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByText(text(globals, 'dataKit.link.navigatedTo', { href: '#/promotions' })),
    ).toBeVisible();
    link.blur();
  },
};
