import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Field, Input, Text } from '@betline/ui';
import { searchSportsbook } from '../../api/sportsbook';
import { useQuery } from '../../lib/query';
import { boardPath, gamePath } from './model';

// The results list loads with the first answer, not with the board (the betting route's first load has no room).
const SearchResults = lazy(() =>
  import('./searchResults').then((module) => ({ default: module.SearchResults })),
);

const DEBOUNCE_MS = 250;
const MIN_LENGTH = 2;

/** Search of games, championships and teams (at least 2 characters, debounced, the last answer wins). */
export function BoardSearch({ lng }: { lng: string }) {
  const { t } = useTranslation('betting');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const q = query.trim();
  // The term asked for: the typed one once typing has paused (debounced); the last answer stays until then.
  const [asked, setAsked] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const found = useQuery(
    ['sportsbook-search', asked],
    (signal) => searchSportsbook({ q: asked, limit: 10, signal }),
    {
      enabled: asked.length >= MIN_LENGTH,
    },
  );
  const shown =
    found.status === 'ready' && asked === q && q.length >= MIN_LENGTH ? (found.data ?? null) : null;
  return (
    <div role="search">
      <Field
        label={t('board.search.label')}
        hint={q.length > 0 && q.length < MIN_LENGTH ? t('board.search.short') : undefined}
      >
        <Input
          type="search"
          value={query}
          placeholder={t('board.search.placeholder')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </Field>
      {shown !== null ? (
        shown.games.length === 0 && shown.champs.length === 0 ? (
          <Text tone="muted" role="status">
            {t('board.search.none', { query: q })}
          </Text>
        ) : (
          <Suspense fallback={null}>
            <SearchResults
              query={q}
              events={shown.games.map((game) => ({
                id: String(game.gameId),
                home: game.firstOpponent?.nameEng ?? game.nameEng,
                away: game.secondOpponent?.nameEng ?? game.champNameEng,
                champName: game.champNameEng,
                startTime: game.gameStartDateTime * 1000,
                isLive: game.isLive,
              }))}
              champs={shown.champs.map((champ) => ({
                id: String(champ.champId),
                name: champ.nameEng,
                region: champ.countryEng,
                count: shown.games.filter((game) => game.champId === champ.champId).length,
              }))}
              onSelectEvent={(event) => {
                const game = shown.games.find((g) => String(g.gameId) === event.id);
                if (game) void navigate(gamePath(lng, game));
              }}
              onSelectChamp={(champ) => {
                const c = shown.champs.find((each) => String(each.champId) === champ.id);
                if (c)
                  void navigate(
                    boardPath(lng, {
                      section: 'line',
                      sport: { id: c.sportId, name: String(c.sportId) },
                      champ: { id: c.champId, name: c.nameEng },
                    }),
                  );
              }}
            />
          </Suspense>
        )
      ) : null}
    </div>
  );
}
