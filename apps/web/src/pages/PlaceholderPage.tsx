import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Text } from '@betline/ui';
import { usePage } from '../routes/handle';
import { ActionLink } from './StatusPage';
import { usePageTitle } from './usePageTitle';

const Wrapper = styled.div`
  max-width: 40rem;
  padding-block: ${vars.space[6]};
`;

/**
 * A page whose content a later release builds: its real title in its layout, so that its route, parameters
 * and guards work now.
 */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const { routeId, lng } = usePage();
  const { title } = usePageTitle();
  return (
    <Wrapper data-route-id={routeId} data-placeholder="">
      <Stack gap={4}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{t('pages.placeholder.body')}</Text>
        <div>
          <ActionLink to={`/${lng}`}>{t('pages.placeholder.home')}</ActionLink>
        </div>
      </Stack>
    </Wrapper>
  );
}
