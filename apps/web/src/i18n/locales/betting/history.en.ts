/** The `betting` namespace, part `history` (English, the reference). */
export const historyEn = {
  title: 'history',
};
