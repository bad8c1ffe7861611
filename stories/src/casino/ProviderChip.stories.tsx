import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { ProviderChip, ProviderChipList } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import { PROVIDERS } from './demo';

const COUNTS = { betline: 4, northwind: 1520, redwood: 318, kestrel: 46 } as const;

/**
 * A game provider as a chip: a link to the provider's page (`href`; the current one has aria-current), a
 * filter toggle (`onPress`; aria-pressed) or plain text. The chosen chip shows a check mark, not colour alone.
 */
const meta = {
  title: 'Casino/ProviderChip',
  component: ProviderChip,
  args: { name: 'Northwind Gaming', count: 1520, selected: false, onPress: fn() },
  argTypes: { linkComponent: { control: false }, href: { control: 'text' } },
} satisfies Meta<typeof ProviderChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toggle: pressing calls onPress; the count is the chip's description. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const chip = storyCanvas(canvasElement).getByRole('button', { name: 'Northwind Gaming' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(chip).toHaveAccessibleDescription(
      uiText(globals, 'casino.games', { count: 1520, n: '1,520' }),
    );
    await userEvent.click(chip);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    chip.blur();
  },
};

/** Links to the providers' pages, the current one chosen. */
export const Links: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <ProviderChipList label={t('casino.providers')}>
        {PROVIDERS.map((p) => (
          <ProviderChip
            key={p.id}
            name={p.name}
            count={COUNTS[p.id]}
            href={`#/providers/${p.id}`}
            selected={p.id === 'redwood'}
          />
        ))}
      </ProviderChipList>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('list', { name: text(globals, 'casino.providers') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Redwood Studios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Kestrel Live' })).not.toHaveAttribute('aria-current');
  },
};

/** Filter toggles: several may be pressed at once. */
export const Toggles: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const [chosen, setChosen] = useState<string[]>(['betline', 'kestrel']);
    return (
      <ProviderChipList label={t('casino.providers')}>
        {PROVIDERS.map((p) => (
          <ProviderChip
            key={p.id}
            name={p.name}
            count={COUNTS[p.id]}
            selected={chosen.includes(p.id)}
            onPress={() =>
              setChosen((c) => (c.includes(p.id) ? c.filter((id) => id !== p.id) : [...c, p.id]))
            }
          />
        ))}
      </ProviderChipList>
    );
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = storyCanvas(canvasElement);
    const redwood = canvas.getByRole('button', { name: 'Redwood Studios' });
    await userEvent.click(redwood);
    await expect(redwood).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(redwood);
    await expect(redwood).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Kestrel Live' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    redwood.blur();
  },
};

/** Plain text (neither href nor onPress): the count is read after the name. */
export const Static: Story = {
  args: { onPress: undefined, name: 'Betline Originals', count: 4 },
};
