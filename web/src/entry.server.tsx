import { PassThrough } from 'node:stream';

import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

import { createEmotionCache } from '@/shared/lib/emotion-cache';

export const streamTimeout = 10_000;

/**
 * A prerendered public page is static HTML with islands: React Router's hydration data (the streamed loader data
 * it enqueues for its client router) has no reader there, and would only weigh on the page.
 */
const ROUTER_STREAM_SCRIPT = /<script>window\.__reactRouterContext\.streamController\.[\s\S]*?<\/script>/g;

/**
 * With `ssr: false` this only runs at build time (prerender and SPA fallback).
 * Waits for the whole document (onAllReady), extracts the critical Emotion CSS
 * and puts it right before </head>, so prerendered pages are styled before JS.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const staticPage = !routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </CacheProvider>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            let html = Buffer.concat(chunks).toString('utf8');
            if (staticPage) html = html.replace(ROUTER_STREAM_SCRIPT, '');
            const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
            const document = html.replace('</head>', `${styles}</head>`);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(`<!DOCTYPE html>${document.replace(/^<!DOCTYPE html>/i, '')}`, {
                status: statusCode,
                headers: responseHeaders,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
