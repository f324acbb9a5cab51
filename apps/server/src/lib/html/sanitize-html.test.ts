import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-text.ts';
import { newlinesToParagraphs, sanitizeByAllowList, sanitizeJobHtml } from './sanitize-html.ts';

describe('sanitizeJobHtml', () => {
  it('removes scripts, styles, frames, images and event handlers', () => {
    const html =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>p{color:red}</style>' +
      '<iframe src="https://evil.example">frame text</iframe><img src="https://t.example/p.gif" onerror="x()">' +
      '<p><span style="color:red">styled</span></p>';
    expect(sanitizeJobHtml(html)).toBe('<p>Hi</p><p>styled</p>');
  });

  it('removes javascript: and other unsafe hrefs but keeps the link text', () => {
    const html =
      '<p><a href="javascript:alert(1)">bad</a> <a href=" JavaScript:alert(1)">worse</a> ' +
      '<a href="data:text/html,x">data</a> <a href="/relative">rel</a></p>';
    expect(sanitizeJobHtml(html)).toBe('<p>bad worse data rel</p>');
  });

  it('keeps allowed tags and hardens links', () => {
    const html =
      '<p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <code>x</code></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote><pre>pre</pre>' +
      '<p><a href="https://example.com/jobs" target="_self" class="btn">apply</a> <a href="mailto:jobs@example.com">mail</a></p>';
    expect(sanitizeJobHtml(html)).toBe(
      '<p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <code>x</code></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<blockquote>quote</blockquote><pre>pre</pre>' +
        '<p><a href="https://example.com/jobs" rel="nofollow noopener" target="_blank">apply</a> ' +
        '<a href="mailto:jobs@example.com" rel="nofollow noopener" target="_blank">mail</a></p>',
    );
  });

  it('maps headings to h3/h4 and divs to line breaks, and drops empty paragraphs', () => {
    expect(sanitizeJobHtml('<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>')).toBe(
      '<h3>A</h3><h3>B</h3><h3>C</h3><h4>D</h4><h4>E</h4><h4>F</h4>',
    );
    expect(sanitizeJobHtml('<div>One</div><div>Two</div><p></p><p><br></p><div><ul><li>x</li></ul></div>')).toBe(
      'One<br />Two<ul><li>x</li></ul>',
    );
    expect(sanitizeJobHtml('a<br><br><br><br>b<br><br>')).toBe('a<br /><br />b');
  });

  it('turns plain text into paragraphs', () => {
    expect(newlinesToParagraphs('One\ntwo\n\n\nThree')).toBe('<p>One<br />two</p><p>Three</p>');
    expect(sanitizeJobHtml('Pay: 5 < 6 & more\n\nBye')).toBe('<p>Pay: 5 &lt; 6 &amp; more</p><p>Bye</p>');
  });
});

describe('htmlToPlainText', () => {
  it('drops tags, decodes entities and keeps words apart', () => {
    expect(htmlToPlainText('Web &amp; Brand&#8217;s <b>team</b>')).toBe('Web & Brand’s team');
    expect(htmlToPlainText('<p>one</p><p>two</p><ul><li>three</li></ul>')).toBe('one two three');
    expect(htmlToPlainText('<script>x()</script>&lt;tag&gt; &nbsp;&eacute;')).toBe('<tag> é');
  });
});

describe('sanitizeByAllowList (the web app’s job-text allow-list, on the server)', () => {
  const rules = {
    allowedTags: ['p', 'a', 'ul', 'li', 'strong', 'span'],
    allowedAttributes: ['href'],
    allowedUri: /^(?:https?:|mailto:)/i,
    linkAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow ugc' },
  };

  it('keeps the allowed tags and hrefs, and makes links open apart', () => {
    expect(sanitizeByAllowList('<p>Apply <a href="https://jobs.example/1" title="x">here</a></p>', rules)).toBe(
      '<p>Apply <a href="https://jobs.example/1" target="_blank" rel="noopener noreferrer nofollow ugc">here</a></p>',
    );
  });

  it('drops scripts with their text, other tags but their text, handlers and hrefs the URI rule refuses', () => {
    const html =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><h1>Title</h1>' +
      '<a href="javascript:alert(2)">bad</a><span href="/relative">rel</span>';
    expect(sanitizeByAllowList(html, rules)).toBe('<p>Hi</p>Title<a>bad</a><span>rel</span>');
  });
});
