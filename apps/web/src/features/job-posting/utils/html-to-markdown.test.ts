import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../../lib/markdown.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';

describe('htmlToMarkdown', () => {
  it('turns the allow-listed tags back into Markdown', () => {
    expect(
      htmlToMarkdown(
        '<p>We build <strong>payments</strong> &amp; <em>logistics</em>.<br>Remote.</p><p>Apply <a href="https://a.io/jobs">here</a>.</p>',
      ),
    ).toBe('We build **payments** & *logistics*.\nRemote.\n\nApply [here](https://a.io/jobs).');
    expect(
      htmlToMarkdown('<h3>Perks</h3><ul><li>Laptop</li><li>Budget</li></ul><ol><li>Apply</li><li>Talk</li></ol>'),
    ).toBe('### Perks\n\n- Laptop\n- Budget\n\n1. Apply\n2. Talk');
  });

  it('keeps the text of other tags, and round-trips through the Markdown renderer', () => {
    expect(htmlToMarkdown('<div><span>Plain</span> text</div>')).toBe('Plain text');
    const html = '<p>One <strong>two</strong><br>three</p><ul><li>a</li><li>b</li></ul>';
    expect(markdownToHtml(htmlToMarkdown(html))).toBe(html);
  });
});
