import { useCallback, useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, ErrorState, Heading, Spinner, Text } from '@betline/ui';
import type { ContentHeading } from '../api/types';
import { statusOf } from '../api/errors';
import { localiseLinks } from './html';
import { useContentTexts } from '../player/useTexts';

/**
 * The parts every information page and rule chapter is drawn with: the fallback-language note, the table of
 * contents, the text itself (the server's cleaned HTML) and the print styles.
 */

/** On paper: the page's text only, dark on light, without the site's header, footer, menus and buttons. */
export const PrintTextOnly = createGlobalStyle`
  @media print {
    :root {
      color-scheme: light;
    }

    body {
      background: Canvas;
      color: CanvasText;
    }

    *:has(> main) > :not(main),
    dialog,
    [data-print-hide] {
      display: none !important;
    }

    main {
      min-height: 0 !important;
      max-width: none !important;
      padding: 0 !important;
    }
  }
`;

/** Title, note and date above the text, with the print button at the end. */
export const TextHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin-block-end: ${vars.space[6]};
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

/** The text and, beside it on wide screens, its table of contents. */
export const TextLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[8]};
  align-items: start;

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) calc(${vars.size.layout.sidebarWidth} * 1.1);
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.notice.info.borderColor};
  border-radius: ${vars.radius.md};
  background: ${vars.notice.info.bgColor};
  color: ${vars.notice.info.fgColor};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  @media print {
    display: none;
  }
`;

/** The name of a language in the page's language (`English`, `английский`). */
function languageName(code: string, lng: string): string {
  try {
    return new Intl.DisplayNames([lng], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Says that the text is shown in another language than the page's (the text then carries its `lang`). */
export function FallbackNote({ contentLng, lng }: { contentLng: string; lng: string }) {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  if (contentLng === lng) return null;
  return (
    <Note role="note">{t('content:info.fallbackNote', { language: languageName(contentLng, lng) })}</Note>
  );
}

/** When the text was last published, and its revision. */
export function Updated({ publishedAt, revision }: { publishedAt: string; revision: number }) {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  return (
    <Text size="sm" tone="muted">
      {t('content:info.updated', { date: publishedAt.slice(0, 10), revision })}
    </Text>
  );
}

export function PrintButton() {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  return (
    <span data-print-hide="">
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        {t('content:info.print')}
      </Button>
    </span>
  );
}

const TocNav = styled.nav`
  position: sticky;
  inset-block-start: calc(${vars.size.layout.headerHeight} + ${vars.space[4]});
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};
  background: ${vars.bgColor.surface};

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 1099px) {
    position: static;
    order: -1;
  }

  @media print {
    display: none;
  }
`;

const TocList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  li[data-level='3'] {
    padding-inline-start: ${vars.space[4]};
  }

  a {
    display: block;
    padding-block: ${vars.space[1]};
    color: ${vars.fgColor.muted};
    text-decoration: none;
    border-radius: ${vars.radius.sm};
  }

  a:hover {
    color: ${vars.fgColor.default};
    text-decoration: underline;
  }

  a:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

/** The table of contents: a link to each `h2`/`h3` of the text (its anchor). */
export function TableOfContents({ headings, lang }: { headings: readonly ContentHeading[]; lang?: string }) {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  const titleId = useId();
  if (headings.length === 0) return null;
  return (
    <TocNav aria-labelledby={titleId}>
      <Heading level={2} size="sm" id={titleId}>
        {t('content:info.onThisPage')}
      </Heading>
      <TocList lang={lang}>
        {headings.map((heading) => (
          <li key={heading.id} data-level={heading.level}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </TocList>
    </TocNav>
  );
}

/** The typography of the server's HTML: headings, paragraphs, lists, tables, links and search marks. */
const Prose = styled.div`
  max-width: ${vars.size.layout.readingWidth};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  overflow-wrap: break-word;

  > :first-child {
    margin-block-start: 0;
  }

  h2,
  h3,
  h4 {
    scroll-margin-block-start: calc(${vars.size.layout.headerHeight} + ${vars.space[4]});
    color: ${vars.fgColor.default};
    line-height: ${vars.lineHeight.tight};
  }

  h2 {
    margin-block: ${vars.space[8]} ${vars.space[3]};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }

  h3 {
    margin-block: ${vars.space[6]} ${vars.space[2]};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }

  h4 {
    margin-block: ${vars.space[4]} ${vars.space[2]};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
  }

  p,
  ul,
  ol,
  dl,
  blockquote,
  table {
    margin-block: 0 ${vars.space[4]};
  }

  ul,
  ol {
    padding-inline-start: ${vars.space[6]};
  }

  li + li {
    margin-block-start: ${vars.space[2]};
  }

  a {
    color: ${vars.fgColor.link};
    text-decoration: underline;
    text-underline-offset: ${vars.underlineOffset.default};
  }

  a:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
    border-radius: ${vars.radius.sm};
  }

  blockquote {
    padding-inline-start: ${vars.space[4]};
    border-inline-start: ${vars.borderWidth.thick} solid ${vars.borderColor.default};
    color: ${vars.fgColor.muted};
  }

  table {
    display: block;
    width: max-content;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${vars.fontSize.sm};
    font-variant-numeric: tabular-nums;
  }

  caption {
    padding-block-end: ${vars.space[2]};
    color: ${vars.fgColor.muted};
    text-align: start;
  }

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
    text-align: start;
    vertical-align: top;
  }

  th {
    background: ${vars.bgColor.inset};
    font-weight: ${vars.fontWeight.semibold};
  }

  mark {
    border-radius: ${vars.radius.sm};
    background: ${vars.bgColor.warning.muted};
    color: ${vars.fgColor.default};
  }

  @media print {
    max-width: none;
    color: CanvasText;
    font-size: ${vars.fontSize.md};

    h2,
    h3,
    h4 {
      color: CanvasText;
    }

    th {
      color: CanvasText;
      background: Canvas;
    }

    h2,
    h3 {
      break-after: avoid;
    }

    a {
      color: CanvasText;
    }
  }
`;

/**
 * The text (cleaned HTML from the server), marked with its language when it is not the page's. Links to the
 * site's own pages are followed by the app's router (no reload).
 */
export function ContentBody({ html, contentLng, lng }: { html: string; contentLng: string; lng: string }) {
  const navigate = useNavigate();
  const follow = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element).closest('a');
      const href = anchor?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
  return (
    // The text's own links are the interactive elements (keyboard included); the click handler only routes them.
    <Prose
      lang={contentLng === lng ? undefined : contentLng}
      onClick={follow}
      dangerouslySetInnerHTML={{ __html: localiseLinks(html, lng) }}
    />
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${vars.space[12]};
`;

/** The loading and failed states of a text: a spinner, "not published yet" (404) or a retry. */
export function TextState({
  status,
  error,
  reload,
}: {
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  reload: () => void;
}): ReactNode {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  if (status === 'loading') {
    return (
      <Centered>
        <Spinner label={t('content:info.loading')} />
      </Centered>
    );
  }
  if (statusOf(error) === 404) {
    return <Text tone="muted">{t('content:info.notFound')}</Text>;
  }
  return <ErrorState onRefresh={reload}>{t('content:info.loadError')}</ErrorState>;
}
