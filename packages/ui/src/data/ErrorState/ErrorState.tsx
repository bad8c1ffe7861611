import type { ReactNode } from 'react';
import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { ErrorIcon } from '../../icons/ErrorIcon';
import { RefreshIcon } from '../../icons/RefreshIcon';
import { StateRoot, StateTitle } from '../EmptyState/EmptyState';

export interface ErrorStateProps {
  /** Title; defaults to the kit's "Something went wrong". */
  title?: string;
  /** What failed (translated). */
  children?: ReactNode;
  /** Retries (the remote views' refresh button restarts the retry cycle). */
  onRefresh: () => void;
  /** Shows the refresh button busy. */
  isRefreshing?: boolean;
}

/** A failed load with a refresh button; the message is an alert so it is read at once. */
export function ErrorState({ title, children, onRefresh, isRefreshing = false }: ErrorStateProps) {
  const { t } = useUiTranslation();
  return (
    <StateRoot role="alert">
      <ErrorIcon />
      <StateTitle>{title ?? t('errorTitle')}</StateTitle>
      {children && <div>{children}</div>}
      <Button variant="secondary" iconStart={<RefreshIcon />} loading={isRefreshing} onClick={onRefresh}>
        {t('refresh')}
      </Button>
    </StateRoot>
  );
}
