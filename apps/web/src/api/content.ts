import { CONTENT_PATHS, pathWith } from '@betline/contracts/paths';
import { http } from './client';
import type {
  ContentPage,
  ContentPagesResponse,
  Post,
  PostKind,
  PostsResponse,
  RuleChapter,
  RulesResponse,
  RulesSearchResponse,
} from './types';
import { checkAnswer } from './validate';

/**
 * The information pages and the rule book: the latest published text in `lng`, or in English where `lng` has
 * none (`contentLng` says which).
 */

export async function fetchContentPages(lng: string, signal?: AbortSignal): Promise<ContentPagesResponse> {
  const { data } = await http.get<unknown>(CONTENT_PATHS.pages, { params: { lng }, signal, quiet: true });
  return checkAnswer<ContentPagesResponse>('contentPagesResponseSchema', data, 'information pages');
}

export async function fetchContentPage(
  slug: string,
  lng: string,
  signal?: AbortSignal,
): Promise<ContentPage> {
  const { data } = await http.get<unknown>(pathWith(CONTENT_PATHS.page, { slug }), {
    params: { lng },
    signal,
    quiet: true,
  });
  return checkAnswer<ContentPage>('contentPageSchema', data, 'information page');
}

export async function fetchRules(lng: string, signal?: AbortSignal): Promise<RulesResponse> {
  const { data } = await http.get<unknown>(CONTENT_PATHS.rules, { params: { lng }, signal, quiet: true });
  return checkAnswer<RulesResponse>('rulesResponseSchema', data, 'rule book');
}

export async function fetchRuleChapter(
  group: number,
  chapter: number,
  lng: string,
  signal?: AbortSignal,
): Promise<RuleChapter> {
  const { data } = await http.get<unknown>(pathWith(CONTENT_PATHS.ruleChapter, { group, chapter }), {
    params: { lng },
    signal,
    quiet: true,
  });
  return checkAnswer<RuleChapter>('ruleChapterSchema', data, 'rule chapter');
}

export async function searchRules(
  lng: string,
  q: string,
  signal?: AbortSignal,
): Promise<RulesSearchResponse> {
  const { data } = await http.get<unknown>(CONTENT_PATHS.rulesSearch, {
    params: { lng, q },
    signal,
    quiet: true,
  });
  return checkAnswer<RulesSearchResponse>('rulesSearchResponseSchema', data, 'rules search');
}

/** The published news or blog posts, newest first, one page of them. */
export async function fetchPosts(
  kind: PostKind,
  lng: string,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<PostsResponse> {
  const { data } = await http.get<unknown>(pathWith(CONTENT_PATHS.posts, { kind }), {
    params: { lng, page, size },
    signal,
    quiet: true,
  });
  return checkAnswer<PostsResponse>('postsResponseSchema', data, 'posts');
}

export async function fetchPost(
  kind: PostKind,
  slug: string,
  lng: string,
  signal?: AbortSignal,
): Promise<Post> {
  const { data } = await http.get<unknown>(pathWith(CONTENT_PATHS.post, { kind, slug }), {
    params: { lng },
    signal,
    quiet: true,
  });
  return checkAnswer<Post>('postSchema', data, 'post');
}
