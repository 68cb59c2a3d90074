/**
 * Card dates (docs/thai.md): counted in Thai time; shown, like money, through useFormat()
 * (src/lib/use-format.ts, shared/format).
 */
import { todayInBangkok } from '../../../../shared/format';

/** Active from the start date through the expiry date inclusive. */
export function isCardActive(card: { start_date: string; expiry_date: string }, today = todayInBangkok()) {
  return card.start_date <= today && today <= card.expiry_date;
}
