import { AgeGate } from '@betline/ui';
import { useKitTexts } from '../player/useTexts';
import { useFirstScreenPart } from '../app/firstScreen';

/**
 * NOTICE-005..009: the age question, a module of its own. It is on every new visitor's first screen (a part of
 * the server's picture, whose page preloads this module), so it carries only the kit's gate on the browser's own
 * dialog, not the other notices and their React Aria modals (NoticeViews).
 */
export default function AgeGateView({ onConfirm, onLeave }: { onConfirm: () => void; onLeave: () => void }) {
  // The gate shows the kit's strings only: no wait for a namespace of the app's.
  useKitTexts();
  useFirstScreenPart('notices');
  return <AgeGate isOpen onConfirm={onConfirm} onLeave={onLeave} />;
}
