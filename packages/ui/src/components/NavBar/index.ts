export { NavBar } from './NavBar';
export { NAV_MENUS, PET_CARE_MENU, PET_LIFESTYLE_MENU } from './navItems';
export type { NavBarProps } from './NavBar';
export type { NavMenu, NavLinkItem } from './navItems';
