import type { ElementType } from 'react';
import { useUiTranslation } from '../../i18n';
import { SupportIcon } from '../../icons/SupportIcon';
import { Clearance, Floating, Icon } from './SupportButton.styles';

export interface SupportButtonProps {
  /** The support page (the contacts page, or a chat). */
  href: string;
  /** The visible label and name. Default "Support". */
  label?: string;
  /**
   * The page shows the `BottomNav`: on a phone (below 720 px) the button stands above it. Off by default
   * (the main layout has no bottom bar).
   */
  aboveBottomNav?: boolean;
  /** The link element: `a` by default; receives `href`, `className` and `children` (the app's router link). */
  linkComponent?: ElementType;
}

/**
 * The floating support link at the bottom end of the screen (an icon and a label), above the page. While the
 * phone's coupon bar is shown (`<html data-slip-bar>`) it moves up by the bar's height. Its height stays free
 * at the end of the page, so it never hides the last of the content for good.
 */
export function SupportButton({
  href,
  label,
  aboveBottomNav = false,
  linkComponent = 'a',
}: SupportButtonProps) {
  const { t } = useUiTranslation();
  return (
    <>
      <Clearance aria-hidden="true" data-testid="support-clearance" />
      <Floating as={linkComponent} href={href} $aboveBottomNav={aboveBottomNav}>
        <Icon aria-hidden="true">
          <SupportIcon />
        </Icon>
        {label ?? t('nav.support')}
      </Floating>
    </>
  );
}
