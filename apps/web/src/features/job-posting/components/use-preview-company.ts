import { useQuery } from '@tanstack/react-query';
import type { User } from '@orbit/shared/auth-contracts';
import { employerCompanyQuery } from '../../../lib/employer-api.ts';

/**
 * The company as the preview shows it: the saved profile's name and logo, or, until it loads (or if it cannot), the
 * name the account was registered with. The preview never waits for it.
 */
export function usePreviewCompany(user: User): { name: string; logo: string } {
  const company = useQuery({ ...employerCompanyQuery, enabled: user.role === 'employer' });
  return {
    name: company.data?.name ?? user.company?.name ?? '',
    logo: company.data?.logo ?? '',
  };
}
