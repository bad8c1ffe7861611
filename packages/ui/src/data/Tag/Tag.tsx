import { vars } from '@betline/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useUiTranslation } from '../../i18n';
import { CloseIcon } from '../../icons/CloseIcon';

const StyledTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: ${vars.size.control.sm};
  padding: 0 ${vars.space[2]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
`;

const Remove = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  cursor: ${vars.cursor.interactive};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
    border-radius: ${vars.radius.full};
  }
`;

export interface TagProps {
  /** The label (a filter, a chosen provider). */
  children: ReactNode;
  /** Shows a remove button; its accessible name is "Remove <label>" built from `label`. */
  onRemove?: () => void;
  /** Plain-text label for the remove button's name. */
  label?: string;
}

/** A chip for a chosen filter or a keyword, optionally removable. */
export function Tag({ children, onRemove, label }: TagProps) {
  const { t } = useUiTranslation();
  return (
    <StyledTag>
      {children}
      {onRemove && (
        <Remove type="button" aria-label={`${t('dismiss')}: ${label ?? String(children)}`} onClick={onRemove}>
          <CloseIcon />
        </Remove>
      )}
    </StyledTag>
  );
}
