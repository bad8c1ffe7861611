import { lazy, Suspense } from 'react';

const Head = lazy(() => import('./PageHead').then((module) => ({ default: module.PageHead })));

/**
 * The page's head (`PageHead`) as a chunk of its own: nothing on the screen waits for it, so neither the first
 * paint nor the first tap pays for it (DESIGN "Budgets"); it renders as soon as it is in.
 */
export function LazyPageHead() {
  return (
    <Suspense fallback={null}>
      <Head />
    </Suspense>
  );
}
