import { useState } from 'react';
import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { PlayIcon } from '../../icons/PlayIcon';
import { PauseGlyph } from './OddsPauseToggle.styles';

/**
 * Values frozen while `paused`: the snapshot taken when the pause started is returned until the player
 * resumes, then the live values again (WCAG 2.2.2 pause for content that updates by itself).
 */
export function useFrozenWhilePaused<T>(value: T, paused: boolean): T {
  const [snapshot, setSnapshot] = useState<{ value: T } | null>(null);
  // State adjusted during render (React's pattern for deriving from a changed prop): take the snapshot when
  // the pause starts, drop it when the player resumes.
  if (paused && snapshot === null) setSnapshot({ value });
  if (!paused && snapshot !== null) setSnapshot(null);
  return paused && snapshot !== null ? snapshot.value : value;
}

export interface OddsPauseToggleProps {
  /** Odds updates paused (controlled). */
  paused: boolean;
  /** Called with the new state. */
  onChange: (paused: boolean) => void;
}

/** Pauses and resumes automatic odds updates (a toggle button with aria-pressed). */
export function OddsPauseToggle({ paused, onChange }: OddsPauseToggleProps) {
  const { t } = useUiTranslation();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={paused}
      iconStart={paused ? <PlayIcon /> : <PauseGlyph aria-hidden="true" />}
      onClick={() => onChange(!paused)}
    >
      {paused ? t('coupon.resumeOdds') : t('coupon.pauseOdds')}
    </Button>
  );
}
