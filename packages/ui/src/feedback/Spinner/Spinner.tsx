import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { SpinnerRoot, SpinnerSvg, type SpinnerSize } from './Spinner.styles';

export type { SpinnerSize };

export interface SpinnerProps {
  /** What is loading, for assistive technology (visually hidden). */
  label: string;
  size?: SpinnerSize;
  className?: string;
}

/** The ring alone, decorative (hidden from assistive technology). Used inside Button. */
export function SpinnerGlyph({
  size = 'md',
  tone = 'accent',
}: {
  size?: SpinnerSize;
  tone?: 'accent' | 'current';
}) {
  return (
    <SpinnerSvg
      $size={size}
      $tone={tone}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="track" cx="12" cy="12" r="9" strokeWidth="3" />
      <path className="arc" d="M21 12a9 9 0 0 0-9-9" strokeWidth="3" strokeLinecap="round" />
    </SpinnerSvg>
  );
}

/** A loading indicator with a status role; honours prefers-reduced-motion. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <SpinnerRoot role="status" className={className}>
      <SpinnerGlyph size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerRoot>
  );
}
