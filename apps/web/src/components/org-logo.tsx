import { useState } from 'react';
import { companyInitials, logoFallbackLetter } from '@orbit/shared/job-display';

const sizes = {
  md: 'h-12 w-12 text-lg',
  lg: 'h-16 w-16 text-2xl',
  xl: 'h-20 w-20 text-3xl',
} as const;

interface LogoProps {
  logo: string | null | undefined;
  name: string;
  size?: keyof typeof sizes;
  /** 'letter': the job placeholder (company's first letter, or J); 'initials': the company badge (up to two). */
  fallback: 'letter' | 'initials';
}

/**
 * A company or job logo. Decorative (alt=""): the company name is always written beside it. With no logo, or
 * when the image fails to load, a letter badge stands in (spec section 3, Job.logo and Company).
 */
export function OrgLogo({ logo, name, size = 'md', fallback }: LogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = logo?.trim() ?? '';
  const classes = `${sizes[size]} shrink-0 rounded-xl`;

  if (src !== '' && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        className={`${classes} bg-white object-contain p-1 ring-1 ring-slate-200`}
      />
    );
  }
  const text = fallback === 'letter' ? logoFallbackLetter(name) : companyInitials(name) || '?';
  return (
    <span
      aria-hidden="true"
      className={`${classes} inline-flex items-center justify-center bg-brand-50 font-bold text-brand-700 ring-1 ring-brand-100`}
    >
      {text}
    </span>
  );
}
