/**
 * Insurers and banks a member can pick for a self-added card (/insurance-list): the partners of this
 * app first (their cards can carry the partner's code), then insurers and banks of the Thai market,
 * then "other" with a name typed in.
 */
import type { Insurer } from '../../../shared/api/schemas/cards';
import { MESSAGES } from '../../messages/catalogue';
import type { PartnerRegistry } from '../../partners/registry';
import market from './insurers.json';

type MarketEntry = Omit<Insurer, 'ins_code'>;

/** The Thai market's insurers and banks, in the order they are listed (insurers.json: data, not code). */
const MARKET = market as readonly MarketEntry[];

export const OTHER_INSURER_ID = 'other';

export function listInsurers(partners: PartnerRegistry): Insurer[] {
  const fromPartners: Insurer[] = partners.all
    .map((p) => ({
      id: `partner-${p.id}`,
      kind: 'partner' as const,
      name: { th: p.partner.name.th, en: p.partner.name.en },
      ins_code: p.partner.ins_code,
    }))
    .sort((a, b) => a.name.en.localeCompare(b.name.en));
  return [
    ...fromPartners,
    ...MARKET.map((m) => ({ ...m, ins_code: null })),
    {
      id: OTHER_INSURER_ID,
      kind: 'other',
      name: MESSAGES.cards.otherInsurer,
      ins_code: null,
    },
  ];
}

export function findInsurer(partners: PartnerRegistry, id: string): Insurer | undefined {
  return listInsurers(partners).find((i) => i.id === id);
}
