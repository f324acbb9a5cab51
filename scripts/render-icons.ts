import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Draws the web app manifest's PNG icons (apps/web/public/icons) from the brand mark of
 * apps/web/src/components/logo.tsx, with Chromium. Run it after changing the mark and commit the PNGs:
 * `node scripts/with-node24.mjs scripts/render-icons.ts`.
 * - icon-192 / icon-512 ("any"): the mark on a white rounded square, so it shows on light and dark home screens;
 * - icon-maskable-512 ("maskable"): the mark inside the central 60% of a full-bleed brand-50 square, the safe zone a
 *   launcher's mask (circle, squircle) never cuts.
 */

const mark = `<circle cx="16" cy="16" r="7" fill="#4f46e5"/>
  <ellipse cx="16" cy="16" rx="14" ry="5" fill="none" stroke="#6366f1" stroke-width="2" transform="rotate(-25 16 16)"/>`;

/** An SVG of `size` px: a background, then the 32-unit mark scaled into `markShare` of the side, centred. */
function iconSvg(size: number, background: string, radiusShare: number, markShare: number): string {
  const markSize = size * markShare;
  const offset = (size - markSize) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${size * radiusShare}" fill="${background}"/>
  <g transform="translate(${offset} ${offset}) scale(${markSize / 32})">${mark}</g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: iconSvg(192, '#ffffff', 0.22, 0.78) },
  { file: 'icon-512.png', size: 512, svg: iconSvg(512, '#ffffff', 0.22, 0.78) },
  { file: 'icon-maskable-512.png', size: 512, svg: iconSvg(512, '#eef2ff', 0, 0.6) },
];

const outDir = path.resolve(import.meta.dirname, '../apps/web/public/icons');
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${icon.svg}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`apps/web/public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
