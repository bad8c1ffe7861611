import { useEffect, useState } from 'react';
import { useMutation } from '../lib/query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  AdBlockNotice,
  AppUpdateNotice,
  Button,
  CookieConsent,
  FirstDepositBonusModal,
  Inline,
  Modal,
  Notice,
  RegistrationReminder,
  Text,
  WelcomeModal,
  type CookieOption as KitCookieOption,
  type FirstDepositBonusChoice,
  type CookiesAgreeType as KitCookiesType,
} from '@betline/ui';
import { resolveCustomization, retiredCurrency, type CookieOption, type CookiesType } from '@betline/core';
import { updateMailing } from '../api/profile';
import { pushNotice } from '../stores/notices';
import { useAccountTexts } from '../player/useTexts';
import { useMoney } from '../player/money';
import { useBrandName } from '../app/brand';
import { FIRST_DEPOSIT_BONUS, firstDepositBonusCap } from './firstDeposit';

import { useStores } from '../stores';
/**
 * What the site notices look like: the kit's consent, age gate, reminder, welcome and first-deposit modals, the
 * update, ad-block and install notices with the strings loaded. Loaded only when one of them is shown (the
 * React Aria modal is not on the first screen).
 */

/** The kit names the functional choice `FUNCTIONALITY`; the rules of @betline/core `FUNCTIONAL`. */
function toCore(type: KitCookiesType): CookiesType {
  return type === 'FUNCTIONALITY' ? 'FUNCTIONAL' : type;
}

/**
 * CONSENT-002: the main view, then the customize view. The choice is resolved by the rules of @betline/core
 * (CONSENT-013..015) from the options as the player left them; "accept all" is ALL (CONSENT-006).
 */
export function ConsentView({ onChoose }: { onChoose: (type: CookiesType) => void }) {
  useAccountTexts();
  return (
    <CookieConsent
      isOpen
      onChoose={(type, options: readonly KitCookieOption[]) => {
        if (type === 'ALL' || type === 'DISABLE') {
          onChoose(type);
          return;
        }
        const coreOptions: CookieOption[] = options.map((option) => ({
          ...option,
          cookiesType: toCore(option.cookiesType),
        }));
        onChoose(resolveCustomization(coreOptions));
      }}
    />
  );
}

export function ReminderView({ onRegister, onLater }: { onRegister: () => void; onLater: () => void }) {
  useAccountTexts();
  return <RegistrationReminder isOpen onRegister={onRegister} onLater={onLater} />;
}

const Region = styled.section`
  position: fixed;
  inset-block-end: ${vars.space[4]};
  inset-inline-end: ${vars.space[4]};
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: min(${vars.notice.width}, calc(100% - ${vars.space[8]}));
`;

