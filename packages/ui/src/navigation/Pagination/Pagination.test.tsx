import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Pagination, paginationItems } from './Pagination';

describe('paginationItems', () => {
  it('shows the first, the last and the current page with its neighbours, ellipses for longer gaps', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(paginationItems(1, 10)).toEqual([1, 2, 'end-ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'start-ellipsis', 9, 10]);
    expect(paginationItems(2, 10)).toEqual([1, 2, 3, 'end-ellipsis', 10]);
    expect(paginationItems(9, 10)).toEqual([1, 'start-ellipsis', 8, 9, 10]);
  });

  it('shows a one-page gap as that page, not an ellipsis', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(paginationItems(7, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('handles few pages, more siblings and out-of-range input', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
    expect(paginationItems(50, 100, 2)).toEqual([
      1,
      'start-ellipsis',
      48,
      49,
      50,
      51,
      52,
      'end-ellipsis',
      100,
    ]);
    expect(paginationItems(50, 100, 0)).toEqual([1, 'start-ellipsis', 50, 'end-ellipsis', 100]);
    expect(paginationItems(0, 5)).toEqual([1, 2, 'end-ellipsis', 5]);
    expect(paginationItems(99, 5)).toEqual([1, 'start-ellipsis', 4, 5]);
  });
});

describe('Pagination', () => {
  it('with hrefFor: a named navigation of links, each page named, the current one marked', async () => {
    const { container } = render(<Pagination page={5} pageCount={10} hrefFor={(p) => `?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const page5 = within(nav).getByRole('link', { name: 'Page 5' });
    expect(page5).toHaveAttribute('aria-current', 'page');
    expect(page5).toHaveTextContent('5');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=4');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=6');
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('href', '?page=10');
    // Ellipses are not read.
    expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('on the first page the previous link is disabled (no address, not focusable)', async () => {
    const user = userEvent.setup();
    const RouterLink = ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
      <a data-router-link="" href={href} {...rest}>
        {children}
      </a>
    );
    const { container } = render(
      <Pagination page={1} pageCount={3} hrefFor={(p) => `/p/${p}`} linkComponent={RouterLink} />,
    );
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('data-router-link');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('with onPageChange only: buttons; the ends disable previous / next; Enter activates', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { container, rerender } = render(
      <Pagination page={10} pageCount={10} onPageChange={onPageChange} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(9);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await expectNoAxeViolations(container);
    rerender(<Pagination page={1} pageCount={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
