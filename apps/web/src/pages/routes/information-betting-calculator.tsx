import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Text } from '@betline/ui';
import { useCalculatorTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { BettingCalculator } from '../../sportsbook/calculator/BettingCalculator';
import { usePageTitle } from '../usePageTitle';

const Wrapper = styled.div`
  padding-block: ${vars.space[6]};
`;

/** `information/betting-calculator`: what a single, accumulator or system pays for given odds and results. */
export default function Page() {
  useCalculatorTexts();
  const { t } = useTranslation('calculator');
  const { routeId } = usePage();
  const { title } = usePageTitle();
  return (
    <Wrapper data-route-id={routeId}>
      <Stack gap={5}>
        <Stack gap={2}>
          <Heading level={1} size="xl">
            {title}
          </Heading>
          <Text tone="muted">{t('intro')}</Text>
        </Stack>
        <BettingCalculator />
      </Stack>
    </Wrapper>
  );
}