/** NOTICE-018: the offer to install the app (the browser's own dialog follows "Install"). */
function InstallNotice({ onInstall, onDismiss }: { onInstall: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('account');
  const brand = useBrandName();
  return (
    <Notice
      kind="info"
      title={t('siteNotices.install.title', { brand })}
      onClose={onDismiss}
      actions={
        <Button size="sm" onClick={onInstall}>
          {t('siteNotices.install.action')}
        </Button>
      }
    >
      {t('siteNotices.install.text', { brand })}
    </Notice>
  );
}

/** NOTICE-011/012, NOTICE-015..017 and NOTICE-018: the app-update, ad-block and install notices, bottom corner. */
export function SiteMessages({
  update,
  adBlock,
  install,
  onReload,
  onDismissUpdate,
  onDismissAdBlock,
  onInstall,
  onDismissInstall,
}: {
  update: boolean;
  adBlock: boolean;
  install: boolean;
  onReload: () => void;
  onDismissUpdate: () => void;
  onDismissAdBlock: () => void;
  onInstall: () => void;
  onDismissInstall: () => void;
}) {
  useAccountTexts();
  const { t } = useTranslation('account');
  return (
    <Region aria-label={t('siteNotices.region')} data-testid="site-messages">
      {update && <AppUpdateNotice onReload={onReload} onDismiss={onDismissUpdate} />}
      {adBlock && <AdBlockNotice onDismiss={onDismissAdBlock} />}
      {install && <InstallNotice onInstall={onInstall} onDismiss={onDismissInstall} />}
    </Region>
  );
}

/** NOTICE-020: the welcome modal of a new player; its main action leads to the first deposit. */
export function WelcomeView({ onStart, onClose }: { onStart: () => void; onClose: () => void }) {
  useAccountTexts();
  const brand = useBrandName();
  return <WelcomeModal isOpen brand={brand} onStart={onStart} onClose={onClose} />;
}

/** NOTICE-021..023: the first-deposit bonus modal 1 (the offer, with the cap in the player's currency). */
export function FirstDepositView({
  currency,
  onDeposit,
  onClose,
}: {
  currency: string;
  onDeposit: () => void;
  onClose: () => void;
}) {
  useAccountTexts();
  const money = useMoney();
  return (
    <FirstDepositBonusModal
      isOpen
      variant={1}
      percent={FIRST_DEPOSIT_BONUS.percent}
      maxAmount={money(firstDepositBonusCap(currency), currency)}
      onDeposit={onDeposit}
      onClose={onClose}
    />
  );
}

/**
 * NOTICE-021: the first-deposit bonus modal 2, for a player who has not chosen a bonus and not deposited yet: the
 * choice (sports or casino) is saved as the player's `first_deposit_bonus_type` (the one the wallet grants), then
 * the player goes to deposit. Closing it declines for now (the office's settings still offer the choice).
 */
export function FirstDepositChoiceView({
  currency,
  onChosen,
  onClose,
}: {
  currency: string;
  onChosen: () => void;
  onClose: () => void;
}) {
  useAccountTexts();
  const { t } = useTranslation('account');
  const money = useMoney();
  const [failed, setFailed] = useState(false);
  const save = useMutation(
    (choice: FirstDepositBonusChoice) => updateMailing({ first_deposit_bonus_type: choice }),
    { onSuccess: onChosen, onError: () => setFailed(true) },
  );
  const choose = (choice: FirstDepositBonusChoice) => {
    if (choice === 0) return onClose();
    setFailed(false);
    void save.run(choice);
  };
  return (
    <FirstDepositBonusModal
      isOpen
      variant={2}
      percent={FIRST_DEPOSIT_BONUS.percent}
      maxAmount={money(firstDepositBonusCap(currency), currency)}
      busy={save.pending}
      error={failed ? t('siteNotices.firstDepositChoiceError') : undefined}
      onDeposit={(choice) => void choose(choice)}
      onClose={onClose}
    />
  );
}

/**
 * ACC-022/023: the convert-account reminder, for a kuna main account (status 1) or an additional kuna account
 * (status 2): the kuna was replaced by the euro, and the account converts at the fixed rate on its page.
 */
export function ConvertAccountView({
  status,
  onConvert,
  onClose,
}: {
  status: 1 | 2;
  onConvert: () => void;
  onClose: () => void;
}) {
  useAccountTexts();
  const { t } = useTranslation('account');
  return (
    <Modal
      isOpen
      size="sm"
      data-testid="convert-account-reminder"
      title={t(status === 1 ? 'convert.reminder.mainTitle' : 'convert.reminder.additionalTitle')}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Inline gap={2} wrap>
          <Button onClick={onConvert}>{t('convert.reminder.convert')}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t('convert.reminder.later')}
          </Button>
        </Inline>
      }
    >
      <Text>
        {t(status === 1 ? 'convert.reminder.main' : 'convert.reminder.additional', {
          rate: retiredCurrency('HRK')?.rate ?? '',
        })}
      </Text>
    </Modal>
  );
}

/** AUTH-020: the notice that explains an inactivity logout, in the app's notice stack (it stays until closed). */
export const INACTIVITY_NOTICE_ID = 'autologoff-inactivity';

export function InactivityNotice({ onShown }: { onShown: () => void }) {
  const stores = useStores();
  useAccountTexts();
  const { t } = useTranslation('account');
  useEffect(() => {
    pushNotice(stores.notices, {
      id: INACTIVITY_NOTICE_ID,
      kind: 'info',
      sticky: true,
      message: t('modal_autologoff_inactivity'),
    });
    onShown();
  }, [t, onShown, stores.notices]);
  return null;
}
