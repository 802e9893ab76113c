import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

import { adminJwt, ANY_VERSION } from './cms';

/** The CMS the run started (its uploads are linked on this host). */
export const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

/** A photo of the seed (cms/seed-assets/cases). */
export const seedPhoto = (name: string) => readFileSync(path.resolve(__dirname, '../../../cms/seed-assets/cases', name));
const PHOTO = seedPhoto('centro-empresarial-alameda-g1.jpg');

export type StoredFile = { id: number; name: string; url: string; alternativeText: string | null };

/** A request to the CMS's REST API as the admin; it must succeed. */
export async function cms(method: string, route: string, body?: unknown) {
  const response = await fetch(`${CMS}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${route}`).toBe(true);
  return response.status === 204 ? null : response.json();
}

/** One photo put in the media library under `name`, with its alt text. */
export async function uploadImage(name: string, alternativeText: string | null = null): Promise<StoredFile> {
  const form = new FormData();
  form.append('files', new Blob([PHOTO], { type: 'image/jpeg' }), name);
  const response = await fetch(`${CMS}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${await adminJwt()}` }, body: form });
  expect(response.ok, `upload ${name}`).toBe(true);
  const [file] = (await response.json()) as StoredFile[];
  if (alternativeText) await cms('POST', `/upload?id=${file.id}`, { fileInfo: { alternativeText } });
  return { ...file, alternativeText };
}

/** The case as the dashboard reads it (unpublished ones too, media populated). */
export const storedCase = async (documentId: string) => (await cms('GET', `/cases/${documentId}?unpublished=include`)).data;
