// IconButton shares the Button styles; it is square (see StyledButton's $iconOnly) with one icon slot.
export { StyledButton as StyledIconButton, IconSlot } from '../Button/Button.styles';
