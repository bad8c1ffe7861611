import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Surface, Text } from '@betline/ui';

const Intro = styled.div`
  max-width: 40rem;
`;

const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
  }

  li > * {
    flex: 1;
  }
`;

const Dot = styled.span`
  display: block;
  width: ${vars.space[2]};
  height: ${vars.space[2]};
  margin-block-end: ${vars.space[3]};
  border-radius: ${vars.radius.full};
  background: ${vars.bgColor.accent.emphasis};
`;

const highlights = ['live', 'line', 'casino'] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap={8}>
      <title>{`${t('home.title')} | ${t('app.name')}`}</title>
      <Intro>
        <Stack gap={3}>
          <Heading level={1} size="xl">
            {t('home.heading')}
          </Heading>
          <Text size="lg" tone="muted">
            {t('home.welcome')}
          </Text>
        </Stack>
      </Intro>
      <section aria-label={t('home.highlights.label')}>
        <Highlights>
          {highlights.map((key) => (
            <li key={key}>
              <Surface elevation={1} padding={5} radius="lg">
                <Dot aria-hidden="true" />
                <Text>{t(`home.highlights.${key}`)}</Text>
              </Surface>
            </li>
          ))}
        </Highlights>
      </section>
    </Stack>
  );
}
