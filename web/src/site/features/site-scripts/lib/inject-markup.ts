export type ScriptTarget = 'head' | 'body-start' | 'body-end';

/** A src script that neither loads nor fails in this time no longer holds back the next ones. */
const SRC_TIMEOUT_MS = 10_000;

/** A copy the browser will execute: markup inserted as HTML never runs its scripts. Attributes and text are kept. */
export function recreateScript(old: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const attribute of Array.from(old.attributes)) script.setAttribute(attribute.name, attribute.value);
  script.text = old.text;
  return script;
}

/** Resolves once a src script has loaded (or failed: the page goes on); inline scripts have already run. */
function settled(script: HTMLScriptElement): Promise<void> {
  if (!script.src) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, SRC_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
  });
}

function inserter(target: ScriptTarget): (node: Node) => void {
  if (target === 'head') return (node) => document.head.appendChild(node);
  if (target === 'body-end') return (node) => document.body.appendChild(node);
  // Start of <body>: every node goes before the body's first child as it was, so the snippet keeps its order.
  const anchor = document.body.firstChild;
  return (node) => document.body.insertBefore(node, anchor);
}

/**
 * Inserts raw markup (an admin snippet) and executes its <script> tags in document order, waiting for
 * each src script before the next one. <noscript> is dropped: JavaScript is on.
 */
export async function injectMarkup(markup: string, target: ScriptTarget): Promise<void> {
  const template = document.createElement('template');
  template.innerHTML = markup;
  template.content.querySelectorAll('noscript').forEach((node) => node.remove());
  const insert = inserter(target);

  for (const node of Array.from(template.content.childNodes)) {
    if (node instanceof HTMLScriptElement || (node as Element).tagName === 'SCRIPT') {
      const script = recreateScript(node as HTMLScriptElement);
      const done = settled(script);
      insert(script);
      await done;
      continue;
    }
    insert(node);
    // Scripts nested in other elements: replaced in place, once the element is in the page.
    if (node instanceof Element) {
      for (const inner of Array.from(node.querySelectorAll('script'))) {
        const script = recreateScript(inner);
        const done = settled(script);
        inner.replaceWith(script);
        await done;
      }
    }
  }
}

const started = new Set<string>();

/** Runs a snippet at most once per page load (client-side navigation keeps this module, a reload resets it). */
export function injectOnce(id: string, markup: string, target: ScriptTarget): Promise<void> | null {
  if (started.has(id)) return null;
  started.add(id);
  return markup.trim() ? injectMarkup(markup, target) : Promise.resolve();
}

/** Tests only. @internal */
export function resetInjectedForTests() {
  started.clear();
}
