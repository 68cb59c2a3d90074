/**
 * Issue 25: one currency style. The demo notifications say money as the app's screens do
 * (shared/format formatMoney: "฿2,950.00"), never "2,950 baht" / "2,950 บาท", in Thai and English;
 * a claim notice's approved amount is the claim's own.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/format';
import { claims, notifications } from '../../db/seed-data';

const texts = (n: (typeof notifications)[number]) => [n.title.th, n.title.en, n.body.th, n.body.en];

describe('money in the demo notifications', () => {
  it('is written in the one currency style, in both languages', () => {
    for (const n of notifications)
      for (const text of texts(n)) {
        expect(text, n.id).not.toMatch(/\d\s*(baht|บาท)/i);
        for (const amount of text.match(/฿[\d,.]+\d/g) ?? [])
          expect(amount, n.id).toBe(formatMoney(Number(amount.slice(1).replaceAll(',', ''))));
      }
  });

  it("names a claim's approved amount as its claim page shows it", () => {
    const notice = notifications.find((n) => n.body.en.includes('CL2609-023091'))!;
    const claim = claims.find((c) => c.claimNo === 'CL2609-023091')!;
    const shown = formatMoney(claim.approvedAmount!, claim.currency);
    expect(shown).toBe('฿2,950.00');
    expect(notice.body.th).toContain(shown);
    expect(notice.body.en).toContain(shown);
  });
});
