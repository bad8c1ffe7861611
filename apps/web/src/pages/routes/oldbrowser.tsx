import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { useContentTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { ActionLink, StatusPage } from '../StatusPage';

/** Browsers that run the app (names are brands, not translated), each with its own download page. */
const BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
] as const;

const Browsers = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[5]};
  display: grid;
  gap: ${vars.space[2]};

  a {
    color: ${vars.fgColor.link};
  }
`;

/**
 * `oldbrowser` (ROUTE-065): where a browser that cannot run the app is sent (the shell's `nomodule` script,
 * public/old-browser.js). The server draws it whole, so it needs no script of its own: why, the browsers that
 * work with their download pages, and a way home anyway.
 */
export default function Page() {
  useContentTexts();
  const { t } = useTranslation('content');
  const { lng } = usePage();
  return (
    <StatusPage testId="old-browser" heading={t('oldBrowser.heading')} body={t('oldBrowser.body')}>
      <nav aria-label={t('oldBrowser.browsers')}>
        <Browsers>
          {BROWSERS.map((browser) => (
            <li key={browser.href}>
              <a href={browser.href} rel="noopener noreferrer" target="_blank">
                {browser.name}
              </a>
            </li>
          ))}
        </Browsers>
      </nav>
      <div>
        <ActionLink to={`/${lng}`}>{t('oldBrowser.anyway')}</ActionLink>
      </div>
    </StatusPage>
  );
}
