import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { Count, Counts, Item, List, Nav, SportButton, SportName } from './SportMenu.styles';

/** A sport in the menu with its event counts. */
export interface SportMenuItem {
  id: string;
  /** Translated sport name. */
  name: string;
  /** Events in the line (pre-match). */
  lineCount: number;
  /** Events live now. */
  liveCount: number;
  /** An icon before the name (decorative). */
  icon?: ReactNode;
}

export interface SportMenuProps {
  /** Sports in display order. */
  sports: readonly SportMenuItem[];
  /** The current sport (aria-current="page"). */
  selectedId?: string;
  /** Which counts to show: both (default), only the line's, only live. */
  show?: 'both' | 'line' | 'live';
  /** Called when the player picks a sport. */
  onSelect?: (id: string) => void;
}

/** The sports menu: each sport with its line and live counts (numbers through Intl), the current one marked. */
export function SportMenu({ sports, selectedId, show = 'both', onSelect }: SportMenuProps) {
  const { t, i18n } = useUiTranslation();
  const baseId = useId();
  return (
    <Nav aria-label={t('betting.sports')}>
      <List>
        {sports.map((sport) => {
          const line = formatNumber(sport.lineCount, i18n.language);
          const live = formatNumber(sport.liveCount, i18n.language);
          return (
            <Item key={sport.id}>
              <SportButton
                type="button"
                aria-current={sport.id === selectedId ? 'page' : undefined}
                aria-describedby={`${baseId}-${sport.id}`}
                onClick={() => onSelect?.(sport.id)}
              >
                {sport.icon}
                <SportName>{sport.name}</SportName>
              </SportButton>
              {/* Counts sit over the button's end; the button's description says them in words. */}
              <Counts aria-hidden="true">
                {show !== 'live' && <Count>{line}</Count>}
                {show !== 'line' && sport.liveCount > 0 && <Count $live>{live}</Count>}
              </Counts>
              <VisuallyHidden id={`${baseId}-${sport.id}`}>
                {[
                  show !== 'live' ? t('betting.lineCount', { n: line }) : null,
                  show !== 'line' && sport.liveCount > 0 ? t('betting.liveCount', { n: live }) : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </VisuallyHidden>
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
