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
    // 122 kB before the protection, account and history components and the betting widgets: React Aria's date
    // picker with @internationalized/date adds about 48 kB (ADR 0019), the other protection components about
    // 23 kB, the betting widgets and the coupon slip about 31 kB (ADR 0018). An app route imports only what it
    // renders; the per-part budgets below guard the parts routes load. The casino catalogue and the four game
    // screens add about 19 kB (ADR 0025); the navigation and page shell, the table, avatar, divider, link and
    // search field about 6 kB; the sign-in and registration forms (auth/) with their texts about 5 kB. About 0.2
    // kB keep layouts out of React's commits (the board's rows measured by their resize observer, the back-to-top
    // button's first look after a frame); about 0.3 kB let the board's list draw its first rows out of the
    // document (the app's first screen, ADR 0032) and grow its overscan when the browser is idle. The kit's
    // texts complete in seven languages (uiResources, for registerUiTranslations) add about 34 kB; an app loads
    // only its language's chunk through @betline/ui/texts. The stake field's readable refusals ("12abc" is not an
    // amount) in seven languages and the fixed-offset start times add about 0.3 kB. The plinko board (a fifth
    // game screen) with its texts in seven languages adds about 1.3 kB. The six bonus games' boards (wheel,
    // chests, scratch card, memory, safe, dragon path; ADR 0049) with their texts in seven languages add about 17 kB.
    // Baccarat's table and the playing card (a sixth game screen) with their texts in seven languages add about
    // 3.4 kB, 1.65 kB of them the texts. Roulette's wheel and betting layout (a seventh game screen) with their
    // texts in seven languages add about 5.8 kB (332.1 kB before them, 337.9 kB with them). The segmented control
    // keeping a choice made before it hydrated (useEarlyChoice) adds about 0.1 kB (338.06 kB). The brand book's
    // ranges (a font, line height, border, weight or shadow that would wreck the site is refused) add about 0.45 kB
    // (338.52 kB). The mines board and the video poker hand with their texts in seven languages add about 3.2 kB,
    // 1 kB of them the texts (338.54 kB before them, 341.71 kB with them). The blackjack table with its texts in
    // seven languages adds about 3.1 kB, 1.4 kB of them the texts (341.71 kB before it, 344.77 kB with it). The
    // bingo card and the caller's board with their texts in seven languages add about 2.9 kB (347.66 kB with them).
    // The match centre (tracker drawn for eight fields, statistics, timeline) with its 52 texts in seven
    // languages adds about 7.1 kB, most of it the texts (354.74 kB with it). The slip's quick stakes with their
    // two texts in seven languages add about 0.4 kB (355.13 kB with them). The slip's odds-format switch with the
    // nine format names in seven languages (the app's office names them from here too) adds about 1 kB (356.13 kB).
    limit: '356.5 kB',
  },
  // Betting widgets and coupon slip
  {
    name: 'the live board (EventList with rows and prices)',
    path: 'src/index.ts',
    import: '{ EventList }',
    ignore,
    modifyEsbuildConfig,
    gzip: true,
    limit: '22 kB',
  },
  {
    name: 'the coupon slip (CouponSlip, mostly React Aria controls)',
    path: 'src/index.ts',
    import: '{ CouponSlip }',
    ignore,
    modifyEsbuildConfig,
    gzip: true,
    limit: '95 kB',
  },
  {
    name: 'the match centre (MatchTracker, MatchStats, MatchTimeline)',
    path: 'src/index.ts',
    import: '{ MatchTracker, MatchStats, MatchTimeline }',
    ignore,
    modifyEsbuildConfig,
    gzip: true,
    limit: '6 kB',
  },
  // Casino
  {
    name: 'the casino lobby (GameGrid with tiles, CategoryBar, ProviderChip)',
    path: 'src/index.ts',
    import: '{ GameGrid, CategoryBar, ProviderChipList }',
    ignore,
    modifyEsbuildConfig,
    gzip: true,
    limit: '12 kB',
  },
  {
    name: 'the slot screen (SlotReels, SlotPaytable, GameStage, StakeControl)',
    path: 'src/index.ts',
    import: '{ SlotReels, SlotPaytable, GameStage, StakeControl }',
    ignore,
    modifyEsbuildConfig,
    gzip: true,
    limit: '20 kB',
  },
];
