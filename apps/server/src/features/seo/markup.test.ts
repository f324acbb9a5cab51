import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../lib/html/html-text.ts';
import { escapeHtml } from '../../lib/html/escape-html.ts';
import { escapeXml, excerpt, jsonForScript } from './markup.ts';

describe('markup helpers', () => {
  it('escapes HTML text and attributes', () => {
    expect(escapeHtml(`Tom & Jerry's "<b>" role`)).toBe('Tom &amp; Jerry&#39;s &quot;&lt;b&gt;&quot; role');
  });

  it('drops characters XML cannot carry and escapes the rest', () => {
    expect(escapeXml('A\u0000B\u0008C\u000BD\uFFFE & <E>\t\n')).toBe('ABCD &amp; &lt;E&gt;\t\n');
    expect(escapeXml('lone \uD800 surrogate, pair \uD83D\uDE80')).toBe('lone  surrogate, pair \uD83D\uDE80');
  });

  it('keeps </script> and <!-- inside JSON from ending the script element, and reads back the same', () => {
    const value = { description: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('turns stored HTML into words', () => {
    expect(
      htmlToPlainText('<p>Build <strong>APIs</strong>.</p><ul><li>Node</li><li>SQL &amp; Postgres</li></ul>'),
    ).toBe('Build APIs. Node SQL & Postgres');
    expect(htmlToPlainText('Plain text with 1 < 2 &amp; "quotes"')).toBe('Plain text with 1 < 2 & "quotes"');
    expect(htmlToPlainText('<script>alert(1)</script>Safe')).toBe('Safe');
  });

  it('shortens at a word boundary', () => {
    expect(excerpt('short', 10)).toBe('short');
    expect(excerpt('one two three four five', 12)).toBe('one two…');
    expect(excerpt('supercalifragilistic', 8)).toBe('superca…');
    expect(Array.from(excerpt('word '.repeat(100), 160)).length).toBeLessThanOrEqual(160);
  });
});
