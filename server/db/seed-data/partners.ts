import type { InsCode, SeedPartner } from './types';

/** The four demo partners. Every `ins_code` in the seed data is one of these. */
export const partners: SeedPartner[] = [
  {
    ins_code: 'TPA',
    name: { th: 'ไทยแคร์ ทีพีเอ', en: 'ThaiCare TPA' },
    legalName: { th: 'บริษัท ไทยแคร์ ทีพีเอ จำกัด', en: 'ThaiCare TPA Co., Ltd.' },
    kind: 'tpa',
    isSso: false,
    hotline: '02-026-8800',
  },
  {
    ins_code: 'SLI',
    name: { th: 'สยามประกันชีวิต', en: 'Siam Life Insurance' },
    legalName: {
      th: 'บริษัท สยามประกันชีวิต จำกัด (มหาชน)',
      en: 'Siam Life Insurance Public Company Limited',
    },
    kind: 'insurer',
    isSso: false,
    hotline: '02-207-5500',
  },
  {
    ins_code: 'KSB',
    name: { th: 'ธนาคารกรุงสยาม', en: 'Krungsiam Bank' },
    legalName: {
      th: 'ธนาคารกรุงสยาม จำกัด (มหาชน)',
      en: 'Krungsiam Bank Public Company Limited',
    },
    kind: 'bank',
    isSso: false,
    hotline: '02-165-9000',
  },
  {
    ins_code: 'TMPCORP',
    name: { th: 'ทีเอ็มพี คอร์ปอเรชั่น', en: 'TMP Corporation' },
    legalName: {
      th: 'บริษัท ทีเอ็มพี คอร์ปอเรชั่น จำกัด (มหาชน)',
      en: 'TMP Corporation Public Company Limited',
    },
    kind: 'employer',
    isSso: true,
    hotline: '02-118-4700',
  },
];

export const insCodes: InsCode[] = partners.map((p) => p.ins_code);
