import { useUiTranslation } from '../../i18n';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { Count, Header, HeaderButton, Name, Region } from './ChampHeader.styles';

export interface ChampHeaderProps {
  /** Championship name. */
  name: string;
  /** Country or region before the name. */
  region?: string;
  /** Number of events under it. */
  count: number;
  /** Events shown (default true). */
  expanded?: boolean;
  /** Called when the player opens or closes the championship; without it the header is not a button. */
  onToggle?: (expanded: boolean) => void;
  /** Id of the events' container, for aria-controls. */
  controls?: string;
}

/** A championship heading over its events (a level-3 heading), optionally collapsing them. */
export function ChampHeader({ name, region, count, expanded = true, onToggle, controls }: ChampHeaderProps) {
  const { t } = useUiTranslation();
  const content = (
    <>
      <Name>
        {region && <Region>{region} · </Region>}
        {name}
      </Name>
      <Count>
        {/* The space keeps the name and the count apart in the accessible name. */}{' '}
        {t('betting.events', { count })}
      </Count>
    </>
  );
  return (
    <Header>
      {onToggle ? (
        <HeaderButton
          type="button"
          aria-expanded={expanded}
          aria-controls={controls}
          onClick={() => onToggle(!expanded)}
        >
          <ChevronDownIcon />
          {content}
        </HeaderButton>
      ) : (
        <HeaderButton as="span">{content}</HeaderButton>
      )}
    </Header>
  );
}
