import { useContext } from 'react';
import type { User } from '@orbit/shared/auth-contracts';
import { AuthContext } from './auth-context.ts';

/**
 * The signed-in job seeker's country (from their profile's location, read by the server), or null: signed out, an
 * employer, no placeable location — or no auth at all, as when the home page's first screen is drawn at build time.
 */
export function useSeekerCountry(): User['country'] {
  const auth = useContext(AuthContext);
  return auth?.user?.role === 'jobseeker' ? auth.user.country : null;
}
