import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Text } from '@betline/ui';

const Seo = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: ${vars.size.layout.maxWidth};
  margin-inline: auto;
  padding: ${vars.space[6]};
  border-top: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
`;

/** The SEO block of the main layout (SEO-001: hidden by a route flag). */
export function SeoBlock() {
  const { t } = useTranslation();
  return (
    <Seo aria-label={t('pages.layout.seoLabel')} data-testid="seo-block">
      <Text size="sm" tone="muted">
        {t('pages.layout.seoText')}
      </Text>
    </Seo>
  );
}

const floating = `
  position: fixed;
  inset-inline-end: ${vars.space[4]};
  z-index: ${vars.zIndex.sticky};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.full};
  background: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  box-shadow: ${vars.shadow.md};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${vars.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

// While the phone's coupon bar floats at the bottom (html[data-slip-bar]), the floating buttons stand above it.
const Support = styled(Link)`
  ${floating}
  bottom: ${vars.space[4]};

  :root[data-slip-bar] & {
    bottom: calc(${vars.space[4]} + ${vars.size.layout.bottomNavHeight});
  }
`;

const ToTop = styled.button`
  ${floating}
  bottom: calc(${vars.space[4]} * 2 + ${vars.size.control.md});

  :root[data-slip-bar] & {
    bottom: calc(${vars.space[4]} * 2 + ${vars.size.control.md} + ${vars.size.layout.bottomNavHeight});
  }
`;

/** The support button of the main layout: the contacts page. */
export function SupportButton({ lng }: { lng: string }) {
  const { t } = useTranslation();
  return <Support to={`/${lng}/information/contacts`}>{t('pages.layout.support')}</Support>;
}

/** Scroll-to-top, shown once the page is scrolled by more than a screen. */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <ToTop
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('main')?.focus();
      }}
    >
      {t('pages.layout.scrollTop')}
    </ToTop>
  );
}
