import { describe, expect, it } from 'vitest';
import { bettingPath, casinoGamePath, slugify } from './links';
import { champTablePath, teamPath } from './teamLinks';
import { resolvePath } from './routes';

describe('links of named pages', () => {
  it('slugify keeps Latin letters and digits, drops accents, joins the rest with one dash', () => {
    expect(slugify('England. Premier League')).toBe('england-premier-league');
    expect(slugify('  Atlético — Madrid  ')).toBe('atletico-madrid');
    expect(slugify('Ü'.repeat(80))).toHaveLength(60);
    expect(slugify('Футбол')).toBe('');
  });

  it('ROUTE-011 ROUTE-013 a board, a championship and a game resolve to the betting routes of the table', () => {
    const sport = { id: 1, name: 'Football' };
    const champ = { id: 10, name: 'England. Premier League' };
    expect(bettingPath('en', { section: 'line' })).toBe('/en/line');
    const champPath = bettingPath('de', { section: 'live', sport, champ });
    expect(champPath).toBe('/de/live/sport/1-football/10-england-premier-league');
    expect(resolvePath(champPath)).toMatchObject({ kind: 'page', routeId: 'betting' });
    const gamePath = bettingPath('en', { section: 'line', kind: 'longterm', sport, champ, gameId: 7 });
    expect(gamePath).toBe('/en/line/longterm/1-football/10-england-premier-league/7');
    expect(resolvePath(gamePath)).toMatchObject({
      kind: 'page',
      routeId: 'betting-game',
      params: { game: '7' },
    });
  });

  it('ROUTE-011 ROUTE-014 a team and a championship table resolve to the team routes of the table', () => {
    const team = teamPath('en', { id: 301, name: 'Ashford Rovers' });
    expect(team).toBe('/en/team/line/301-ashford-rovers');
    expect(resolvePath(team)).toMatchObject({
      kind: 'page',
      routeId: 'team-info',
      params: { team: '301-ashford-rovers' },
    });
    const table = champTablePath('ru', { id: 1, name: 'Football' }, { id: 10, name: 'Premier League' });
    expect(table).toBe('/ru/team/line/1-football/10-premier-league');
    expect(resolvePath(table)).toMatchObject({
      kind: 'page',
      routeId: 'team',
      params: { section: 'line', sport: '1-football', champ: '10-premier-league' },
    });
  });

  it('a casino game lives under slots, live-casino or casino, as its sections say', () => {
    const game = { id: 12, slug: 'book-of-stars' };
    expect(casinoGamePath('en', { ...game, sections: ['casino', 'slots'] })).toBe(
      '/en/slots/game/12/book-of-stars',
    );
    expect(casinoGamePath('en', { ...game, sections: ['live-casino'] })).toBe(
      '/en/live-casino/game/12/book-of-stars',
    );
    const other = casinoGamePath('ru', { ...game, sections: ['casino'] });
    expect(other).toBe('/ru/casino/game/12/book-of-stars');
    expect(resolvePath(other)).toMatchObject({ kind: 'page', routeId: 'casino-game' });
  });
});
