import type { Key, ReactNode } from 'react';
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

/** A small set of mutually exclusive views (line / live, decimal / fractional): a single-select toggle group. */
export function SegmentedControl({ options, value, onChange, 'aria-label': label }: SegmentedControlProps) {
  return (
    <Group
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys];
        if (next !== undefined) onChange(String(next));
      }}
    >
      {options.map((o) => (
        <Segment key={o.value} id={o.value}>
          {o.label}
        </Segment>
      ))}
    </Group>
  );
}
