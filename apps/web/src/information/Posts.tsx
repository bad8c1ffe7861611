/**
 * News and the blog (`news`, `news/<slug>`, `blog`, `blog/<slug>`): the list of posts, newest first, a page at a
 * time (`?page=2`), and one post with its text. Both are read through the data layer, so the server renders them
 * and hands the answers over to the browser.
 */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Pagination, Stack, Text } from '@betline/ui';
import { fetchPost, fetchPosts } from '../api/content';
import type { PostKind } from '../api/types';
import { useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { usePageTitle } from '../pages/usePageTitle';
import { usePage } from '../routes/handle';
import {
  ContentBody,
  FallbackNote,
  TableOfContents,
  TextHeader,
  TextLayout,
  TextState,
  TitleRow,
} from './ContentView';
import { CardArticle, CardGrid } from './cards';
import { useContentTexts } from '../player/useTexts';

/** Posts per page. */
const PAGE_SIZE = 6;

/** A post's name in its address (the contracts' slug rule). */
const SLUG = /^[a-z][a-z0-9_-]{0,63}$/;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  padding-block: ${vars.space[2]} ${vars.space[8]};
`;

const Card = styled(CardArticle)`
  gap: ${vars.space[2]};
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.hover};
`;

const TitleLink = styled(RouterLink)`
  color: ${vars.fgColor.link};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const BackLink = styled(RouterLink)`
  color: ${vars.fgColor.link};
  font-size: ${vars.fontSize.sm};
  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.normal};
`;

/** The pager's links go through the router (`linkComponent` receives `href`). */
const PagerLink = forwardRef<HTMLAnchorElement, ComponentPropsWithoutRef<typeof RouterLink>>(
  function PagerLink(props, ref) {
    return <RouterLink ref={ref} {...props} />;
  },
);

/** A date the same on the server and in every browser (UTC), in the page's language. */
function PostDate({ iso, lng }: { iso: string; lng: string }) {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  return (
    <Text size="sm" tone="muted">
      <time dateTime={iso}>{t('content:posts.published', { date })}</time>
    </Text>
  );
}

/** `?page=` of the address: a whole number from 1, else 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The posts of one kind, a page at a time, each linking to its post. */
export function PostList({ kind }: { kind: PostKind }) {
  useContentTexts();
  const { t, i18n } = useTranslation(['translation', 'content']);
  const { lng } = usePage();
  const language = lng || i18n.language;
  const { title } = usePageTitle();
  const [search] = useSearchParams();
  const page = pageOf(search.get('page'));
  const query = useQuery(
    ['content', 'posts', kind, language, page],
    (signal) => fetchPosts(kind, language, page, PAGE_SIZE, signal),
    { handOver: true },
  );
  const base = `/${language}/${kind}`;
  const data = query.status === 'ready' ? query.data : undefined;
  return (
    <Page>
      <div>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{t(`content:posts.intro.${kind}`)}</Text>
      </div>
      {data === undefined ? (
        <TextState status={query.status} error={query.error} reload={query.reload} />
      ) : data.total === 0 ? (
        <Text tone="muted">{t('content:posts.empty')}</Text>
      ) : data.posts.length === 0 ? (
        <Stack gap={2}>
          <Text tone="muted">{t('content:posts.pastEnd')}</Text>
          <BackLink href={base}>{t(`content:posts.back.${kind}`)}</BackLink>
        </Stack>
      ) : (
        <>
          <CardGrid as="ol">
            {data.posts.map((post) => {
              const lang = post.contentLng === language ? undefined : post.contentLng;
              return (
                <li key={post.slug}>
                  <Card lang={lang} aria-labelledby={`post-${post.slug}`}>
                    {post.coverUrl !== null && <Cover src={post.coverUrl} alt="" loading="lazy" />}
                    <Heading level={2} size="md">
                      <TitleLink id={`post-${post.slug}`} href={`${base}/${post.slug}`}>
                        {post.title}
                      </TitleLink>
                    </Heading>
                    <PostDate iso={post.date} lng={language} />
                    <Text size="sm" tone="muted">
                      {post.summary}
                    </Text>
                  </Card>
                </li>
              );
            })}
          </CardGrid>
          {data.pageCount > 1 && (
            <Stack gap={2}>
              <Pagination
                label={t('content:posts.pager')}
                page={page}
                pageCount={data.pageCount}
                hrefFor={(target) => (target === 1 ? base : `${base}?page=${target}`)}
                linkComponent={PagerLink}
              />
              <Text size="sm">{t('content:posts.page', { page, pages: data.pageCount })}</Text>
            </Stack>
          )}
        </>
      )}
    </Page>
  );
}

/** One post: its title, date, summary and text, with a table of contents and the way back to the list. */
export function PostView({ kind, slug }: { kind: PostKind; slug: string }) {
  useContentTexts();
  const { t, i18n } = useTranslation(['translation', 'content']);
  const { lng } = usePage();
  const language = lng || i18n.language;
  const { title } = usePageTitle();
  const query = useQuery(
    ['content', 'post', kind, slug, language],
    (signal) => fetchPost(kind, slug, language, signal),
    { handOver: true },
  );
  const back = <BackLink href={`/${language}/${kind}`}>{t(`content:posts.back.${kind}`)}</BackLink>;
  const post = query.status === 'ready' ? query.data : undefined;
  if (post === undefined) {
    return (
      <Page>
        <TextHeader>
          {back}
          <Heading level={1} size="xl">
            {title}
          </Heading>
        </TextHeader>
        <TextState status={query.status} error={query.error} reload={query.reload} />
      </Page>
    );
  }
  const textLang = post.contentLng === language ? undefined : post.contentLng;
  return (
    <Page>
      <TextHeader>
        {back}
        <TitleRow>
          <Heading level={1} size="xl" lang={textLang}>
            {post.title}
          </Heading>
        </TitleRow>
        <PostDate iso={post.date} lng={language} />
        <FallbackNote contentLng={post.contentLng} lng={language} />
      </TextHeader>
      {post.coverUrl !== null && <Cover src={post.coverUrl} alt="" />}
      <Summary lang={textLang}>{post.summary}</Summary>
      <TextLayout>
        <ContentBody html={post.html} contentLng={post.contentLng} lng={language} />
        <TableOfContents headings={post.headings} lang={textLang} />
      </TextLayout>
    </Page>
  );
}

/** An address no post can have (`blog/a/b`, capitals): the page says so without asking the server. */
function NoSuchPost({ kind }: { kind: PostKind }) {
  useContentTexts();
  const { t, i18n } = useTranslation(['translation', 'content']);
  const { lng } = usePage();
  const { title } = usePageTitle();
  return (
    <Page>
      <TextHeader>
        <BackLink href={`/${lng || i18n.language}/${kind}`}>{t(`content:posts.back.${kind}`)}</BackLink>
        <Heading level={1} size="xl">
          {title}
        </Heading>
      </TextHeader>
      <Text tone="muted">{t('content:info.notFound')}</Text>
    </Page>
  );
}

/** The route of a kind: the list, or one post when the address names it. */
export function PostsRoute({ kind, slug }: { kind: PostKind; slug: string | undefined }) {
  if (slug === undefined || slug === '') return <PostList kind={kind} />;
  return SLUG.test(slug) ? <PostView kind={kind} slug={slug} /> : <NoSuchPost kind={kind} />;
}
