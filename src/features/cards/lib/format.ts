/**
 * Card dates (docs/thai.md): shown through src/lib/dates.ts; money through src/lib/money.ts.
 */
import { todayInBangkok } from '../../../lib/dates';

/** Active from the start date through the expiry date inclusive. */
export function isCardActive(card: { start_date: string; expiry_date: string }, today = todayInBangkok()) {
  return card.start_date <= today && today <= card.expiry_date;
}
