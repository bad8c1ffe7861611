export { SupportButton, type SupportButtonProps } from './SupportButton';
