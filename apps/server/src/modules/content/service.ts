/**
 * The content service: the information pages and the rule book of one brand, per language with revisions.
 * Readers get the latest published revision in their language, or in English when that language has none
 * (`contentLng` says which). Operators write drafts (cleaned on the way in) and publish them; each publication
 * is the document's next revision in its language. News and blog posts are documents too (`news/<slug>`), listed
 * newest first by their first publication. One instance per app, created in `buildApp`.
 */
import { and, asc, desc, eq, inArray, isNotNull, max, min, sql } from 'drizzle-orm';
import { FALLBACK_LANGUAGE } from '@betline/core';
import type {
  ContentDocumentRef,
  ContentDraft,
  ContentDraftRequest,
  ContentPage,
  ContentPagesResponse,
  Post,
  PostKind,
  PostsQuery,
  PostsResponse,
  RuleChapter,
  RulesResponse,
  RulesSearchResponse,
} from '@betline/contracts';
import type { Db, Executor } from '../../db/client';
import { HttpError } from '../../http/errors';
import { cleanHtml, headingsOf, plainText } from './sanitize';
import { contentDocument, contentRevision } from './tables';

export const CONTENT_ERROR_CODES = {
  notFound: 'CONTENT_NOT_FOUND',
  groupMissing: 'CONTENT_RULE_GROUP_MISSING',
  alreadyPublished: 'CONTENT_ALREADY_PUBLISHED',
  notAPost: 'CONTENT_NOT_A_POST',
} as const;

export interface ContentServiceOptions {
  db: Db;
  brand: string;
  now?: () => Date;
}

export interface ContentService {
  pages(lng: string): Promise<ContentPagesResponse>;
  page(slug: string, lng: string): Promise<ContentPage>;
  rules(lng: string): Promise<RulesResponse>;
  chapter(group: number, chapter: number, lng: string): Promise<RuleChapter>;
  search(lng: string, q: string): Promise<RulesSearchResponse>;
  createDraft(request: ContentDraftRequest): Promise<ContentDraft>;
  publish(id: number): Promise<ContentDraft>;
  posts(kind: PostKind, query: PostsQuery): Promise<PostsResponse>;
  post(kind: PostKind, slug: string, lng: string): Promise<Post>;
}

type Kind = ContentDocumentRef['kind'];

interface DocumentRow {
  id: number;
  kind: Kind;
  key: string;
  parentId: number | null;
  position: number;
}

interface Published {
  documentId: number;
  lng: string;
  revision: number;
  title: string;
  html: string;
  summary: string | null;
  coverUrl: string | null;
  publishedAt: Date;
}

const POST_KINDS: readonly Kind[] = ['news', 'blog'];

/** The address key of a document: `about`, `rules/2`, `rules/2/3`. */
export function documentKey(ref: ContentDocumentRef): string {
  switch (ref.kind) {
    case 'page':
    case 'site-page':
      return ref.slug;
    case 'news':
    case 'blog':
      return `${ref.kind}/${ref.slug}`;
    case 'rule-group':
      return `rules/${ref.group}`;
    case 'rule-chapter':
      return `rules/${ref.group}/${ref.chapter}`;
  }
}

/** The document a key names, back from the key. */
function refOf(kind: Kind, key: string): ContentDocumentRef {
  if (kind === 'page' || kind === 'site-page') return { kind, slug: key };
  if (kind === 'news' || kind === 'blog') return { kind, slug: key.slice(kind.length + 1) };
  const [, group, chapter] = key.split('/').map(Number);
  return kind === 'rule-group'
    ? { kind, group: group ?? 0 }
    : { kind, group: group ?? 0, chapter: chapter ?? 0 };
}

/** The number a group or chapter has in its key (`rules/2/3`: chapter 3 of group 2). */
function numberOf(key: string): number {
  return Number(key.split('/').at(-1));
}

