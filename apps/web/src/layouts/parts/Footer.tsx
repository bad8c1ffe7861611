import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SiteFooter } from '@betline/ui';
import { RouterLink } from '../../lib/RouterLink';
import { useUiTexts } from '../../i18n/ui';
import { RemoteViewBlock } from '../../remoteViews/RemoteViewBlock';
import { useStores } from '../../stores';

/**
 * The main layout's footer: the kit's SiteFooter with the brand's name and the information pages, and the
 * partner's remote footer block when the site config names one (`footerRemoteView`, RV-001).
 */
export function Footer({ companyName, lng }: { companyName: string; lng: string }) {
  const { t } = useTranslation();
  const { siteConfig } = useSnapshot(useStores().global);
  const remote = siteConfig.config?.footerRemoteView ?? null;
  // The footer's responsible-gaming lines are kit texts: it waits for them (it is below the fold).
  useUiTexts(lng);
  return (
    <SiteFooter
      companyName={companyName}
      label={t('footer.label')}
      linkGroups={[
        {
          title: t('footer.information'),
          links: [
            { href: `/${lng}/information/rules/1`, label: t('footer.rules') },
            { href: `/${lng}/information/responsiblegaming`, label: t('footer.responsibleGaming') },
            { href: `/${lng}/information/contacts`, label: t('footer.contacts') },
          ],
        },
      ]}
      linkComponent={RouterLink}
    >
      {remote === null ? null : <RemoteViewBlock appName={remote} lng={lng} />}
    </SiteFooter>
  );
}
