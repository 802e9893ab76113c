// The one-page renderer kept warm: a worker thread that has loaded the site's render build (web/build/render) once and
// prerenders each landing page it is asked for. Started anew for a new build (the file's mtime changed, or the site was
// rebuilt): the render module of an older build never writes into a newer site. Spawning a process per page, as before,
// spent most of 'Publicar' → page served on starting Node and loading the server build (bench:publish).
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const WORKER_CODE = `
import { parentPort, workerData } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
const renderer = await import(workerData.scriptUrl);
// The server build too, at start: the first page is then as fast as the next ones (the renderer imports the same URL).
await import(pathToFileURL(join(dirname(new URL(workerData.scriptUrl).pathname), 'index.js')).href).catch(() => {});
parentPort.postMessage({ ready: true });
const layout = renderer.layoutOf(dirname(new URL(workerData.scriptUrl).pathname));
parentPort.on('message', async ({ id, slug, cmsUrl }) => {
  try {
    parentPort.postMessage({ id, result: await renderer.prerenderLanding(layout, slug, cmsUrl) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** A renderer for `script` (web/build/render/prerender-landing.mjs, or a stand-in exporting layoutOf + prerenderLanding). */
export function landingRenderer(script) {
  let worker = null;
  let loadedMtime = 0;
  let ready = null;
  const pending = new Map();
  let nextId = 0;

  const stop = async () => {
    const current = worker;
    worker = null;
    ready = null;
    for (const { reject } of pending.values()) reject(new Error('the renderer was restarted'));
    pending.clear();
    if (current) await current.terminate();
  };

  const start = () => {
    loadedMtime = statSync(script).mtimeMs;
    const current = new Worker(WORKER_CODE, { eval: true, workerData: { scriptUrl: `${pathToFileURL(script).href}?mtime=${loadedMtime}` } });
    worker = current;
    ready = new Promise((resolve, reject) => {
      current.once('error', reject);
      current.on('message', (message) => {
        if (message.ready) return resolve();
        const job = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) job?.reject(new Error(message.error));
        else job?.resolve(message.result);
      });
    });
    current.on('error', (error) => {
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
      if (worker === current) {
        worker = null;
        ready = null;
      }
    });
  };

  /** Loads the build (when there is one) so that the first 'Publicar' does not wait for it. */
  const warm = async () => {
    try {
      if (!worker) start();
      await ready;
    } catch {
      await stop();
    }
  };

  /** Prerenders `slug` from the CMS at `cmsUrl`; rejects with the renderer's message when it fails. */
  const render = async (slug, cmsUrl) => {
    if (worker && statSync(script).mtimeMs !== loadedMtime) await stop();
    if (!worker) start();
    await ready;
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, slug, cmsUrl });
    });
  };

  return { render, warm, stop };
}
