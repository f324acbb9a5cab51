/** Header/avatar rules of spec section 2: first word of the name or 'User'; first letter for the avatar. */
export function displayFirstName(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : 'User';
}

export function avatarInitial(name: string | null | undefined): string | null {
  const letter = name?.trim().charAt(0);
  return letter ? letter.toUpperCase() : null;
}
