/**
 * Content: the information pages (`information/about`, `information/cookies`, ...) and the rule book
 * (`information/rules/{group}/{chapter}`), per language with revisions. Each publication adds a revision; the
 * latest published revision of a language is answered. A language without its own text is answered in English,
 * and the answer's `contentLng` says so (the page marks the text with `lang`).
 *
 * Text is HTML cleaned by the server with an allow-list of tags and attributes (no scripts, no event handlers,
 * no styles); its `h2`/`h3` headings carry ids, listed in `headings` for a table of contents.
 *
 * | request | path |
 * |---|---|
 * | the pages | `GET /web-api/content/pages?lng=en` |
 * | one page | `GET /web-api/content/pages/about?lng=en` |
 * | the rule book | `GET /web-api/content/rules?lng=en` |
 * | search in the rules | `GET /web-api/content/rules-search?lng=en&q=cash+out` |
 * | one chapter | `GET /web-api/content/rules/2/3?lng=en` |
 * | a draft (operator) | `POST /operator-api/content/drafts` |
 * | publish a draft (operator) | `POST /operator-api/content/drafts/17/publish` |
 * | news or blog posts, newest first | `GET /web-api/content/posts/news?lng=en&page=1&size=10` |
 * | one post | `GET /web-api/content/posts/blog/how-odds-work?lng=en` |
 *
 * Posts (news and blog) are documents like pages, with a summary and an optional cover image per revision;
 * a post's date is its first publication (later revisions correct it, they do not move it up the list).
 */
import { z } from 'zod';
import { languageCodeSchema } from './siteConfig';

// The paths (CONTENT_PATHS, OPERATOR_CONTENT_PATHS) are in ./paths.

/** Content changes only when an operator publishes: shared caches keep it five minutes. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300';

/** An information page's name in its address (`about`, `cash_terminals`, `betting-calculator`). */
export const contentSlugSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,63}$/, 'a page name is lowercase letters, digits, "-" or "_" (at most 64)');

/** A rule group's or a chapter's number in the address (`rules/2/3`). */
export const ruleNumberSchema = z.coerce
  .number({ error: 'a rule group or chapter is a whole number' })
  .int('a rule group or chapter is a whole number')
  .min(1, 'rule groups and chapters are numbered from 1')
  .max(999, 'rule groups and chapters are numbered up to 999');

export const contentLngQuerySchema = z.object({ lng: languageCodeSchema });
export type ContentLngQuery = z.infer<typeof contentLngQuerySchema>;

export const contentPageParamsSchema = z.object({ slug: contentSlugSchema });

/** The two kinds of post: product news and the blog (guides, responsible gaming). */
export const POST_KINDS = ['news', 'blog'] as const;
export const postKindSchema = z.enum(POST_KINDS, { error: 'a post is of kind "news" or "blog"' });
export type PostKind = z.infer<typeof postKindSchema>;

/** Posts per page at most, and by default. */
export const POSTS_PAGE_SIZE_MAX = 50;
export const POSTS_PAGE_SIZE = 10;

/** A cover image: one of the site's own assets (`/assets/...`), never another site's address. */
export const postCoverUrlSchema = z
  .string()
  .regex(
    /^\/assets\/[a-z0-9][a-z0-9/_.-]{0,200}\.(png|jpe?g|webp|avif|svg)$/,
    "a cover is one of the site's images: /assets/....png, .jpg, .webp, .avif or .svg",
  )
  .refine((url) => !url.includes('..'), 'a cover address has no ".."');

export const postsParamsSchema = z.object({ kind: postKindSchema });
export const postParamsSchema = z.object({ kind: postKindSchema, slug: contentSlugSchema });
export const postsQuerySchema = z.object({
  lng: languageCodeSchema,
  page: z.coerce
    .number({ error: 'page is a whole number' })
    .int('page is a whole number')
    .min(1, 'pages are numbered from 1')
    .max(10_000, 'pages are numbered up to 10000')
    .default(1),
  size: z.coerce
    .number({ error: 'size is a whole number' })
    .int('size is a whole number')
    .min(1, 'a page holds at least 1 post')
    .max(POSTS_PAGE_SIZE_MAX, `a page holds at most ${POSTS_PAGE_SIZE_MAX} posts`)
    .default(POSTS_PAGE_SIZE),
});
export type PostsQuery = z.infer<typeof postsQuerySchema>;
export const ruleChapterParamsSchema = z.object({ group: ruleNumberSchema, chapter: ruleNumberSchema });

export const rulesSearchQuerySchema = z.object({
  lng: languageCodeSchema,
  q: z
    .string()
    .trim()
    .min(2, 'search for at least 2 characters')
    .max(100, 'search for at most 100 characters'),
});
export type RulesSearchQuery = z.infer<typeof rulesSearchQuerySchema>;

/** A heading of a text, for its table of contents: `#id` is its anchor. */
export const contentHeadingSchema = z.object({
  id: z.string().min(1),
  level: z.union([z.literal(2), z.literal(3)]),
  text: z.string(),
});
export type ContentHeading = z.infer<typeof contentHeadingSchema>;

/** What every answered text carries: its language (the asked one, or English) and its revision. */
const textFields = {
  title: z.string().min(1),
  /** The language the text is in: the asked one, or English when it has no text of its own. */
  contentLng: languageCodeSchema,
  /** Cleaned HTML (allow-listed tags and attributes only). */
  html: z.string(),
  headings: z.array(contentHeadingSchema),
  revision: z.number().int().min(1),
  publishedAt: z.iso.datetime(),
};

export const contentPageSummarySchema = z.object({
  slug: contentSlugSchema,
  title: z.string().min(1),
  /** One sentence about the page (its first paragraph's start). */
  summary: z.string(),
  contentLng: languageCodeSchema,
});
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

