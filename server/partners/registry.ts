/**
 * The partners the server knows, in memory, with every per-request answer precomputed: the public
 * partner info, the theme's CSS variables and the boot JSON inlined into HTML.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { BootData, PublicPartner } from '../../shared/engine/partner/boot';
import type { MenuTiles, Partner, Theme } from '../../shared/generated/types';

/** The built-in partner (docs/spec.md 6: otherwise built-in default partner credentials are used). */
export const DEFAULT_PARTNER_ID = 'default';

/** A partner with the schema defaults applied: the optional fields are always present. */
export type ResolvedPartner = Partner &
  Required<
    Pick<Partner, 'languages' | 'line_login_enabled' | 'telemed_card_limit' | 'tile_reading' | 'year_format'>
  >;

export interface LoadedPartner {
  id: string;
  partner: ResolvedPartner;
  theme: Theme;
  tiles: MenuTiles;
  publicPartner: PublicPartner;
  boot: BootData;
  /** `--wl-…:value;…` for the inlined `<style>`. */
  themeCss: string;
  /** serializeForScript(boot), for the inlined `<script type="application/json">`. */
  bootJson: string;
  assetsDir: string;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison of two secrets of any length (hashing first equalises the lengths). */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export class PartnerRegistry {
  readonly #byId = new Map<string, LoadedPartner>();
  readonly #byApiKey = new Map<string, LoadedPartner>();
  readonly #byInsCode = new Map<string, LoadedPartner>();

  constructor(partners: readonly LoadedPartner[]) {
    for (const p of partners) {
      this.#byId.set(p.id, p);
      this.#byApiKey.set(p.partner.api_key, p);
      this.#byInsCode.set(p.partner.ins_code, p);
    }
    if (!this.#byId.has(DEFAULT_PARTNER_ID))
      throw new Error(`The "${DEFAULT_PARTNER_ID}" partner is required.`);
  }

  get all(): LoadedPartner[] {
    return [...this.#byId.values()];
  }

  get default(): LoadedPartner {
    return this.#byId.get(DEFAULT_PARTNER_ID)!;
  }

  byId(id: string | undefined | null): LoadedPartner | undefined {
    return id ? this.#byId.get(id) : undefined;
  }

  byApiKey(key: string | undefined | null): LoadedPartner | undefined {
    return key ? this.#byApiKey.get(key) : undefined;
  }

  byInsCode(code: string | undefined | null): LoadedPartner | undefined {
    return code ? this.#byInsCode.get(code) : undefined;
  }

  /** The partner when id and secret match; undefined otherwise (which one was wrong is not told). */
  authenticate(id: string | undefined, secret: string | undefined): LoadedPartner | undefined {
    const partner = this.byId(id);
    // Compare even when the partner is unknown, so timing does not tell which ids exist.
    const expected = partner?.partner.secret_key ?? 'no-such-partner-secret-placeholder';
    const match = secretsEqual(secret ?? '', expected);
    return partner && secret && match ? partner : undefined;
  }
}
