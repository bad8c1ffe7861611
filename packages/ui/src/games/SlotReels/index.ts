export {
  SlotReels,
  type SlotCell,
  type SlotLineWin,
  type SlotReelsProps,
  type SlotScatterWin,
  type SlotStatus,
} from './SlotReels';
