import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { announce } from '../../a11y/announce';
import { Button } from '../../actions/Button';
import { Field } from '../../forms/Field';
import { Input } from '../../forms/Input';
import { expectNoAxeViolations } from '../../test/axe';
import type { BrandBookResult } from '../brandBook';
import { BetlineRoot, preloadBrandBookValidator } from './BetlineRoot';

const html = document.documentElement;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('BetlineRoot', () => {
  // The validator is its own chunk (the default brand never loads it); once loaded it applies synchronously.
  beforeAll(async () => {
    await preloadBrandBookValidator();
  });

  it('sets the colour mode on <html> and follows changes', () => {
    const { rerender, unmount } = render(<BetlineRoot colorMode="dark">App</BetlineRoot>);
    expect(html.dataset.colorMode).toBe('dark');
    rerender(<BetlineRoot colorMode="light">App</BetlineRoot>);
    expect(html.getAttribute('data-color-mode')).toBe('light');
    unmount();
    expect(html.hasAttribute('data-color-mode')).toBe(false);
  });

  it('injects global styles from tokens: body colours and font, focus ring, reduced motion', () => {
    render(<BetlineRoot colorMode="light">App</BetlineRoot>);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('background-color:var(--bgColor-canvas)');
    expect(css).toContain('font-family:var(--fontFamily-sans)');
    expect(css).toMatch(
      /:focus-visible\{outline:var\(--focus-outlineWidth\) solid var\(--focus-outlineColor\)/,
    );
    expect(css).toContain('prefers-reduced-motion');
  });

  it('MISC-005 applies the accepted brand-book entries on <html> and removes them when the brand book changes', () => {
    const onResult = vi.fn<(r: BrandBookResult) => void>();
    const { rerender, unmount } = render(
      <BetlineRoot
        colorMode="light"
        brandBook={[
          { css_prop: '--radius-md', css_value: '12px' },
          { css_prop: '--bgColor-accent-emphasis', css_value: '#6a1b9a' },
        ]}
        onBrandBookResult={onResult}
      >
        App
      </BetlineRoot>,
    );
    expect(html.style.getPropertyValue('--radius-md')).toBe('12px');
    expect(html.style.getPropertyValue('--bgColor-accent-emphasis')).toBe('#6a1b9a');
    expect(onResult).toHaveBeenLastCalledWith({
      accepted: [
        { name: '--radius-md', value: '12px' },
        { name: '--bgColor-accent-emphasis', value: '#6a1b9a' },
      ],
      rejected: [],
    });

    rerender(
      <BetlineRoot
        colorMode="light"
        brandBook={[{ css_prop: '--radius-sm', css_value: '2px' }]}
        onBrandBookResult={onResult}
      >
        App
      </BetlineRoot>,
    );
    expect(html.style.getPropertyValue('--radius-md')).toBe('');
    expect(html.style.getPropertyValue('--bgColor-accent-emphasis')).toBe('');
    expect(html.style.getPropertyValue('--radius-sm')).toBe('2px');

    unmount();
    expect(html.style.getPropertyValue('--radius-sm')).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not re-apply an equal brand book on every render', () => {
    const onResult = vi.fn();
    const book = () => [{ css_prop: '--radius-md', css_value: '12px' }];
    const { rerender } = render(
      <BetlineRoot colorMode="light" brandBook={book()} onBrandBookResult={onResult}>
        App
      </BetlineRoot>,
    );
    rerender(
      <BetlineRoot colorMode="light" brandBook={book()} onBrandBookResult={onResult}>
        App
      </BetlineRoot>,
    );
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('an unknown token name and a url(javascript:) value change nothing and are warned about', () => {
    const before = html.getAttribute('style');
    const onResult = vi.fn<(r: BrandBookResult) => void>();
    render(
      <BetlineRoot
        colorMode="dark"
        brandBook={[
          { css_prop: '--evil-token', css_value: '#ff0000' },
          { css_prop: '--button-primary-bgColor', css_value: 'url(javascript:alert(1))' },
        ]}
        onBrandBookResult={onResult}
      >
        App
      </BetlineRoot>,
    );
    expect(html.getAttribute('style')).toBe(before);
    expect(html.style.getPropertyValue('--evil-token')).toBe('');
    expect(html.style.getPropertyValue('--button-primary-bgColor')).toBe('');
    expect(warn).toHaveBeenCalledWith('[brand-book] rejected', '--evil-token', 'unknown-token');
    expect(warn).toHaveBeenCalledWith('[brand-book] rejected', '--button-primary-bgColor', 'unsafe-value');
    expect(onResult.mock.calls[0]![0].accepted).toEqual([]);
  });

  it('a hostile brand book from site config neither crashes the screen nor applies anything', () => {
    const before = html.getAttribute('style');
    const hostile = [
      { css_prop: { toString: 1 }, css_value: '2px' },
      { css_prop: '--borderColor-default', css_value: 'constructor' },
      { css_prop: '--button-primary-bgColor', css_value: 'rgb(0%, 0, 0)' },
      { css_prop: '--fontFamily-sans', css_value: 'initial' },
    ] as never;
    render(
      <BetlineRoot colorMode="light" brandBook={hostile}>
        App
      </BetlineRoot>,
    );
    expect(screen.getByText('App')).toBeInTheDocument();
    expect(html.getAttribute('style')).toBe(before);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('warns about and does not apply a brand colour that breaks contrast', () => {
    render(
      <BetlineRoot
        colorMode="light"
        brandBook={[{ css_prop: '--button-primary-bgColor', css_value: '#ffe066' }]}
      >
        App
      </BetlineRoot>,
    );
    expect(html.style.getPropertyValue('--button-primary-bgColor')).toBe('');
    expect(warn).toHaveBeenCalledWith('[brand-book] rejected', '--button-primary-bgColor', 'contrast');
  });

  it('renders the live region that announce() writes to', async () => {
    const { container } = render(<BetlineRoot colorMode="light">App</BetlineRoot>);
    const polite = container.querySelector('[data-betline-live-region] [aria-live="polite"]');
    expect(polite).not.toBeNull();
    act(() => announce('Bet placed'));
    await waitFor(() => expect(polite).toHaveTextContent('Bet placed'));
    act(() => announce('Odds changed', 'assertive'));
    await waitFor(() =>
      expect(container.querySelector('[data-betline-live-region] [aria-live="assertive"]')).toHaveTextContent(
        'Odds changed',
      ),
    );
  });

  it('has no axe violations and works with the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <BetlineRoot colorMode="dark">
        <main>
          <Field label="Stake">
            <Input />
          </Field>
          <Button onClick={onClick}>Place bet</Button>
        </main>
      </BetlineRoot>,
    );
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveFocus();
    await user.keyboard('5');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
