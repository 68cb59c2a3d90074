/** Files staff choose: images for a draft's assets/, and a partner folder to import. */
import { zipSync } from 'fflate';
import { ASSET_EXTENSIONS, MAX_ASSET_BYTES } from '../../shared/engine/partner/validate-config';

/** What an image input offers: the types a partner folder's assets/ may hold. */
export const IMAGE_ACCEPT = '.svg,.png,.jpg,.jpeg,.webp,image/svg+xml,image/png,image/jpeg,image/webp';

/** A file name as a draft image name: lower-case, safe characters only, its extension kept. */
export function assetName(fileName: string): string {
  const lower = fileName.toLowerCase();
  const dot = lower.lastIndexOf('.');
  const ext = dot > 0 ? lower.slice(dot) : '';
  const stem = (dot > 0 ? lower.slice(0, dot) : lower)
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '');
  return `${(stem || 'image').slice(0, 50)}${ext === '.jpeg' ? '.jpg' : ext}`;
}

/** Why a chosen image cannot be uploaded (checked again by the server, by its bytes), or null. */
export function imageFileProblem(file: { name: string; size: number; type: string }): string | null {
  const lower = file.name.toLowerCase();
  const ext = lower.slice(lower.lastIndexOf('.'));
  if (!ASSET_EXTENSIONS.includes(ext))
    return `${file.name} is not an image a partner folder may hold; use an ${ASSET_EXTENSIONS.join(', ')} file`;
  if (file.type && !/^image\/(svg\+xml|png|jpeg|webp)$/.test(file.type))
    return `${file.name} is ${file.type}; use an SVG, PNG, JPEG or WebP image`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAX_ASSET_BYTES)
    return `${file.name} is ${Math.ceil(file.size / 1024)} KB; images may be at most ${MAX_ASSET_BYTES / 1024} KB (compress or resize it)`;
  return null;
}

/** The files of a partner folder as a zip: a .zip as is, or loose files placed where a folder holds them. */
export async function zipOf(files: File[]): Promise<Uint8Array> {
  const only = files[0];
  if (files.length === 1 && only && /\.zip$/i.test(only.name))
    return new Uint8Array(await only.arrayBuffer());
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) {
    const rel = (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name;
    // A chosen folder gives "<folder>/assets/x.svg": kept as is; loose files are placed by their kind.
    const path = rel.includes('/')
      ? rel
      : /\.json$/i.test(rel)
        ? rel
        : /\.md$/i.test(rel)
          ? `pages/${rel}`
          : `assets/${rel}`;
    entries[path] = new Uint8Array(await f.arrayBuffer());
  }
  return zipSync(entries);
}
