import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_AREA_SECTIONS,
  BONUS_GAMES,
  FEATURES,
  LAYOUTS,
  PAGE_ROUTES,
  PROMOTION_CATEGORIES,
  REDIRECT_ROUTES,
  pageRoute,
  parsePlatformType,
  resolvePath,
  type PathResolution,
} from './routes';

function page(pathname: string, search?: string): string | undefined {
  const result = resolvePath(pathname, search);
  return result.kind === 'page' ? result.routeId : undefined;
}

function redirect(pathname: string, search?: string): { status: number; location: string } | undefined {
  const result = resolvePath(pathname, search);
  return result.kind === 'redirect' ? { status: result.status, location: result.location } : undefined;
}

const notFound = (pathname: string, search?: string) => resolvePath(pathname, search).kind === 'notFound';

function pages(paths: Record<string, string>) {
  for (const [path, id] of Object.entries(paths)) expect(page(path), path).toBe(id);
}

describe('route table data', () => {
  it('has unique ids across pages and redirects, and known layouts only', () => {
    const ids = [...PAGE_ROUTES, ...REDIRECT_ROUTES].map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of PAGE_ROUTES) expect(LAYOUTS).toContain(route.layout);
  });

  it('is plain data (survives JSON)', () => {
    expect(JSON.parse(JSON.stringify(PAGE_ROUTES))).toEqual(PAGE_ROUTES);
    expect(JSON.parse(JSON.stringify(REDIRECT_ROUTES))).toEqual(REDIRECT_ROUTES);
  });

  it('ROUTE-003 the five layouts, each used by at least one page', () => {
    expect([...LAYOUTS]).toEqual(['main', 'headless', 'empty', 'maintenance', 'blocked']);
    for (const layout of LAYOUTS)
      expect(
        PAGE_ROUTES.some((route) => route.layout === layout),
        layout,
      ).toBe(true);
  });

  it('ROUTE-033 every account-area section opens an office page that needs sign-in', () => {
    for (const [name, id] of Object.entries(ACCOUNT_AREA_SECTIONS)) {
      expect(pageRoute(id)?.flags?.auth, name).toBe(true);
    }
  });
});

describe('resolvePath: language', () => {
  it('ROUTE-001 pages live only below a two-lowercase-letter segment', () => {
    expect(page('/en')).toBe('home');
    expect(page('/ru/multi')).toBe('multi');
    expect(redirect('/EN/multi')).toEqual({ status: 302, location: '/en/EN/multi' });
  });

  it('ROUTE-002 a path without a language gets the prefix, query kept', () => {
    expect(redirect('/')).toEqual({ status: 302, location: '/en' });
    expect(redirect('/office/account', '?a=1')).toEqual({ status: 302, location: '/en/office/account?a=1' });
    expect(resolvePath('/live', '', { defaultLanguage: 'ru' })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/ru/live',
    });
  });

  it('I18N-002 a language the site does not offer is replaced when the languages are known', () => {
    expect(resolvePath('/fr/live', '?x=1', { languages: ['en', 'ru'], defaultLanguage: 'ru' })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/ru/live?x=1',
    });
  });
});

