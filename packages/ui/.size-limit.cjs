// Size budgets of the kit (npm test runs `size-limit`, which prints each gzip size). Peer dependencies
// (React, styled-components, i18next, zod) are the app's and are not counted; fonts and token CSS are assets.
const ignore = ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next', 'zod'];
const modifyEsbuildConfig = (config) => ({
  ...config,
  loader: { ...config.loader, '.woff2': 'empty', '.woff': 'empty', '.css': 'empty' },
});

module.exports = [
  {
    name: 'one Button (tree-shaken import from @betline/ui)',
    path: 'src/index.ts',
    import: '{ Button }',
    ignore,
    modifyEsbuildConfig,
    gzip: true,
    limit: '4 kB',
  },
  {
    name: 'the whole kit',
    path: 'src/index.ts',
    import: '*',
    ignore,
    modifyEsbuildConfig,
    gzip: true,
    // Protection, account and history: 122 kB before them; React Aria's date picker with the calendars of
    // @internationalized/date adds about 48 kB, the other components about 23 kB (ADR 0019).
    limit: '200 kB',
  },
];
