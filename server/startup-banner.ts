/** What `npm start` prints once the server listens: where to go and how to sign in. */
import type { AppContext } from './context';
import { type DemoLogin, demoLogins } from './db/seed';
import { DEMO_STAFF } from './db/seed-staff';

export interface BannerInput {
  origin: string;
  partnerIds: string[];
  devTools: boolean;
  logins: DemoLogin[];
  /** Demo staff of the previewer (seeded with the demo data). */
  staff?: readonly { email: string; password: string; role: string; partners?: readonly string[] }[];
}

export function formatBanner({ origin, partnerIds, devTools, logins, staff = [] }: BannerInput): string {
  const lines = ['', `Member app:   ${origin}/`];
  for (const id of partnerIds) {
    if (id !== 'default') lines.push(`              ${origin}/?partner_id=${id}`);
  }
  lines.push(
    `English:      ${origin}/en`,
    `Previewer:    ${origin}/previewer/`,
    `API docs:     ${origin}/api/docs`,
  );
  if (devTools)
    lines.push(`Dev outbox:   ${origin}/api/dev/outbox   (SMS and LINE messages, OTP codes included)`);
  if (logins.length > 0) {
    lines.push('', 'Demo logins (username / password):');
    const width = Math.max(...logins.map((l) => l.partnerId.length));
    const credentials = (l: DemoLogin) =>
      l.username && l.password
        ? `${l.username} / ${l.password}`
        : `SSO only, external id ${l.externalId ?? '?'}`;
    const credentialWidth = Math.max(...logins.map((l) => credentials(l).length));
    for (const login of logins) {
      lines.push(
        `  ${login.partnerId.padEnd(width)}  ${credentials(login).padEnd(credentialWidth)}  ${login.description}`,
      );
    }
  }
  if (staff.length > 0) {
    lines.push('', 'Staff sign-in at /previewer/ (e-mail / password, role, partners):');
    for (const s of staff)
      lines.push(
        `  ${s.email} / ${s.password}  ${s.role}${s.partners ? ` (${s.partners.join(', ')} only)` : ''}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

export function startupBanner(ctx: AppContext, address: string): string {
  const port = new URL(address).port;
  const origin = ctx.config.publicOrigin ?? `http://localhost:${port}`;
  return formatBanner({
    origin,
    partnerIds: ctx.partners.all.map((p) => p.id),
    devTools: !ctx.config.isProduction,
    logins: ctx.config.seedDemoData ? demoLogins(ctx.partners) : [],
    staff: ctx.config.seedDemoData ? DEMO_STAFF : [],
  });
}
