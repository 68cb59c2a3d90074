/**
 * The partners the server knows, in memory, with every per-request answer precomputed: the public
 * partner info, the theme's CSS variables and the boot JSON inlined into HTML. Each partner is its
 * live configuration version (docs/decisions/079-partner-config-versions.md), files included; a
 * publish elsewhere reaches this process through replace() (server/partners/reloader.ts), in place,
 * so every holder of the registry sees the new set.
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
  /** The dark variant's declarations (shared/engine/theme/dark.ts darkCssText), '' without one. */
  themeDarkCss?: string;
  /** serializeForScript(boot), for the inlined `<script type="application/json">`. */
  bootJson: string;
  /** The live configuration version (partner_config_versions), 0 for a registry built from a folder only. */
  version: number;
  /** SHA-256 of the version's files (server/partners/folder-files.ts), hex. */
  contentHash: string;
  /** The version's files by path in the folder: partner.json, assets/logo.svg, pages/faq.th.md … */
  files: ReadonlyMap<string, Uint8Array>;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison of two secrets of any length (hashing first equalises the lengths). */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export class PartnerRegistry {
  #byId = new Map<string, LoadedPartner>();
  #byApiKey = new Map<string, LoadedPartner>();
  #byInsCode = new Map<string, LoadedPartner>();
  #generation = 0;

  /** Without partners: an empty registry that serves nothing until replace() (server/app.ts at start). */
  constructor(partners?: readonly LoadedPartner[]) {
    if (partners) this.replace(partners);
  }

  /**
   * Serves this set from now on (all three indexes swap at once; a request holding a partner keeps
   * the one it resolved). Refused without the default partner, and the current set stays.
   */
  replace(partners: readonly LoadedPartner[]): void {
    const byId = new Map<string, LoadedPartner>();
    const byApiKey = new Map<string, LoadedPartner>();
    const byInsCode = new Map<string, LoadedPartner>();
    for (const p of partners) {
      byId.set(p.id, p);
      byApiKey.set(p.partner.api_key, p);
      byInsCode.set(p.partner.ins_code, p);
    }
    if (!byId.has(DEFAULT_PARTNER_ID)) throw new Error(`The "${DEFAULT_PARTNER_ID}" partner is required.`);
    this.#byId = byId;
    this.#byApiKey = byApiKey;
    this.#byInsCode = byInsCode;
    this.#generation += 1;
  }

  #reloader: (() => Promise<boolean>) | null = null;

  /** Where reload() reads the live set from (server/partners/reloader.ts). */
  setReloader(reload: () => Promise<boolean>): void {
    this.#reloader = reload;
  }

  /**
   * Reads which configuration versions are live and serves them when one changed; answers whether
   * it did. Without a reloader (a registry built from a folder only) nothing changes.
   */
  reload(): Promise<boolean> {
    return this.#reloader ? this.#reloader() : Promise.resolve(false);
  }

  /** Grows by one at every replace(): caches of answers made from partner config key on it. */
  get generation(): number {
    return this.#generation;
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