describe('resolvePath: betting', () => {
  it('ROUTE-009 home is the empty path in the main layout', () => {
    expect(resolvePath('/en')).toMatchObject({ kind: 'page', routeId: 'home', layout: 'main', lng: 'en' });
    expect(page('/en/')).toBe('home');
  });

  it('ROUTE-010 home/{section}/{sport?}/{champ?} redirects to the section', () => {
    expect(redirect('/en/home/live')).toEqual({ status: 301, location: '/en/live' });
    expect(redirect('/en/home/line/football/epl')).toEqual({
      status: 301,
      location: '/en/line/football/epl',
    });
    expect(notFound('/en/home/casino')).toBe(true);
  });

  it('ROUTE-011 ROUTE-038 the betting group, section only live or line', () => {
    pages({
      '/en/betsonyour': 'betsonyour',
      '/en/topgame': 'topgame',
      '/en/team/live/football/epl': 'team',
      '/en/live': 'betting',
      '/en/line/all/football/epl': 'betting',
    });
    expect(resolvePath('/en/line/all/football')).toMatchObject({
      params: { section: 'line', menuSection: 'all', sport: 'football' },
    });
    expect(notFound('/en/dead/all')).toBe(true);
    expect(notFound('/en/team/dead/football/epl')).toBe(true);
  });

  it('ROUTE-012 marble exists only under live', () => {
    expect(page('/en/live/marble')).toBe('marble');
    expect(page('/en/line/marble')).toBe('betting');
    expect(notFound('/en/marble')).toBe(true);
  });

  it('ROUTE-013 game pages add sport/champ/game', () => {
    pages({
      '/en/live/all/football/epl/123': 'betting-game',
      '/en/topgame/football/epl/5': 'topgame-game',
      '/en/betsonyour/football/epl/5': 'betsonyour-game',
      '/en/live/marble/football/epl/5': 'marble-game',
      '/en/team/line/football/epl/9': 'team-game',
    });
  });

  it('ROUTE-014 team/line/{team}', () => {
    expect(resolvePath('/en/team/line/arsenal')).toMatchObject({
      routeId: 'team-info',
      params: { team: 'arsenal' },
    });
  });

  it('ROUTE-015 top events with home and game children', () => {
    pages({
      '/en/top/today': 'top-events',
      '/en/top/today/home': 'top-events-home',
      '/en/top/today/game/7': 'top-events-game',
    });
  });

  it('ROUTE-016 multi and champs/{champId?}', () => {
    pages({ '/en/multi': 'multi', '/en/champs': 'champs', '/en/champs/42': 'champs' });
  });

  it('ROUTE-017 esports and cyber redirect to /real', () => {
    expect(redirect('/en/esports')).toEqual({ status: 302, location: '/en/esports/real' });
    expect(redirect('/en/cyber')).toEqual({ status: 302, location: '/en/cyber/real' });
  });

  it('ROUTE-018 the esports/cyber children', () => {
    pages({
      '/en/esports/real': 'esports-type',
      '/en/esports/virtual': 'esports-type',
      '/en/cyber/stream': 'cyber-type',
      '/en/esports/all': 'esports-all',
      '/en/esports/dota2': 'esports-discipline',
      '/en/esports/dota2/champs': 'esports-discipline-champs',
      '/en/esports/dota2/ti': 'esports-champ',
      '/en/cyber/dota2/ti/real/77': 'cyber-game',
    });
    expect(notFound('/en/esports/dota2/ti/other/77')).toBe(true);
  });

  it('ROUTE-019 disciplines redirects to all', () => {
    expect(redirect('/en/esports/disciplines')).toEqual({ status: 302, location: '/en/esports/all' });
    expect(redirect('/en/cyber/disciplines')).toEqual({ status: 302, location: '/en/cyber/all' });
  });

  it('ROUTE-020 toto sections', () => {
    for (const section of ['', '/draw', '/next', '/coupons', '/draws', '/nonimees']) {
      expect(page(`/en/toto${section}`)).toBe('toto');
    }
    expect(notFound('/en/toto/other')).toBe(true);
  });

  it('ROUTE-021 lotto sections', () => {
    pages({
      '/en/lotto': 'lotto',
      '/en/lotto/catalog': 'lotto',
      '/en/lotto/results': 'lotto',
      '/en/lotto/view/3': 'lotto',
    });
    expect(notFound('/en/lotto/other')).toBe(true);
  });

  it('ROUTE-022 statistic with a catch-all child', () => {
    pages({ '/en/statistic': 'statistic', '/en/statistic/a/b/c': 'statistic' });
    expect(resolvePath('/en/statistic/a/b')).toMatchObject({ params: { '*': 'a/b' } });
  });

  it('ROUTE-023 GUARD-024 statistic is not found when its feature is off', () => {
    expect(resolvePath('/en/statistic/x', '', { features: new Set() }).kind).toBe('notFound');
    expect(resolvePath('/en/statistic/x', '', { features: new Set([FEATURES.statistic]) }).kind).toBe('page');
  });

  it('ROUTE-024 results type live or zone', () => {
    pages({ '/en/results': 'results', '/en/results/live': 'results', '/en/results/zone': 'results' });
    expect(notFound('/en/results/other')).toBe(true);
  });

  it('ROUTE-025 betting alphabet', () => {
    pages({ '/en/betting-alphabet': 'betting-alphabet', '/en/betting-alphabet/a/b/c': 'betting-alphabet' });
  });
});

