/**
 * Money as members read it, on every screen the same way: baht as ฿1,234.00, US dollars as
 * US$1,234.00 (Thai number formatting; the "US" tells a dollar from other dollars). Amounts arrive as
 * numbers or exact decimal strings.
 */
export type Currency = 'THB' | 'USD';

const formats = new Map<Currency, Intl.NumberFormat>();

export function formatMoney(amount: number | string, currency: Currency = 'THB'): string {
  let fmt = formats.get(currency);
  if (!fmt) {
    fmt = new Intl.NumberFormat('th-TH', { style: 'currency', currency });
    formats.set(currency, fmt);
  }
  return fmt.format(Number(amount));
}
