import { createContext, useContext } from 'react';

/** Whether the stage around a control lets the player play (ready) or not (refused, reconnecting). */
const GameStageContext = createContext<{ playable: boolean }>({ playable: true });

export const GameStageProvider = GameStageContext.Provider;

/** True outside a GameStage, and inside one that is ready. */
export function useStagePlayable(): boolean {
  return useContext(GameStageContext).playable;
}
