import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop, scrollToTopThreshold } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('CONST-010 the threshold is 4 screens on mobile and 1 otherwise', () => {
    expect(scrollToTopThreshold(800, true)).toBe(3200);
    expect(scrollToTopThreshold(800, false)).toBe(800);
  });

  it('CONST-010 appears after the threshold and scrolls to the top', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    render(<ScrollToTop isMobile />);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 3300, configurable: true });
      fireEvent.scroll(window);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('CONST-010 a page that opens already scrolled far (a restored position) shows the button after its first frame', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    render(<ScrollToTop isMobile={false} />);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
