import { describe, expect, it } from 'vitest';
import { looksLikeHtml, toPlainText } from './rich-text.ts';

describe('looksLikeHtml', () => {
  it.each([
    '<p>Hello</p>',
    'Line one<br>Line two',
    'Line one<br/>two',
    '<ul><li>Go</li></ul>',
    'See <a href="https://example.com">our site</a>',
    '<DIV class="x">Upper case</DIV>',
    '<h2>About us</h2>',
  ])('recognises %s as HTML', (text) => {
    expect(looksLikeHtml(text)).toBe(true);
  });

  it.each([
    'Plain text\nwith line breaks',
    'Use List<T> and Map<K, V> in Java',
    'a < b and b > c',
    'Salary <100k> maybe',
    '- Build pipelines\n- Review code',
    '',
  ])('treats %s as plain text', (text) => {
    expect(looksLikeHtml(text)).toBe(false);
  });

  it('handles missing values', () => {
    expect(looksLikeHtml(null)).toBe(false);
    expect(looksLikeHtml(undefined)).toBe(false);
  });
});

describe('toPlainText', () => {
  it('strips tags, keeping words apart at block ends', () => {
    expect(toPlainText('<p>First</p><p>Second</p><ul><li>One</li><li>Two</li></ul>')).toBe('First Second One Two');
  });

  it('removes inline tags without adding a space', () => {
    expect(
      toPlainText('<p>Read <a href="https://x.example">our blog</a>. We are <strong>hiring</strong>, now.</p>'),
    ).toBe('Read our blog. We are hiring, now.');
  });

  it('drops script and style content', () => {
    expect(toPlainText('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('Hi');
  });

  it('decodes entities', () => {
    expect(toPlainText('<p>R&amp;D &lt;team&gt; &#8212; caf&#xe9;&nbsp;ok</p>')).toBe('R&D <team> — café ok');
  });

  it('collapses the whitespace of plain text and keeps its angle brackets', () => {
    expect(toPlainText('Use List<T>\n\n  daily')).toBe('Use List<T> daily');
  });

  it('gives an empty string for nothing', () => {
    expect(toPlainText(null)).toBe('');
    expect(toPlainText('')).toBe('');
  });
});
