/**
 * The footer's links to Orbit Jobs' own social accounts. They come from configuration (`VITE_SOCIAL_LINKS` when the
 * web app is built: comma-separated https addresses) and are empty by default: a link to an account that does not
 * exist sends a visitor to nothing, or to whoever registers the name — on a job board whose seekers are targeted by
 * fake recruiters, that is a lure. Only the networks the footer has an icon for are shown.
 */
export type SocialNetwork = 'linkedin' | 'x' | 'github';

export interface SocialLink {
  href: string;
  network: SocialNetwork;
  label: string;
}

const networksByHost: Record<string, { network: SocialNetwork; name: string }> = {
  'linkedin.com': { network: 'linkedin', name: 'LinkedIn' },
  'x.com': { network: 'x', name: 'X' },
  'twitter.com': { network: 'x', name: 'X' },
  'github.com': { network: 'github', name: 'GitHub' },
};

export function parseSocialLinks(configured: string | undefined): SocialLink[] {
  const links: SocialLink[] = [];
  for (const address of (configured ?? '').split(',')) {
    const url = parseUrl(address.trim());
    if (!url || url.protocol !== 'https:') continue;
    const known = networksByHost[url.hostname.replace(/^www\./, '')];
    if (known) links.push({ href: url.href, network: known.network, label: `Orbit Jobs on ${known.name}` });
  }
  return links;
}

/** `URL.parse` is too new for many phones' browsers. */
function parseUrl(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}
