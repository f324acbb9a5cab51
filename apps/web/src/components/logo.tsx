import { Link } from 'react-router';

/** The brand mark; as a link it goes home ("Orbit Jobs" is its accessible name). */
export function Logo({ className = '', inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link to="/" className={`inline-flex items-center gap-2 rounded-md ${className}`}>
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="7" fill={inverted ? '#ffffff' : '#4f46e5'} />
        <ellipse
          cx="16"
          cy="16"
          rx="14"
          ry="5"
          fill="none"
          stroke={inverted ? '#c7d2fe' : '#6366f1'}
          strokeWidth="2"
          transform="rotate(-25 16 16)"
        />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>
        Orbit Jobs
      </span>
    </Link>
  );
}
