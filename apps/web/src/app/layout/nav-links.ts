/** Header links of spec section 2, shared by the desktop bar, the avatar menu and the mobile menu. */
export interface NavItem {
  to: string;
  label: string;
}

export const publicNavItems: readonly NavItem[] = [
  { to: '/jobs?fresh=true', label: 'Find Jobs' },
  { to: '/companies', label: 'Companies' },
  { to: '/categories', label: 'Categories' },
];

const seekerItems: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/applications', label: 'My Applications' },
  { to: '/autopilot/settings', label: 'Autopilot' },
];

/** Employers get hiring links instead of the seeker's applications and Autopilot, which are not theirs. */
const employerItems: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/post-job', label: 'Post a Job' },
  { to: '/company', label: 'Company' },
];

const moderationItem: NavItem = { to: '/moderation', label: 'Moderation' };

/** What decides the signed-in links: the role, and whether the account reviews job posts. */
export interface NavUser {
  role: 'jobseeker' | 'employer';
  isModerator: boolean;
}

/** The signed-in links for this account: its role's, then Moderation for moderators. */
export function accountNavItems(user: NavUser): NavItem[] {
  const items = user.role === 'employer' ? employerItems : seekerItems;
  return user.isModerator ? [...items, moderationItem] : [...items];
}

/** The header bar (desktop and mobile): public links, then the account's. */
export const headerNavItems = (user: NavUser | null): readonly NavItem[] =>
  user ? [...publicNavItems, ...accountNavItems(user)] : publicNavItems;

/** The avatar menu: Profile first, then the account's links. */
export const userMenuItems = (user: NavUser): NavItem[] => [
  { to: '/profile', label: 'Profile' },
  ...accountNavItems(user),
];

/** NavLink's own matching would ignore '?fresh=true'; compare the path part only. */
export const pathOf = (to: string): string => to.split('?')[0] ?? to;
