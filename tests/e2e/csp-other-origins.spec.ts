import { expect, test, type Locator, type Page } from './support/test';

import { refusedSnippetRequests } from '../../domain/src/snippet-requests';
import { useAdminSession } from './support/admin';
import { cmsGet } from './support/cms';
import { acceptAll, serveSnippet, settle, watch } from './support/csp';

// Content on another origin, as production has it: case images on the agency's CDN, a tag vendor's collector. The
// stand-in is an HTTPS server on loopback with a self-signed certificate (scripts/lib/https-asset-host.mjs, started by
// scripts/test.mjs), which this browser is told to accept.
const OTHER_ORIGIN = process.env.E2E_ASSET_HOST_URL ?? 'https://127.0.0.1:4186';
test.use({ ignoreHTTPSErrors: true });

const RICH = 'residencial-mirante-campolim';
const onCdn = (name: string) => `${OTHER_ORIGIN}/img/edificio-aurora-alto-padrao-${name}.jpg`;
// An older case's chart is a picture (chart_url): any seed picture stands in for it on the other origin.
const CDN_IMAGES = {
  image_url: onCdn('main'),
  chart_url: `${OTHER_ORIGIN}/img/residencial-mirante-campolim-g1.jpg`,
  gallery_images: [onCdn('g1'), onCdn('g2')],
};
const CDN_CASE = { slug: 'case-com-imagens-em-cdn', title: 'Residencial Horizonte: imagens servidas pelo CDN da agência' };

/**
 * The CMS's answers with one more case, published after the build, whose images are typed as URLs on the other
 * origin (no media-library files) — as a case saved with CDN URLs comes back. The /cases page renders its list again
 * with it, and its dialog reads it from the API. Rewritten in this browser only: the CMS shared with the other specs
 * is left alone.
 */
async function caseWithImagesOnCdn(page: Page) {
  const [stored] = (await cmsGet<{ data: Array<Record<string, unknown>> }>(`/cases?filters[slug][$eq]=${RICH}`)).data;
  const onCdnCase = {
    ...stored,
    ...CDN_CASE,
    id: 987654,
    documentId: 'case-com-imagens-em-cdn',
    updatedAt: new Date().toISOString(),
    image: null,
    chart: null,
    gallery: [],
    // No stored series: the chart is the picture at chart_url, second in the lightbox.
    results_series: null,
    ...CDN_IMAGES,
  };
  await page.route('**/api/cases?*', async (route) => {
    // Once more if the connection was dropped: a kept-alive socket the server closed just as it was reused (seen as
    // 'socket hang up' under load) is the transport's, not the page's; the GET is safe to repeat.
    const response = await route.fetch().catch(() => route.fetch());
    const body = (await response.json()) as { data: Array<Record<string, unknown>> };
    const askedSlug = new URL(route.request().url()).searchParams.get('filters[slug][$eq]');
    const data = askedSlug === CDN_CASE.slug ? [onCdnCase] : askedSlug ? body.data : [onCdnCase, ...body.data];
    await route.fulfill({ response, json: { ...body, data } });
  });
  return CDN_CASE;
}

/** The image was fetched and decoded: not refused, not broken. */
const expectShown = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);

test('a case with its images on another https origin shows them on its card, in its dialog and in the lightbox', async ({ page }) => {
  const { violations } = await watch(page);
  const { title } = await caseWithImagesOnCdn(page);
  await page.goto('/cases');
  const card = page
    .getByRole('list', { name: 'Cases' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const slide = card.getByTestId('case-carousel').locator('.swiper-slide-active img:not([data-scheme="dark"])');
  await expect(slide).toHaveAttribute('src', CDN_IMAGES.image_url);
  await expectShown(slide);
  await card.getByRole('button', { name: 'Próxima imagem' }).click();
  await expect(slide).toHaveAttribute('src', CDN_IMAGES.gallery_images[0]);
  await expectShown(slide);

  await card.getByRole('link', { name: 'Ver Detalhes' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expectShown(dialog.getByRole('button', { name: 'Ampliar imagem principal' }).getByRole('img'));
  await dialog.getByRole('button', { name: 'Ampliar imagem principal' }).click();
  const lightbox = page.getByRole('dialog', { name: `Imagens do case ${title}` });
  const image = lightbox.getByTestId('lightbox-image');
  for (const url of [CDN_IMAGES.image_url, CDN_IMAGES.chart_url, ...CDN_IMAGES.gallery_images]) {
    await expect(image).toHaveAttribute('src', url);
    await expectShown(image);
    await lightbox.getByRole('button', { name: 'Próxima imagem' }).click();
  }
  await settle(page);
  expect(violations).toEqual([]);
});

test('the dashboard may show images from any https origin (previews of typed case image URLs)', async ({ page }) => {
  await useAdminSession(page);
  const { violations } = await watch(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((src) => {
    const preview = document.createElement('img');
    preview.id = 'preview-from-cdn';
    preview.src = src;
    document.body.append(preview);
  }, CDN_IMAGES.image_url);
  await expectShown(page.locator('#preview-from-cdn'));
  await settle(page);
  expect(violations).toEqual([]);
});

test('after consent, a tag sends a beacon, a pixel and a frame to another https origin: nothing refused, all arrive', async ({
  page,
  request,
  baseURL,
}) => {
  const { violations } = await watch(page);
  await acceptAll(page);
  const id = `tag-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const snippet =
    `<script>fetch('${OTHER_ORIGIN}/beacon/${id}', { method: 'POST', mode: 'no-cors', body: 'ev=PageView' });` +
    `navigator.sendBeacon('${OTHER_ORIGIN}/beacon/${id}-sent', 'ev=PageView');` +
    `new Image().src = '${OTHER_ORIGIN}/pixel/${id}.gif';` +
    `var frame = document.createElement('iframe'); frame.hidden = true; frame.src = '${OTHER_ORIGIN}/frame/${id}'; document.body.append(frame);</script>`;
  // The dashboard would not warn about it either.
  expect(refusedSnippetRequests(snippet, new URL(baseURL!).origin)).toEqual([]);
  await serveSnippet(page, snippet);

  await page.goto('/servicos');
  const arrived = async () =>
    ((await (await request.get(`${OTHER_ORIGIN}/seen?prefix=/`)).json()) as string[]).filter((path) => path.includes(id)).sort();
  await expect.poll(arrived).toEqual([`/beacon/${id}`, `/beacon/${id}-sent`, `/frame/${id}`, `/pixel/${id}.gif`]);
  await settle(page);
  expect(violations).toEqual([]);
});
