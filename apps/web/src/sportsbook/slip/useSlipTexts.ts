/** The slip waits for the kit's texts and the `betting` strings (one hook for every betting surface). */
export { useBettingTexts as useSlipTexts } from '../../player/useTexts';

export { useMediaQuery } from '../../lib/useMediaQuery';
