import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * A button that shows or hides a panel, usable before the page is hydrated. Until then it is a link to an empty anchor
 * (`#<panelId>-open`, DisclosureAnchor) and index.css shows the panel while the anchor is the address's target: a tap
 * on a slow network, or with the JavaScript off, opens it. Once hydrated it is the real button, open if the link
 * opened the panel. (Each panel's id has its rule in index.css.)
 */
export function useDisclosure(panelId: string) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.location.hash !== `#${anchorId(panelId)}`) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only in the browser, after hydration
    setOpen(true);
    // The address forgets the mark (the router's state kept), so a reload does not open the panel again.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [panelId]);
  return { hydrated, open, setOpen };
}

const anchorId = (panelId: string) => `${panelId}-open`;

/** The stand-in link's address, for a control drawn otherwise than DisclosureButton (one opening a dialog). */
export const disclosureHref = (panelId: string) => `#${anchorId(panelId)}`;

/**
 * Where following the stand-in link scrolls to (the browser brings a target into view): placed just above the button
 * with a scroll margin clearing the sticky header, or above the header itself (the top of the page) for a panel inside
 * it — a target inside a sticky element sends the page elsewhere. Drawn until hydrated only.
 */
export function DisclosureAnchor({ hydrated, panelId }: { hydrated: boolean; panelId: string }) {
  return hydrated ? null : <span id={anchorId(panelId)} className="block scroll-mt-20" />;
}

interface DisclosureButtonProps {
  hydrated: boolean;
  open: boolean;
  panelId: string;
  onToggle: () => void;
  className: string;
  id?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export function DisclosureButton({ hydrated, open, panelId, onToggle, children, ...props }: DisclosureButtonProps) {
  if (!hydrated)
    return (
      <a href={disclosureHref(panelId)} {...props}>
        {children}
      </a>
    );
  return (
    <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle} {...props}>
      {children}
    </button>
  );
}
