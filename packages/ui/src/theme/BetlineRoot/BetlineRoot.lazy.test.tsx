import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

describe('BetlineRoot without a preloaded validator', () => {
  it('MISC-005 the default brand renders at once; a partner brand book applies once its validator has loaded', async () => {
    vi.resetModules();
    const { BetlineRoot } = await import('./BetlineRoot');
    const html = document.documentElement;
    const { unmount } = render(<BetlineRoot colorMode="light">Default brand</BetlineRoot>);
    expect(screen.getByText('Default brand')).toBeInTheDocument();
    unmount();
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <BetlineRoot colorMode="light" brandBook={[{ css_prop: '--radius-md', css_value: '12px' }]}>
            Partner brand
          </BetlineRoot>
        </Suspense>,
      );
    });
    await waitFor(() => expect(html.style.getPropertyValue('--radius-md')).toBe('12px'));
    expect(screen.getByText('Partner brand')).toBeInTheDocument();
  });
});
