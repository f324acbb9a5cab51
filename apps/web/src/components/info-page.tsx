import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Underlined, so a link inside a paragraph is told apart by more than its colour. */
export const proseLinkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** A link inside running text (internal paths through the router). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={proseLinkClasses}>
      {children}
    </Link>
  );
}

/** The frame of the about, support, contact, privacy and terms pages: one h1, an optional date and intro, readable width. */
export function InfoPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {updated && <p className="mt-2 text-sm text-slate-600">Last updated {updated}</p>}
      {intro && <div className="mt-4 text-lg text-slate-700">{intro}</div>}
      <div className="mt-10 space-y-10 leading-relaxed text-slate-700">{children}</div>
    </div>
  );
}

/** A titled part of a page; `id` makes it linkable (/privacy#rights). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/** A question of the FAQ, or a sub-part of a section. */
export function Topic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="pt-2">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-3">{children}</div>
    </div>
  );
}

export function Bullets({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-6">{children}</ul>;
}
