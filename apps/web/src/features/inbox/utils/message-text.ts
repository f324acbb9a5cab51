import { messageMaxLength } from '@orbit/shared/policy-figures';

/**
 * A message's text cut into plain runs and web addresses. Nothing here becomes HTML or a link: an address is shown as
 * text with its domain beside it, so a seeker sees where a link would take them before copying it anywhere.
 */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'address'; text: string; domain: string | null };

const addressPattern = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/** The host an address names, lower-cased; null when it does not parse as one. */
export function domainOf(address: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(address) ? address : `https://${address}`);
    return url.hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(addressPattern)) {
    // A sentence's closing punctuation is not part of the address.
    const text = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'address', text, domain: domainOf(text) });
    last = start + text.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

const plural = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

/** What the composer's counter says; `over` when the message would be refused. */
export function charactersLeft(body: string): { left: number; over: boolean; label: string } {
  const left = messageMaxLength - body.trim().length;
  return {
    left,
    over: left < 0,
    label: left < 0 ? `${plural(-left)} too many` : `${plural(left)} left`,
  };
}

/** The header's unread badge: nothing at 0, a number up to 99, then '99+'. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

/** The badge's words for screen readers. */
export const unreadLabel = (unread: number): string =>
  unread === 0 ? 'Inbox' : `Inbox, ${unread} unread message${unread === 1 ? '' : 's'}`;
