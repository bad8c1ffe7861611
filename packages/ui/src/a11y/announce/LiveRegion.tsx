import { VisuallyHidden } from '../VisuallyHidden';
import { registerLiveRegion } from './announce';

const politeRef = (el: HTMLDivElement | null) => {
  registerLiveRegion('polite', el);
};
const assertiveRef = (el: HTMLDivElement | null) => {
  registerLiveRegion('assertive', el);
};

/** The one live region of the app (a polite and an assertive channel). Rendered by BetlineRoot. */
export function LiveRegion() {
  return (
    <VisuallyHidden as="div" data-betline-live-region="">
      <div ref={politeRef} role="status" aria-live="polite" aria-atomic="true" />
      <div ref={assertiveRef} role="alert" aria-live="assertive" aria-atomic="true" />
    </VisuallyHidden>
  );
}
