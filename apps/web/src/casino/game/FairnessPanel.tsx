import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, Field, Heading, Input, Stack, Text } from '@betline/ui';
import { fetchSeed, rotateSeed, type InHouseGame, type SeedRotation } from '../../api/casino';
import { isHttpError } from '../../api/http';
import { useMutation, useQuery } from '../../lib/query';
import { usePage } from '../../routes/handle';
import { RouterLink } from '../lobby/parts';
import { DetailsPanel } from './panels';

const Code = styled.code`
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

/**
 * Provably fair (docs/adr/0013-provably-fair.md): the hash of the server seed the next round plays with, the
 * player's client seed and the round number, shown before the round; "reveal" publishes the seed (every round
 * played with it becomes verifiable in the game history) and commits to a new one with the client seed chosen.
 */
export function FairnessPanel({ game }: { game: InHouseGame }) {
  const { t } = useTranslation('casino');
  const { lng } = usePage();
  const seed = useQuery('casino-seed', (signal) => fetchSeed(signal));
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<SeedRotation['revealed'] | null>(null);
  // Why the seed was not changed: an open hand or crash round still uses it, or the call failed.
  const [failed, setFailed] = useState<'open' | 'failed' | null>(null);
  const validClientSeed = clientSeed === '' || /^[\x21-\x7e]{1,64}$/.test(clientSeed);
  const rotation = useMutation((next: string | undefined) => rotateSeed(next), {
    onSuccess: (answer) => {
      setRevealed(answer.revealed);
      setClientSeed('');
      seed.reload();
    },
    onError: (error) =>
      setFailed(
        isHttpError(error) &&
          (error.response.data as { code?: unknown } | undefined)?.code === 'CASINO_HAND_OPEN'
          ? 'open'
          : 'failed',
      ),
  });
  const busy = rotation.pending;
  const rotate = async () => {
    setFailed(null);
    await rotation.run(clientSeed || undefined);
  };
  return (
    <DetailsPanel>
      <summary>{t('fair.title')}</summary>
      <Stack gap={3}>
        <Text size="sm" tone="muted">
          {t('fair.intro')} <RouterLink href={`/${lng}/provably-fair`}>{t('verifier.learn')}</RouterLink>
        </Text>
        {seed.data !== undefined && (
          <dl>
            <dt>
              <Text size="sm" tone="muted">
                {t('fair.hash')}
              </Text>
            </dt>
            <dd>
              <Code data-testid="server-seed-hash">{seed.data.serverSeedHash}</Code>
            </dd>
            <dt>
              <Text size="sm" tone="muted">
                {t('fair.clientSeed')}
              </Text>
            </dt>
            <dd>
              <Code>{seed.data.clientSeed}</Code>
            </dd>
            <dt>
              <Text size="sm" tone="muted">
                {t('fair.nonce')}
              </Text>
            </dt>
            <dd>
              <Code>{seed.data.nonce}</Code>
            </dd>
          </dl>
        )}
        <Field
          label={t('fair.newClientSeed')}
          hint={t('fair.newClientSeedHint')}
          error={validClientSeed ? undefined : t('fair.clientSeedInvalid')}
        >
          <Input value={clientSeed} maxLength={64} onChange={(event) => setClientSeed(event.target.value)} />
        </Field>
        <div>
          <Button variant="secondary" onClick={() => void rotate()} disabled={busy || !validClientSeed}>
            {t('fair.reveal')}
          </Button>
        </div>
        {failed !== null && (
          <Text role="alert" tone="danger">
            {t(failed === 'open' ? 'fair.handOpen' : 'fair.failed')}
          </Text>
        )}
        {revealed !== null && (
          <Stack gap={1} role="status">
            <Heading level={3} size="sm">
              {t('fair.revealed', { count: revealed.rounds })}
            </Heading>
            <Code>{revealed.serverSeed}</Code>
            <Text size="sm">
              <RouterLink href={`/${lng}/office/history?tab=casino&game=${game}`}>
                {t('fair.verify')}
              </RouterLink>
            </Text>
          </Stack>
        )}
      </Stack>
    </DetailsPanel>
  );
}
