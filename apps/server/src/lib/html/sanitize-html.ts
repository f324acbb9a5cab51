import sanitizeHtml from 'sanitize-html';
import { nonTextTags } from './html-text.ts';

/**
 * Job descriptions come from other sites, so they are untrusted HTML. One allow-list, applied on import (the web
 * app sanitises again when rendering): text structure and links survive; scripts, styles, frames, images (which
 * includes tracking pixels), inline styles and event handlers do not.
 */

const headingTo = (tag: string) => () => ({ tagName: tag, attribs: {} });
const safeHref = /^(?:https?:\/\/|mailto:)/i;
const blockOpen = '(?:p|ul|ol|li|h3|h4|blockquote|pre)';

const jobHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'h3', 'h4', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Their content is code or markup, never description text.
  nonTextTags,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Page-level headings would outrank the job page's own; keep the hierarchy, one level down.
    h1: headingTo('h3'),
    h2: headingTo('h3'),
    h5: headingTo('h4'),
    h6: headingTo('h4'),
    // A link with a refused scheme (javascript:, data:, relative) loses its attributes and is unwrapped below.
    // (Renaming it instead confuses sanitize-html's closing tags.)
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const safe: sanitizeHtml.Attributes = safeHref.test(href)
        ? { href, rel: 'nofollow noopener', target: '_blank' }
        : {};
      return { tagName, attribs: safe };
    },
  },
  // Empty paragraphs and links are noise after sanitising.
  exclusiveFilter: (frame) => (frame.tag === 'p' || frame.tag === 'a') && frame.text.trim() === '',
};

export function sanitizeJobHtml(html: string): string {
  const source = hasBlockMarkup(html) ? html : newlinesToParagraphs(html);
  // Feeds (We Work Remotely especially) use divs as paragraphs; divs are not allowed, so mark their ends with a
  // break before they are unwrapped, or the paragraphs would run together.
  return sanitizeHtml(source.replace(/<\/div\s*>/gi, '$&<br />'), jobHtmlOptions)
    .replace(/<a>([^]*?)<\/a>/g, '$1')
    .replace(new RegExp(`(</${blockOpen}>)\\s*(?:<br />\\s*)+`, 'g'), '$1')
    .replace(new RegExp(`(?:<br />\\s*)+(<${blockOpen}>)`, 'g'), '$1')
    .replace(/(?:<br \/>\s*){3,}/g, '<br /><br />')
    .replace(/^(?:\s|<br \/>)+|(?:\s|<br \/>)+$/g, '');
}

/** True when the text has its own paragraphs or breaks; otherwise its newlines are the only structure. */
export function hasBlockMarkup(text: string): boolean {
  return /<(?:p|div|br|ul|ol|li|h[1-6]|table|pre|blockquote)\b/i.test(text);
}

/**
 * Plain-text descriptions (many Remote OK posts) become paragraphs at blank lines and breaks at single newlines.
 * No escaping here: the sanitiser that runs next treats stray '<' and '&' correctly.
 */
export function newlinesToParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** An allow-list given as data: the web app's for job texts (apps/web/src/lib/sanitise-html.ts). */
export interface HtmlAllowList {
  allowedTags: readonly string[];
  allowedAttributes: readonly string[];
  allowedUri: RegExp;
  linkAttributes: { target: string; rel: string };
}

/**
 * The web app's sanitising of a job text, for the pages the server renders (features/seo): the browser's DOMPurify
 * needs a DOM, so the server applies the same allow-list with sanitize-html — allowed tags and attributes, an href
 * only when it passes the URI rule, and links opening in a new tab without referrer.
 */
export function sanitizeByAllowList(html: string, rules: HtmlAllowList): string {
  return sanitizeHtml(html, {
    allowedTags: [...rules.allowedTags],
    allowedAttributes: { '*': [...rules.allowedAttributes], a: [...rules.allowedAttributes, 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    nonTextTags,
    disallowedTagsMode: 'discard',
    transformTags: {
      '*': (tagName, attribs) => {
        const { href, ...rest } = attribs;
        const kept = href !== undefined && rules.allowedUri.test(href.replace(/\s/g, '')) ? { ...rest, href } : rest;
        return {
          tagName,
          attribs: tagName === 'a' && kept.href !== undefined ? { ...kept, ...rules.linkAttributes } : kept,
        };
      },
    },
  });
}
