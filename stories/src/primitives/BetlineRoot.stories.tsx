import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import {
  announce,
  BetlineRoot,
  Button,
  Field,
  Heading,
  Inline,
  Input,
  Spinner,
  Stack,
  Surface,
  Text,
  validateBrandBook,
  type BrandBookResult,
} from '@betline/ui';
import { aurora, brandBooks, brandLabels, brandNames, pitch, rejectedBrandBook } from '../brands';
import { scopedBrandStyle, T, text, themeOf } from '../story-helpers';

/** A small slice of a real screen, to see what a colour mode or a brand book changes. */
function Sample() {
  const { t } = useTranslation();
  return (
    <Surface elevation={1} padding={4}>
      <Stack gap={3}>
        <Heading level={3}>
          <T k="brand.sampleHeading" />
        </Heading>
        <Text tone="muted">
          <T k="brand.sampleText" />
        </Text>
        <Field label={t('field.stake')} hint={t('field.stakeHint')}>
          <Input defaultValue="10.00" inputMode="decimal" />
        </Field>
        <Inline gap={2} align="center" wrap>
          <Button variant="primary">
            <T k="common.placeBet" />
          </Button>
          <Button variant="secondary">
            <T k="button.secondary" />
          </Button>
          <Spinner label={t('common.loadingOdds')} size="sm" />
        </Inline>
      </Stack>
    </Surface>
  );
}

const meta = {
  title: 'Primitives/BetlineRoot',
  component: BetlineRoot,
  // These stories render their own root: the decorator's root stays out of the way.
  parameters: { betlineRoot: false },
  args: {
    colorMode: 'light',
    brandBook: aurora,
    onBrandBookResult: fn(),
  },
  argTypes: {
    colorMode: { control: false, description: 'Follows the Theme toolbar in these stories.' },
    brandBook: { control: 'object' },
    children: { control: false },
  },
  render: (args, { globals }) => (
    <BetlineRoot {...args} colorMode={themeOf(globals)}>
      <Sample />
    </BetlineRoot>
  ),
} satisfies Meta<typeof BetlineRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit the brand book in Controls: accepted entries become CSS variables on <html>. */
export const Playground: Story = {
  play: async ({ args, globals }) => {
    const html = document.documentElement;
    await expect(html).toHaveAttribute('data-color-mode', themeOf(globals));
    await expect(args.onBrandBookResult).toHaveBeenCalled();
    const result = lastCallArg<BrandBookResult>(args.onBrandBookResult);
    await expect(result.rejected).toEqual([]);
    await expect(html.style.getPropertyValue('--button-primary-bgColor')).toBe('#6d28d9');
  },
};

/** The three brands at once: Betline, Aurora (violet, round) and Pitch (green and amber, square, condensed). */
export const BrandBooks: Story = {
  name: 'Brand books',
  args: { brandBook: [] },
  render: (_args, { globals }) => (
    <BetlineRoot colorMode={themeOf(globals)}>
      <Stack gap={3}>
        <Text tone="muted">
          <T k="brand.intro" />
        </Text>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
          {brandNames.map((name) => (
            <section
              key={name}
              aria-label={brandLabels[name]}
              data-brand={name}
              style={{ ...scopedBrandStyle(brandBooks[name]), padding: 12 }}
            >
              <Stack gap={2}>
                <Heading level={2} size="sm">
                  {brandLabels[name]}
                </Heading>
                <Sample />
              </Stack>
            </section>
          ))}
        </div>
      </Stack>
    </BetlineRoot>
  ),
  play: async ({ canvas, globals }) => {
    // Both partner brand books pass validation untouched.
    await expect(validateBrandBook(aurora).rejected).toEqual([]);
    await expect(validateBrandBook(pitch).rejected).toEqual([]);

    const primary = (brand: string) => {
      const region = canvas.getByRole('region', { name: brandLabels[brand as keyof typeof brandLabels] });
      const button = region.querySelector('button')!;
      return getComputedStyle(button);
    };
    const name = text(globals, 'common.placeBet');
    await expect(canvas.getAllByRole('button', { name })).toHaveLength(3);
    const [betline, auroraStyle, pitchStyle] = ['betline', 'aurora', 'pitch'].map(primary);
    await expect(
      new Set([betline!.backgroundColor, auroraStyle!.backgroundColor, pitchStyle!.backgroundColor]).size,
    ).toBe(3);
    await expect(parseFloat(auroraStyle!.borderTopLeftRadius)).toBeGreaterThan(
      parseFloat(betline!.borderTopLeftRadius),
    );
    await expect(parseFloat(pitchStyle!.borderTopLeftRadius)).toBe(0);
    await expect(pitchStyle!.fontFamily).toContain('Liberation Sans Narrow');
  },
};

