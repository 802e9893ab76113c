// What a page weighs on the wire for bench:web: the body as the site server sends it to a browser that takes gzip.
import { get as httpGet } from 'node:http';

/** The bytes of the body at `url` as sent with `Accept-Encoding: gzip` (the page's precompressed copy, if it has one). */
export const servedGzipBytes = (url) =>
  new Promise((ok, fail) => {
    httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => ok(bytes));
    }).on('error', fail);
  });
