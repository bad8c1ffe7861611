/** The dragon bonus game's board and controls (see ./shared.tsx). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAGON_LADDER, type DragonView } from '@betline/games/bonus';
import { Button, DragonPath, Inline } from '@betline/ui';
import { AgainButton, viewOf, type BoardProps, type Drawn } from './shared';

export function useDragon({ play, busy, locked, prizeLabel, act, reset }: BoardProps): Drawn {
  const { t } = useTranslation('promotions');
  const view = viewOf<DragonView>(play);
  const [opening, setOpening] = useState<number | null>(null);
  const open = play?.status === 'open';
  return {
    board: (
      <DragonPath
        levels={DRAGON_LADDER.length}
        doors={3}
        prizes={DRAGON_LADDER.map(prizeLabel)}
        passed={view?.passed ?? 0}
        chosen={view?.chosen ?? []}
        dragons={view?.dragons ?? null}
        metDragon={view?.metDragon ?? false}
        opening={busy ? opening : null}
        disabled={locked || busy || play?.status === 'finished'}
        onOpen={(door) => {
          setOpening(door);
          act({ door });
        }}
      />
    ),
    controls: (
      <Inline gap={2} wrap>
        {open && view !== null && view.passed > 0 && (
          <Button loading={busy} disabled={locked} onClick={() => act({ take: true })}>
            {t('bonusGames.actions.take', { prize: prizeLabel(view.holding) })}
          </Button>
        )}
        <AgainButton play={play} locked={locked} onClick={reset} />
      </Inline>
    ),
    outcomeShown: true,
  };
}