describe('resolvePath: registration, login, office', () => {
  it('ROUTE-026 registration type only socialregistration', () => {
    pages({ '/en/registration': 'registration', '/en/registration/socialregistration': 'registration' });
    expect(notFound('/en/registration/other')).toBe(true);
  });

  it('ROUTE-027 registration is valid only when allowed by site config', () => {
    expect(resolvePath('/en/registration', '', { features: new Set() }).kind).toBe('notFound');
    expect(resolvePath('/en/registration', '', { features: new Set([FEATURES.registration]) }).kind).toBe(
      'page',
    );
  });

  it('ROUTE-028 user/login and the forgotpassword route', () => {
    expect(page('/en/user/login')).toBe('login');
    expect(redirect('/en/user/forgotpassword')?.status).toBe(302);
  });

  it('ROUTE-029 GUARD-001 GUARD-002 the office group, every page needs sign-in', () => {
    const office = [
      'account',
      'history',
      'historypay',
      'recharge',
      'security',
      'responsible',
      'settings',
      'bonuses/deposit',
      'bonuses/wager',
      'casino/vipcashback',
      'casino/premiumcashback',
      'deduce',
      'promotion',
      'bringfriend',
      'support',
      'rewards',
      'verification',
      'identification',
      'share-idea',
      'payment/requests',
      'payment/create-request',
    ];
    for (const name of office) {
      const result = resolvePath(`/en/office/${name}`);
      expect(result, name).toMatchObject({ kind: 'page', layout: 'main', flags: { auth: true } });
    }
  });

  it('ROUTE-030 the office root redirects to account', () => {
    expect(redirect('/en/office')).toEqual({ status: 302, location: '/en/office/account' });
  });

  it('ROUTE-031 identification only when site config shows it', () => {
    expect(resolvePath('/en/office/identification', '', { features: new Set() }).kind).toBe('notFound');
  });

  it('ROUTE-032 create-request children', () => {
    pages({
      '/en/office/payment/create-request/4': 'office-payment-create-request-topic',
      '/en/office/payment/create-request/4/transactions': 'office-payment-create-request-transactions',
      '/en/office/payment/create-request/4/transactions/9': 'office-payment-create-request-transaction',
      '/en/office/payment/create-request/4/5': 'office-payment-create-request-subtopic',
    });
  });
});

describe('resolvePath: games', () => {
  it('ROUTE-034 the games group', () => {
    pages({
      '/en/games': 'games',
      '/en/games/fortuna-bonus': 'games-fortuna-bonus',
      '/en/games/chest-bonus': 'games-chest-bonus',
      '/en/games/memory-bonus': 'games-memory-bonus',
      '/en/games/safe-bonus': 'games-safe-bonus',
      '/en/games/lottery-bonus': 'games-lottery-bonus',
      '/en/games/dragon-bonus': 'games-dragon-bonus',
      '/en/games/dice': 'games-game',
      '/en/games-landing/spring': 'games-landing',
    });
  });

  it('ROUTE-035 allgamesentrance redirects 301 to the game or the games index', () => {
    expect(redirect('/en/allgamesentrance/fortuna')).toEqual({
      status: 301,
      location: '/en/games/fortuna-bonus',
    });
    expect(redirect('/en/allgamesentrance')).toEqual({ status: 301, location: '/en/games' });
    expect(redirect('/en/allgamesentrance/nothing')).toEqual({ status: 301, location: '/en/games' });
  });

  it('ROUTE-036 bare bonus-game names redirect 301', () => {
    expect(redirect('/en/dragon-bonus')).toEqual({ status: 301, location: '/en/games/dragon-bonus' });
  });

  it('ROUTE-037 game routes are normalised to the current name with 301', () => {
    expect(redirect('/en/games/FortunaBonus')).toEqual({ status: 301, location: '/en/games/fortuna-bonus' });
    expect(redirect('/en/games/lucky-wheel')).toEqual({ status: 301, location: '/en/games/wheel' });
  });

  it('ROUTE-038 ERR-005 a game route outside the list does not render a game page', () => {
    expect(page('/en/games/unknown')).toBeUndefined();
  });
});

