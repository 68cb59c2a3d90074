/**
 * Insurers and banks a member can pick for a self-added card (/insurance-list): the partners of this
 * app first (their cards can carry the partner's code), then insurers and banks of the Thai market,
 * then "other" with a name typed in.
 */
import type { Insurer } from '../../src/api/schemas/cards';
import type { PartnerRegistry } from '../partners/registry';

type MarketEntry = Omit<Insurer, 'ins_code'>;

const MARKET: readonly MarketEntry[] = [
  { id: 'aia', kind: 'insurer', name: { th: 'เอไอเอ ประเทศไทย', en: 'AIA Thailand' } },
  {
    id: 'muang-thai-life',
    kind: 'insurer',
    name: { th: 'เมืองไทยประกันชีวิต', en: 'Muang Thai Life Assurance' },
  },
  { id: 'thai-life', kind: 'insurer', name: { th: 'ไทยประกันชีวิต', en: 'Thai Life Insurance' } },
  { id: 'bangkok-life', kind: 'insurer', name: { th: 'กรุงเทพประกันชีวิต', en: 'Bangkok Life Assurance' } },
  { id: 'fwd', kind: 'insurer', name: { th: 'เอฟดับบลิวดี ประกันชีวิต', en: 'FWD Life Insurance' } },
  {
    id: 'krungthai-axa',
    kind: 'insurer',
    name: { th: 'กรุงไทย-แอกซ่า ประกันชีวิต', en: 'Krungthai-AXA Life Insurance' },
  },
  { id: 'allianz-ayudhya', kind: 'insurer', name: { th: 'อลิอันซ์ อยุธยา', en: 'Allianz Ayudhya' } },
  {
    id: 'tokio-marine-life',
    kind: 'insurer',
    name: { th: 'โตเกียวมารีนประกันชีวิต', en: 'Tokio Marine Life Insurance' },
  },
  { id: 'prudential', kind: 'insurer', name: { th: 'พรูเด็นเชียล ประกันชีวิต', en: 'Prudential Life Assurance' } },
  { id: 'generali', kind: 'insurer', name: { th: 'เจนเนอราลี่ ประกันชีวิต', en: 'Generali Life Assurance' } },
  { id: 'chubb-life', kind: 'insurer', name: { th: 'ชับบ์ ไลฟ์', en: 'Chubb Life Assurance' } },
  {
    id: 'thai-samsung-life',
    kind: 'insurer',
    name: { th: 'ไทยซัมซุง ประกันชีวิต', en: 'Thai Samsung Life Insurance' },
  },
  { id: 'dhipaya', kind: 'insurer', name: { th: 'ทิพยประกันภัย', en: 'Dhipaya Insurance' } },
  { id: 'viriyah', kind: 'insurer', name: { th: 'วิริยะประกันภัย', en: 'Viriyah Insurance' } },
  { id: 'bangkok-insurance', kind: 'insurer', name: { th: 'กรุงเทพประกันภัย', en: 'Bangkok Insurance' } },
  { id: 'muang-thai-insurance', kind: 'insurer', name: { th: 'เมืองไทยประกันภัย', en: 'Muang Thai Insurance' } },
  { id: 'southeast-insurance', kind: 'insurer', name: { th: 'อาคเนย์ประกันภัย', en: 'Southeast Insurance' } },
  {
    id: 'pacific-cross',
    kind: 'insurer',
    name: { th: 'แปซิฟิค ครอส ประกันสุขภาพ', en: 'Pacific Cross Health Insurance' },
  },
  { id: 'cigna', kind: 'insurer', name: { th: 'ซิกน่า ประกันภัย', en: 'Cigna Insurance' } },
  { id: 'bangkok-bank', kind: 'bank', name: { th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank' } },
  { id: 'kasikornbank', kind: 'bank', name: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' } },
  { id: 'scb', kind: 'bank', name: { th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank' } },
  { id: 'krungthai-bank', kind: 'bank', name: { th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank' } },
  { id: 'krungsri', kind: 'bank', name: { th: 'ธนาคารกรุงศรีอยุธยา', en: 'Bank of Ayudhya (Krungsri)' } },
  { id: 'ttb', kind: 'bank', name: { th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank (ttb)' } },
  { id: 'gsb', kind: 'bank', name: { th: 'ธนาคารออมสิน', en: 'Government Savings Bank' } },
  { id: 'uob', kind: 'bank', name: { th: 'ธนาคารยูโอบี', en: 'UOB Thailand' } },
  { id: 'cimb-thai', kind: 'bank', name: { th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai Bank' } },
];

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
      name: { th: 'อื่น ๆ (ระบุชื่อ)', en: 'Other (type the name)' },
      ins_code: null,
    },
  ];
}

export function findInsurer(partners: PartnerRegistry, id: string): Insurer | undefined {
  return listInsurers(partners).find((i) => i.id === id);
}
