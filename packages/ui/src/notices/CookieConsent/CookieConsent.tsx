import { useState } from 'react';
import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Text } from '../../typography/Text';
import { Modal } from '../../overlays/Modal/Modal';
import { resolveCustomConsent, type CookieOption, type CookiesAgreeType } from './consent';
import { OptionLabel, OptionList, OptionName, OptionText } from './CookieConsent.styles';

export interface CookieConsentProps {
  /** Whether the consent modal is shown. */
  isOpen: boolean;
  /** The options of the customize view; defaults to necessary (fixed), functionality and marketing. */
  options?: readonly CookieOption[];
  /** Called with the chosen type: ALL from "Accept all" (CONSENT-006), the resolved type from "Save". */
  onChoose: (type: CookiesAgreeType, options: readonly CookieOption[]) => void;
  /** Start in the customize view. */
  defaultView?: 'main' | 'customize';
}

/**
 * The cookie consent modal (CONSENT-002): a main view (accept all, only necessary, customize) and a
 * customize view with one checkbox per option. It is not dismissable: the player answers.
 */
export function CookieConsent({ isOpen, options, onChoose, defaultView = 'main' }: CookieConsentProps) {
  const { t } = useUiTranslation();
  const [view, setView] = useState(defaultView);
  const defaults: CookieOption[] = [
    {
      name: t('cookieConsent.necessary'),
      description: t('cookieConsent.necessaryText'),
      checked: true,
      disabled: true,
      cookiesType: 'DISABLE',
    },
    {
      name: t('cookieConsent.functionality'),
      description: t('cookieConsent.functionalityText'),
      checked: false,
      disabled: false,
      cookiesType: 'FUNCTIONALITY',
    },
    {
      name: t('cookieConsent.marketing'),
      description: t('cookieConsent.marketingText'),
      checked: false,
      disabled: false,
      cookiesType: 'MARKETING',
    },
  ];
  const [checked, setChecked] = useState<boolean[] | null>(null);
  const list = (options ?? defaults).map((o, i) => ({ ...o, checked: checked?.[i] ?? o.checked }));
  const all = list.map((o) => ({ ...o, checked: true }));

  return (
    <Modal
      isOpen={isOpen}
      title={view === 'main' ? t('cookieConsent.title') : t('cookieConsent.customizeTitle')}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled
      hideCloseButton
      footer={
        view === 'main' ? (
          <>
            <Button variant="ghost" onClick={() => setView('customize')}>
              {t('cookieConsent.customize')}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                onChoose(
                  'DISABLE',
                  list.map((o) => ({ ...o, checked: o.disabled && o.checked })),
                )
              }
            >
              {t('cookieConsent.onlyNecessary')}
            </Button>
            <Button onClick={() => onChoose('ALL', all)}>{t('cookieConsent.acceptAll')}</Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={() => setView('main')}>
              {t('back')}
            </Button>
            <Button variant="secondary" onClick={() => onChoose(resolveCustomConsent(list), list)}>
              {t('cookieConsent.save')}
            </Button>
            <Button onClick={() => onChoose('ALL', all)}>{t('cookieConsent.acceptAll')}</Button>
          </>
        )
      }
    >
      <Text>{t('cookieConsent.text')}</Text>
      {view === 'customize' && (
        <OptionList>
          {list.map((o, i) => (
            <li key={o.cookiesType + o.name}>
              <OptionLabel>
                <input
                  type="checkbox"
                  checked={o.checked}
                  disabled={o.disabled}
                  onChange={(e) => {
                    const next = list.map((x) => x.checked);
                    next[i] = e.target.checked;
                    setChecked(next);
                  }}
                />
                <OptionName>{o.name}</OptionName>
                <OptionText>{o.description}</OptionText>
              </OptionLabel>
            </li>
          ))}
        </OptionList>
      )}
    </Modal>
  );
}
