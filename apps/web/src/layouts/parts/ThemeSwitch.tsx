import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { announce } from '@betline/ui';
import { toggleColorMode } from '../../stores/global';
import { useStores } from '../../stores';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.sm};
  padding-inline: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.full};
  background: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  cursor: ${vars.cursor.interactive};
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.bgColor.hover};
  }

  &[aria-pressed='true'] {
    border-color: ${vars.borderColor.accent};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  svg {
    width: ${vars.size.icon.sm};
    height: ${vars.size.icon.sm};
    flex: none;
  }

  @media (max-width: 719px) {
    padding-inline: ${vars.space[2]};

    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
      />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </g>
    </svg>
  );
}

/**
 * A toggle button: its name ("Dark theme") stays the same and aria-pressed tells whether it is on.
 * The choice is stored (lib/storage) and applied to <html data-color-mode> by BetlineRoot.
 */
export function ThemeSwitch() {
  const stores = useStores();
  const { t } = useTranslation();
  const { colorMode } = useSnapshot(useStores().global);
  const dark = colorMode === 'dark';
  return (
    <Toggle
      type="button"
      aria-pressed={dark}
      title={dark ? t('header.theme.toLight') : t('header.theme.toDark')}
      onClick={() => {
        const next = toggleColorMode(stores.global);
        announce(next === 'dark' ? t('header.theme.nowDark') : t('header.theme.nowLight'));
      }}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
      <span className="label">{t('header.theme.toggle')}</span>
    </Toggle>
  );
}
