import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type BreadcrumbsProps } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import { DemoLink, crumbs, navigate, phoneViewport } from './demo';

type StoryArgs = BreadcrumbsProps & {
  /** How many pages the trail has (the last one is the current page). */
  depth: number;
};

/**
 * Where the page sits in the site: a named navigation with an ordered list, separators hidden from screen
 * readers and the current page last (aria-current="page", not a link). On a phone a long trail stays on one
 * line and truncates in the middle (the first crumb and the current page stay readable).
 */
const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: [], depth: 5, linkComponent: DemoLink },
  argTypes: {
    items: { control: false },
    linkComponent: { control: false },
    depth: { control: { type: 'range', min: 1, max: 6 } },
  },
  render: function Render({ depth, ...props }) {
    const { t } = useTranslation();
    return <Breadcrumbs {...props} items={crumbs(t, depth)} />;
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab goes through the links (never the current page); Enter follows one. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation', {
      name: uiText(globals, 'nav.breadcrumbs'),
    });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#/en/line/football/england');
    (document.activeElement as HTMLElement).blur();
  },
};

/** The last item is the current page: text with aria-current="page", not a link. */
export const CurrentPage: Story = {
  args: { depth: 3 },
  play: async ({ canvasElement, globals }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation', {
      name: uiText(globals, 'nav.breadcrumbs'),
    });
    const current = within(nav).getByText(text(globals, 'navigation.crumbs.football'));
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A long trail down to a match, on a phone: one line, the middle crumbs end with an ellipsis first. */
export const LongTrailOnPhone: Story = {
  args: { depth: 6 },
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation', {
      name: uiText(globals, 'nav.breadcrumbs'),
    });
    const items = within(nav).getAllByRole('listitem');
    const top = items[0]!.getBoundingClientRect().top;
    for (const item of items) await expect(Math.abs(item.getBoundingClientRect().top - top)).toBeLessThan(1);
    const middle = within(nav).getByRole('link', { name: text(globals, 'navigation.crumbs.england') });
    await expect(middle.scrollWidth).toBeGreaterThan(middle.clientWidth);
    // The middle gives up its width first: the first crumb keeps more of its text.
    const first = within(nav).getByRole('link', { name: text(globals, 'navigation.crumbs.home') });
    await expect(first.clientWidth / first.scrollWidth).toBeGreaterThan(
      middle.clientWidth / middle.scrollWidth,
    );
  },
};
