import { lazy, Suspense } from 'react';
import { CataloguePage } from '../../casino/lobby/CataloguePage';

/** The horse and greyhound racing: a chunk of its own, after the catalogue (which keeps the route in its budget). */
const VirtualRacing = lazy(() =>
  import('../../races/RacesPages').then((module) => ({ default: module.VirtualRacing })),
);

/** `virtualsports`: virtual horse and greyhound racing, then the casino's virtual sports games. */
export default function Page() {
  return (
    <CataloguePage>
      <Suspense fallback={null}>
        <VirtualRacing />
      </Suspense>
    </CataloguePage>
  );
}
