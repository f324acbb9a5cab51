import { describe, expect, it } from 'vitest';
import { applyHead, type PageHead } from './page-head.ts';

/** What Vite writes (apps/web/index.html after a build). */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Default description" />
    <title>Orbit Jobs — Remote jobs for global talent</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  status: 200,
  title: 'Senior Engineer at Acme | Orbit Jobs',
  socialTitle: 'Senior Engineer at Acme',
  description: 'Build things.',
  canonicalUrl: 'https://orbit.example/jobs/1',
  indexable: true,
  jsonLd: null,
  ...overrides,
});

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('applyHead', () => {
  it('replaces the default title and description and adds canonical and social tags inside <head>', () => {
    const html = applyHead(template, head());
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /name="description"/)).toBe(1);
    expect(html).toContain('<title>Senior Engineer at Acme | Orbit Jobs</title>');
    expect(html).toContain('<meta name="description" content="Build things." />');
    expect(html).toContain('<link rel="canonical" href="https://orbit.example/jobs/1" />');
    expect(html).toContain('<meta property="og:title" content="Senior Engineer at Acme" />');
    expect(html).toContain('<meta property="og:url" content="https://orbit.example/jobs/1" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="Orbit Jobs" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('robots');
    const headPart = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(headPart).toContain('rel="canonical"');
    // Everything else the build wrote stays.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes titles and descriptions, and "$&" in them stays text', () => {
    const html = applyHead(
      template,
      head({ title: `<script>alert("x")</script> & $& $1 'q'`, description: `"quoted" & <b>` }),
    );
    expect(html).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; $&amp; $1 &#39;q&#39;</title>',
    );
    expect(html).toContain('<meta name="description" content="&quot;quoted&quot; &amp; &lt;b&gt;" />');
    expect(html).not.toContain('<script>alert');
  });

  it('marks pages that should stay out of the index and omits a canonical URL for missing pages', () => {
    const html = applyHead(template, head({ status: 404, indexable: false, canonicalUrl: null }));
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('embeds JSON-LD that a </script> in a description cannot break out of', () => {
    const jsonLd = { '@type': 'JobPosting', description: '<p>Hi</p></script><script>alert(1)</script>' };
    const html = applyHead(template, head({ jsonLd }));
    const scripts = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    const body = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(jsonLd);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('does not leave a second set of tags when the template already carries some', () => {
    const withDefaults = template.replace(
      '</head>',
      '<meta property="og:title" content="Old" />\n<link rel="canonical" href="/old" />\n<meta name="robots" content="index" />\n</head>',
    );
    const html = applyHead(withDefaults, head());
    expect(count(html, /og:title/)).toBe(1);
    expect(count(html, /rel="canonical"/)).toBe(1);
    expect(html).not.toContain('/old');
    expect(html).not.toContain('robots');
  });
});
