export { Stack, type FlexAlign, type FlexJustify, type SpaceKey, type StackProps } from './Stack';
