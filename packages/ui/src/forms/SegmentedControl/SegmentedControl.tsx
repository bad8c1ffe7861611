import { useId, type ReactNode } from 'react';
import { useEarlyChoice } from '../useEarlyChoice';
import { Group, Segment } from './SegmentedControl.styles';

export interface SegmentOption {
  /** The value reported by onChange. */
  value: string;
  /** The visible, translated label. */
  label: ReactNode;
}

export interface SegmentedControlProps {
  /** Accessible name of the group. */
  'aria-label': string;
  /** The segments in order. */
  options: readonly SegmentOption[];
  /** Selected value (controlled). */
  value: string;
  /** Called with the chosen value (one is always selected). */
  onChange: (value: string) => void;
}

/**
 * A small set of mutually exclusive views (line / live, decimal / fractional): a radio group drawn as segments,
 * on the browser's own radio buttons (arrow keys move the choice; one is always selected).
 */
export function SegmentedControl({ options, value, onChange, 'aria-label': label }: SegmentedControlProps) {
  const name = useId();
  // A choice made before the group hydrated is kept.
  const group = useEarlyChoice<HTMLFieldSetElement>(value, onChange);
  return (
    <Group ref={group} role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <Segment key={o.value}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </Segment>
      ))}
    </Group>
  );
}
