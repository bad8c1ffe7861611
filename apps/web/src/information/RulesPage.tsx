import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, SearchField, Text } from '@betline/ui';
import { fetchRuleChapter, fetchRules, searchRules } from '../api/content';
import type { RuleGroup, RulesSearchResponse } from '../api/types';
import { useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { usePageTitle } from '../pages/usePageTitle';
import { usePage } from '../routes/handle';
import {
  ContentBody,
  FallbackNote,
  PrintButton,
  PrintTextOnly,
  TableOfContents,
  TextHeader,
  TextLayout,
  TextState,
  TitleRow,
  Updated,
} from './ContentView';
import { markWords, searchWords, splitByWords } from './html';
import { useContentTexts } from '../player/useTexts';

/** The shortest search the server answers. */
const MIN_SEARCH = 2;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[8]};
  align-items: start;
  padding-block: ${vars.space[2]} ${vars.space[8]};

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (min-width: 1024px) {
    grid-template-columns: ${vars.size.layout.sidebarWidth} minmax(0, 1fr);
  }

  @media print {
    display: block;
  }
`;

const Sidebar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (min-width: 1024px) {
    position: sticky;
    inset-block-start: calc(${vars.size.layout.headerHeight} + ${vars.space[4]});
    max-height: calc(100vh - ${vars.size.layout.headerHeight} - ${vars.space[8]});
    overflow-y: auto;
  }

  @media print {
    display: none;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupName = styled.span`
  display: block;
  padding-block: ${vars.space[3]} ${vars.space[1]};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: ${vars.letterSpacing.wide};
  text-transform: uppercase;
`;

const ChapterLink = styled(RouterLink)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  text-decoration: none;

  &:hover {
    background: ${vars.bgColor.hover};
  }

  &[aria-current='page'] {
    background: ${vars.bgColor.accent.muted};
    color: ${vars.fgColor.accent};
    font-weight: ${vars.fontWeight.semibold};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  mark {
    border-radius: ${vars.radius.sm};
    background: ${vars.bgColor.warning.muted};
    color: ${vars.fgColor.default};
  }
`;

const Snippet = styled.span`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.regular};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[4]};
  margin-block-start: ${vars.space[8]};
  padding-block-start: ${vars.space[4]};
  border-block-start: ${vars.borderWidth.default} solid ${vars.borderColor.muted};

  @media print {
    display: none;
  }
`;

