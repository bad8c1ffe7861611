import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Text } from '@betline/ui';
import { fetchContentPages } from '../api/content';
import { useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { usePageTitle } from '../pages/usePageTitle';
import { usePage } from '../routes/handle';
import { TextState } from './ContentView';
import { useContentTexts } from '../player/useTexts';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  padding-block: ${vars.space[2]} ${vars.space[8]};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${vars.size.layout.cardMinWidth}, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(RouterLink)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  height: 100%;
  box-sizing: border-box;
  padding: ${vars.space[4]} ${vars.space[5]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};
  background: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  text-decoration: none;

  &:hover {
    border-color: ${vars.borderColor.strong};
    background: ${vars.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const CardTitle = styled.span`
  color: ${vars.fgColor.link};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

/** The information index: every published information page and the rule book, each with a line about it. */
export function InformationIndex() {
  useContentTexts();
  const { t, i18n } = useTranslation(['translation', 'content']);
  const { lng } = usePage();
  const language = lng || i18n.language;
  const { title } = usePageTitle();
  const query = useQuery(['content', 'pages', language], (signal) => fetchContentPages(language, signal), {
    handOver: true,
  });
  return (
    <Page>
      <div>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{t('content:info.intro')}</Text>
      </div>
      {query.status === 'ready' && query.data !== undefined ? (
        <Grid>
          <li>
            <Card href={`/${language}/information/rules/1`}>
              <CardTitle>{t('content:info.rulesTitle')}</CardTitle>
              <Text size="sm" tone="muted">
                {t('content:info.rulesSummary')}
              </Text>
            </Card>
          </li>
          {query.data.pages.map((page) => {
            const lang = page.contentLng === language ? undefined : page.contentLng;
            return (
              <li key={page.slug}>
                <Card href={`/${language}/information/${page.slug}`} lang={lang}>
                  <CardTitle>{page.title}</CardTitle>
                  <Text size="sm" tone="muted">
                    {page.summary}
                  </Text>
                </Card>
              </li>
            );
          })}
        </Grid>
      ) : (
        <TextState status={query.status} error={query.error} reload={query.reload} />
      )}
    </Page>
  );
}
