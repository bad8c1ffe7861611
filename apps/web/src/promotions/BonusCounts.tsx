/**
 * What counts towards a bonus (`bonuses/games`, `bonuses-offers-games`: the second tab of the bonus pages,
 * ROUTE-047/048): the terms of each kind of bonus side by side, and the share of a casino stake each game counts
 * for each kind. Read from the server's public terms, the same the bonuses are granted under.
 */
import { useTranslation } from 'react-i18next';
import type { BonusKindTerms, BonusTermsResponse } from '@betline/contracts';
import { Table, type TableColumn } from '@betline/ui';
import { fetchBonusTerms } from '../api/bonuses';
import { TextState } from '../information/ContentView';
import { useQuery } from '../lib/query';
import { TermsTable } from '../player/office/Bonuses';
import { Section } from '../player/office/parts';
import { usePromotionsTexts } from './texts';
import { FamilyTabs } from './FamilyTabs';
import { ListingPage, PageIntro } from './parts';

/** The game types of the contribution tables, in the order the terms list them. */
const GAME_TYPES = ['slot', 'dice', 'crash', 'keno', 'plinko'] as const;
type GameType = (typeof GAME_TYPES)[number];

function GameShares({ terms }: { terms: BonusTermsResponse }) {
  const { t } = useTranslation(['promotions', 'account']);
  const kinds = terms.kinds.filter((kind) => Object.keys(kind.casinoContribution).length > 0);
  const columns: TableColumn<GameType>[] = [
    {
      key: 'game',
      header: t('promotions:counts.game'),
      rowHeader: true,
      cell: (game) => t(`promotions:counts.games.${game}`),
    },
    ...kinds.map((kind: BonusKindTerms): TableColumn<GameType> => ({
      key: kind.kind,
      header: t(`account:bonuses.kinds.${kind.kind}`),
      cell: (game) => {
        const percent = kind.casinoContribution[game];
        return percent === undefined || percent === 0
          ? t('account:bonuses.notCounted')
          : t('promotions:counts.share', { percent });
      },
    })),
  ];
  const games = GAME_TYPES.filter((game) =>
    kinds.some((kind) => kind.casinoContribution[game] !== undefined),
  );
  return (
    <Section title={t('promotions:counts.caption')}>
      <Table
        columns={columns}
        rows={games}
        rowKey={(game) => game}
        caption={t('promotions:counts.caption')}
        captionHidden
      />
    </Section>
  );
}

export function BonusCounts({ family }: { family: 'bonuses' | 'offers' }) {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const query = useQuery(['bonus-terms'], (signal) => fetchBonusTerms(signal), { handOver: true });
  const terms = query.status === 'ready' ? query.data : undefined;
  return (
    <ListingPage>
      <PageIntro intro={t('counts.intro')} />
      <FamilyTabs family={family} current="games" />
      {terms === undefined ? (
        <TextState status={query.status} error={query.error} reload={query.reload} />
      ) : (
        <>
          <TermsTable terms={terms} />
          <GameShares terms={terms} />
        </>
      )}
    </ListingPage>
  );
}
