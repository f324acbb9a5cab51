import type { ReactNode } from 'react';
import { Card } from '../../../components/card.tsx';
import { Logo } from '../../../components/logo.tsx';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Text under the card (e.g. the sign-up link). */
  after?: ReactNode;
  /** The screens without header (login, register, verification-sent) show the logo themselves. */
  standalone?: boolean;
  wide?: boolean;
}

/** The centred card every account screen uses, with its one h1. */
export function AuthShell({ title, subtitle, children, after, standalone = false, wide = false }: AuthShellProps) {
  return (
    <div
      className={`flex flex-col items-center px-4 ${
        standalone ? 'min-h-screen justify-center bg-gradient-to-b from-brand-50 to-slate-50 py-10' : 'py-12 sm:py-16'
      }`}
    >
      {standalone && <Logo className="mb-8" />}
      <Card className={`w-full p-6 sm:p-8 ${wide ? 'max-w-xl' : 'max-w-md'}`}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <div className="mt-2 text-sm text-slate-600">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </Card>
      {after && <div className="mt-6 text-center text-sm text-slate-600">{after}</div>}
    </div>
  );
}

export const textLinkClasses = 'font-semibold text-brand-600 hover:text-brand-700 underline-offset-2 hover:underline';
