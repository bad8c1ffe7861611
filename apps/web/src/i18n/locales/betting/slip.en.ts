/** The `betting` namespace, part `slip` (English, the reference). */
export const slipEn = {
  title: 'slip',
};
