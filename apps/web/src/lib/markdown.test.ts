import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown.ts';

describe('markdownToHtml (as the server renders posts)', () => {
  it('makes paragraphs, keeping single newlines as line breaks', () => {
    expect(markdownToHtml('We build tools.\nFor remote teams.\n\nJoin us.')).toBe(
      '<p>We build tools.<br>For remote teams.</p><p>Join us.</p>',
    );
    expect(markdownToHtml('   \n\n')).toBe('');
  });

  it('renders headings from h3 down (the page owns h1 and h2)', () => {
    expect(markdownToHtml('# About\n## Team\n#### Perks')).toBe('<h3>About</h3><h3>Team</h3><h4>Perks</h4>');
  });

  it('renders lists, bold, italics, code and links', () => {
    expect(markdownToHtml('- React\n- TypeScript\n\n1. Apply')).toBe(
      '<ul><li>React</li><li>TypeScript</li></ul><ol><li>Apply</li></ol>',
    );
    expect(markdownToHtml('**Bold** *it* `a < b` [site](https://acme.io)')).toBe(
      '<p><strong>Bold</strong> <em>it</em> <code>a &lt; b</code> <a href="https://acme.io">site</a></p>',
    );
  });

  it('shows raw HTML as text instead of passing it through', () => {
    expect(markdownToHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markdownToHtml('Hi <b>there</b>')).toBe('<p>Hi &lt;b&gt;there&lt;/b&gt;</p>');
  });
});
