import { holdEarlyInput } from './early-input';
import { MAIN_IMAGE_PENDING_ATTR } from './main-image-head';

/**
 * The brand face's style element, its "cached" key and file (shared/theme/brand-font-style.tsx), and the data block of
 * its copy cut to the page (web/scripts/brand-font-subset.ts), for the page's script.
 */
type BrandFont = { id: string; cachedKey: string; url: string; cutId: string };

/**
 * The one script a static page names, inline (trusted by its CSP hash; `toString` keeps it one definition). It loads
 * the islands' entry by creating its element — under 'strict-dynamic' only scripts that trusted scripts insert may
 * load, with the modules they import — once the page's first paint is on screen and its main image (fetchpriority=high)
 * has been painted, so no script competes with what the visitor sees first (Lighthouse's simulation counts every
 * request made before the paint was shown into the paint: it made LCPs swing between 0.9 and 1.6 s). Until an
 * island runs, what a visitor does on it is held and done again once it does (early-input.ts): a form sent is never
 * posted to the page.
 */
function loadIslands(entry: string, imports: string[], failedText: string, font: BrandFont, pendingAttr: string, hold: typeof holdEarlyInput) {
  const root = document.documentElement;
  // When the page's code cannot be loaded (network down, a blocked script), a form sent says so instead of doing
  // nothing: what was typed stays in the fields, and nothing is posted into the address bar.
  const sayFailed = (form: HTMLFormElement) => {
    if (form.querySelector('[data-islands-failed]')) return;
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.setAttribute('data-islands-failed', '');
    message.style.cssText = 'margin:8px 0 0;color:var(--mui-palette-error-main);font-weight:600';
    message.textContent = failedText;
    form.appendChild(message);
  };
  // Whatever a visitor does on an island before its code runs is kept and done again once it does
  // (site/lib/islands/early-input.ts) — and the first such use starts loading the page's code at once.
  hold(() => start(), sayFailed);
  // The brand face's file, on a first visit to a page whose main image is its largest paint, is fetched once that image
  // is on screen, into the cache only — for the next page, and for a character this page gains later, which the
  // browser then takes from the cache. Not loaded into this page: its text is drawn from the face's copy cut to its
  // characters (web/scripts/brand-font-subset.ts), and a face loaded into the document has the browser lay every text
  // out again (a long task on a phone); where the build cut no copy (`react-router dev`), text that moved after the
  // first paint would be a layout shift. Once loaded it is marked cached.
  const showFont = () => {
    const style = document.getElementById(font.id) as HTMLStyleElement | null;
    if (!style || !document.fonts) return;
    const remember = () => {
      try {
        localStorage.setItem(font.cachedKey, '1');
      } catch {
        // Storage blocked: the next page holds the face off again, as on a first visit.
      }
    };
    const intoCache = () => new FontFace('Manrope', `url(${font.url}) format("woff2")`, { weight: '200 800' }).load().then(remember, () => {});
    if (document.getElementById(font.cutId)) {
      // The page has its cut: the file waits for the page's load and an idle moment, out of the way of the pictures
      // (asked for at the islands' start, its 25 KB at the highest priority were counted in a case page's LCP).
      const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(intoCache, { timeout: 3000 }) : setTimeout(intoCache, 500));
      if (document.readyState === 'complete') whenIdle();
      else addEventListener('load', whenIdle, { once: true });
    } else if (style.media === 'all')
      document.fonts.load('1em Manrope').then(
        (faces) => faces.length > 0 && remember(),
        () => {},
      );
    else intoCache();
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The pictures that waited for the main one (main-image-head.ts) may now be laid out and fetched.
    root.removeAttribute(pendingAttr);
    showFont();
    // The entry's own imports are asked for beside it, not after it has arrived and been read: one round trip less
    // on a slow phone before the first island can be bound.
    imports.forEach((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    script.onerror = () => {
      root.dataset.islands = 'failed';
      const state = (window as unknown as { __earlyInput: { held: Array<{ type: string; target: HTMLFormElement }> } }).__earlyInput;
      state.held.filter((input) => input.type === 'submit').forEach((input) => sayFailed(input.target));
    };
    document.body.appendChild(script);
  };
  // "Painted" is what the browser reports once the frame is on screen (paint timing; element timing for the main
  // images, marked by the head's script as they are read, main-image-head.ts): a frame drawn is not yet shown, and a
  // script fetched in between would compete with it. Where the browser has no such report, the next frame after the
  // image arrived stands in for it.
  const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  const reports = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  const whenReported = (type: string, seen: (entry: PerformanceEntry) => boolean, then: () => void) => {
    if (!reports.includes(type)) return requestAnimationFrame(() => setTimeout(then));
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(seen)) {
        observer.disconnect();
        then();
      }
    });
    observer.observe({ type, buffered: true });
  };
  whenReported(
    'paint',
    (entry) => entry.name === 'first-contentful-paint',
    () => {
      let left = images.length;
      if (left === 0) return start();
      const done = new Set<Element>();
      const settled = (image: Element) => !done.has(image) && done.add(image) && --left <= 0 && start();
      const nextFrame = (image: Element) => requestAnimationFrame(() => setTimeout(() => settled(image)));
      const timed = reports.includes('element') && 'IntersectionObserver' in window;
      images.forEach((image) => {
        // A failed image is never painted: the next frame stands in for its report.
        if (image.complete && !image.naturalWidth) return nextFrame(image);
        image.addEventListener('error', () => nextFrame(image), { once: true });
        if (!timed) {
          // A browser without element timing reports nothing: the next frame after the image arrived stands in.
          if (image.complete) nextFrame(image);
          else image.addEventListener('load', () => nextFrame(image), { once: true });
          return;
        }
        whenReported(
          'element',
          (entry) => (entry as PerformanceEntry & { element?: Element }).element === image,
          () => settled(image),
        );
        // An image laid out outside the screen is never painted either. One on screen is waited for however long its
        // paint takes (a loaded phone, a page stalled before its end): a guessed moment after it arrived let the script
        // in first. The 2.5 s below is the only limit.
        const where = new IntersectionObserver((entries) => {
          where.disconnect();
          if (!entries.some((entry) => entry.isIntersecting)) settled(image);
        });
        where.observe(image);
      });
    },
  );
  setTimeout(start, 2500);
}

/** Said in a form sent when the page's code could not be loaded. */
export const ISLANDS_FAILED_TEXT = 'Não foi possível carregar o formulário. Verifique sua conexão e recarregue a página.';

/**
 * The inline script of a prerendered page: `entry` is the islands' entry module, `imports` the modules it imports
 * (React Router's manifest), `font` the brand face's (theme/).
 */
export const islandsBootstrap = (entry: string, imports: string[], font: BrandFont) =>
  `(${loadIslands.toString()})(${[entry, imports, ISLANDS_FAILED_TEXT, font, MAIN_IMAGE_PENDING_ATTR].map((arg) => JSON.stringify(arg)).join(', ')}, ${holdEarlyInput.toString()});`;
