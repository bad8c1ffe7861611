import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Surface, Text } from '@betline/ui';
import { isIgnorable, playerMessage } from '../../api/errors';
import { fetchPersonalData } from '../../api/profile';
import { useQuery } from '../../lib/query';
import { Facts } from '../PageShell';

const TextLink = styled(Link)`
  color: ${vars.fgColor.link};
  font-weight: ${vars.fontWeight.medium};
`;

/** The identity document's details the player gave (personal data), read-only, with a way to change them. */
export function IdentityDetails({ lng }: { lng: string }) {
  const { t } = useTranslation('verification');
  const { t: ta } = useTranslation('account');
  const personal = useQuery('settings:personal', (signal) => fetchPersonalData(signal), { handOver: true });
  const data = personal.data;
  const missing = t('identification.missing');
  const date = (iso: string | null) =>
    iso === null
      ? missing
      : new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const text = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || missing;

  return (
    <Surface padding={5} radius="lg" aria-labelledby="identity-details">
      <Stack gap={3}>
        <Heading level={2} size="lg" id="identity-details">
          {t('identification.detailsHeading')}
        </Heading>
        {data === undefined ? (
          personal.status === 'error' && !isIgnorable(personal.error) ? (
            <Text role="alert" tone="danger">
              {playerMessage(personal.error, ta)}
            </Text>
          ) : (
            <Text tone="muted">{ta('accountPage.loading')}</Text>
          )
        ) : (
          <Facts>
            <dt>{t('identification.details.name')}</dt>
            <dd>{text(data.name, data.middleName, data.surname)}</dd>
            <dt>{t('identification.details.birthDate')}</dt>
            <dd>{date(data.birthDate)}</dd>
            <dt>{t('identification.details.document')}</dt>
            <dd>{text(data.passportSeries, data.passportNumber)}</dd>
            <dt>{t('identification.details.issued')}</dt>
            <dd>{date(data.passportIssueDate)}</dd>
            <dt>{t('identification.details.expires')}</dt>
            <dd>{date(data.passportEndDate)}</dd>
            <dt>{t('identification.details.issuedBy')}</dt>
            <dd>{text(data.passportIssuedBy)}</dd>
          </Facts>
        )}
        <div>
          <TextLink to={`/${lng}/office/settings`}>{t('identification.edit')}</TextLink>
        </div>
      </Stack>
    </Surface>
  );
}
