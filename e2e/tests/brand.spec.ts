import { expect, test, type Page } from '@playwright/test';
import { dev } from './support';
import { HARBOR, patchSettings } from './auth-support';

/**
 * The brand stays visible in both themes: each tenant has a wordmark for light headers and one
 * with light lettering for dark headers, and the header shows the one of the current theme.
 */
test.beforeEach(async ({ request }) => dev.reset(request));

interface Legibility {
  naturalWidth: number;
  complete: boolean;
  /** Pixels of the image that are drawn (alpha ≥ 200 of 255). */
  opaque: number;
  /** Of those, the ones too close to the background to be seen (contrast under 1.5:1). */
  faint: number;
  background: string;
}

/**
 * Draws the header's visible logo to a canvas and compares its drawn pixels with what is behind
 * it (its own background, a plate, else the nearest ancestor's): a wordmark in dark letters on
 * the dark header is mostly faint pixels.
 */
async function visibleLogo(page: Page, name: string): Promise<Legibility> {
  const logo = page.getByRole('heading', { level: 1 }).getByRole('img', { name }).filter({ visible: true });
  await expect(logo).toHaveCount(1);
  return logo.evaluate(async (img: HTMLImageElement) => {
    const complete = img.complete && img.naturalWidth > 0; // before any wait: loaded ahead of the theme change
    await img.decode();
    let background = '';
    for (let element: Element | null = img; element && !background; element = element.parentElement) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== 'transparent' && !/,\s*0\)$/.test(colour)) background = colour;
    }
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const [br, bg, bb] = (background.match(/[\d.]+/g) ?? ['255', '255', '255']).map(Number);
    const behind = luminance(br!, bg!, bb!);
    let opaque = 0;
    let faint = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3]! < 200) continue;
      opaque += 1;
      const drawn = luminance(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
      const ratio = (Math.max(drawn, behind) + 0.05) / (Math.min(drawn, behind) + 0.05);
      if (ratio < 1.5) faint += 1;
    }
    return { naturalWidth: img.naturalWidth, complete, opaque, faint, background };
  });
}

function expectLegible(logo: Legibility) {
  expect(logo.naturalWidth).toBeGreaterThan(0);
  expect(logo.complete).toBe(true);
  expect(logo.opaque).toBeGreaterThan(200);
  // The white initial on the coloured mark is faint against a light header (about 7 % of the
  // drawn pixels); dark lettering on the dark header, the bug, makes about 30 %.
  expect(logo.faint / logo.opaque, `faint pixels on ${logo.background}`).toBeLessThan(0.15);
}

const theme = (page: Page) => page.evaluate(() => document.body.dataset.theme);

test('harbor, dark by default, shows its wordmark in light letters on its dark header', async ({ page }) => {
  await page.goto(`${HARBOR}/home`);
  expect(await theme(page)).toBe('dark');
  const logo = await visibleLogo(page, 'Harbor');
  expect(await page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Harbor' }).filter({ visible: true }).getAttribute('src')).toBe(`${HARBOR}/api/static/brand/harbor-dark.svg`);
  expectLegible(logo);
});

test('atrium shows a legible wordmark in light and, at once, in dark', async ({ page }) => {
  await page.goto('/home');
  expect(await theme(page)).toBe('light');
  expectLegible(await visibleLogo(page, 'Atrium'));
  await page.getByRole('button', { name: 'Dark theme' }).click();
  expect(await theme(page)).toBe('dark');
  // Already loaded when the theme changed: no empty or wrong logo in between.
  expectLegible(await visibleLogo(page, 'Atrium'));
  await page.getByRole('button', { name: 'Dark theme' }).click();
  expectLegible(await visibleLogo(page, 'Atrium'));
});

test('a backend without a dark wordmark: the light one sits on a light plate in the dark theme', async ({ page, request }) => {
  await patchSettings(request, 'harbor', { logoDark: null });
  await page.goto(`${HARBOR}/home`);
  expect(await theme(page)).toBe('dark');
  const logo = await visibleLogo(page, 'Harbor');
  expect(logo.background).not.toBe(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
  expectLegible(logo);
});
