const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Untrusted text (job titles, company names, profile fields) written into HTML: pages, e-mails, feeds. Safe both as
 * element text and inside a double- or single-quoted attribute.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}
