import { describe, expect, it } from 'vitest';
import { markdownToJobHtml } from './markdown.ts';

describe('markdownToJobHtml', () => {
  it('renders the Markdown employers write', () => {
    expect(markdownToJobHtml('We build **payments**.\n\n- Go\n- Postgres')).toBe(
      '<p>We build <strong>payments</strong>.</p><ul><li>Go</li><li>Postgres</li></ul>',
    );
    expect(markdownToJobHtml('## Team')).toBe('<h3>Team</h3>');
  });

  it('keeps only what the job allow-list keeps', () => {
    const html = markdownToJobHtml(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1)) ![p](https://t.example/p.gif) [site](https://acme.example) <b onclick="x()">b</b>',
    );
    // Raw HTML is shown as text, never as markup.
    expect(html).not.toMatch(/<script|javascript:|<img|<b /i);
    expect(html).toContain('&lt;b onclick');
    expect(html).toContain('<a href="https://acme.example" rel="nofollow noopener" target="_blank">site</a>');
  });

  it('is empty for blank text', () => {
    expect(markdownToJobHtml('  \n ')).toBe('');
  });
});
