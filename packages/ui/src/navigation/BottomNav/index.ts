export { BOTTOM_NAV_MAX_BADGE, BottomNav, type BottomNavItem, type BottomNavProps } from './BottomNav';
