import type { User } from '@orbit/shared/auth-contracts';
import { avatarInitial } from '@orbit/shared/user-display';
import { UserIcon } from './icons.tsx';
import { useAuthorizedFileUrl } from '../lib/authorized-file.ts';

const sizes = { sm: 'h-9 w-9 text-sm', lg: 'h-12 w-12 text-lg' } as const;

/**
 * Spec section 2: the profile picture, else the first letter of the name, else a generic icon.
 * Decorative: the name is always written next to it.
 */
export function UserAvatar({
  user,
  size = 'sm',
}: {
  user: Pick<User, 'name' | 'profilePictureUrl'>;
  size?: keyof typeof sizes;
}) {
  const pictureUrl = useAuthorizedFileUrl(user.profilePictureUrl);
  const initial = avatarInitial(user.name);
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${sizes[size]}`;
  if (pictureUrl) return <img src={pictureUrl} alt="" className={`${base} object-cover`} />;
  return (
    <span aria-hidden="true" className={`${base} bg-brand-100 font-semibold text-brand-700`}>
      {initial ?? <UserIcon className="h-1/2 w-1/2" />}
    </span>
  );
}
