/**
 * `npm run probe:hardening`: issue 9's findings, re-tried from outside with the reviewer's inputs
 * against the server as it runs in production mode on PostgreSQL (a fresh database of its own, demo
 * data seeded so there are members). It prints one line per finding: what was sent, what came back,
 * and whether the promise held. The database restart and the upload memory have their own scripts
 * (`npm run drill:db-restart`, `npm run bench:uploads`); this one does the rest.
 *
 *   npm run build && npm run probe:hardening
 *   PROBE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/test npm run probe:hardening
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import {
  createScratchDatabase,
  dropScratchDatabase,
  signInDemoMember,
  sleep,
  startChildServer,
} from './bench/child-server';

const PORT = 4500 + Math.floor(Math.random() * 100);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN_URL = process.env.PROBE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Finding {
  finding: string;
  tried: string;
  seen: string;
  held: boolean;
}
const findings: Finding[] = [];
const report = (finding: string, tried: string, seen: string, held: boolean) =>
  findings.push({ finding, tried, seen, held });

function partnerSecrets(): { id: string; secret: string; apiKey: string }[] {
  return readdirSync('partners', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => JSON.parse(readFileSync(join('partners', d.name, 'partner.json'), 'utf8')))
    .map((p) => ({ id: p.partner_id, secret: p.secret_key, apiKey: p.api_key }));
}

/** Sends raw bytes and answers the raw response head. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let data = '';
    socket.on('data', (d) => {
      data += d.toString('latin1');
    });
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.write(request);
    setTimeout(() => socket.end(), 2000);
  });
}

/** Whether bytes (as latin1 text) still carry the HTML, ZIP or PDF the probe appended. */
const appendedIn = (text: string) => ['<html', 'PK\u0003\u0004', '%PDF'].some((m) => text.includes(m));

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
];
const hasSecurityHeaders = (head: string) =>
  SECURITY_HEADERS.every((h) => head.toLowerCase().includes(`${h}:`));

