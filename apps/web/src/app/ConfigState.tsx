import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, Heading, Spinner, Stack, Surface, Text, announce } from '@betline/ui';
import { loadSiteConfig } from '../stores/global';
import { useHydratedMark } from '../lib/hydratedMark';
import { useBrandName } from './brand';
import { useStores } from '../stores';

const Centre = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  display: grid;
  place-items: center;
  padding: ${vars.space[6]};
  background: ${vars.bgColor.canvas};
  color: ${vars.fgColor.default};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 28rem;
`;

/** Shown while the first site config loads. */
export function ConfigLoadingState() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <Centre>
      <Spinner label={t('config.loading', { brand })} />
    </Centre>
  );
}

/** The site config could not be loaded: a translated message and a retry button (never a crash). */
export function ConfigErrorState({ lang }: { lang: string | undefined }) {
  useHydratedMark();
  const stores = useStores();
  const { t } = useTranslation();
  const brand = useBrandName();
  const { siteConfig } = useSnapshot(useStores().global);
  const [retried, setRetried] = useState(false);
  const headingId = useId();
  const loading = siteConfig.status === 'loading';
  const failed = siteConfig.status === 'error';
  const title = t('config.errorTitle', { brand });
  const body = t('config.errorBody');

  // Screen readers hear the failure (again after a failed retry) through the kit's one live region.
  useEffect(() => {
    if (failed) announce(`${title}. ${body}`, 'assertive');
  }, [failed, title, body]);

  return (
    <Centre>
      <Panel>
        <Surface as="section" aria-labelledby={headingId} elevation={1} padding={6} radius="lg">
          <Stack gap={4}>
            <Heading level={1} size="lg" id={headingId}>
              {title}
            </Heading>
            <Text tone="muted">{body}</Text>
            <div>
              <Button
                variant="primary"
                loading={loading}
                onClick={() => {
                  setRetried(true);
                  void loadSiteConfig(stores.global, lang);
                }}
              >
                {loading && retried ? t('config.retrying') : t('config.retry')}
              </Button>
            </div>
          </Stack>
        </Surface>
      </Panel>
    </Centre>
  );
}
