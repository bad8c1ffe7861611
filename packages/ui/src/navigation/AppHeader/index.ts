export { AppHeader, type AppHeaderNavItem, type AppHeaderProps } from './AppHeader';
