import { useId, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { announce } from '@betline/ui';
import { availableLanguages, switchLanguagePath } from '@betline/core';

import { isSignedIn } from '../../stores/user';
import { useStores } from '../../stores';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Label = styled.label`
  font-size: ${vars.fontSize.sm};
  color: ${vars.fgColor.muted};

  @media (max-width: 719px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Control = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;

  svg {
    position: absolute;
    inset-inline-end: ${vars.space[2]};
    width: ${vars.size.icon.sm};
    height: ${vars.size.icon.sm};
    color: ${vars.fgColor.muted};
    pointer-events: none;
  }
`;

const Select = styled.select`
  appearance: none;
  /* As wide as the chosen language's name: the same in the server's picture, which lists only that one. */
  field-sizing: content;
  min-height: ${vars.size.control.sm};
  padding-block: 0;
  padding-inline: ${vars.space[3]} ${vars.space[8]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  cursor: ${vars.cursor.interactive};

  &:hover {
    border-color: ${vars.borderColor.strong};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m7 10 5 5 5-5" />
    </svg>
  );
}

/**
 * The site's languages in their own names (hidden ones only for signed-in players, I18N-004). Choosing one
 * opens the same page under the new language prefix; the language gate then switches i18next.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { siteConfig, language } = useSnapshot(useStores().global);
  const user = useSnapshot(useStores().user);
  const languages = siteConfig.config?.languages ?? [];
  const codes = availableLanguages(languages, isSignedIn(user));
  if (codes.length < 2) return null;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (next === language) return;
    const name = languages.find((entry) => entry.code === next)?.name ?? next;
    navigate(switchLanguagePath(pathname, next, search, hash));
    announce(t('header.languageChanged', { language: name, lng: next }));
  };

  return (
    <Wrapper>
      <Label htmlFor={id}>{t('header.languageSwitch')}</Label>
      <Control>
        <Select id={id} value={language} onChange={onChange}>
          {codes.map((code) => (
            <option key={code} value={code} lang={code}>
              {languages.find((entry) => entry.code === code)?.name ?? code}
            </option>
          ))}
        </Select>
        <Chevron />
      </Control>
    </Wrapper>
  );
}
