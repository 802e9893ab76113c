import { z } from './zod';

/**
 * The focal point of a media-library image (issue 55): where the subject sits, in percent of the image's width and
 * height from the top left — Strapi's own `focalPoint` of a file (0–100, set with `POST /api/upload?id=` and
 * `fileInfo.focalPoint`, as its panel does). Every crop the site shows keeps it in frame:
 * - on a page, the picture is cropped by CSS `object-fit: cover` with `object-position` at the same percentages
 *   (`objectPositionOf`), which puts the point at the same place in the frame as in the image;
 * - the 1200×630 sharing image (`og` format, cms/src/media/og-crop.ts) is cut by `coverCrop`, the same rule in pixels.
 * An image without one is cropped around its centre.
 */
export type FocalPoint = { x: number; y: number };
export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** The sharing image of a page (Open Graph, WhatsApp, LinkedIn): the size the networks show without cropping it again. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

export const FOCAL_POINT_MESSAGE = 'Ponto de foco inválido: informe x e y entre 0 e 100 (por cento da largura e da altura).';

const percentage = z.number({ error: FOCAL_POINT_MESSAGE }).finite(FOCAL_POINT_MESSAGE).min(0, FOCAL_POINT_MESSAGE).max(100, FOCAL_POINT_MESSAGE);
/** `{ x, y }` from 0 to 100 (null: Strapi keeps the stored point). */
export const focalPointSchema = z.object({ x: percentage, y: percentage }, { error: FOCAL_POINT_MESSAGE }).nullable();

const isPercentage = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

/** A stored value as a point, or null when it is not one (a file from before, or written by hand). No zod: the public pages call it. */
export function focalPointOf(value: unknown): FocalPoint | null {
  const point = value as { x?: unknown; y?: unknown } | null;
  return point && typeof point === 'object' && isPercentage(point.x) && isPercentage(point.y) ? { x: point.x, y: point.y } : null;
}

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/** The CSS `object-position` that keeps a stored point in frame; undefined for none or the centre (CSS's own default). */
export function objectPositionOf(stored: unknown): string | undefined {
  const point = focalPointOf(stored);
  if (!point || (point.x === CENTRE.x && point.y === CENTRE.y)) return undefined;
  return `${percent(point.x)} ${percent(point.y)}`;
}

/**
 * The part of a `width`×`height` image that fills a `frameWidth`×`frameHeight` frame once scaled to cover it, as
 * `object-position` at the point's fractions cuts it: `{ left, top, width, height }` in the image's own pixels.
 */
export function coverCrop(image: { width: number; height: number }, frame: { width: number; height: number }, point: FocalPoint = CENTRE) {
  const scale = Math.max(frame.width / image.width, frame.height / image.height);
  const width = Math.min(image.width, Math.round(frame.width / scale));
  const height = Math.min(image.height, Math.round(frame.height / scale));
  return { left: Math.round(((image.width - width) * point.x) / 100), top: Math.round(((image.height - height) * point.y) / 100), width, height };
}
