import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { DemoLink, navigate } from './demo';

/**
 * A pager: a named navigation with previous / next and the page numbers (the first, the last, the current
 * page and its neighbours, ellipses for the gaps; `paginationItems` computes them). Every control is named
 * ("Page 3", "Previous page") and the current page has aria-current="page". With `hrefFor` the controls are
 * links (rendered with `linkComponent`); with `onPageChange` only, buttons.
 */
const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 10, siblings: 1, onPageChange: fn() },
  argTypes: {
    hrefFor: { control: false },
    linkComponent: { control: false },
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageName = (globals: Record<string, unknown>, page: number) =>
  uiText(globals, 'nav.page', { page: String(page) });

/** Buttons: Tab reaches previous, the pages and next; Enter goes to a page, which becomes the current one. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation', {
      name: uiText(globals, 'nav.pagination'),
    });
    await expect(within(nav).getByRole('button', { name: pageName(globals, 5) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(
      within(nav).getByRole('button', { name: uiText(globals, 'nav.previousPage') }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: pageName(globals, 1) })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: pageName(globals, 4) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(within(nav).getByRole('button', { name: pageName(globals, 4) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    (document.activeElement as HTMLElement).blur();
  },
};

/** Links (`hrefFor` with the router's link): each page has its address. */
export const Links: Story = {
  args: {
    hrefFor: (page: number) => `#/en/history?page=${page}`,
    linkComponent: DemoLink,
    onPageChange: undefined,
  },
  play: async ({ canvasElement, userEvent, globals }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation', {
      name: uiText(globals, 'nav.pagination'),
    });
    await expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
    const next = within(nav).getByRole('link', { name: uiText(globals, 'nav.nextPage') });
    await expect(next).toHaveAttribute('href', '#/en/history?page=6');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#/en/history?page=6');
    next.blur();
  },
};

/** The first page: "Previous page" is disabled. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement, globals }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation', {
      name: uiText(globals, 'nav.pagination'),
    });
    await expect(
      within(nav).getByRole('button', { name: uiText(globals, 'nav.previousPage') }),
    ).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: uiText(globals, 'nav.nextPage') })).toBeEnabled();
  },
};

/** The last page: "Next page" is disabled (as a link: no address, not focusable). */
export const LastPage: Story = {
  args: { page: 10, hrefFor: (page: number) => `#/en/history?page=${page}`, linkComponent: DemoLink },
  play: async ({ canvasElement, globals }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation', {
      name: uiText(globals, 'nav.pagination'),
    });
    const next = within(nav).getByRole('link', { name: uiText(globals, 'nav.nextPage') });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href');
    await expect(within(nav).getByRole('link', { name: pageName(globals, 10) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Many pages: the first, the last, the current page ±1 and two ellipses. */
export const ManyPages: Story = {
  args: { page: 48, pageCount: 250 },
  play: async ({ canvasElement }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation');
    const pages = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter(Boolean);
    await expect(pages).toEqual(['1', '47', '48', '49', '250']);
    await expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
  },
};

/** A few pages: all of them, no ellipsis. */
export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement }) => {
    const nav = storyCanvas(canvasElement).getByRole('navigation');
    await expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
  },
};
