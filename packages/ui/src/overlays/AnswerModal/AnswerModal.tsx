import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Body, Footer, Header } from '../Modal/Modal.parts';
import { Panel, Title, type AnswerModalSize } from './AnswerModal.styles';

export type { AnswerModalSize };

export interface AnswerModalProps {
  /** Whether the question is shown (controlled). */
  isOpen: boolean;
  /** The question; it names the dialog for screen readers. */
  title: ReactNode;
  /** What the question is about; it describes the dialog. */
  children: ReactNode;
  /** The answers: the only way to close the modal. */
  footer: ReactNode;
  /** Width: sm 400px, md 560px, lg 800px (at most the viewport). */
  size?: AnswerModalSize;
  /** `alertdialog` (default) for a question that needs an answer, else `dialog`. */
  role?: 'dialog' | 'alertdialog';
  'data-testid'?: string;
}

/**
 * A modal question that only one of its answers closes (no close button, no Escape, no outside click), on the
 * browser's own `<dialog>`: `showModal()` puts it in the top layer, makes the page behind inert and moves focus
 * into it; closing returns focus to where it was. The page behind does not scroll while it is open.
 *
 * Lighter than the React Aria `Modal` (no focus-scope, overlay or portal code), for questions that are on a
 * new visitor's first screen, such as the age gate: it renders open in place and becomes modal in its first
 * layout effect.
 */
export function AnswerModal({ isOpen, ...props }: AnswerModalProps) {
  // The open dialog is a component of its own: when it goes, its effect's cleanup runs while the element is still
  // in the document, so closing it returns focus to where it was.
  return isOpen ? <OpenAnswerModal {...props} /> : null;
}

function OpenAnswerModal({
  title,
  children,
  footer,
  size = 'sm',
  role = 'alertdialog',
  'data-testid': testId,
}: Omit<AnswerModalProps, 'isOpen'>) {
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return undefined;
    let restoreScroll: (() => void) | undefined;
    const makeModal = () => {
      if (typeof dialog.showModal !== 'function' || dialog.matches(':modal')) return;
      const root = dialog.ownerDocument.documentElement;
      const before = { overflow: root.style.overflow, paddingInlineEnd: root.style.paddingInlineEnd };
      const scrollbar = (dialog.ownerDocument.defaultView?.innerWidth ?? root.clientWidth) - root.clientWidth;
      root.style.overflow = 'hidden';
      if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`;
      restoreScroll = () => Object.assign(root.style, before);
      // Open in place until now (so it is never missing from a frame): closed and opened again as a modal.
      dialog.close();
      dialog.showModal();
      // The dialog itself takes focus (as React Aria's does): a reader announces the question and its text, and
      // no answer is one Enter away before the player has read it.
      dialog.focus();
    };
    makeModal();
    // Escape asks the browser to close the dialog: only an answer closes this one.
    const keepOpen = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      event.preventDefault();
    };
    dialog.addEventListener('keydown', keepOpen);
    dialog.addEventListener('cancel', keepOpen);
    return () => {
      dialog.removeEventListener('keydown', keepOpen);
      dialog.removeEventListener('cancel', keepOpen);
      restoreScroll?.();
      // Closed before React removes it, so the browser returns focus to where it was.
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <Panel
      ref={ref}
      open
      tabIndex={-1}
      $size={size}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-size={size}
      data-testid={testId}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
      </Header>
      <Body id={textId}>{children}</Body>
      <Footer>{footer}</Footer>
    </Panel>
  );
}
