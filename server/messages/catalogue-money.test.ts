/**
 * Issue 25: notifications say money in the app's one currency style (shared/format formatMoney,
 * "฿2,950.00", as the claim screens show it), never "2,950 baht", in Thai and English.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/format';
import { MESSAGES } from './catalogue';

describe('money in notifications (issue 25: one currency style)', () => {
  it('says an approved or paid amount as the claim screens do, ฿2,950.00, in Thai and English', () => {
    const approved = MESSAGES.notification.claimStageBody({
      stage: 'approved',
      claimNo: 'CL2609-023091',
      amount: { value: '2950.00', currency: 'THB' },
    });
    expect(formatMoney(2950)).toBe('฿2,950.00');
    expect(approved.th).toBe(
      'เคลมของคุณได้รับการอนุมัติ เลขที่เคลม CL2609-023091 ยอดอนุมัติ ฿2,950.00 ดูรายละเอียดได้ที่เมนูสถานะการเคลม',
    );
    expect(approved.en).toBe(
      'Your claim has been approved: claim CL2609-023091, ฿2,950.00 approved. See the details under Claim Status.',
    );
    const paid = MESSAGES.notification.claimStageBody({
      stage: 'paid',
      claimNo: 'CL2609-023091',
      amount: { value: 250, currency: 'USD' },
    });
    expect(paid.th).toContain('ยอดที่จ่าย US$250.00');
    expect(paid.en).toContain('US$250.00 paid');
    for (const text of [approved.th, approved.en, paid.th, paid.en]) expect(text).not.toMatch(/baht|บาท/);
  });
});
