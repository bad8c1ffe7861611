import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { SupportButton as KitSupportButton, Text } from '@betline/ui';
import { RouterLink } from '../../lib/RouterLink';
import { useBrandName } from '../../app/brand';
import { useStores } from '../../stores';
import { isSignedIn } from '../../stores/user';

const Seo = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: ${vars.size.layout.maxWidth};
  margin-inline: auto;
  padding: ${vars.space[6]};
  border-top: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
`;

/** The SEO block of the main layout (SEO-001: hidden by a route flag). */
export function SeoBlock() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <Seo aria-label={t('pages.layout.seoLabel', { brand })} data-testid="seo-block">
      <Text size="sm" tone="muted">
        {t('pages.layout.seoText', { brand })}
      </Text>
    </Seo>
  );
}

/**
 * The support button of the main layout: a signed-in player's requests and the conversation with support
 * (office/support); a guest's way to the contacts page.
 */
export function SupportButton({ lng, aboveBottomNav }: { lng: string; aboveBottomNav: boolean }) {
  const { t } = useTranslation();
  const user = useSnapshot(useStores().user);
  return (
    <KitSupportButton
      href={isSignedIn(user) ? `/${lng}/office/support` : `/${lng}/information/contacts`}
      label={t('pages.layout.support')}
      aboveBottomNav={aboveBottomNav}
      linkComponent={RouterLink}
    />
  );
}
