import { Fragment, type ReactNode } from 'react';
import { Badge } from '../../data/Badge';
import { EmptyState } from '../../data/EmptyState';
import { useUiTranslation } from '../../i18n';
import { SearchIcon } from '../../icons/SearchIcon';
import { formatStartTime } from '../EventRow';
import { GroupTitle, List, Main, ResultButton, Section, Side, Sub } from './SearchResults.styles';

/** An event found by the search. */
export interface SearchEventResult {
  id: string;
  home: string;
  away: string;
  /** Championship name shown under the teams. */
  champName: string;
  /** Start time, epoch ms. */
  startTime: number;
  /** Live now. */
  isLive?: boolean;
}

/** A championship found by the search. */
export interface SearchChampResult {
  id: string;
  name: string;
  region?: string;
  /** Number of events in it. */
  count: number;
}

/** Splits `text` around case-insensitive matches of `query`, marking the matches with <mark>. */
export function highlight(text: string, query: string): ReactNode {
  const q = query.trim();
  if (!q) return text;
  const lower = text.toLocaleLowerCase();
  const needle = q.toLocaleLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  let at = lower.indexOf(needle, from);
  while (at !== -1) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + q.length)}</mark>);
    from = at + q.length;
    at = lower.indexOf(needle, from);
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

export interface SearchResultsProps {
  /** What the player typed; matches are highlighted. */
  query: string;
  /** Events found. */
  events: readonly SearchEventResult[];
  /** Championships found. */
  champs?: readonly SearchChampResult[];
  /** Time zone of start times. */
  timeZone?: string;
  /** Called when the player picks an event. */
  onSelectEvent?: (event: SearchEventResult) => void;
  /** Called when the player picks a championship. */
  onSelectChamp?: (champ: SearchChampResult) => void;
}

/** The result list of the sports search: events and championships with the query highlighted, or an empty state. */
export function SearchResults({
  query,
  events,
  champs = [],
  timeZone,
  onSelectEvent,
  onSelectChamp,
}: SearchResultsProps) {
  const { t, i18n } = useUiTranslation();
  if (events.length === 0 && champs.length === 0) {
    return (
      <EmptyState icon={<SearchIcon />} title={t('betting.searchEmpty', { query })}>
        {t('betting.searchEmptyHint')}
      </EmptyState>
    );
  }
  return (
    <Section aria-label={t('betting.searchResults', { query })}>
      {events.length > 0 && (
        <div>
          <GroupTitle>{t('betting.searchEvents')}</GroupTitle>
          <List>
            {events.map((e) => (
              <li key={e.id}>
                <ResultButton type="button" onClick={() => onSelectEvent?.(e)}>
                  <Main>
                    <span>{highlight(t('betting.versus', { home: e.home, away: e.away }), query)}</span>
                    <Sub>{highlight(e.champName, query)}</Sub>
                  </Main>
                  {e.isLive ? (
                    <Badge tone="danger">{t('betting.live')}</Badge>
                  ) : (
                    <Side>{formatStartTime(e.startTime, i18n.language, timeZone)}</Side>
                  )}
                </ResultButton>
              </li>
            ))}
          </List>
        </div>
      )}
      {champs.length > 0 && (
        <div>
          <GroupTitle>{t('betting.searchChamps')}</GroupTitle>
          <List>
            {champs.map((c) => (
              <li key={c.id}>
                <ResultButton type="button" onClick={() => onSelectChamp?.(c)}>
                  <Main>
                    <span>{highlight(c.name, query)}</span>
                    {c.region && <Sub>{c.region}</Sub>}
                  </Main>
                  <Side>{t('betting.events', { count: c.count })}</Side>
                </ResultButton>
              </li>
            ))}
          </List>
        </div>
      )}
    </Section>
  );
}
