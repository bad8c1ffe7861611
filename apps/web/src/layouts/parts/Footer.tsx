import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';

const Bar = styled.footer`
  /* Room for the floating support button (MainParts), so it never covers the footer's last line. */
  padding-block-end: calc(${vars.space[4]} + ${vars.size.control.md});
  margin-top: auto;
  background: ${vars.bgColor.surface};
  border-top: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

const Inner = styled.div`
  box-sizing: border-box;
  max-width: ${vars.size.layout.maxWidth};
  margin-inline: auto;
  padding: ${vars.space[6]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};

  p {
    margin: 0;
  }

  @media (max-width: 719px) {
    padding: ${vars.space[4]};
    flex-direction: column;
    align-items: flex-start;
  }
`;

const Responsible = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
`;

const AgeBadge = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  min-width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  box-sizing: border-box;
  padding-inline: ${vars.space[1]};
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.danger};
  border-radius: ${vars.radius.full};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
`;

const Strong = styled.strong`
  color: ${vars.fgColor.default};
  font-weight: ${vars.fontWeight.semibold};
`;

export function Footer({ companyName }: { companyName: string }) {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('footer.label')}>
      <Inner>
        <Responsible>
          <AgeBadge>{t('footer.age')}</AgeBadge>
          <span>
            <Strong>{t('footer.responsible')}</Strong>
            <br />
            {t('footer.responsibleHint')}
          </span>
        </Responsible>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), company: companyName })}</p>
      </Inner>
    </Bar>
  );
}
