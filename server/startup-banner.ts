/** What `npm start` prints once the server listens: where to go and how to sign in. */
import type { AppContext } from './context';
import { type DemoLogin, demoLogins } from './db/seed';

export interface BannerInput {
  origin: string;
  partnerIds: string[];
  devTools: boolean;
  logins: DemoLogin[];
}

export function formatBanner({ origin, partnerIds, devTools, logins }: BannerInput): string {
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
  });
}
