import { useEffect } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { announce } from '../../a11y/announce';
import { useUiTranslation } from '../../i18n';

export interface FormErrorAnnouncerProps {
  /** `formState.errors` of the form. */
  errors: FieldErrors;
  /** `formState.submitCount`: the summary is announced after each failed submit. */
  submitCount: number;
}

/**
 * Announces "The form has N errors" through the live region after a failed submit; each field's own error
 * is linked to it (aria-describedby) and read when the player moves there (the first one gets focus).
 */
export function FormErrorAnnouncer({ errors, submitCount }: FormErrorAnnouncerProps) {
  const { t } = useUiTranslation();
  const count = Object.keys(errors).length;
  useEffect(() => {
    if (submitCount > 0 && count > 0) announce(t('form.errorsSummary', { count }), 'assertive');
  }, [submitCount, count, t]);
  return null;
}
