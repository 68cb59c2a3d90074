/** The partners as the options of a select, each as "Name (partner-id)". */
import type { StaffPartner } from './staff-session';

export function PartnerOptions({ partners }: { partners: readonly StaffPartner[] }) {
  return partners.map((p) => (
    <option key={p.partner_id} value={p.partner_id}>
      {p.name.en} ({p.partner_id})
    </option>
  ));
}
