import { Link } from 'react-router';
import { GitHubIcon, LinkedInIcon, XSocialIcon } from '../../components/icons.tsx';
import { parseSocialLinks } from './social-links.ts';
import { Logo } from '../../components/logo.tsx';

/** Columns of spec section 2, filled from its route lists (some of those screens come later). */
const columns = [
  {
    title: 'For Job Seekers',
    links: [
      { to: '/jobs?fresh=true', label: 'Find Jobs' },
      { to: '/companies', label: 'Companies' },
      { to: '/categories', label: 'Categories' },
      { to: '/upload-resume', label: 'Upload Resume' },
      { to: '/autopilot/settings', label: 'Autopilot' },
    ],
  },
  {
    // Real pages only: the first two are public, the next three send signed-out visitors to sign in and back; the
    // last link opens the Employer tab.
    title: 'For Employers',
    links: [
      { to: '/for-employers', label: 'Hiring on Orbit Jobs' },
      { to: '/talent-pool', label: 'Talent Pool' },
      { to: '/post-job', label: 'Post a Job' },
      { to: '/recruiter-dashboard', label: 'Recruiter Dashboard' },
      { to: '/company', label: 'Company Profile' },
      { to: '/register?type=employer', label: 'Create an Employer Account' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
      { to: '/support', label: 'Support' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;

const socialLinks = parseSocialLinks(import.meta.env.VITE_SOCIAL_LINKS);
const socialIcons = { linkedin: LinkedInIcon, x: XSocialIcon, github: GitHubIcon } as const;

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <Logo inverted />
            <p className="mt-4 max-w-xs text-sm text-slate-400">
              Remote jobs for global talent, with matching that puts the right roles first.
            </p>
            {socialLinks.length > 0 && (
              <ul className="mt-6 flex gap-3">
                {socialLinks.map(({ href, label, network }) => {
                  const Icon = socialIcons[network];
                  return (
                    <li key={href}>
                      <a
                        href={href}
                        aria-label={label}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-300 hover:bg-slate-700 hover:text-white"
                      >
                        <Icon />
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
              <ul className="mt-4 space-y-2.5">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-sm text-slate-400 hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="mt-12 border-t border-slate-800 pt-6 text-center text-sm text-slate-400">
          © {new Date().getFullYear()} Orbit Jobs. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
