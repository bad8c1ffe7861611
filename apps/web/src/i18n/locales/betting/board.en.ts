/** The `betting` namespace, part `board` (English, the reference). */
export const boardEn = {
  title: 'board',
};
