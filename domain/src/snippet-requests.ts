import { allowedOnPublicPages, resolveOnSite, type TagDirective } from './public-csp';

/**
 * What a site-script snippet asks the browser to load or send, read from its text: the elements it writes (img,
 * iframe, stylesheet link, video/audio, object/embed) and the absolute URLs in its inline code (fetch, sendBeacon,
 * XHR, WebSocket, pixels built with `new Image()`, tags it loads). Reading the text cannot see what a loaded vendor
 * script does later; it catches what the admin pasted.
 */
export type SnippetRequest = { directive: TagDirective | 'script-src'; url: string };

const COMMENTS = /<!--[\s\S]*?-->/g;
/** The site runs snippets with JavaScript on, so a <noscript> fallback never loads. */
const NOSCRIPT = /<noscript\b[\s\S]*?<\/noscript\s*>/gi;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ELEMENT = /<(img|iframe|frame|link|video|audio|source|track|embed|object)\b([^>]*)>/gi;
/** A quoted absolute or protocol-relative URL in code: 'https://…', "//…", `wss://…`. */
const URL_LITERAL = /(["'`])((?:https?:|wss?:)?\/\/[^"'`\s]+?)\1/gi;

const ELEMENT_SOURCES: Record<string, { attributes: string[]; directive: TagDirective }> = {
  img: { attributes: ['src'], directive: 'img-src' },
  iframe: { attributes: ['src'], directive: 'frame-src' },
  frame: { attributes: ['src'], directive: 'frame-src' },
  video: { attributes: ['src', 'poster'], directive: 'media-src' },
  audio: { attributes: ['src'], directive: 'media-src' },
  source: { attributes: ['src'], directive: 'media-src' },
  track: { attributes: ['src'], directive: 'media-src' },
  embed: { attributes: ['src'], directive: 'object-src' },
  object: { attributes: ['data'], directive: 'object-src' },
};

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** A URL in code: a script when it names a .js file, otherwise data sent somewhere (beacon, XHR, pixel, socket). */
const codeRequest = (url: string): SnippetRequest => ({
  directive: /\.m?js$/i.test(url.split(/[?#]/)[0]) ? 'script-src' : 'connect-src',
  url,
});

function elementRequests(markup: string): SnippetRequest[] {
  const requests: SnippetRequest[] = [];
  for (const [, tag, attributes] of markup.matchAll(ELEMENT)) {
    const name = tag.toLowerCase();
    if (name === 'link') {
      const rel = attribute(attributes, 'rel')?.toLowerCase() ?? '';
      const href = attribute(attributes, 'href');
      if (href && /\bstylesheet\b/.test(rel)) requests.push({ directive: 'style-src', url: href });
      continue;
    }
    const { attributes: names, directive } = ELEMENT_SOURCES[name];
    const values = names.map((n) => attribute(attributes, n)).filter((value): value is string => Boolean(value));
    // A plugin is refused whatever it loads: an <object> or <embed> without a URL counts too.
    if (directive === 'object-src' && values.length === 0) values.push('');
    for (const url of values) requests.push({ directive, url });
  }
  return requests;
}

/** Every request the snippet's text shows, in order of appearance within each kind (scripts first). */
export function snippetRequests(markup: string): SnippetRequest[] {
  const text = markup.replace(COMMENTS, '').replace(NOSCRIPT, '');
  const requests: SnippetRequest[] = [];
  let outsideScripts = '';
  let last = 0;
  for (const match of text.matchAll(SCRIPT)) {
    const [whole, attributes, code] = match;
    outsideScripts += text.slice(last, match.index);
    last = match.index + whole.length;
    const src = attribute(attributes, 'src');
    if (src) requests.push({ directive: 'script-src', url: src });
    for (const [, , url] of code.matchAll(URL_LITERAL)) requests.push(codeRequest(url));
  }
  outsideScripts += text.slice(last);
  return [...requests, ...elementRequests(outsideScripts)];
}

/**
 * The requests of a snippet that a public page of the site at `siteOrigin` refuses, one per kind and origin.
 * Scripts are never among them: the site's code inserts them, and 'strict-dynamic' lets them run.
 */
export function refusedSnippetRequests(markup: string, siteOrigin: string): SnippetRequest[] {
  const refused = new Map<string, SnippetRequest>();
  for (const request of snippetRequests(markup)) {
    if (request.directive === 'script-src') continue;
    if (allowedOnPublicPages(request.directive, request.url, siteOrigin)) continue;
    const key = `${request.directive} ${targetOf(request.url, siteOrigin)}`;
    if (!refused.has(key)) refused.set(key, request);
  }
  return [...refused.values()];
}

/** Where a request goes, as the admin recognises it: the origin (http://px.exemplo.com), or the scheme (data:). */
function targetOf(url: string, siteOrigin: string): string {
  const resolved = resolveOnSite(url, siteOrigin);
  if (!resolved) return url;
  return resolved.origin !== 'null' ? resolved.origin : resolved.protocol;
}

const WHAT: Record<Exclude<TagDirective, 'font-src'>, (target: string) => string> = {
  'connect-src': (target) => `envia dados para ${target}`,
  'img-src': (target) => `carrega uma imagem (pixel) de ${target}`,
  'frame-src': (target) => `abre um quadro (iframe) de ${target}`,
  'style-src': (target) => `carrega estilos de ${target}`,
  'media-src': (target) => `carrega vídeo ou áudio de ${target}`,
  'object-src': () => 'usa um objeto incorporado (<object> ou <embed>)',
};

/** The dashboard's pt-BR warning for one refused request, e.g. "Este script envia dados para http://px.exemplo.com, …". */
export function refusedRequestMessage(request: SnippetRequest, siteOrigin: string): string {
  const what = WHAT[request.directive as keyof typeof WHAT] ?? WHAT['connect-src'];
  return `Este script ${what(targetOf(request.url, siteOrigin))}, que a política de segurança bloqueia.`;
}
