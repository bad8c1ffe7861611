import { useTranslation } from 'react-i18next';
import { StatusPage } from '../StatusPage';

export type BlockKind = 'block' | 'blockUa' | 'blockIe' | 'siteUpdates' | 'comingSoon' | 'suspension';

/** GUARD-012 / ROUTE-053: the page a block reason shows, in the empty layout. */
export function BlockPage({ kind }: { kind: BlockKind }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId={`block-page-${kind}`}
      heading={t(`pages.${kind}.heading`)}
      body={t(`pages.${kind}.body`)}
    />
  );
}