function RejectedStory({ colorMode }: { colorMode: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<BrandBookResult | null>(null);
  return (
    <BetlineRoot colorMode={colorMode} brandBook={rejectedBrandBook} onBrandBookResult={setResult}>
      <Stack gap={4}>
        <Stack gap={1}>
          <Heading level={2} size="md">
            <T k="brand.rejectedTitle" />
          </Heading>
          <Text tone="muted">
            <T k="brand.rejectedIntro" />
          </Text>
        </Stack>
        <Inline gap={4}>
          <Text weight="bold" data-testid="accepted-count">
            {t('brand.applied', { count: result?.accepted.length ?? 0 })}
          </Text>
          <Text weight="bold" tone="danger" data-testid="rejected-count">
            {t('brand.rejected', { count: result?.rejected.length ?? 0 })}
          </Text>
        </Inline>
        <Surface elevation={1} padding={3}>
          <table style={{ borderCollapse: 'collapse', width: '100%', textAlign: 'start' }}>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'start', paddingBlock: 4 }}>
                  <Text size="sm">{t('brand.token')}</Text>
                </th>
                <th scope="col" style={{ textAlign: 'start', paddingBlock: 4 }}>
                  <Text size="sm">{t('brand.value')}</Text>
                </th>
                <th scope="col" style={{ textAlign: 'start', paddingBlock: 4 }}>
                  <Text size="sm">{t('brand.reason')}</Text>
                </th>
              </tr>
            </thead>
            <tbody>
              {(result?.rejected ?? []).map((entry) => (
                <tr key={`${entry.css_prop}:${entry.css_value}`}>
                  <td style={{ paddingBlock: 4, paddingInlineEnd: 12 }}>
                    <Text size="sm" tabular>
                      <code>{entry.css_prop}</code>
                    </Text>
                  </td>
                  <td style={{ paddingBlock: 4, paddingInlineEnd: 12, wordBreak: 'break-all' }}>
                    <Text size="sm" tabular>
                      <code>{entry.css_value}</code>
                    </Text>
                  </td>
                  <td style={{ paddingBlock: 4 }}>
                    <Text size="sm" tone="danger">
                      {t(`brand.reasons.${entry.reason}`)}
                    </Text>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Surface>
        <Sample />
      </Stack>
    </BetlineRoot>
  );
}

/**
 * An unknown token, a `url(javascript:…)` value, a value that tries to escape its declaration and a
 * focus-ring override: all rejected, so the page looks exactly like the default brand.
 */
export const RejectedBrandBook: Story = {
  name: 'Rejected brand book',
  args: { brandBook: rejectedBrandBook },
  render: (_args, { globals }) => <RejectedStory colorMode={themeOf(globals)} />,
  play: async ({ canvas, globals }) => {
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(rejectedBrandBook.length + 1));
    await expect(canvas.getByTestId('accepted-count')).toHaveTextContent(
      text(globals, 'brand.applied', { count: 0 }),
    );
    await expect(canvas.getByTestId('rejected-count')).toHaveTextContent(
      text(globals, 'brand.rejected', { count: rejectedBrandBook.length }),
    );
    for (const reason of ['unknown-token', 'unsafe-value', 'not-brandable']) {
      await expect(canvas.getAllByText(text(globals, `brand.reasons.${reason}`)).length).toBeGreaterThan(0);
    }
    // Nothing reached the document.
    const html = document.documentElement;
    for (const { css_prop } of rejectedBrandBook)
      await expect(html.style.getPropertyValue(css_prop)).toBe('');
    const button = canvas.getByRole('button', { name: text(globals, 'common.placeBet') });
    await expect(getComputedStyle(button).backgroundImage).toBe('none');
  },
};

function AnnounceStory({ colorMode }: { colorMode: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const [last, setLast] = useState('');
  return (
    <BetlineRoot colorMode={colorMode}>
      <Stack gap={3}>
        <Text tone="muted">
          <T k="brand.announceHint" />
        </Text>
        <Inline gap={2}>
          <Button
            onClick={() => {
              const message = t('brand.betPlaced');
              announce(message);
              setLast(message);
            }}
          >
            <T k="common.placeBet" />
          </Button>
        </Inline>
        <Text data-testid="last-announcement">
          {t('brand.lastAnnouncement')}: {last || '—'}
        </Text>
      </Stack>
    </BetlineRoot>
  );
}

/** `announce()` writes into the single live region that BetlineRoot renders. */
export const Announce: Story = {
  args: { brandBook: [] },
  render: (_args, { globals }) => <AnnounceStory colorMode={themeOf(globals)} />,
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'common.placeBet') }));
    const polite = document.querySelector('[data-betline-live-region] [aria-live="polite"]');
    await expect(polite).not.toBeNull();
    await waitFor(() => expect(polite).toHaveTextContent(text(globals, 'brand.betPlaced')));
  },
};

function lastCallArg<R>(mock: unknown): R {
  const calls = (mock as { mock: { calls: unknown[][] } }).mock.calls;
  return calls[calls.length - 1]![0] as R;
}