async function main() {
  const database = await createScratchDatabase(ADMIN_URL, 'probe');
  const logs: string[] = [];
  const server = await startChildServer(
    PORT,
    {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SEED_DEMO_DATA: 'true',
      // No load balancer to drain for: stop at once (docs/decisions/072-health-drain-metrics.md).
      SHUTDOWN_DRAIN_MS: '0',
      OUTBOX_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'info',
    },
    'pipe',
  );
  server.stdout?.on('data', (d) => logs.push(String(d)));
  server.stderr?.on('data', (d) => logs.push(String(d)));
  const db = new pg.Client({ connectionString: database.url });
  try {
    await db.connect();

    // --- A member for the card probes (first: the login probe below uses up this address's logins). ---
    const member = await signInDemoMember(ORIGIN, 'kanyarat88', 'Kanyarat1990');
    if (!('token' in member)) {
      report('card probes', 'sign in a demo member', `login answered ${member.status}`, false);
    } else {
      const { token } = member;
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer();
      const appended = Buffer.concat([
        png,
        Buffer.from('<html><script>alert(1)</script></html>PK\u0003\u0004%PDF-1.7'),
      ]);
      const addCard = async (front: Buffer, name: string) => {
        const form = new FormData();
        form.set('insurer_id', 'aia');
        form.set('card_no', `PROBE-${randomUUID().slice(0, 8)}`);
        form.set('insured_name', 'Kanyarat Srisuk');
        form.set('start_date', '2026-01-01');
        form.set('expiry_date', '2027-12-31');
        form.set('front_image', new Blob([new Uint8Array(front)], { type: 'image/png' }), name);
        form.set('back_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'back.png');
        return fetch(`${ORIGIN}/api/v1/cards`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
          body: form,
        });
      };
      const saved = await addCard(appended, 'front.png');
      const savedBody = (await saved.json()) as { data?: { id: string } };
      let seen = `upload answered ${saved.status}`;
      let held = false;
      if (savedBody.data) {
        const image = await fetch(`${ORIGIN}/api/v1/cards/${savedBody.data.id}/images/front`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const bytes = Buffer.from(await image.arrayBuffer());
        const text = bytes.toString('latin1');
        const endsAtIend = bytes.subarray(bytes.length - 8, bytes.length - 4).toString('latin1') === 'IEND';
        const csp = image.headers.get('content-security-policy') ?? '';
        held = !appendedIn(text) && endsAtIend && /base-uri/.test(csp) && /frame-ancestors/.test(csp);
        seen = `stored ${bytes.length} bytes ending at IEND: ${endsAtIend}; HTML/ZIP/PDF in it: ${appendedIn(text)}; image CSP has base-uri and frame-ancestors: ${/base-uri/.test(csp) && /frame-ancestors/.test(csp)}`;
      }
      report(
        'PNG with HTML/ZIP/PDF appended served back byte for byte',
        'PNG + HTML + ZIP + PDF bytes',
        seen,
        held,
      );

      const idat = png.indexOf('IDAT');
      const truncated = png.subarray(0, idat + 20);
      const cut = await addCard(truncated, 'front.png');
      const cutBody = (await cut.json()) as { error?: { details?: { code: string }[] } };
      report(
        'PNG cut off mid-IDAT accepted',
        `PNG truncated 16 bytes into IDAT (${truncated.length} bytes)`,
        `${cut.status} ${cutBody.error?.details?.map((d) => d.code).join(',') ?? ''}`,
        cut.status >= 400 && cut.status < 500,
      );

      // --- NUL in text, year 0000. ---
      const nul = await fetch(`${ORIGIN}/api/v1/me`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ email: 'a\u0000b@example.com' }),
      });
      const form = new FormData();
      form.set('insurer_id', 'aia');
      form.set('card_no', 'PROBE-0000');
      form.set('insured_name', 'Kanyarat Srisuk');
      form.set('start_date', '0000-01-01');
      form.set('expiry_date', '2027-12-31');
      form.set('front_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'front.png');
      form.set('back_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'back.png');
      const year0 = await fetch(`${ORIGIN}/api/v1/cards`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        body: form,
      });
      const codes = async (r: Response) =>
        ((await r.json()) as { error?: { details?: { code: string }[] } }).error?.details
          ?.map((d) => d.code)
          .join(',');
      report(
        'NUL in a text field and the year 0000 answered 500',
        'PATCH /me with a NUL in the e-mail; a card starting 0000-01-01',
        `${nul.status} ${await codes(nul)}; ${year0.status} ${await codes(year0)}`,
        nul.status === 400 && year0.status >= 400 && year0.status < 500,
      );
    }

    // --- Abuse: 300 logins with 300 usernames from one address. ---
    const loginStatuses: Record<number, number> = {};
    for (let i = 0; i < 300; i++) {
      const r = await fetch(`${ORIGIN}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `probeuser${i}`, password: 'Wrong-password-1' }),
      });
      loginStatuses[r.status] = (loginStatuses[r.status] ?? 0) + 1;
      await r.arrayBuffer();
    }
    report(
      'no limit per client address on login',
      '300 logins, 300 usernames, one address',
      JSON.stringify(loginStatuses),
      (loginStatuses[429] ?? 0) > 0 && Object.keys(loginStatuses).every((s) => Number(s) < 500),
    );

    // --- Abuse: 25 registrations to 25 phone numbers (SMS). ---
    const partner = partnerSecrets().find((p) => p.id === 'default')!;
    const regStatuses: Record<number, number> = {};
    for (let i = 0; i < 25; i++) {
      const r = await fetch(`${ORIGIN}/api/v1/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', PartnerId: partner.id, SecretKey: partner.secret },
        body: JSON.stringify({
          username: `probereg${String(i).padStart(3, '0')}`,
          password: 'Probe1234',
          password_confirmation: 'Probe1234',
          name: 'ทดสอบ',
          surname: 'ระบบ',
          mobile: `08${String(10000000 + i).padStart(8, '0')}`,
          birth_date: '1990-05-01',
          gender: 'female',
        }),
      });
      regStatuses[r.status] = (regStatuses[r.status] ?? 0) + 1;
      await r.arrayBuffer();
    }
    const sms = await db.query<{ count: string }>(
      "select count(*) from outbox where purpose = 'otp_register'",
    );
    report(
      'no limit on registrations / SMS per address',
      '25 registrations to 25 phone numbers, one address',
      `${JSON.stringify(regStatuses)}; SMS queued: ${sms.rows[0]!.count}`,
      (regStatuses[429] ?? 0) > 0 && Number(sms.rows[0]!.count) < 25,
    );

    // --- Outbox in production keeps no OTP in plain text. ---
    const bodies = await db.query<{ body: string }>('select body from outbox');
    const plain = bodies.rows.filter((r) => /\d{6}/.test(r.body) || /OTP|รหัส/.test(r.body)).length;
    report(
      'outbox keeps OTP text in plain form in production',
      `read the ${bodies.rows.length} outbox rows the registrations wrote`,
      `${plain} rows with a 6-digit code or message text; bodies look like ${bodies.rows[0]?.body.slice(0, 12) ?? '—'}…`,
      bodies.rows.length > 0 && plain === 0,
    );

    // --- Previewer bundle: no partner secret. ---
    const previewer = await (
      await fetch(`${ORIGIN}/previewer/`, { headers: { accept: 'text/html' } })
    ).text();
    const scripts = [...previewer.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    const texts = await Promise.all(scripts.map(async (s) => (await fetch(`${ORIGIN}${s}`)).text()));
    const others = partnerSecrets().filter((p) => p.id !== 'default');
    const leaked = others.filter((p) => texts.some((t) => t.includes(p.secret) || t.includes(p.apiKey)));
    const partnersWithoutStaff = await fetch(`${ORIGIN}/api/staff/partners`);
    report(
      "previewer's public bundle carries every partner's secret_key",
      `fetched /previewer/ and its ${scripts.length} scripts; GET /api/staff/partners without a staff session`,
      `${leaked.length} partners' secrets found; staff API answered ${partnersWithoutStaff.status}`,
      leaked.length === 0 && partnersWithoutStaff.status === 401,
    );

    // --- Node-level errors carry the security headers. ---
    const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`);
    const garbage = await raw('GARBAGE\r\n\r\n');
    report(
      'Node-level errors (431, 400) carry no security headers',
      'a 20 kB header; a garbage request line',
      `${huge.split('\r\n')[0]} with headers: ${hasSecurityHeaders(huge)}; ${garbage.split('\r\n')[0]} with headers: ${hasSecurityHeaders(garbage)}`,
      /^HTTP\/1\.1 431/.test(huge) &&
        hasSecurityHeaders(huge) &&
        /^HTTP\/1\.1 400/.test(garbage) &&
        hasSecurityHeaders(garbage),
    );

    // --- Log redaction. ---
    const secret = `probe${randomBytes(8).toString('hex')}`;
    const nested = encodeURIComponent(
      `/check-page?redirect=${encodeURIComponent(`/x?secret_key=${secret}`)}`,
    );
    await fetch(`${ORIGIN}/api/v1/partner-info?partner_id=default;secret_key=${secret}`);
    await fetch(`${ORIGIN}/login?redirect=${nested}`, { headers: { accept: 'text/html' } });
    await fetch(`${ORIGIN}/api/v1/language-setting?a=1&amp;secret_key=${secret}`);
    await sleep(500);
    const all = logs.join('');
    report(
      'a secret_key after `;`, after `&amp;` or in an encoded redirect is logged',
      'three requests carrying one secret in those forms',
      `log lines: ${all.split('\n').length}; the secret appears ${all.split(secret).length - 1} times`,
      all.length > 0 && !all.includes(secret),
    );
  } finally {
    server.kill('SIGTERM');
    await db.end().catch(() => {});
    await sleep(1000);
    await dropScratchDatabase(ADMIN_URL, database.name);
  }
  for (const f of findings) {
    console.log(`${f.held ? 'held ' : 'FAILS'}  ${f.finding}`);
    console.log(`       tried: ${f.tried}`);
    console.log(`       seen:  ${f.seen}`);
  }
  const failed = findings.filter((f) => !f.held).length;
  console.log(
    `probe:hardening: ${findings.length - failed} of ${findings.length} findings refused or survived`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
