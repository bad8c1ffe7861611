import { useState } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { CheckIcon } from '../../icons/CheckIcon';
import { UserIcon } from '../../icons/UserIcon';
import { AvatarRoot, Face, StatusDot, type AvatarSize, type AvatarStatus } from './Avatar.styles';

export type { AvatarSize, AvatarStatus };

/** The user-perceived characters of a word (emoji with modifiers, letters with combining marks stay whole). */
function graphemes(word: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    return Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word),
      (s) => s.segment,
    );
  }
  return Array.from(word);
}

function upper(text: string, locale: string | undefined): string {
  try {
    return text.toLocaleUpperCase(locale || undefined);
  } catch {
    return text.toUpperCase();
  }
}

/**
 * The initials of a name: the first letter (or digit) of each of its first two words, upper-cased for the
 * locale. Unicode-safe: "Ёлка Ёжикова" → "ЁЁ", "élodie durand" → "ÉD", a combining accent stays with its
 * letter; punctuation is skipped ("(Ann) O'Neil" → "AO").
 */
export function avatarInitials(name: string, locale?: string): string {
  const letters: string[] = [];
  for (const word of name.trim().split(/[\s\p{Z}]+/u)) {
    const first = graphemes(word).find((g) => /[\p{L}\p{N}]/u.test(g));
    if (first) letters.push(first);
    if (letters.length === 2) break;
  }
  return upper(letters.join(''), locale);
}

export interface AvatarProps {
  /** The person's name: the initials come from it and it is the avatar's accessible name. */
  name?: string;
  /** A picture (a square crop works best); the initials show while it is missing or if it fails to load. */
  src?: string;
  /** The accessible name of the picture when it should differ from `name`. */
  alt?: string;
  /** 28, 36 or 44 pixels: the control sizes. `md` by default. */
  size?: AvatarSize;
  /** A status mark (online, verified): a shape and a colour, and words in the accessible name. */
  status?: AvatarStatus;
  /**
   * The name is shown next to the avatar: hide the avatar from assistive technology (its status, if
   * any, is still read).
   */
  decorative?: boolean;
  /** A class for the outer element, e.g. for margins. */
  className?: string;
}

/**
 * A person's picture or initials in a circle, with an optional status. Alone, it is an image named by the
 * person (and the status); next to the visible name, mark it `decorative`.
 */
export function Avatar({ name, src, alt, size = 'md', status, decorative = false, className }: AvatarProps) {
  const { t, i18n } = useUiTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  const letters = name ? avatarInitials(name, i18n.language) : '';
  const who = alt || name || t('avatar.user');
  const statusText = status ? t(`avatar.${status}`) : undefined;
  const label = statusText ? t('avatar.withStatus', { name: who, status: statusText }) : who;

  const avatar = (
    <AvatarRoot
      $size={size}
      className={className}
      data-size={size}
      data-status={status}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <Face $size={size}>
        {showImage ? (
          <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
        ) : letters ? (
          <span>{letters}</span>
        ) : (
          <UserIcon />
        )}
      </Face>
      {status && (
        <StatusDot $size={size} $status={status} data-status-mark={status}>
          {status === 'verified' && <CheckIcon />}
        </StatusDot>
      )}
    </AvatarRoot>
  );

  if (decorative && statusText) {
    return (
      <>
        {avatar}
        <VisuallyHidden>{statusText}</VisuallyHidden>
      </>
    );
  }
  return avatar;
}