describe('resolvePath: information, other, promotions', () => {
  it('ROUTE-039 the information group', () => {
    for (const name of [
      'contacts',
      'about',
      'howbet',
      'payment',
      'cookies',
      'ussdinstruction',
      'licenses',
      'taxation',
      'consent',
      'simpleidentification',
      'smsbets',
      'amlkyc',
      'amlpolicy',
      'disputeresolution',
      'kycpolicy',
      'responsiblegaming',
      'cash_terminals',
      'betting-calculator',
    ]) {
      expect(resolvePath(`/en/information/${name}`).kind, name).toBe('page');
    }
    pages({
      '/en/information/rules/1': 'information-rules',
      '/en/information/rules/1/3': 'information-rules',
    });
  });

  it('ROUTE-040 rules redirects to rules/1', () => {
    expect(redirect('/en/information/rules')).toEqual({ status: 302, location: '/en/information/rules/1' });
    expect(redirect('/en/rules')).toEqual({ status: 301, location: '/en/information/rules/1' });
  });

  it('ROUTE-041 rules are 404 unless route 47 is available', () => {
    expect(resolvePath('/en/information/rules/1', '', { features: new Set() }).kind).toBe('notFound');
    expect(resolvePath('/en/information/rules/1', '', { features: new Set([FEATURES.rules]) }).kind).toBe(
      'page',
    );
  });

  it('ROUTE-042 the information payment page depends on its feature', () => {
    expect(pageRoute('information-payment')?.flags?.featureId).toBe(FEATURES.informationPayment);
    expect(resolvePath('/en/information/payment', '', { features: new Set() }).kind).toBe('notFound');
  });

  it('ROUTE-043 the other group', () => {
    pages({
      '/en/points': 'points',
      '/en/ourpartners': 'ourpartners',
      '/en/ourpartners/media': 'ourpartners',
      '/en/partners': 'partners',
      '/en/mobile-app': 'mobile-app',
      '/en/desktop-app': 'desktop-app',
      '/en/ipl-betting-app': 'ipl-betting-app',
      '/en/blog/2026/a-post': 'blog',
      '/en/news': 'news',
      '/en/news/a-story': 'news',
      '/en/promo': 'promo',
      '/en/betting-awards': 'betting-awards',
      '/en/download-app': 'download-app',
      '/en/cricket-world-cup': 'cricket-world-cup',
      '/en/asian-showcase': 'asian-showcase',
      '/en/promo-codes': 'promo-codes',
    });
  });

  it('ROUTE-044 debugger and internal-vpn only outside production', () => {
    const production = new Set<string>();
    expect(resolvePath('/en/debugger', '', { features: production }).kind).toBe('notFound');
    expect(resolvePath('/en/internal-vpn', '', { features: production }).kind).toBe('notFound');
    expect(resolvePath('/en/debugger', '', { features: new Set([FEATURES.nonProduction]) }).kind).toBe(
      'page',
    );
  });

  it('ROUTE-045 confirm-terms and confirm show the terms page in the empty layout', () => {
    expect(resolvePath('/en/confirm-terms')).toMatchObject({ routeId: 'confirm-terms', layout: 'empty' });
    expect(resolvePath('/en/confirm')).toMatchObject({ routeId: 'confirm', layout: 'empty' });
  });

  it('ROUTE-046 convert-account', () => {
    expect(page('/en/convert-account')).toBe('convert-account');
  });

  it('ROUTE-047 the promotions and bonuses group', () => {
    pages({
      '/en/bonuses/rules': 'bonuses-tab',
      '/en/bonuses/games': 'bonuses-tab',
      '/en/bonuses/rules/12': 'bonuses-rule',
      '/en/bonuses/partners/3': 'bonuses-partner',
      '/en/promotions/spring-cashback': 'promotion',
    });
  });

  it('ROUTE-048 the offers group', () => {
    pages({
      '/en/bonuses-offers': 'bonuses-offers',
      '/en/bonus-offer/12': 'bonus-offer',
      '/en/bonus-offer-partner/3': 'bonus-offer-partner',
      '/en/bonuses-offers-games': 'bonuses-offers-games',
    });
  });

  it('ROUTE-049 bonuses and offers swap with promoBonusToOffer', () => {
    const offersOn = new Set([FEATURES.promoOffers]);
    expect(resolvePath('/en/bonuses/rules', '', { features: offersOn }).kind).toBe('notFound');
    expect(resolvePath('/en/bonuses-offers', '', { features: offersOn }).kind).toBe('page');
    const bonusesOn = new Set([FEATURES.promoBonuses]);
    expect(resolvePath('/en/bonuses/rules', '', { features: bonusesOn }).kind).toBe('page');
    expect(resolvePath('/en/bonuses-offers', '', { features: bonusesOn }).kind).toBe('notFound');
  });

  it('ROUTE-050 two CMS landing forms', () => {
    pages({ '/en/landing/spring': 'cms-landing', '/en/form/contact': 'cms-form' });
  });

  it('ROUTE-051 legacy promotion paths redirect to promotions/{slug}', () => {
    expect(redirect('/en/promotion/spring')).toEqual({ status: 301, location: '/en/promotions/spring' });
    expect(redirect('/en/actions/spring')).toEqual({ status: 301, location: '/en/promotions/spring' });
  });

  it('ROUTE-052 promotion categories', () => {
    for (const category of PROMOTION_CATEGORIES)
      expect(page(`/en/bonuses/category/${category}`)).toBe('bonuses-category');
    expect(page('/en/promotions/tournaments')).toBe('promotions-tournaments');
    expect(notFound('/en/bonuses/category/other')).toBe(true);
  });
});