/** The first words of a text, cut at a word's end (about `length` characters). */
export function summaryOf(text: string, length = 160): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const end = cut.lastIndexOf(' ');
  return `${(end > length / 2 ? cut.slice(0, end) : cut).replace(/[,;:.\s]+$/, '')}…`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function createContentService({
  db,
  brand,
  now = () => new Date(),
}: ContentServiceOptions): ContentService {
  const languagesFor = (lng: string) => (lng === FALLBACK_LANGUAGE ? [lng] : [lng, FALLBACK_LANGUAGE]);

  async function documents(kinds: Kind[]): Promise<DocumentRow[]> {
    return db
      .select({
        id: contentDocument.id,
        kind: contentDocument.kind,
        key: contentDocument.key,
        parentId: contentDocument.parentId,
        position: contentDocument.position,
      })
      .from(contentDocument)
      .where(and(eq(contentDocument.brand, brand), inArray(contentDocument.kind, kinds)))
      .orderBy(asc(contentDocument.position), asc(contentDocument.id));
  }

  async function documentByKey(key: string): Promise<DocumentRow | undefined> {
    const [row] = await db
      .select({
        id: contentDocument.id,
        kind: contentDocument.kind,
        key: contentDocument.key,
        parentId: contentDocument.parentId,
        position: contentDocument.position,
      })
      .from(contentDocument)
      .where(and(eq(contentDocument.brand, brand), eq(contentDocument.key, key)));
    return row;
  }

  /**
   * The latest published revision of each document in `lng`, or in English where `lng` has none: by document id.
   */
  async function latest(documentIds: number[], lng: string): Promise<Map<number, Published>> {
    const found = new Map<number, Published>();
    if (documentIds.length === 0) return found;
    const rows = await db
      .selectDistinctOn([contentRevision.documentId, contentRevision.lng], {
        documentId: contentRevision.documentId,
        lng: contentRevision.lng,
        revision: contentRevision.revision,
        title: contentRevision.title,
        html: contentRevision.html,
        summary: contentRevision.summary,
        coverUrl: contentRevision.coverUrl,
        publishedAt: contentRevision.publishedAt,
      })
      .from(contentRevision)
      .where(
        and(
          inArray(contentRevision.documentId, documentIds),
          inArray(contentRevision.lng, languagesFor(lng)),
          isNotNull(contentRevision.revision),
        ),
      )
      .orderBy(contentRevision.documentId, contentRevision.lng, desc(contentRevision.revision));
    for (const row of rows) {
      if (row.revision === null || row.publishedAt === null) continue;
      const published: Published = { ...row, revision: row.revision, publishedAt: row.publishedAt };
      const kept = found.get(row.documentId);
      // The asked language wins over the fallback.
      if (kept === undefined || (kept.lng !== lng && row.lng === lng)) found.set(row.documentId, published);
    }
    return found;
  }

  /** Each document's first publication in any language (a post's date), by document id. */
  async function firstPublished(documentIds: number[]): Promise<Map<number, Date>> {
    if (documentIds.length === 0) return new Map();
    const rows = await db
      .select({ documentId: contentRevision.documentId, first: min(contentRevision.publishedAt) })
      .from(contentRevision)
      .where(and(inArray(contentRevision.documentId, documentIds), isNotNull(contentRevision.publishedAt)))
      .groupBy(contentRevision.documentId);
    return new Map(
      rows.flatMap((row) => (row.first === null ? [] : [[row.documentId, new Date(row.first)]])),
    );
  }

  function notFound(what: string): HttpError {
    return new HttpError(
      404,
      `${what} does not exist or has no published text`,
      CONTENT_ERROR_CODES.notFound,
    );
  }

  function textOf(published: Published) {
    return {
      title: published.title,
      contentLng: published.lng,
      html: published.html,
      headings: headingsOf(published.html),
      revision: published.revision,
      publishedAt: published.publishedAt.toISOString(),
    };
  }

  async function rules(lng: string): Promise<RulesResponse> {
    const docs = await documents(['rule-group', 'rule-chapter']);
    const texts = await latest(
      docs.map((d) => d.id),
      lng,
    );
    const groups: RulesResponse['groups'] = [];
    for (const group of docs.filter((d) => d.kind === 'rule-group')) {
      const text = texts.get(group.id);
      if (text === undefined) continue;
      const chapters = docs
        .filter((d) => d.parentId === group.id)
        .flatMap((d) => {
          const chapterText = texts.get(d.id);
          return chapterText === undefined
            ? []
            : [{ chapter: numberOf(d.key), title: chapterText.title, contentLng: chapterText.lng }];
        });
      groups.push({ group: numberOf(group.key), title: text.title, contentLng: text.lng, chapters });
    }
    return { lng, groups };
  }

  function draftOf(
    row: typeof contentRevision.$inferSelect,
    doc: Pick<DocumentRow, 'kind' | 'key'>,
  ): ContentDraft {
    return {
      id: row.id,
      document: refOf(doc.kind, doc.key),
      lng: row.lng,
      title: row.title,
      html: row.html,
      headings: headingsOf(row.html),
      summary: row.summary,
      coverUrl: row.coverUrl,
      revision: row.revision,
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    };
  }

  /** The document a draft is for, created when it does not exist (a chapter's group must exist). */
  async function ensureDocument(tx: Executor, ref: ContentDocumentRef): Promise<DocumentRow> {
    const key = documentKey(ref);
    const columns = {
      id: contentDocument.id,
      kind: contentDocument.kind,
      key: contentDocument.key,
      parentId: contentDocument.parentId,
      position: contentDocument.position,
    };
    const [existing] = await tx
      .select(columns)
      .from(contentDocument)
      .where(and(eq(contentDocument.brand, brand), eq(contentDocument.key, key)));
    if (existing !== undefined) return existing;
    let parentId: number | null = null;
    if (ref.kind === 'rule-chapter') {
      const [group] = await tx
        .select({ id: contentDocument.id })
        .from(contentDocument)
        .where(and(eq(contentDocument.brand, brand), eq(contentDocument.key, `rules/${ref.group}`)));
      if (group === undefined) {
        throw new HttpError(
          404,
          `rule group ${ref.group} does not exist: write a draft of the group (kind "rule-group") first`,
          CONTENT_ERROR_CODES.groupMissing,
        );
      }
      parentId = group.id;
    }
    const position =
      ref.kind === 'rule-group' || ref.kind === 'rule-chapter'
        ? numberOf(key)
        : await nextPosition(tx, ref.kind, null);
    const [created] = await tx
      .insert(contentDocument)
      .values({ brand, kind: ref.kind, key, parentId, position })
      .onConflictDoNothing()
      .returning(columns);
    if (created !== undefined) return created;
    // Written by another request at the same moment.
    const [again] = await tx
      .select(columns)
      .from(contentDocument)
      .where(and(eq(contentDocument.brand, brand), eq(contentDocument.key, key)));
    if (again === undefined) throw new Error(`content: document ${key} vanished`);
    return again;
  }

  async function nextPosition(tx: Executor, kind: Kind, parentId: number | null): Promise<number> {
    const [row] = await tx
      .select({ last: max(contentDocument.position) })
      .from(contentDocument)
      .where(
        and(
          eq(contentDocument.brand, brand),
          eq(contentDocument.kind, kind),
          parentId === null ? sql`true` : eq(contentDocument.parentId, parentId),
        ),
      );
    return (row?.last ?? 0) + 1;
  }

  return {
    async pages(lng) {
      const docs = await documents(['page']);
      const texts = await latest(
        docs.map((d) => d.id),
        lng,
      );
      const pages = docs.flatMap((doc) => {
        const text = texts.get(doc.id);
        if (text === undefined) return [];
        const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(text.html)?.[1] ?? text.html;
        return [
          {
            slug: doc.key,
            title: text.title,
            summary: summaryOf(plainText(firstParagraph)),
            contentLng: text.lng,
          },
        ];
      });
      return { lng, pages };
    },

    async page(slug, lng) {
      const doc = await documentByKey(slug);
      if (doc === undefined || (doc.kind !== 'page' && doc.kind !== 'site-page')) {
        throw notFound(`information page "${slug}"`);
      }
      const text = (await latest([doc.id], lng)).get(doc.id);
      if (text === undefined) throw notFound(`information page "${slug}"`);
      return { slug, lng, ...textOf(text) };
    },

    rules,

    async chapter(group, chapter, lng) {
      const groupDoc = await documentByKey(`rules/${group}`);
      const chapterDoc = await documentByKey(`rules/${group}/${chapter}`);
      if (groupDoc === undefined || chapterDoc === undefined)
        throw notFound(`rule chapter ${group}/${chapter}`);
      const texts = await latest([groupDoc.id, chapterDoc.id], lng);
      const groupText = texts.get(groupDoc.id);
      const chapterText = texts.get(chapterDoc.id);
      if (groupText === undefined || chapterText === undefined) {
        throw notFound(`rule chapter ${group}/${chapter}`);
      }
      return { group, groupTitle: groupText.title, chapter, lng, ...textOf(chapterText) };
    },

    async search(lng, q) {
      const words = q
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 0);
      const docs = await documents(['rule-group', 'rule-chapter']);
      const chapters = docs.filter((d) => d.kind === 'rule-chapter');
      const groups = new Map(docs.filter((d) => d.kind === 'rule-group').map((d) => [d.id, d]));
      const texts = await latest(
        docs.map((d) => d.id),
        lng,
      );
      const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'gi');
      const hits: RulesSearchResponse['hits'] = [];
      for (const doc of chapters) {
        const text = texts.get(doc.id);
        const group = doc.parentId === null ? undefined : groups.get(doc.parentId);
        if (text === undefined || group === undefined || !texts.has(group.id)) continue;
        const body = plainText(text.html);
        const haystack = `${text.title} ${body}`.toLowerCase();
        // Every word must occur (in the title or the text).
        if (!words.every((w) => haystack.includes(w))) continue;
        const matches = haystack.match(pattern)?.length ?? 0;
        pattern.lastIndex = 0;
        // The whole phrase where it occurs, else the first of its words.
        const phrase = body.toLowerCase().indexOf(q.toLowerCase());
        const at = phrase >= 0 ? phrase : body.search(pattern);
        // Around the first match in the text (from a word's start), or the text's start when only the title matched.
        const from = at > 60 ? body.indexOf(' ', at - 60) + 1 : 0;
        const snippet = `${from > 0 ? '…' : ''}${summaryOf(body.slice(from))}`;
        hits.push({
          group: numberOf(group.key),
          chapter: numberOf(doc.key),
          title: text.title,
          contentLng: text.lng,
          snippet,
          matches: Math.max(matches, 1),
        });
      }
      hits.sort((a, b) => b.matches - a.matches || a.group - b.group || a.chapter - b.chapter);
      return { lng, q, hits };
    },

    async posts(kind, { lng, page, size }) {
      const docs = await documents([kind]);
      const ids = docs.map((d) => d.id);
      const [texts, dates] = await Promise.all([latest(ids, lng), firstPublished(ids)]);
      const all = docs.flatMap((doc) => {
        const text = texts.get(doc.id);
        const date = dates.get(doc.id);
        return text === undefined || date === undefined ? [] : [{ doc, text, date }];
      });
      // Newest first; posts of the same moment, the later written first.
      all.sort((a, b) => b.date.getTime() - a.date.getTime() || b.doc.id - a.doc.id);
      const posts = all.slice((page - 1) * size, page * size).map(({ doc, text, date }) => ({
        kind,
        slug: doc.key.slice(kind.length + 1),
        title: text.title,
        summary: text.summary ?? summaryOf(plainText(text.html)),
        coverUrl: text.coverUrl,
        contentLng: text.lng,
        date: date.toISOString(),
      }));
      return { kind, lng, page, size, total: all.length, pageCount: Math.ceil(all.length / size), posts };
    },

    async post(kind, slug, lng) {
      const doc = await documentByKey(`${kind}/${slug}`);
      if (doc === undefined || doc.kind !== kind) throw notFound(`${kind} post "${slug}"`);
      const text = (await latest([doc.id], lng)).get(doc.id);
      const date = (await firstPublished([doc.id])).get(doc.id);
      if (text === undefined || date === undefined) throw notFound(`${kind} post "${slug}"`);
      return {
        kind,
        slug,
        lng,
        summary: text.summary ?? summaryOf(plainText(text.html)),
        coverUrl: text.coverUrl,
        date: date.toISOString(),
        ...textOf(text),
      };
    },

    async createDraft(request) {
      const { html } = cleanHtml(request.html);
      const isPost = POST_KINDS.includes(request.document.kind);
      if (!isPost && (request.summary !== undefined || request.coverUrl !== undefined)) {
        throw new HttpError(
          400,
          'only news and blog posts have a summary and a cover',
          CONTENT_ERROR_CODES.notAPost,
        );
      }
      const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
      const summary = isPost ? (request.summary ?? summaryOf(plainText(firstParagraph))) : null;
      const coverUrl = isPost ? (request.coverUrl ?? null) : null;
      return db.transaction(async (tx) => {
        const doc = await ensureDocument(tx, request.document);
        const [row] = await tx
          .insert(contentRevision)
          .values({
            documentId: doc.id,
            lng: request.lng,
            title: request.title,
            html,
            summary,
            coverUrl,
            createdAt: now(),
          })
          .returning();
        if (row === undefined) throw new Error('content: the draft was not written');
        return draftOf(row, doc);
      });
    },

    async publish(id) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(contentRevision)
          .innerJoin(contentDocument, eq(contentDocument.id, contentRevision.documentId))
          .where(and(eq(contentRevision.id, id), eq(contentDocument.brand, brand)))
          .for('update');
        if (row === undefined) {
          throw new HttpError(404, `draft ${id} does not exist`, CONTENT_ERROR_CODES.notFound);
        }
        const draft = row.content_revision;
        if (draft.revision !== null) {
          throw new HttpError(
            409,
            `draft ${id} is already published as revision ${draft.revision}: write a new draft to change the text`,
            CONTENT_ERROR_CODES.alreadyPublished,
          );
        }
        const [last] = await tx
          .select({ last: max(contentRevision.revision) })
          .from(contentRevision)
          .where(and(eq(contentRevision.documentId, draft.documentId), eq(contentRevision.lng, draft.lng)));
        const [published] = await tx
          .update(contentRevision)
          .set({ revision: (last?.last ?? 0) + 1, publishedAt: now() })
          .where(eq(contentRevision.id, id))
          .returning();
        if (published === undefined) throw new Error(`content: draft ${id} was not published`);
        return draftOf(published, row.content_document);
      });
    },
  };
}
