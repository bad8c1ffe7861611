import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Text } from '@betline/ui';

import { useBrandName } from '../app/brand';
import { useStores } from '../stores';

const Code = styled.p`
  margin: 0;
  color: ${vars.fgColor.accent};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: 0.08em;
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[5]};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onAccent};
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

const Wrapper = styled.div`
  max-width: 36rem;
  padding-block: ${vars.space[10]};
`;

/** ROUTE-068 / ERR-004: any path the table does not know, inside the main layout. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const { language } = useSnapshot(useStores().global);
  return (
    <Wrapper>
      <title>{`${t('notFound.title')} | ${brand}`}</title>
      <Stack gap={4}>
        <Code>404</Code>
        <Heading level={1} size="xl">
          {t('notFound.heading')}
        </Heading>
        <Text tone="muted">{t('notFound.body')}</Text>
        <div>
          <HomeLink to={`/${language}`}>{t('notFound.home')}</HomeLink>
        </div>
      </Stack>
    </Wrapper>
  );
}
