import { vars } from '@betline/tokens';
import styled from 'styled-components';

/** The login and password, as a list of terms; the picture is drawn in its colours and font. */
export const CredentialList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  padding: ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.inset};
  color: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.md};

  & dt {
    color: ${vars.fgColor.muted};
  }

  & dd {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

/** What to do now; it takes focus when the step appears. */
export const Title = styled.p`
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.normal};
`;
