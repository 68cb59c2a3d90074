/**
 * The colours of a draft's logo images, measured in the browser for the validator's logo check
 * (shared/engine/theme/logo-check.ts): an SVG's text is read by the shared core, a raster image is
 * drawn on a canvas and its opaque pixels counted. validate:partners reads the same SVGs from disk.
 */
import { useEffect, useState } from 'react';
import { type LogoColors, type LogoImages, svgLogoColors } from '../../shared/engine/theme/logo-check';
import { type EditorDraft, displayImageUrl } from './draft-content';

/** Pixels are grouped by their top 4 bits per channel; a group must paint 3 % of the opaque area. */
const MIN_SHARE = 0.03;

/** The dominant opaque colours of RGBA pixels, and the backdrop when the four corners share one. */
export function rasterLogoColors(data: Uint8ClampedArray, width: number, height: number): LogoColors {
  const groups = new Map<number, { n: number; r: number; g: number; b: number }>();
  const keyAt = (i: number) => ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
  let opaque = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < 200) continue;
    opaque++;
    const k = keyAt(i);
    const g = groups.get(k) ?? { n: 0, r: 0, g: 0, b: 0 };
    g.n++;
    g.r += data[i]!;
    g.g += data[i + 1]!;
    g.b += data[i + 2]!;
    groups.set(k, g);
  }
  const hex = (g: { n: number; r: number; g: number; b: number }) =>
    `#${[g.r, g.g, g.b]
      .map((v) =>
        Math.round(v / g.n)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`.toUpperCase();
  const corners = [0, width - 1, (height - 1) * width, height * width - 1].map((p) => p * 4);
  const cornerKeys = new Set(corners.map((i) => (data[i + 3]! >= 200 ? keyAt(i) : -1)));
  const backdropKey = cornerKeys.size === 1 && !cornerKeys.has(-1) ? [...cornerKeys][0]! : undefined;
  const colors = [...groups]
    .filter(([k, g]) => k !== backdropKey && g.n >= opaque * MIN_SHARE)
    .map(([, g]) => ({ hex: hex(g), weight: g.n }));
  const backdrop = backdropKey !== undefined ? groups.get(backdropKey) : undefined;
  return backdrop ? { colors, backdrop: hex(backdrop) } : { colors };
}

async function measure(url: string): Promise<LogoColors | undefined> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('svg') || /\.svg(?:$|\?)/i.test(url)) return svgLogoColors(await response.text());
  const bitmap = await createImageBitmap(await response.blob());
  const scale = Math.min(1, 128 / Math.max(bitmap.width, bitmap.height));
  const w = Math.max(1, Math.round(bitmap.width * scale));
  const h = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  ctx.drawImage(bitmap, 0, 0, w, h);
  return rasterLogoColors(ctx.getImageData(0, 0, w, h).data, w, h);
}

/**
 * The measured colours of the draft's logo and logo_on_dark; empty until measured (or when an image
 * cannot be read: then the logo check is left out, never guessed).
 */
export function useLogoColors(draft: EditorDraft): LogoImages {
  const theme = draft.content.theme as Record<string, unknown>;
  const refs = (['logo', 'logo_on_dark'] as const).map((f) => [f, theme[f]] as const);
  const key = JSON.stringify(refs) + JSON.stringify(draft.assets);
  const [images, setImages] = useState<{ key: string; images: LogoImages }>({ key: '', images: {} });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the refs and the assets.
  useEffect(() => {
    let live = true;
    const out: LogoImages = {};
    Promise.all(
      refs.map(async ([field, ref]) => {
        if (typeof ref !== 'string' || ref === '') return;
        const colors = await measure(displayImageUrl(ref, draft)).catch(() => undefined);
        if (colors) out[field] = colors;
      }),
    ).then(() => {
      if (live) setImages({ key, images: out });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return images.images;
}
