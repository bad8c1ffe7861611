/**
 * The pages outside production (ROUTE-044: the route table's `non-production` feature keeps them out of a
 * production build): `debugger` shows what the app knows of this visit (build, language, preferences, session,
 * the site's feature switches) with a copy as JSON for a bug report; `internal-vpn` shows what the server sees of
 * the request's network and whether the address is internal (`GET /web-api/dev/network`, a development and demo
 * route of the server).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import { APP_VERSION_PATH, DEV_NETWORK_PATH } from '@betline/contracts/paths';
import type { AppVersionResponse, DevNetwork } from '@betline/contracts';
import { Button, ErrorState, Heading, Stack, Table, Text, type TableColumn } from '@betline/ui';
import { http } from '../api/client';
import { checkAnswer } from '../api/validate';
import { devtoolsTextsReady } from '../i18n/devtoolsTexts';
import { useQuery } from '../lib/query';
import { usePageTitle } from '../pages/usePageTitle';
import { Facts as OfficeFacts, Section } from '../player/office/parts';
import { textsOf, useTextsOf } from '../player/useTexts';
import { usePage } from '../routes/handle';
import { useStores } from '../stores';
import { usePreferences } from '../stores/preferences';

const devtoolsTexts = textsOf(devtoolsTextsReady);

/** The office's label/value list, its values in the monospace face (addresses, versions, ids). */
const Facts = styled(OfficeFacts)`
  dd {
    font-family: ${vars.fontFamily.mono};
  }
`;

/** A name and its value: a group of the list's grid. */
const Fact = styled.div`
  display: contents;
`;

/** Names and values, as a definition list. */
function FactList({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <Facts>
      {facts.map(([name, value]) => (
        <Fact key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Fact>
      ))}
    </Facts>
  );
}

function PageHead() {
  useTextsOf(devtoolsTexts);
  const { t } = useTranslation('devtools');
  const { title } = usePageTitle();
  return (
    <Stack gap={2}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <Text tone="muted">{t('notice')}</Text>
    </Stack>
  );
}

async function fetchVersion(signal: AbortSignal): Promise<AppVersionResponse> {
  const { data } = await http.get<unknown>(APP_VERSION_PATH, { signal, quiet: true });
  return checkAnswer<AppVersionResponse>('appVersionResponseSchema', data, APP_VERSION_PATH);
}

async function fetchNetwork(signal: AbortSignal): Promise<DevNetwork> {
  const { data } = await http.get<unknown>(DEV_NETWORK_PATH, { signal, quiet: true });
  return checkAnswer<DevNetwork>('devNetworkSchema', data, DEV_NETWORK_PATH);
}

/** `debugger`: what the app knows of this visit. */
export function DebuggerPage() {
  useTextsOf(devtoolsTexts);
  const { t } = useTranslation('devtools');
  const { lng } = usePage();
  const stores = useStores();
  const user = useSnapshot(stores.user);
  const site = useSnapshot(stores.site);
  const prefs = usePreferences();
  const version = useQuery(['devtools', 'version'], fetchVersion);
  const [copied, setCopied] = useState(false);
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const offset = prefs.timeZone;
  const zone = `UTC${offset >= 0 ? '+' : '−'}${Math.abs(offset)}`;
  const snapshot = {
    mode: import.meta.env.MODE,
    serverVersion: version.data?.version ?? null,
    language: lng,
    timeZone: offset,
    timeZoneAuto: prefs.timeZoneAuto,
    coefViewId: prefs.coefViewId,
    userId: user.userId,
    features: site.features,
  };
  const switches = Object.entries(site.features ?? {});
  const columns: TableColumn<readonly [string, boolean]>[] = [
    { key: 'feature', header: t('features.feature'), rowHeader: true, cell: ([id]) => id },
    { key: 'state', header: t('features.state'), cell: ([, on]) => t(on ? 'features.on' : 'features.off') },
  ];
  return (
    <Stack gap={5}>
      <PageHead />
      <Section title={t('build.heading')}>
        <FactList
          facts={[
            [t('build.mode'), import.meta.env.MODE],
            [
              t('build.version'),
              version.data?.version ?? (version.status === 'error' ? t('error') : t('loading')),
            ],
          ]}
        />
      </Section>
      <Section title={t('visit.heading')}>
        <FactList
          facts={[
            [t('visit.language'), lng],
            [t('visit.timeZone'), zone],
            [t('visit.oddsFormat'), String(prefs.coefViewId)],
            [t('visit.signedIn'), yesNo(user.userId !== null)],
            [t('visit.player'), user.userId === null ? t('none') : String(user.userId)],
          ]}
        />
      </Section>
      <Section title={t('features.heading')}>
        {switches.length === 0 ? (
          <Text>{t('features.empty')}</Text>
        ) : (
          <Table
            columns={columns}
            rows={switches}
            rowKey={([id]) => id}
            caption={t('features.heading')}
            captionHidden
          />
        )}
      </Section>
      <Stack gap={2}>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard
                .writeText(JSON.stringify(snapshot, null, 2))
                .then(() => setCopied(true));
            }}
          >
            {t('copy')}
          </Button>
        </div>
        {copied && <Text role="status">{t('copied')}</Text>}
      </Stack>
    </Stack>
  );
}

/** `internal-vpn`: the network as the server sees it, and whether the address is internal. */
export function InternalVpnPage() {
  useTextsOf(devtoolsTexts);
  const { t } = useTranslation('devtools');
  const network = useQuery(['devtools', 'network'], fetchNetwork);
  const data = network.data;
  let content;
  if (data === undefined)
    content =
      network.status === 'error' ? (
        <ErrorState title={t('error')} onRefresh={network.reload} />
      ) : (
        <Text role="status" tone="muted">
          {t('loading')}
        </Text>
      );
  else
    content = (
      <Stack gap={3}>
        <Text weight="bold">{t(data.internal ? 'network.isInternal' : 'network.isPublic')}</Text>
        <FactList
          facts={[
            [t('network.ip'), data.ip],
            [t('network.internal'), t(data.internal ? 'yes' : 'no')],
            [t('network.forwardedFor'), data.forwardedFor ?? t('none')],
            [t('network.country'), data.country ?? t('none')],
            [t('network.countryHeader'), data.countryHeader],
            [t('network.protocol'), data.protocol],
            [t('network.host'), data.host],
          ]}
        />
      </Stack>
    );
  return (
    <Stack gap={5}>
      <PageHead />
      <Section title={t('network.heading')}>{content}</Section>
    </Stack>
  );
}
