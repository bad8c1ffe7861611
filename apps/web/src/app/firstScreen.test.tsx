import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import {
  FIRST_SCREEN_TIMEOUT_MS,
  FirstScreenContext,
  firstScreenPartDrawn,
  startFirstScreen,
  useFirstScreenPart,
  type FirstScreenPart,
} from './firstScreen';

/** The page as the server sends it with a picture: the picture, its styles, and the app's empty root. */
function pageWithPicture(parts: string): HTMLElement {
  document.head.insertAdjacentHTML('beforeend', '<style id="first-screen-styles">.x{}</style>');
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div id="first-screen" inert data-parts="${parts}"><h1>Line</h1></div><div id="root"></div>`,
  );
  return document.getElementById('root')!;
}

function Part({ part }: { part: FirstScreenPart }) {
  useFirstScreenPart(part);
  return <p>{part}</p>;
}

describe('the app takes the place of the server picture (ADR 0032)', () => {
  it('renders out of the document until every part the picture holds is drawn, then takes its place at once', () => {
    const root = pageWithPicture('page notices');
    expect(startFirstScreen(root)).toBe(true);
    // Never two copies of the page in the document.
    expect(root.isConnected).toBe(false);

    const view = render(<Part part="page" />, { container: root });
    // The page is drawn, the age gate is not yet: the picture stays.
    expect(document.getElementById('first-screen')).not.toBeNull();
    view.rerender(
      <>
        <Part part="page" />
        <Part part="notices" />
      </>,
    );
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.getElementById('first-screen-styles')).toBeNull();
    expect(root.isConnected).toBe(true);
    expect(document.body.firstElementChild).toBe(root);
    expect(root.textContent).toBe('pagenotices');
  });

  it('NOTICE-005 the notices replace a picture without a gate once they decide not to show one', () => {
    const root = pageWithPicture('page notices');
    startFirstScreen(root);
    firstScreenPartDrawn('page');
    expect(document.getElementById('first-screen')).not.toBeNull();
    firstScreenPartDrawn('notices');
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('does not wait forever: a part that never comes lets the app show after the timeout', () => {
    vi.useFakeTimers();
    const root = pageWithPicture('page notices');
    startFirstScreen(root);
    firstScreenPartDrawn('page');
    vi.advanceTimersByTime(FIRST_SCREEN_TIMEOUT_MS - 1);
    expect(document.getElementById('first-screen')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('first-screen')).toBeNull();
    expect(root.isConnected).toBe(true);
  });

  it('changes nothing on a page without a picture (a player, or a page the server did not draw)', () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="root"></div>');
    const root = document.getElementById('root')!;
    expect(startFirstScreen(root)).toBe(false);
    render(<Part part="page" />, { container: root });
    expect(root.isConnected).toBe(true);
    expect(root.textContent).toBe('page');
  });

  it('records the parts a server render draws (the picture lists them for the app)', () => {
    const parts = new Set<FirstScreenPart>();
    render(
      <FirstScreenContext.Provider value={parts}>
        <Part part="page" />
      </FirstScreenContext.Provider>,
    );
    expect([...parts]).toEqual(['page']);
  });
});
