/** The `betting` namespace, part `push` (English, the reference). */
export const pushEn = {
  title: 'push',
};
