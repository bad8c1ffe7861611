import type { UiResources } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
type PartialTexts<T> = { [K in keyof T]?: T[K] extends string ? string : PartialTexts<T[K]> };

/** A complete locale of the `ui` namespace (same keys as English). */
export type UiTexts = Texts<UiResources>;
/** A locale that may leave keys to the English fallback. */
export type PartialUiTexts = PartialTexts<UiResources>;
