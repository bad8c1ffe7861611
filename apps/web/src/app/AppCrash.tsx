import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { BetlineRoot, Button, Heading, Stack, Text } from '@betline/ui';
import { useSnapshot } from 'valtio';
import { useStores } from '../stores';

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${vars.space[6]};
  background: ${vars.bgColor.canvas};
  color: ${vars.fgColor.default};
`;

/** Last resort for an error thrown while rendering a route: a message and a reload, in the current language. */
export function AppCrash() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { colorMode } = useSnapshot(useStores().global);
  console.error('route error', error);
  return (
    <BetlineRoot colorMode={colorMode}>
      <Centre>
        <Stack gap={4}>
          <Heading level={1} size="lg">
            {t('crash.title')}
          </Heading>
          <Text tone="muted">{t('crash.body')}</Text>
          <div>
            <Button variant="primary" onClick={() => window.location.reload()}>
              {t('crash.reload')}
            </Button>
          </div>
        </Stack>
      </Centre>
    </BetlineRoot>
  );
}
