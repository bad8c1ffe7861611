import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { SearchField } from './SearchField';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');

describe('SearchField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup();

  it('is a labelled search input with a decorative search icon and no clear button while empty', async () => {
    const { container } = render(<SearchField label="Search games" placeholder="Game or provider" />);
    const input = screen.getByRole('searchbox', { name: 'Search games' });
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('placeholder', 'Game or provider');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('enterkeyhint', 'search');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(container.querySelector('form')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('is a search landmark named by landmarkLabel, with a visually hidden label on request', async () => {
    const { container } = render(
      <SearchField label="Search games" labelHidden landmarkLabel="Casino search" defaultValue="dice" />,
    );
    expect(screen.getByRole('search', { name: 'Casino search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('dice');
    expect(getComputedStyle(container.querySelector('label')!).position).toBe('absolute');
    await expectNoAxeViolations(container);
  });

  it('reports every keystroke at once and the trimmed query once typing pauses (300 ms)', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const onSearch = vi.fn();
    render(<SearchField label="Search" onChange={onChange} onSearch={onSearch} />);
    const input = screen.getByRole('searchbox');
    for (const typed of [' ', ' d', ' di', ' dic']) {
      fireEvent.change(input, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onChange).toHaveBeenLastCalledWith(' dic');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(199));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('dic');
    // A trailing space does not change the query: no new search.
    fireEvent.change(input, { target: { value: ' dic ' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('waits debounceMs when given', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchField label="Search" onSearch={onSearch} debounceMs={1000} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ab' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('ab');
  });

  it('clears with the "Clear search" button: empty, searched at once, focus back in the field', async () => {
    const onChange = vi.fn();
    const onSearch = vi.fn();
    const onClear = vi.fn();
    const { container } = render(
      <SearchField label="Search" onChange={onChange} onSearch={onSearch} onClear={onClear} />,
    );
    const user = setup();
    const input = screen.getByRole('searchbox');
    await user.type(input, 'dice');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('dice'));
    const clearButton = screen.getByRole('button', { name: 'Clear search' });
    await expectNoAxeViolations(container);
    // Reachable by keyboard after the input.
    await user.tab();
    expect(clearButton).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onClear).toHaveBeenCalledOnce();
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('clears on Escape without passing it on; an empty field lets Escape through', async () => {
    const onSearch = vi.fn();
    const onOuterKey = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- stands for a dialog's key handler
      <div onKeyDown={(event) => onOuterKey(event.key)}>
        {/* A pause no typing here reaches, however slow the machine: the test is about a search not yet made. */}
        <SearchField label="Search" onSearch={onSearch} debounceMs={60_000} />
      </div>,
    );
    const user = setup();
    const input = screen.getByRole('searchbox');
    await user.type(input, 'keno');
    onOuterKey.mockClear();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    // Nothing was searched yet (typing had not paused), so clearing searches nothing.
    expect(onSearch).not.toHaveBeenCalled();
    expect(onOuterKey).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOuterKey).toHaveBeenCalledWith('Escape');
  });

  it('submits the trimmed query on Enter when onSubmit is given, with an optional submit button', async () => {
    const onSubmit = vi.fn();
    const onSearch = vi.fn();
    const { container } = render(
      <SearchField
        label="Search games"
        landmarkLabel="Casino search"
        onSubmit={onSubmit}
        onSearch={onSearch}
        submitLabel="Find"
      />,
    );
    expect(container.querySelector('form')).toHaveAttribute('role', 'search');
    const user = setup();
    await user.type(screen.getByRole('searchbox'), ' lucky {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('lucky');
    // The pending search runs at once, and only once.
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('lucky');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('crash');
      return (
        <>
          <SearchField label="Search" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const user = setup();
    await user.type(screen.getByRole('searchbox'), 'er');
    expect(screen.getByRole('status')).toHaveTextContent('crasher');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows a spinner while loading and announces the number of results politely', () => {
    vi.useFakeTimers();
    const settle = () => act(() => vi.advanceTimersByTime(100));
    const { rerender } = render(<SearchField label="Search" defaultValue="dice" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Searching');
    rerender(<SearchField label="Search" defaultValue="dice" resultsCount={1234} />);
    expect(screen.queryByText('Searching')).not.toBeInTheDocument();
    settle();
    expect(polite()).toHaveTextContent('1,234 results');
    rerender(<SearchField label="Search" defaultValue="dice" resultsCount={1} />);
    settle();
    expect(polite()).toHaveTextContent('1 result');
    // The same count again after a new search (loading in between) is announced again.
    polite()!.textContent = '';
    rerender(<SearchField label="Search" defaultValue="dice" resultsCount={1} loading />);
    settle();
    expect(polite()).toBeEmptyDOMElement();
    rerender(<SearchField label="Search" defaultValue="dice" resultsCount={1} />);
    settle();
    expect(polite()).toHaveTextContent('1 result');
  });

  it('has Russian plural forms for the results count', () => {
    const ru = testI18n.getFixedT('ru', 'ui');
    expect(ru('searchField.results', { count: 1, n: '1' })).toBe('1 результат');
    expect(ru('searchField.results', { count: 3, n: '3' })).toBe('3 результата');
    expect(ru('searchField.results', { count: 12, n: '12' })).toBe('12 результатов');
    expect(ru('searchField.clear')).toBe('Очистить поиск');
  });
});
