import type { HTMLAttributes } from 'react';

export const cardClasses = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`${cardClasses} ${className}`} {...props} />;
}
