/** Why a closed job is closed, for the seeker; a rejected post reads like a cancelled one (review is not their business). */
export function closedJobText(closedReason: string | null): string {
  switch (closedReason) {
    case 'filled':
      return 'The employer has filled this position and is no longer taking applications.';
    case 'expired':
      return 'This job listing has expired and is no longer taking applications.';
    default:
      return 'The employer is no longer taking applications for this position.';
  }
}
