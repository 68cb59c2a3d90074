/**
 * npm run claims -- advance <claim id> <stage> [--approved <baht>] [--paid <baht>] [--note "<text>"]
 *                                   [--note-lang th|en] [--reference "<ref>"] [--reject-reason <code>] [--request-reason <code>]
 *                                   [--request <kind>] [--override-reason "<text>"]
 *
 * Moves a claim along its timeline through the operator API of a running server
 * (POST /api/staff/claims/{id}/stage, docs/decisions/059-e-claim.md), signed in as staff: never a
 * member token. Server: CLAIMS_API_URL (default http://127.0.0.1:$PORT, PORT default 3000); staff
 * credentials: STAFF_EMAIL and STAFF_PASSWORD of a role with claims.move (default: the demo claims
 * officer of server/db/seed-data/records/staff.json, seeded outside production). The server applies
 * the claim rules (approved ≤ claimed, paid = approved; --override-reason for a role that may
 * override), refuses any approval above what the claim's benefit allows (CLAIM_ABOVE_BENEFIT_LIMIT:
 * its limit per visit, admission or accident, or what is left of a per-year limit; no override), and
 * records the move in the audit trail. A refusal prints its reason in Thai and English.
 *
 * Stages: submitted → under_review | rejected; under_review → documents_requested | approved |
 * partly_approved | rejected; documents_requested → under_review | rejected; approved,
 * partly_approved → paid.
 */
import { CLAIM_STAGES } from '../shared/api/schemas/claims';

const [command, id, stage, ...rest] = process.argv.slice(2);
const usage = () => {
  console.error(
    `Usage: npm run claims -- advance <claim id> <stage> [--approved <baht>] [--paid <baht>] [--note "<text>"] [--request <kind>] [--override-reason "<text>"] [--note-lang th|en] [--reference "<ref>"] [--reject-reason <code>] [--request-reason <code>]\nStages: ${CLAIM_STAGES.join(', ')}`,
  );
  process.exit(2);
};
if (command !== 'advance' || !id || !stage || !(CLAIM_STAGES as readonly string[]).includes(stage)) usage();

const option = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};
const base = process.env.CLAIMS_API_URL ?? `http://127.0.0.1:${process.env.PORT || 3000}`;
const email = process.env.STAFF_EMAIL ?? 'claims@tpa.example';
const password = process.env.STAFF_PASSWORD ?? 'ClaimsOfficer2026';

const login = await fetch(`${base}/api/staff/session`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
if (!login.ok) {
  console.error(`Staff sign-in failed (${login.status}): ${await login.text()}`);
  process.exit(1);
}
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
const note = option('note');
const approved = option('approved');
const paid = option('paid');
const overrideReason = option('override-reason');
const body = {
  stage,
  ...(approved ? { approved_amount: Number(approved) } : {}),
  ...(paid ? { paid_amount: Number(paid) } : {}),
  ...(overrideReason ? { override_reason: overrideReason } : {}),
  ...(note ? { note, note_lang: option('note-lang') ?? 'th' } : {}),
  ...(option('reference') ? { payment_reference: option('reference') } : {}),
  ...(option('reject-reason') ? { reject_reason: option('reject-reason') } : {}),
  ...(option('request-reason') ? { request_reason: option('request-reason') } : {}),
  ...(option('request') ? { request_kind: option('request') } : {}),
};
const res = await fetch(`${base}/api/staff/claims/${encodeURIComponent(id!)}/stage`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify(body),
});
const text = await res.text();
/** A refusal's reason in both languages when it has one (details.reason), else the answer as sent. */
function refusal(): string {
  try {
    const error = JSON.parse(text).error as {
      code: string;
      message: { th: string; en: string };
      details?: { reason?: { th: string; en: string } };
    };
    const why = error.details?.reason ?? error.message;
    return `${error.code}\n${why.en}\n${why.th}`;
  } catch {
    return text;
  }
}
console.log(
  res.ok
    ? `Claim ${JSON.parse(text).data.claim_no} is now ${stage}.`
    : `Refused (${res.status}): ${refusal()}`,
);
process.exit(res.ok ? 0 : 1);
