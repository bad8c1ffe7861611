/** The safe bonus game's board and controls (see ./shared.tsx). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAFE_DIGITS, type SafeView } from '@betline/games/bonus';
import { Button, SafeLock } from '@betline/ui';
import { AgainButton, viewOf, type BoardProps, type Drawn } from './shared';

export function useSafe({ play, busy, locked, act, reset }: BoardProps): Drawn {
  const { t } = useTranslation('promotions');
  const view = viewOf<SafeView>(play);
  const [code, setCode] = useState<number[]>(() => Array.from({ length: SAFE_DIGITS }, () => 0));
  const over = play?.status === 'finished';
  return {
    board: (
      <SafeLock
        value={view?.entered ?? code}
        onChange={setCode}
        code={view?.code ?? null}
        checking={busy}
        disabled={locked || busy || over}
      />
    ),
    controls: over ? (
      <AgainButton play={play} locked={locked} onClick={reset} />
    ) : (
      <Button loading={busy} disabled={locked} onClick={() => act({ code })}>
        {t('bonusGames.actions.tryCode')}
      </Button>
    ),
    outcomeShown: true,
  };
}
