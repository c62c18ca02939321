export { SideMenu } from './SideMenu';
export type { SideMenuProps, SideMenuItem, SideMenuLinkComponent } from './SideMenu';
