import { useTranslation } from 'react-i18next';
import { SiteFooter } from '@betline/ui';
import { RouterLink } from '../../lib/RouterLink';
import { useUiTexts } from '../../i18n/ui';

/** The main layout's footer: the kit's SiteFooter with the brand's name and the information pages. */
export function Footer({ companyName, lng }: { companyName: string; lng: string }) {
  const { t } = useTranslation();
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
    />
  );
}
