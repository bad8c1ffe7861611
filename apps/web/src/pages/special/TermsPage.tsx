import { useEffect, useState } from 'react';
import { useMutation } from '../../lib/query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button } from '@betline/ui';
import { formatDateTime } from '../../lib/dates';
import { usePage } from '../../routes/handle';
import { SITE_POLL_MS, confirmTerms, refreshTerms } from '../../stores/site';
import { Actions, StatusPage } from '../StatusPage';
import { useStores } from '../../stores';

const Alert = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.danger.muted};
  color: ${vars.fgColor.default};
`;

const RulesLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.md};
  color: ${vars.fgColor.link};
  font-weight: ${vars.fontWeight.semibold};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

/**
 * ROUTE-045 / DECISIONS 19: the terms page (confirm-terms and confirm). Polls the terms status every 60 s
 * (GUARD-009); once accepted, the guard sends the player back to where they were going (GUARD-008). A failed
 * acceptance shows a message without a close button (NOTICE-019).
 */
export function TermsPage() {
  const stores = useStores();
  const { t, i18n } = useTranslation();
  const { lng } = usePage();
  const { terms } = useSnapshot(useStores().site);
  const [failed, setFailed] = useState(false);
  const accept = useMutation(() => confirmTerms(stores.site), {
    onSuccess: (accepted) => setFailed(!accepted),
    onError: () => setFailed(true),
  });

  useEffect(() => {
    const timer = window.setInterval(() => void refreshTerms(stores.site), SITE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [stores.site]);

  const published = formatDateTime(terms.updatedAt, i18n.language);
  return (
    <StatusPage testId="terms-page" heading={t('pages.terms.heading')} body={t('pages.terms.body')}>
      {published === undefined ? null : <p>{t('pages.terms.published', { date: published })}</p>}
      {failed ? (
        <Alert role="alert" data-notice="information_confirm_terms_error">
          {t('pages.terms.error')}
        </Alert>
      ) : null}
      <Actions>
        <Button
          loading={accept.pending}
          onClick={() => {
            setFailed(false);
            void accept.run();
          }}
        >
          {accept.pending ? t('pages.terms.accepting') : t('pages.terms.accept')}
        </Button>
        <RulesLink href={`/${lng}/information/rules/1`} target="_blank" rel="noopener">
          {t('pages.terms.read')}
        </RulesLink>
      </Actions>
    </StatusPage>
  );
}
