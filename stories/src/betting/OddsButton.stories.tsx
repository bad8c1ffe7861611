import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { COEF_VIEW_IDS } from '@betline/core';
import { Inline, OddsButton, Stack, Text } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';

/** A price the player adds to the slip: every odds format through core, trends, states. */
const meta = {
  title: 'Betting/OddsButton',
  component: OddsButton,
  args: {
    outcome: { id: 'e1-x', label: 'X', coef: 3.3 },
    marketName: '',
    coefViewId: 0,
    selected: false,
    onPress: fn(),
  },
  argTypes: {
    coefViewId: { control: 'select', options: COEF_VIEW_IDS },
    trend: { control: 'inline-radio', options: [undefined, 'up', 'down'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 160 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <OddsButton
        {...args}
        outcome={{ ...args.outcome, name: t('bets.draw') }}
        marketName={t('bets.matchResult')}
      />
    );
  },
} satisfies Meta<typeof OddsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** COEF-001: pressing adds the outcome; the accessible name carries market, outcome and odds. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const name = `X 3.30, ${uiText(globals, 'betting.oddsName', {
      market: text(globals, 'bets.matchResult'),
      outcome: text(globals, 'bets.draw'),
    })}`;
    const button = canvas.getByRole('button', { name });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledWith(expect.objectContaining({ id: 'e1-x' }));
  },
};

/**
 * Every state side by side: open, selected, up, down (colour AND arrow), suspended, locked, no odds, and stale
 * (not confirmed since the live connection dropped: dashed and said in the name).
 */
export const States: Story = {
  decorators: [(Story) => <Story />],
  render: function Render(args) {
    const { t } = useTranslation();
    const market = t('bets.matchResult');
    const cell = (label: string, node: React.ReactNode) => (
      <Stack gap={1} style={{ width: 96 }}>
        <Text size="xs" tone="muted">
          {label}
        </Text>
        {node}
      </Stack>
    );
    const outcome = (id: string, coef: number | null, status?: 'suspended' | 'locked') => ({
      id,
      label: '1',
      name: t('bets.home'),
      coef,
      status,
    });
    return (
      <Inline gap={3} wrap>
        {cell('open', <OddsButton {...args} outcome={outcome('a', 2.1)} marketName={market} />)}
        {cell('selected', <OddsButton {...args} outcome={outcome('b', 2.1)} marketName={market} selected />)}
        {cell('up', <OddsButton {...args} outcome={outcome('c', 2.25)} marketName={market} trend="up" />)}
        {cell('down', <OddsButton {...args} outcome={outcome('d', 1.95)} marketName={market} trend="down" />)}
        {cell(
          'suspended',
          <OddsButton {...args} outcome={outcome('e', 2.1, 'suspended')} marketName={market} />,
        )}
        {cell('locked', <OddsButton {...args} outcome={outcome('f', 2.1, 'locked')} marketName={market} />)}
        {cell('no odds', <OddsButton {...args} outcome={outcome('g', null)} marketName={market} />)}
        {cell(
          'stale',
          <OddsButton {...args} outcome={{ ...outcome('h', 2.1), stale: true }} marketName={market} />,
        )}
      </Inline>
    );
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      canvas.getByRole('button', { name: new RegExp(`${uiText(globals, 'betting.oddsUp')}$`) }),
    ).toHaveAttribute('data-trend', 'up');
    const suspended = canvas.getByRole('button', {
      name: new RegExp(`${uiText(globals, 'betting.suspended')}$`),
    });
    await expect(suspended).toHaveAttribute('aria-disabled', 'true');
    suspended.click();
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('button', { name: new RegExp(`${uiText(globals, 'betting.stale')}$`) }),
    ).toHaveAttribute('data-stale', 'true');
  },
};

/** COEF-001, COEF-002: the same price (2.5 and 1.4) in all nine formats, formatted by core. */
export const Formats: Story = {
  decorators: [(Story) => <Story />],
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Stack gap={2}>
        {COEF_VIEW_IDS.map((id) => (
          <Inline key={id} gap={2} align="center">
            <Text size="sm" tone="muted" style={{ width: 32 }} tabular>
              {id}
            </Text>
            {[2.5, 1.4].map((coef) => (
              <div key={coef} style={{ width: 110 }}>
                <OddsButton
                  {...args}
                  coefViewId={id}
                  outcome={{ id: `${id}-${coef}`, label: '1', name: t('bets.home'), coef }}
                  marketName={t('bets.matchResult')}
                />
              </div>
            ))}
          </Inline>
        ))}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const shown = canvas.getAllByRole('button').map((b) => b.textContent?.replace(/^1 /, ''));
    await expect(shown).toEqual([
      '2.50',
      '1.40',
      '3/2',
      '2/5',
      '+150',
      '-250',
      '1.50',
      '0.40',
      '-0.667',
      '0.40',
      '1.50',
      '-2.50',
      '-0.67',
      '0.40',
      '+1.50',
      '-2.50',
      '1.50',
      '0.40',
    ]);
  },
};
