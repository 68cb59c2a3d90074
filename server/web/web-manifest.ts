/**
 * The per-partner web manifest (docs/decisions/077-offline-service-worker.md): the app installs with
 * the partner's product name in the page's language, its colours and icons made from its logo.
 *
 * - GET /manifest.webmanifest?partner=<id>&lang=th|en: the HTML links it with the partner it was
 *   rendered for (a manifest is fetched without cookies); without ?partner, the HTML's own
 *   resolution (partner cookie, then default).
 * - GET /partners/<id>/icons/<192|512>.png: the logo centred on a square of the top-bar colour,
 *   rendered once per partner configuration version and size with sharp, kept in memory; the ETag
 *   names the version's content, so a publish (docs/decisions/079-partner-config-versions.md) is
 *   picked up at the next revalidation.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PARTNER_COOKIE } from '../../shared/api/constants';
import { WEB_MANIFEST_PATH } from '../../shared/config/service-worker';
import { ApiError } from '../http/api-error';
import { CACHE } from '../http/security-headers';
import type { LoadedPartner } from '../partners/registry';

export const ICON_SIZES = [192, 512] as const;
type IconSize = (typeof ICON_SIZES)[number];

export const iconPath = (partnerId: string, size: IconSize) =>
  `/partners/${encodeURIComponent(partnerId)}/icons/${size}.png`;

/** The manifest's href for a page: the partner and language it was rendered for. */
export const manifestHref = (partnerId: string, lang: 'th' | 'en') =>
  `${WEB_MANIFEST_PATH}?partner=${encodeURIComponent(partnerId)}&lang=${lang}`;

/** The colour the browser paints its bar with: the partner's top bar (theme-color and the manifest). */
export const themeColor = (partner: Pick<LoadedPartner, 'theme'>) => partner.theme.top_bar_background_color;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: 'th' | 'en';
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

export function buildWebManifest(
  partner: Pick<LoadedPartner, 'id' | 'theme' | 'publicPartner'>,
  lang: 'th' | 'en',
): WebManifest {
  const name = partner.publicPartner.product_name[lang];
  const start = lang === 'en' ? '/en' : '/';
  return {
    id: '/',
    name,
    short_name: name,
    lang,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: themeColor(partner),
    background_color: partner.theme.background_color_1,
    icons: ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: iconPath(partner.id, size),
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose,
      })),
    ),
  };
}

/** The partner's logo bytes, when its theme names one of its own assets (an https logo is not fetched). */
function logoBytes(partner: Pick<LoadedPartner, 'id' | 'theme' | 'files'>): Uint8Array | null {
  const prefix = `/partners/${partner.id}/assets/`;
  const logo = partner.theme.logo;
  if (!logo?.startsWith(prefix)) return null;
  const rest = logo.slice(prefix.length);
  // Partner config is validated; still, only plain names below the partner's assets folder.
  if (!/^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/.test(rest)) return null;
  return partner.files.get(`assets/${rest}`) ?? null;
}

/**
 * A square PNG: the logo fitted into the middle 70 % (inside a maskable icon's safe zone) on the
 * top-bar colour; a plain square of that colour when the logo cannot be read.
 */
export async function renderIcon(
  partner: Pick<LoadedPartner, 'id' | 'theme' | 'files'>,
  size: IconSize,
): Promise<Buffer> {
  const canvas = sharp({
    create: { width: size, height: size, channels: 4, background: themeColor(partner) },
  });
  const bytes = logoBytes(partner);
  let logo: Buffer | null = null;
  if (bytes) {
    try {
      const inner = Math.round(size * 0.7);
      logo = await sharp(bytes, { density: 300 }).resize(inner, inner, { fit: 'inside' }).png().toBuffer();
    } catch {
      logo = null;
    }
  }
  return (logo ? canvas.composite([{ input: logo, gravity: 'centre' }]) : canvas).png().toBuffer();
}

export async function webManifestRoutes(app: FastifyInstance): Promise<void> {
  const { partners } = app.ctx;
  const icons = new Map<string, { etag: string; png: Promise<Buffer> }>();

  app.get(WEB_MANIFEST_PATH, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const lang = query.lang === 'en' ? 'en' : 'th';
    let partner: LoadedPartner | undefined;
    if (typeof query.partner === 'string') {
      partner = partners.byId(query.partner);
      if (!partner) throw new ApiError('NOT_FOUND');
    } else partner = partners.byId(request.cookies?.[PARTNER_COOKIE]) ?? partners.default;
    const languages = partner.publicPartner.languages ?? ['th'];
    const manifest = buildWebManifest(partner, languages.includes(lang) ? lang : 'th');
    return reply
      .header('cache-control', CACHE.html)
      .header('vary', 'Cookie')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });

  app.get('/partners/:id/icons/:file', async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const partner = partners.byId(id);
    const size = ICON_SIZES.find((s) => file === `${s}.png`);
    if (!partner || !size) throw new ApiError('NOT_FOUND');
    // One entry per partner and size: a new version's icon replaces the old one's.
    const key = `${partner.id}:${size}`;
    const etag = `"${partner.contentHash.slice(0, 27)}-${size}"`;
    let entry = icons.get(key);
    if (!entry || entry.etag !== etag) {
      const png = renderIcon(partner, size);
      entry = { etag, png };
      icons.set(key, entry);
      png.catch(() => icons.delete(key));
    }
    reply.header('cache-control', CACHE.unhashed).header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
      return reply.code(304).send();
    return reply.type('image/png').send(await entry.png);
  });
}
