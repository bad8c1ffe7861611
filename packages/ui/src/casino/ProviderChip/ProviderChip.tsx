import { Children, isValidElement, useId, type ElementType, type ReactNode } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { CheckIcon } from '../../icons/CheckIcon';
import { Check, Chip, ChipList, Count } from './ProviderChip.styles';

export interface ProviderChipProps {
  /** The provider's name (a proper noun). */
  name: string;
  /** Games of the provider (shown after the name; read as "120 games"). */
  count?: number;
  /** A link to the provider's page; `selected` then marks the current page (aria-current). */
  href?: string;
  /** The chip is chosen: the current provider page, or a pressed filter toggle. Shown with a check mark. */
  selected?: boolean;
  /** Without `href`: the chip is a toggle button (aria-pressed) and this is called when it is pressed. */
  onPress?: () => void;
  /** The link element: `a` by default; receives `href`, `className`, `children` and `aria-*`. */
  linkComponent?: ElementType;
}

/**
 * A game provider as a chip: a link when given `href`, a filter toggle (aria-pressed) when given `onPress`,
 * plain text otherwise. The count is read as the chip's description, so its name stays the provider's.
 */
export function ProviderChip({
  name,
  count,
  href,
  selected = false,
  onPress,
  linkComponent = 'a',
}: ProviderChipProps) {
  const { t, i18n } = useUiTranslation();
  const countId = useId();
  const shownCount = count === undefined ? null : formatNumber(count, i18n.language);
  const countText = shownCount === null ? null : t('casino.games', { count, n: shownCount });
  const described = countText === null ? {} : { 'aria-describedby': countId };
  const content = (
    <>
      {selected && (
        <Check aria-hidden="true">
          <CheckIcon />
        </Check>
      )}
      {name}
      {shownCount !== null && <Count aria-hidden="true">{shownCount}</Count>}
    </>
  );

  let chip: ReactNode;
  if (href !== undefined) {
    chip = (
      <Chip as={linkComponent} href={href} aria-current={selected ? 'page' : undefined} {...described}>
        {content}
      </Chip>
    );
  } else if (onPress) {
    chip = (
      <Chip as="button" type="button" aria-pressed={selected} onClick={onPress} {...described}>
        {content}
      </Chip>
    );
  } else {
    // Plain text is read in the flow (no focus, so no description): the count's words follow the name.
    return (
      <Chip>
        {content}
        {countText && <VisuallyHidden> {countText}</VisuallyHidden>}
      </Chip>
    );
  }

  return (
    <>
      {chip}
      {countText && <VisuallyHidden id={countId}>{countText}</VisuallyHidden>}
    </>
  );
}

export interface ProviderChipListProps {
  /** The list's accessible name (translated: "Providers"). */
  label: string;
  /** ProviderChips; each becomes a list item. */
  children: ReactNode;
}

/** A wrapping row of provider chips, as a list. */
export function ProviderChipList({ label, children }: ProviderChipListProps) {
  return (
    <ChipList aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
      ))}
    </ChipList>
  );
}
