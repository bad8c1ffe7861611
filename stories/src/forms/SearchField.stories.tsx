import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { SearchField, Stack, Text } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import '../data/texts';

/** Game names are proper nouns (not translated). */
const games = [
  'Lucky Dice',
  'Crash Rocket',
  'Golden Pharaoh',
  'Dragon Pearls',
  'Lucky Keno',
  'Book of Luxor',
  'Fruit Blast',
  'Mega Wheel',
];

const find = (query: string) =>
  query === '' ? [] : games.filter((game) => game.toLocaleLowerCase().includes(query.toLocaleLowerCase()));

const politeRegion = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');

/**
 * A search input with a search icon, a "Clear search" button while it has text, Escape to clear, a spinner
 * while loading and the number of results announced politely. `onChange` reports every keystroke,
 * `onSearch` the trimmed query once typing pauses (300 ms). `onSubmit` makes it a form (Enter),
 * `landmarkLabel` a search landmark. The same behaviour as the casino search box of the app.
 */
const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    label: '',
    labelHidden: false,
    placeholder: '',
    debounceMs: 300,
    loading: false,
    disabled: false,
    onChange: fn(),
    onSearch: fn(),
    onClear: fn(),
  },
  argTypes: {
    value: { control: false },
    onSubmit: { control: false },
    resultsCount: { control: 'number' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <SearchField
        {...args}
        label={args.label || t('dataKit.search.label')}
        placeholder={args.placeholder || t('dataKit.search.placeholder')}
      />
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type: every keystroke reaches onChange, the query reaches onSearch after a pause; Escape clears. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    const input = canvas.getByRole('searchbox', { name: text(globals, 'dataKit.search.label') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('dice');
    await expect(args.onChange).toHaveBeenLastCalledWith('dice');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('dice'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: uiText(globals, 'searchField.clear') })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: uiText(globals, 'searchField.clear') })).toBeNull();
    input.blur();
  },
};

/** Searching as the player types: the list filters after the pause, and "2 results" is announced. */
export const WithResults: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    const [query, setQuery] = useState('');
    const found = find(query);
    return (
      <Stack gap={3}>
        <SearchField
          {...args}
          label={t('dataKit.search.label')}
          placeholder={t('dataKit.search.placeholder')}
          onSearch={(q) => {
            setQuery(q);
            args.onSearch?.(q);
          }}
          resultsCount={query === '' ? undefined : found.length}
        />
        {query === '' ? (
          <Text tone="muted">{t('dataKit.search.hint')}</Text>
        ) : (
          <ul aria-label={t('dataKit.search.results')} style={{ margin: 0 }}>
            {found.map((game) => (
              <li key={game}>{game}</li>
            ))}
          </ul>
        )}
      </Stack>
    );
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'lucky');
    const list = await canvas.findByRole('list', { name: text(globals, 'dataKit.search.results') });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent(uiText(globals, 'searchField.results', { count: 2, n: '2' })),
    );
    canvas.getByRole('searchbox').blur();
  },
};

/** Results on their way: a spinner (its hidden "Searching" is a status) next to the clear button. */
export const Loading: Story = {
  args: { defaultValue: 'dragon', loading: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    // The page's live region is a status too: find the spinner's by its text.
    const searching = canvas.getByText(uiText(globals, 'searchField.searching'));
    await expect(searching.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: uiText(globals, 'searchField.clear') })).toBeVisible();
  },
};

/** Cleared with the button (reached by Tab from the field): empty again, the focus back in the field. */
export const Cleared: Story = {
  args: { defaultValue: 'keno' },
  play: async ({ canvasElement, globals, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveValue('keno');
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: uiText(globals, 'searchField.clear') });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: uiText(globals, 'searchField.clear') })).toBeNull();
    input.blur();
  },
};

/**
 * A search landmark (`landmarkLabel`) with the label visually hidden (the icon and placeholder show the
 * purpose; screen readers still read the label); Enter submits the trimmed query (`onSubmit`).
 */
export const LandmarkAndSubmit: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    const [submitted, setSubmitted] = useState<string | null>(null);
    return (
      <Stack gap={2}>
        <SearchField
          {...args}
          label={t('dataKit.search.label')}
          labelHidden
          placeholder={t('dataKit.search.placeholder')}
          landmarkLabel={t('dataKit.search.landmark')}
          submitLabel={t('dataKit.search.submit')}
          onSubmit={setSubmitted}
        />
        <Text size="sm" tone="muted">
          {submitted !== null && t('dataKit.search.submitted', { q: submitted })}
        </Text>
      </Stack>
    );
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = storyCanvas(canvasElement);
    const landmark = canvas.getByRole('search', { name: text(globals, 'dataKit.search.landmark') });
    await expect(landmark.tagName).toBe('FORM');
    const input = canvas.getByRole('searchbox', { name: text(globals, 'dataKit.search.label') });
    await userEvent.click(input);
    await userEvent.keyboard(' rocket {Enter}');
    await expect(canvas.getByText(text(globals, 'dataKit.search.submitted', { q: 'rocket' }))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    input.blur();
  },
};

/** Disabled: no clear button, not reachable by keyboard. */
export const Disabled: Story = {
  args: { defaultValue: 'wheel', disabled: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: uiText(globals, 'searchField.clear') })).toBeNull();
  },
};
