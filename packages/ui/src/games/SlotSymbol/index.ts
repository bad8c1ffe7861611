export {
  SLOT_SYMBOLS,
  SlotSymbolGlyph,
  useSlotSymbolName,
  type SlotSymbol,
  type SlotSymbolGlyphProps,
} from './SlotSymbol';
