import type { UiResources } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
type PartialTexts<T> = { [K in keyof T]?: T[K] extends string ? string : PartialTexts<T[K]> };
/** The same keys without the plural forms `_few` and `_many`. */
type OneOtherTexts<T> = {
  [K in keyof T as K extends `${string}_few` | `${string}_many` ? never : K]: T[K] extends string
    ? string
    : OneOtherTexts<T[K]>;
};

/** A complete locale of the `ui` namespace (same keys as English): ru and uk, with four plural forms. */
export type UiTexts = Texts<UiResources>;
/**
 * A complete locale whose plurals have the forms `_one` and `_other` only (de, es, pt, tr). Spanish and
 * Portuguese also have `many` (a million and up); i18next falls back to `_other` for it, which reads right.
 */
export type UiTextsOneOther = OneOtherTexts<UiResources>;
/** A locale that may leave keys to the English fallback (a site's own additions). */
export type PartialUiTexts = PartialTexts<UiResources>;