export const contentPagesResponseSchema = z.object({
  lng: languageCodeSchema,
  pages: z.array(contentPageSummarySchema),
});
export type ContentPagesResponse = z.infer<typeof contentPagesResponseSchema>;

export const contentPageSchema = z.object({
  slug: contentSlugSchema,
  lng: languageCodeSchema,
  ...textFields,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const postSummarySchema = z.object({
  kind: postKindSchema,
  slug: contentSlugSchema,
  title: z.string().min(1),
  summary: z.string(),
  coverUrl: postCoverUrlSchema.nullable(),
  contentLng: languageCodeSchema,
  /** The post's date: its first publication. */
  date: z.iso.datetime(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postsResponseSchema = z.object({
  kind: postKindSchema,
  lng: languageCodeSchema,
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  /** Published posts of the kind in all. */
  total: z.number().int().min(0),
  pageCount: z.number().int().min(0),
  posts: z.array(postSummarySchema),
});
export type PostsResponse = z.infer<typeof postsResponseSchema>;

export const postSchema = z.object({
  kind: postKindSchema,
  slug: contentSlugSchema,
  lng: languageCodeSchema,
  summary: z.string(),
  coverUrl: postCoverUrlSchema.nullable(),
  /** The post's date: its first publication (`publishedAt` is the revision's). */
  date: z.iso.datetime(),
  ...textFields,
});
export type Post = z.infer<typeof postSchema>;

export const ruleChapterSummarySchema = z.object({
  chapter: z.number().int().min(1),
  title: z.string().min(1),
  contentLng: languageCodeSchema,
});
export type RuleChapterSummary = z.infer<typeof ruleChapterSummarySchema>;

export const ruleGroupSchema = z.object({
  group: z.number().int().min(1),
  title: z.string().min(1),
  contentLng: languageCodeSchema,
  chapters: z.array(ruleChapterSummarySchema),
});
export type RuleGroup = z.infer<typeof ruleGroupSchema>;

export const rulesResponseSchema = z.object({ lng: languageCodeSchema, groups: z.array(ruleGroupSchema) });
export type RulesResponse = z.infer<typeof rulesResponseSchema>;

export const ruleChapterSchema = z.object({
  group: z.number().int().min(1),
  groupTitle: z.string().min(1),
  chapter: z.number().int().min(1),
  lng: languageCodeSchema,
  ...textFields,
});
export type RuleChapter = z.infer<typeof ruleChapterSchema>;

export const rulesSearchHitSchema = z.object({
  group: z.number().int().min(1),
  chapter: z.number().int().min(1),
  title: z.string(),
  contentLng: languageCodeSchema,
  /** A piece of the chapter's plain text around the first match (or its start, when the title matched). */
  snippet: z.string(),
  /** How many times the words occur in the chapter (title and text). */
  matches: z.number().int().min(1),
});
export type RulesSearchHit = z.infer<typeof rulesSearchHitSchema>;

export const rulesSearchResponseSchema = z.object({
  lng: languageCodeSchema,
  q: z.string(),
  hits: z.array(rulesSearchHitSchema),
});
export type RulesSearchResponse = z.infer<typeof rulesSearchResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Operator API
// ---------------------------------------------------------------------------------------------------------

/**
 * Which document a draft belongs to: an information page (listed in the information index), a site page (a page
 * of its own address, such as `partners` or `mobile-app`, not listed there), a rule group (its title and intro),
 * a chapter, or a news or blog post.
 */
export const contentDocumentRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), slug: contentSlugSchema }),
  z.object({ kind: z.literal('site-page'), slug: contentSlugSchema }),
  z.object({ kind: z.literal('news'), slug: contentSlugSchema }),
  z.object({ kind: z.literal('blog'), slug: contentSlugSchema }),
  z.object({ kind: z.literal('rule-group'), group: ruleNumberSchema }),
  z.object({ kind: z.literal('rule-chapter'), group: ruleNumberSchema, chapter: ruleNumberSchema }),
]);
export type ContentDocumentRef = z.infer<typeof contentDocumentRefSchema>;

/** The most HTML one revision may hold (characters). */
export const CONTENT_HTML_MAX = 200_000;

export const contentDraftRequestSchema = z.object({
  document: contentDocumentRefSchema,
  lng: languageCodeSchema,
  title: z.string().trim().min(1, 'a title is required').max(200, 'a title has at most 200 characters'),
  /** HTML; the server keeps only allow-listed tags and attributes. */
  html: z.string().max(CONTENT_HTML_MAX, `a text has at most ${CONTENT_HTML_MAX} characters of HTML`),
  /** Posts: the line shown in the list (plain text); without it, the start of the first paragraph. */
  summary: z.string().trim().min(1).max(300, 'a summary has at most 300 characters').optional(),
  /** Posts: a cover image of the site's own, or none. */
  coverUrl: postCoverUrlSchema.optional(),
});
export type ContentDraftRequest = z.infer<typeof contentDraftRequestSchema>;

export const contentDraftSchema = z.object({
  id: z.number().int().min(1),
  document: contentDocumentRefSchema,
  lng: languageCodeSchema,
  title: z.string(),
  /** The HTML as it is stored (cleaned). */
  html: z.string(),
  headings: z.array(contentHeadingSchema),
  /** Posts: the summary and the cover (null for other documents and posts without a cover). */
  summary: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** null until published; then the revision's number in its language. */
  revision: z.number().int().min(1).nullable(),
  createdAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

export const contentDraftParamsSchema = z.object({
  id: z.coerce.number({ error: 'a draft id is a whole number' }).int().min(1, 'a draft id is a whole number'),
});
