import type { Key, ReactNode } from 'react';
import { Tabs as RACTabs } from 'react-aria-components';
import { StyledTab, StyledTabList, StyledTabPanel } from './Tabs.styles';

export interface TabItem {
  /** Stable id. */
  id: string;
  /** The visible, translated tab label. */
  label: ReactNode;
  /** The panel shown when the tab is selected. */
  content: ReactNode;
  /** Not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** The tabs in order. */
  items: readonly TabItem[];
  /** Selected tab id (controlled). */
  selectedId?: string;
  /** Selected at first (uncontrolled). */
  defaultSelectedId?: string;
  /** Called with the selected tab id. */
  onSelectionChange?: (id: string) => void;
}

/** Tabs (React Aria): arrows move between tabs, Home/End jump, the panel is linked to its tab. */
export function Tabs({
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  'aria-label': label,
}: TabsProps) {
  return (
    <RACTabs
      {...(selectedId === undefined ? {} : { selectedKey: selectedId })}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((i) => i.disabled).map((i) => i.id)}
    >
      <StyledTabList aria-label={label}>
        {items.map((i) => (
          <StyledTab key={i.id} id={i.id}>
            {i.label}
          </StyledTab>
        ))}
      </StyledTabList>
      {items.map((i) => (
        <StyledTabPanel key={i.id} id={i.id}>
          {i.content}
        </StyledTabPanel>
      ))}
    </RACTabs>
  );
}
