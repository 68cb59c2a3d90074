import { DATA_LANGS_SEPARATOR } from '../../shared/api/constants';
import type { PartnerInfo } from '../../shared/api/schemas/partner';
import { selectLiffId } from '../../shared/engine/partner/liff';
import type { LoadedPartner } from './registry';

/** What anyone may see of a partner: who it is, its product, its languages (never its keys). */
export function partnerFace(loaded: LoadedPartner) {
  const p = loaded.partner;
  return {
    partner_id: p.partner_id,
    ins_code: p.ins_code,
    name: p.name,
    product_name: p.product_name,
    languages: p.languages,
    line_login_enabled: p.line_login_enabled,
  };
}

/** GET /api/v1/partner-info's data: the public partner, the LIFF id chosen by line_liff_key, the tiles. */
export function toPartnerInfo(loaded: LoadedPartner, lineLiffKey?: string): PartnerInfo {
  const p = loaded.partner;
  return {
    ...partnerFace(loaded),
    api_key: p.api_key,
    line_liff_id: selectLiffId(p, lineLiffKey),
    line_liff_keys: p.line_liff_keys,
    telemed_card_limit: p.telemed_card_limit,
    tile_reading: p.tile_reading,
    year_format: p.year_format,
    menu_tiles: loaded.tiles,
  };
}

/** GET /api/v1/language-setting's data: "th,en". */
export function languageSetting(loaded: LoadedPartner): string {
  return loaded.partner.languages.join(DATA_LANGS_SEPARATOR);
}
