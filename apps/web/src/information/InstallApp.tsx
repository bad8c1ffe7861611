/**
 * The app pages' install button: shown when the browser has offered to install the site (its captured
 * `beforeinstallprompt`, site/installPrompt.ts), never on the server's render or in browsers that cannot
 * install. Pressing it opens the browser's own install dialog; the outcome is announced.
 */
import { useState, useSyncExternalStore } from 'react';
import { useMutation } from '../lib/query';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '@betline/ui';
import { promptInstall } from '../site/installOffer';
import { hasInstallPrompt, installPromptOf, watchInstallPrompt } from '../site/installPrompt';
import { useStores } from '../stores';
import { useContentTexts } from '../player/useTexts';

export function InstallApp() {
  useContentTexts();
  const { t } = useTranslation(['translation', 'content']);
  const installPrompt = installPromptOf(useStores());
  const available = useSyncExternalStore(
    (changed) => watchInstallPrompt(installPrompt, changed),
    () => hasInstallPrompt(installPrompt),
    () => false,
  );
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed'>();
  const install = useMutation(() => promptInstall(installPrompt), {
    onSuccess: (answer) => {
      if (answer !== 'unavailable') setOutcome(answer);
    },
  });

  return (
    <div aria-live="polite">
      {outcome !== undefined ? (
        <Text size="sm">
          {t(outcome === 'accepted' ? 'content:apps.installed' : 'content:apps.dismissed')}
        </Text>
      ) : (
        available && (
          <Stack gap={2}>
            <Text size="sm" tone="muted">
              {t('content:apps.installHint')}
            </Text>
            <div>
              <Button onClick={() => void install.run()} loading={install.pending}>
                {t('content:apps.install')}
              </Button>
            </div>
          </Stack>
        )
      )}
    </div>
  );
}
