// Inline shares the flex container of Stack (row direction).
export { Flex as StyledInline } from '../Stack/Stack.styles';
