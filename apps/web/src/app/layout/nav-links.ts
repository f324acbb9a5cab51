/** Header links of spec section 2, shared by the desktop bar and the mobile menu. */
export interface NavItem {
  to: string;
  label: string;
}

export const publicNavItems: readonly NavItem[] = [
  { to: '/jobs?fresh=true', label: 'Find Jobs' },
  { to: '/companies', label: 'Companies' },
  { to: '/categories', label: 'Categories' },
];

export const signedInNavItems: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/applications', label: 'My Applications' },
  { to: '/autopilot/settings', label: 'Autopilot' },
];

export const userMenuItems: readonly NavItem[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/applications', label: 'My Applications' },
  { to: '/autopilot/settings', label: 'Autopilot' },
];

/** NavLink's own matching would ignore '?fresh=true'; compare the path part only. */
export const pathOf = (to: string): string => to.split('?')[0] ?? to;
