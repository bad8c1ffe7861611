import { vars } from '@betline/tokens';
import styled from 'styled-components';

/** The keys of the space scale (multiples of 4px). */
export type SpaceKey = keyof typeof vars.space;
export type FlexAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type FlexJustify = 'start' | 'center' | 'end' | 'between' | 'around' | 'evenly';

const alignMap: Record<FlexAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifyMap: Record<FlexJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
  evenly: 'space-evenly',
};

export interface FlexStyleProps {
  $direction: 'row' | 'column';
  $gap: SpaceKey;
  $align: FlexAlign;
  $justify: FlexJustify;
  $wrap: boolean;
}

/** Shared by Stack and Inline. */
export const Flex = styled.div<FlexStyleProps>`
  display: flex;
  flex-direction: ${(p) => p.$direction};
  flex-wrap: ${(p) => (p.$wrap ? 'wrap' : 'nowrap')};
  gap: ${(p) => vars.space[p.$gap]};
  align-items: ${(p) => alignMap[p.$align]};
  justify-content: ${(p) => justifyMap[p.$justify]};
  margin: 0;
  padding: 0;
  min-width: 0;
  list-style: none;
`;
