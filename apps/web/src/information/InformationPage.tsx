import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading } from '@betline/ui';
import { fetchContentPage } from '../api/content';
import { useQuery } from '../lib/query';
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

const Page = styled.div`
  padding-block: ${vars.space[2]} ${vars.space[8]};
`;

/**
 * An information page (`information/about`, `information/cookies`, ...) or a site page of the content service
 * (`partners`, `mobile-app`, ...): its title, a table of contents from its headings and its text, in the page's
 * language or, where that has no text yet, in English (marked so). `actions` go under the title (the app pages'
 * install button).
 */
export function InformationPage({ slug, actions }: { slug: string; actions?: ReactNode }) {
  const { lng } = usePage();
  const { i18n } = useTranslation();
  const language = lng || i18n.language;
  // The page's own title until its text (with the text's title) is in.
  const { title } = usePageTitle();
  const query = useQuery(
    ['content', 'page', slug, language],
    (signal) => fetchContentPage(slug, language, signal),
    {
      handOver: true,
    },
  );
  const page = query.status === 'ready' ? query.data : undefined;
  if (page === undefined) {
    return (
      <Page>
        <TextHeader>
          <Heading level={1} size="xl">
            {title}
          </Heading>
        </TextHeader>
        <TextState status={query.status} error={query.error} reload={query.reload} />
      </Page>
    );
  }
  const textLang = page.contentLng === language ? undefined : page.contentLng;
  return (
    <Page>
      <PrintTextOnly />
      <TextHeader>
        <TitleRow>
          <Heading level={1} size="xl" lang={textLang}>
            {page.title}
          </Heading>
          <PrintButton />
        </TitleRow>
        <FallbackNote contentLng={page.contentLng} lng={language} />
        <Updated publishedAt={page.publishedAt} revision={page.revision} />
        {actions}
      </TextHeader>
      <TextLayout>
        <ContentBody html={page.html} contentLng={page.contentLng} lng={language} />
        <TableOfContents headings={page.headings} lang={textLang} />
      </TextLayout>
    </Page>
  );
}
