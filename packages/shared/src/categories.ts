/**
 * Job categories (spec sections 2 "Categories", 3 "Category", 9 "Category ordering"). Every job carries exactly
 * one of these names; the importer's categoriser and the categories page share the list so they cannot drift.
 */

/** The spec's preset order: these come first on the categories page, in this order. */
export const pinnedCategoryNames = [
  'Remote Software Development',
  'Remote UI/UX Design',
  'Remote Frontend Development',
  'Remote Backend Development',
  'Remote DevOps/SRE',
  'Remote Mobile Development',
  'Remote Data Science',
  'Remote Cybersecurity',
  'Remote Engineering/Architecture',
] as const;

export const otherRemoteRoles = 'Other Remote Roles';

/** All 26 names: the pinned nine, sixteen more for a general remote board, then the catch-all last. */
export const categoryNames = [
  ...pinnedCategoryNames,
  'Remote AI/Machine Learning',
  'Remote Data Engineering',
  'Remote QA/Testing',
  'Remote Product Management',
  'Remote Project Management',
  'Remote Design',
  'Remote Marketing',
  'Remote Sales',
  'Remote Customer Support',
  'Remote Writing/Content',
  'Remote Finance/Accounting',
  'Remote HR/Recruiting',
  'Remote Operations',
  'Remote Legal',
  'Remote Education/Training',
  'Remote Healthcare',
  otherRemoteRoles,
] as const;

export type CategoryName = (typeof categoryNames)[number];

export interface CategoryCount {
  id?: string;
  _id?: string;
  name: string;
  count: number;
}

export function isCategoryName(value: string): value is CategoryName {
  return (categoryNames as readonly string[]).includes(value);
}

/**
 * Shown when the categories call fails (spec: "a built-in list of 26 categories is used"). The counts are
 * illustrative, not live, and stay between 35 and 606.
 */
export const fallbackCategories: readonly CategoryCount[] = [
  { id: 'software-development', name: 'Remote Software Development', count: 606 },
  { id: 'ui-ux-design', name: 'Remote UI/UX Design', count: 148 },
  { id: 'frontend-development', name: 'Remote Frontend Development', count: 231 },
  { id: 'backend-development', name: 'Remote Backend Development', count: 264 },
  { id: 'devops-sre', name: 'Remote DevOps/SRE', count: 187 },
  { id: 'mobile-development', name: 'Remote Mobile Development', count: 96 },
  { id: 'data-science', name: 'Remote Data Science', count: 172 },
  { id: 'cybersecurity', name: 'Remote Cybersecurity', count: 84 },
  { id: 'engineering-architecture', name: 'Remote Engineering/Architecture', count: 121 },
  { id: 'ai-machine-learning', name: 'Remote AI/Machine Learning', count: 158 },
  { id: 'data-engineering', name: 'Remote Data Engineering', count: 103 },
  { id: 'qa-testing', name: 'Remote QA/Testing', count: 67 },
  { id: 'product-management', name: 'Remote Product Management', count: 139 },
  { id: 'project-management', name: 'Remote Project Management', count: 112 },
  { id: 'design', name: 'Remote Design', count: 74 },
  { id: 'marketing', name: 'Remote Marketing', count: 245 },
  { id: 'sales', name: 'Remote Sales', count: 318 },
  { id: 'customer-support', name: 'Remote Customer Support', count: 276 },
  { id: 'writing-content', name: 'Remote Writing/Content', count: 91 },
  { id: 'finance-accounting', name: 'Remote Finance/Accounting', count: 127 },
  { id: 'hr-recruiting', name: 'Remote HR/Recruiting', count: 88 },
  { id: 'operations', name: 'Remote Operations', count: 154 },
  { id: 'legal', name: 'Remote Legal', count: 35 },
  { id: 'education-training', name: 'Remote Education/Training', count: 62 },
  { id: 'healthcare', name: 'Remote Healthcare', count: 109 },
  { id: 'other-remote-roles', name: otherRemoteRoles, count: 203 },
];

const remotePrefix = 'Remote ';

/** The displayed name drops a leading 'Remote ' ('Remote Sales' → 'Sales'). */
export function displayCategoryName(name: string): string {
  return name.startsWith(remotePrefix) ? name.slice(remotePrefix.length) : name;
}

/**
 * The stored name for a category given with or without its prefix ('Sales' → 'Remote Sales'). Known names are
 * returned as they are, so 'Other Remote Roles' does not become 'Remote Other Remote Roles'.
 */
export function withRemotePrefix(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || isCategoryName(trimmed) || trimmed.startsWith(remotePrefix)) return trimmed;
  return `${remotePrefix}${trimmed}`;
}

/**
 * Categories-page order: count > 0 only; the pinned nine first in preset order; the rest by count descending
 * (then name, so equal counts do not shuffle between renders); 'Other Remote Roles' always last.
 */
export function orderCategories<T extends { name: string; count: number }>(list: readonly T[]): T[] {
  const pinned = pinnedCategoryNames as readonly string[];
  const rank = (item: T): number => {
    if (item.name === otherRemoteRoles) return 2;
    return pinned.includes(item.name) ? 0 : 1;
  };
  return list
    .filter((item) => item.count > 0)
    .sort((a, b) => {
      const byRank = rank(a) - rank(b);
      if (byRank !== 0) return byRank;
      if (rank(a) === 0) return pinned.indexOf(a.name) - pinned.indexOf(b.name);
      return b.count - a.count || a.name.localeCompare(b.name);
    });
}

/** Case-insensitive substring match on the name without its 'Remote ' prefix; a blank term keeps all. */
export function filterCategories<T extends { name: string }>(list: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...list];
  return list.filter((item) => displayCategoryName(item.name).toLowerCase().includes(needle));
}

export function jobsAvailableLabel(count: number): string {
  return count === 1 ? '1 job available' : `${count} jobs available`;
}

/** A stable id for a category: its display name in kebab case ('Remote UI/UX Design' → 'ui-ux-design'). */
export function categoryId(name: string): string {
  return displayCategoryName(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