const PagerLink = styled(RouterLink)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  max-width: 48%;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.fgColor.link};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;

  &[data-next] {
    margin-inline-start: auto;
    text-align: end;
  }

  &:hover {
    background: ${vars.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const PagerHint = styled.span`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.regular};
`;

interface ChapterRef {
  group: number;
  chapter: number;
  title: string;
  contentLng: string;
}

/** The chapters before and after the shown one, across groups, in the rule book's order. */
export function neighbours(
  groups: readonly RuleGroup[],
  current: { group: number; chapter: number },
): { previous: ChapterRef | null; next: ChapterRef | null } {
  const all = groups.flatMap((g) => g.chapters.map((c) => ({ ...c, group: g.group })));
  const at = all.findIndex((c) => c.group === current.group && c.chapter === current.chapter);
  if (at < 0) return { previous: null, next: null };
  return { previous: all[at - 1] ?? null, next: all[at + 1] ?? null };
}

/** Links to the previous and the next chapter, below the text. */
function ChapterPager({
  groups,
  current,
  lng,
}: {
  groups: readonly RuleGroup[];
  current: { group: number; chapter: number };
  lng: string;
}) {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  const { previous, next } = neighbours(groups, current);
  if (previous === null && next === null) return null;
  const lang = (ref: ChapterRef) => (ref.contentLng === lng ? undefined : ref.contentLng);
  return (
    <Pager aria-label={t('content:info.chapterPager')}>
      {previous === null ? null : (
        <PagerLink href={chapterHref(lng, previous.group, previous.chapter)} rel="prev">
          <PagerHint>{t('content:info.previousChapter')}</PagerHint>
          <span lang={lang(previous)}>{previous.title}</span>
        </PagerLink>
      )}
      {next === null ? null : (
        <PagerLink href={chapterHref(lng, next.group, next.chapter)} rel="next" data-next="">
          <PagerHint>{t('content:info.nextChapter')}</PagerHint>
          <span lang={lang(next)}>{next.title}</span>
        </PagerLink>
      )}
    </Pager>
  );
}

/** A positive whole number from the address, or null. */
function numberParam(value: string | undefined, fallback: number | null): number | null {
  if (value === undefined || value === '') return fallback;
  return /^[1-9]\d{0,2}$/.test(value) ? Number(value) : null;
}

function chapterHref(lng: string, group: number, chapter: number): string {
  return `/${lng}/information/rules/${group}/${chapter}`;
}

/** The rule book's groups and chapters, the shown chapter marked as the current page. */
function RuleNav({
  groups,
  lng,
  current,
}: {
  groups: readonly RuleGroup[];
  lng: string;
  current: { group: number; chapter: number } | null;
}) {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  const baseId = useId();
  return (
    <nav aria-label={t('content:info.ruleBook')}>
      <List>
        {groups.map((group) => {
          const nameId = `${baseId}-${group.group}`;
          return (
            <li key={group.group}>
              <GroupName id={nameId} lang={group.contentLng === lng ? undefined : group.contentLng}>
                {group.title}
              </GroupName>
              <List aria-labelledby={nameId}>
                {group.chapters.map((chapter) => {
                  const here = current?.group === group.group && current.chapter === chapter.chapter;
                  return (
                    <li key={chapter.chapter}>
                      <ChapterLink
                        href={chapterHref(lng, group.group, chapter.chapter)}
                        aria-current={here ? 'page' : undefined}
                        lang={chapter.contentLng === lng ? undefined : chapter.contentLng}
                      >
                        {chapter.title}
                      </ChapterLink>
                    </li>
                  );
                })}
              </List>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

/** Text with the searched words marked. */
function Marked({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {splitByWords(text, words).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** The chapters the search found, each with the piece of its text where the words occur. */
function SearchResults({
  result,
  words,
  lng,
  current,
}: {
  result: RulesSearchResponse;
  words: readonly string[];
  lng: string;
  current: { group: number; chapter: number } | null;
}) {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  return (
    <section aria-label={t('content:info.searchResults')}>
      <Text size="sm" tone="muted">
        {result.hits.length === 0
          ? t('content:info.noResults', { query: result.q })
          : t('content:info.found', { count: result.hits.length })}
      </Text>
      <List>
        {result.hits.map((hit) => (
          <li key={`${hit.group}-${hit.chapter}`}>
            <ChapterLink
              href={chapterHref(lng, hit.group, hit.chapter)}
              aria-current={
                current?.group === hit.group && current.chapter === hit.chapter ? 'page' : undefined
              }
              lang={hit.contentLng === lng ? undefined : hit.contentLng}
            >
              <span>
                <Marked text={hit.title} words={words} />
              </span>
              <Snippet>
                <Marked text={hit.snippet} words={words} />
              </Snippet>
            </ChapterLink>
          </li>
        ))}
      </List>
    </section>
  );
}

/**
 * The rule book (`information/rules/{group}/{chapter}`): the groups and their chapters beside the shown chapter,
 * a search that lists the chapters holding the words and marks them in the text, the chapter's table of
 * contents, and print styles (the text alone on paper). The group's first chapter when none is named.
 */
export function RulesPage() {
  useContentTexts();
  const { t, i18n } = useTranslation(['translation', 'content']);
  const { lng, params } = usePage();
  const language = lng || i18n.language;
  const { title } = usePageTitle();
  const group = numberParam(params.ruleGroup, null);
  const chapter = numberParam(params.chapter, 1);
  const current = group !== null && chapter !== null ? { group, chapter } : null;

  const [input, setInput] = useState('');
  const [searched, setSearched] = useState('');
  const searching = searched.length >= MIN_SEARCH;
  const words = searching ? searchWords(searched) : [];

  const rules = useQuery(['content', 'rules', language], (signal) => fetchRules(language, signal), {
    handOver: true,
  });
  const text = useQuery(
    ['content', 'rule', language, current?.group ?? 0, current?.chapter ?? 0],
    (signal) => fetchRuleChapter(current?.group ?? 0, current?.chapter ?? 0, language, signal),
    { handOver: true, enabled: current !== null },
  );
  const search = useQuery(
    ['content', 'rules-search', language, searched],
    (signal) => searchRules(language, searched, signal),
    { enabled: searching },
  );

  const shown = text.status === 'ready' ? text.data : undefined;
  const marked = shown === undefined ? null : markWords(shown.html, words);
  const textLang = shown === undefined || shown.contentLng === language ? undefined : shown.contentLng;

  return (
    <Layout>
      <PrintTextOnly />
      <Sidebar>
        <SearchField
          label={t('content:info.searchLabel')}
          placeholder={t('content:info.searchPlaceholder')}
          landmarkLabel={t('content:info.searchLabel')}
          value={input}
          onChange={setInput}
          onSearch={setSearched}
          maxLength={100}
          loading={searching && search.status === 'loading'}
          resultsCount={searching && search.status === 'ready' ? search.data?.hits.length : undefined}
        />
        {searching && search.status === 'ready' && search.data !== undefined ? (
          <SearchResults result={search.data} words={words} lng={language} current={current} />
        ) : searching && search.status === 'error' ? (
          <Text size="sm" tone="muted" role="alert">
            {t('content:info.searchError')}
          </Text>
        ) : rules.data !== undefined ? (
          <RuleNav groups={rules.data.groups} lng={language} current={current} />
        ) : (
          <TextState status={rules.status} error={rules.error} reload={rules.reload} />
        )}
      </Sidebar>
      <article>
        {current === null || shown === undefined || marked === null ? (
          // The page's own title until a chapter (with its title) is in.
          <>
            <TextHeader>
              <Heading level={1} size="xl">
                {title}
              </Heading>
            </TextHeader>
            {current === null ? (
              <Text tone="muted">{t('content:info.notFound')}</Text>
            ) : (
              <TextState status={text.status} error={text.error} reload={text.reload} />
            )}
          </>
        ) : (
          <>
            <TextHeader>
              <Text size="sm" tone="muted" lang={textLang}>
                {shown.groupTitle}
              </Text>
              <TitleRow>
                <Heading level={1} size="xl" lang={textLang}>
                  {shown.title}
                </Heading>
                <PrintButton />
              </TitleRow>
              <FallbackNote contentLng={shown.contentLng} lng={language} />
              <Updated publishedAt={shown.publishedAt} revision={shown.revision} />
              {searching ? (
                <Text size="sm" tone="muted" aria-live="polite">
                  {t('content:info.matchesHere', { count: marked.count })}
                </Text>
              ) : null}
            </TextHeader>
            <TextLayout>
              <ContentBody html={marked.html} contentLng={shown.contentLng} lng={language} />
              <TableOfContents headings={shown.headings} lang={textLang} />
            </TextLayout>
            {rules.data === undefined || current === null ? null : (
              <ChapterPager groups={rules.data.groups} current={current} lng={language} />
            )}
          </>
        )}
      </article>
    </Layout>
  );
}