describe('resolvePath: special layouts', () => {
  it('ROUTE-053 the block pages in the empty layout', () => {
    for (const id of ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension']) {
      expect(resolvePath(`/en/${id}`)).toMatchObject({ routeId: id, layout: 'empty' });
    }
  });

  it('ROUTE-054 statisticpopup, print-coupon and confirm in the empty layout', () => {
    expect(resolvePath('/en/statisticpopup/x/y')).toMatchObject({
      routeId: 'statisticpopup',
      layout: 'empty',
    });
    expect(resolvePath('/en/print-coupon/123')).toMatchObject({ routeId: 'print-coupon', layout: 'empty' });
    expect(resolvePath('/en/confirm')).toMatchObject({ layout: 'empty' });
  });

  it('ROUTE-055 print-coupon only with a digits coupon id', () => {
    expect(notFound('/en/print-coupon/abc')).toBe(true);
    expect(notFound('/en/print-coupon/12a')).toBe(true);
    expect(resolvePath('/en/print-coupon/0042')).toMatchObject({ params: { couponId: '0042' } });
  });

  it('ROUTE-056 payment results', () => {
    for (const result of ['success', 'fail', 'pending', 'cancel']) {
      expect(resolvePath(`/en/onpay/${result}`)).toMatchObject({
        routeId: `onpay-${result}`,
        layout: 'empty',
      });
      expect(resolvePath(`/en/onpay/withdraw/${result}`)).toMatchObject({
        routeId: `onpay-withdraw-${result}`,
        layout: 'empty',
      });
    }
  });

  it('ROUTE-057 the maintenance layout hosts maintenance', () => {
    expect(resolvePath('/en/maintenance')).toMatchObject({ routeId: 'maintenance', layout: 'maintenance' });
  });

  it('ROUTE-060 the blocked layout hosts block-appeal-history', () => {
    expect(resolvePath('/en/block-appeal-history')).toMatchObject({
      layout: 'blocked',
      flags: { bannedOnly: true },
    });
  });

  it('ROUTE-061 ROUTE-062 only the listed names under user (DECISIONS 1)', () => {
    pages({
      '/en/user/accountverify': 'user-accountverify',
      '/en/user/activatefast': 'user-activatefast',
      '/en/user/activate': 'user-activatefast',
      '/en/user/passwordreset': 'user-passwordreset',
      '/en/user/stopnewsletter': 'user-stopnewsletter',
      '/en/user/login': 'login',
    });
    expect(notFound('/en/user/foo')).toBe(true);
    expect(notFound('/en/user')).toBe(true);
  });

  it('ROUTE-063 user/forgotpassword goes home with showForgotPasswordModal=1', () => {
    expect(redirect('/en/user/forgotpassword')).toEqual({
      status: 302,
      location: '/en?showForgotPasswordModal=1',
    });
  });

  it('ROUTE-064 user/coupon goes to the language home', () => {
    expect(redirect('/ru/user/coupon')).toEqual({ status: 302, location: '/ru' });
  });

  it('ROUTE-065 ROUTE-066 oldbrowser and 500', () => {
    pages({ '/en/oldbrowser': 'oldbrowser', '/en/500': 'error' });
  });

  it('ROUTE-068 ERR-004 an unknown path is not found', () => {
    expect(resolvePath('/en/no/such/page')).toEqual({ kind: 'notFound', lng: 'en' });
    expect(resolvePath('/en/%E0%A4%A')).toEqual({ kind: 'notFound' });
  });

  it('ROUTE-069 platform_type forces mobile or desktop, other values are ignored', () => {
    expect(parsePlatformType('?platform_type=mobile')).toBe('mobile');
    expect(parsePlatformType('platform_type=desktop')).toBe('desktop');
    expect(parsePlatformType('?platform_type=tv')).toBeUndefined();
    expect(resolvePath('/en/live', '?platform_type=mobile')).toMatchObject({
      kind: 'page',
      platform: 'mobile',
    });
  });

  it('ROUTE-071 platform_type with no route match goes home keeping the other parameters', () => {
    expect(redirect('/de/nothing', '?platform_type=mobile&ref=7')).toEqual({
      status: 302,
      location: '/de?ref=7',
    });
    const result: PathResolution = resolvePath('/de/nothing', '?ref=7');
    expect(result.kind).toBe('notFound');
  });

  it('CASINO-001 CASINO-002 the casino category and navigation groups resolve to their pages', () => {
    pages({
      '/en/bingo': 'bingo',
      '/en/fishinghunting': 'fishinghunting',
      '/en/poker': 'poker',
      '/en/poker/holdem': 'poker',
      '/en/scratchcards': 'scratchcards',
      '/en/keno': 'keno',
      '/en/slots': 'slots',
      '/en/slots/aurora-gaming': 'slots',
      '/en/slots/vulkan': 'slots-vulkan',
      '/en/casino': 'casino',
      '/en/casino/dice': 'casino',
      '/en/live-casino': 'live-casino',
      '/en/tvgames': 'tvgames',
      '/en/virtualsports': 'virtualsports',
      '/en/fast-games': 'fast-games',
      '/en/fast-bet': 'fast-bet',
      '/en/asian-games': 'asian-games',
      '/en/card-games': 'card-games',
      '/en/crash-games': 'crash-games',
      '/en/skill-games': 'skill-games',
      '/en/othergames': 'othergames',
      '/en/casino/brand': 'casino-brand',
      '/en/brands': 'brands',
      '/en/my-casino': 'my-casino',
      '/en/my-casino/favorites': 'my-casino-favorites',
      '/en/casino-lobby': 'casino-lobby',
      '/en/providers': 'providers',
      '/en/providers/aurora-gaming': 'provider',
      '/en/casino-search': 'casino-search',
    });
  });

  it('CASINO-003 the casino bonus and tournament routes', () => {
    pages({
      '/en/bonus/casino': 'bonus-casino',
      '/en/bonus/casino/promotions/spring': 'bonus-casino-promotion',
      '/en/bonus/casino/tournaments': 'bonus-casino-tournaments',
      '/en/tournaments/weekly-slot-race': 'tournament',
      '/en/bonus/casino/12': 'bonus-casino-item',
    });
  });

  it('CASINO-004 slots and casino (with or without a subcategory) have a game/{gameId}/{gameName} child; the id is digits', () => {
    pages({
      '/en/slots/game/1001/fruit-five': 'slots-game',
      '/en/slots/aurora-gaming/game/1005/golden-reels': 'slots-subcategory-game',
      '/en/casino/game/1002/dice': 'casino-game',
      '/en/casino/dice/game/1002/dice': 'casino-subcategory-game',
      '/en/live-casino/game/1007/blackjack-classic': 'live-casino-game',
    });
    expect(notFound('/en/slots/game/fruit/fruit-five')).toBe(true);
  });

  it('CASINO-014 the bonus games are fortuna, chest, memory, safe, lottery and dragon', () => {
    expect([...BONUS_GAMES].map((game) => game.replace(/-bonus$/, '')).sort()).toEqual([
      'chest',
      'dragon',
      'fortuna',
      'lottery',
      'memory',
      'safe',
    ]);
    for (const game of BONUS_GAMES) expect(page(`/en/games/${game}`), game).toBe(`games-${game}`);
  });

  it('CASINO-005 CASINO-006 CASINO-007 CASINO-008 casino legacy redirects and the headless landings: vulkan, tvgames/view/poker, lpage', () => {
    expect(redirect('/en/vulkan')).toEqual({ status: 301, location: '/en/slots/vulkan' });
    expect(redirect('/en/tvgames/view/poker')).toEqual({ status: 301, location: '/en/poker' });
    expect(redirect('/en/lpage/summer')).toEqual({ status: 301, location: '/en/landing-page/summer' });
    expect(resolvePath('/en/landing-page/summer')).toMatchObject({ layout: 'headless' });
    expect(resolvePath('/en/bonus/casino/landing-summer')).toMatchObject({
      routeId: 'casino-landing',
      layout: 'headless',
    });
    expect(resolvePath('/en/bonus/casino/12')).toMatchObject({ routeId: 'bonus-casino-item' });
  });
});
