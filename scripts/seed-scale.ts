/**
 * `npm run seed:scale`: grows the PostgreSQL database of DATABASE_URL to a real TPA's size (issue 22,
 * "A real TPA's size", deliverable 1), for `npm run bench:scale` and for looking at query plans.
 *
 * First the database is made what the app itself makes of it at start (server/app.ts): the project's
 * migrations, the partners of partners/, the demo data and the demo staff. Then, with set-based SQL
 * (INSERT … SELECT … FROM generate_series, in batches so progress can be printed; no per-row round
 * trip), for the partners of partners/ that are not SSO partners:
 *
 * - 200,000 members, each with one linked family member (an insured person and a family link with
 *   can_view), 3 cards (own group card, own individual card, the family member's group card) and the
 *   current terms and privacy versions accepted (member_consents rows, server/modules/accounts/consents.ts);
 * - 1,000,000 claims over three years, in every stage, each with its status history (the stage
 *   paths of server/db/seed.ts), a document request where documents were asked for, and the claim
 *   notification of its latest step;
 * - 5,000,000 member notifications in all (the claim notifications and 4,000,000 promotion and
 *   general ones), 300 broadcasts per partner (member_id null), about 40 % of the members' own
 *   notifications read, and 40 % of the broadcasts read by every tenth member;
 * - one heavy member (`scaleheavy`: 600 more claims, 2,500 more notifications) and one light member
 *   (`scalelight`: 3 cards, 5 claims, 25 notifications of their own).
 *
 * Every scale member signs in with the password SCALE_PASSWORD through the app's login (one scrypt
 * hash made here by server/modules/accounts/password.ts, shared by all of them); usernames are
 * scale000003…scale200000, scaleheavy and scalelight. Rows of the scale data have ids starting with
 * 5ca1e (members 5ca1e001-…, cards 5ca1e005-…): easy to tell from the demo data.
 *
 * Run it once per database: when the scale rows are there it says so and exits 0; `--reset` drops
 * and recreates the schema first. It refuses a database that is not PostgreSQL and the test suite's
 * database. Ends with VACUUM (ANALYZE) of the grown tables and ANALYZE of the others.
 *
 *   createdb -h 127.0.0.1 -U postgres scale
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npm run seed:scale
 *   DATABASE_URL=… npm run seed:scale -- --reset        # start again from an empty schema
 *   DATABASE_URL=… npm run seed:scale -- --scale=0.05   # a twentieth of the figures (a quick try)
 *   SEED_SCALE_DEBUG=1 …     # also print each statement's time (=sql: append the statements to /tmp/seed-scale.sql)
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { createPgPool, kyselyForPool } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { STAGE_PATHS, seedDemoData } from '../server/db/seed';
import { seedStaff } from '../server/db/seed-staff';
import { syncPartners } from '../server/db/sync-partners';
import { loadPartners } from '../server/partners/loader';
import { STAGE_STATUS } from '../server/modules/claims/claims';
import { MESSAGES } from '../server/messages/catalogue';
import { currentDocumentRows } from '../server/modules/accounts/consents';
import { hashPassword } from '../server/modules/accounts/password';
import { isSsoPartner } from '../server/modules/accounts/sso';
import type { ClaimStage } from '../shared/api/schemas/claims';

/** The password of every scale member. */
export const SCALE_PASSWORD = 'ScaleMember2026';
export const HEAVY_USERNAME = 'scaleheavy';
export const LIGHT_USERNAME = 'scalelight';

/** Entity kinds in the scale ids: 5ca1e<kind, 3 hex digits>-0000-4000-8000-<index, 12 hex digits>. */
const KIND = {
  member: 1,
  selfPerson: 2,
  familyPerson: 3,
  familyLink: 4,
  groupCard: 5,
  individualCard: 6,
  familyCard: 7,
  claim: 8,
  claimNotification: 9,
  notification: 10,
  broadcast: 11,
  history: 12,
} as const;

/** The scale id of an entity, as the SQL function pg_temp.su builds it (for lookups from TypeScript). */
export function scaleId(kind: number, index: number): string {
  return `5ca1e${kind.toString(16).padStart(3, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

/** The first and last possible id of a kind: a range scan of the primary key finds a kind's rows. */
const idRange = (kind: number) => [scaleId(kind, 0), scaleId(kind, 0xffffffffffff)] as const;

const HEAVY = 1;
const LIGHT = 2;

function numberOption(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.slice(name.length + 3)) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const factor = numberOption('scale', 1);
const N = Math.max(30, Math.round(200_000 * factor));
const CLAIMS = Math.round(1_000_000 * factor);
/** Notifications of members besides their claim notifications (5 M in all with those). */
const OTHER_NOTIFICATIONS = Math.round(4_000_000 * factor);
const HEAVY_EXTRA_CLAIMS = 600;
const HEAVY_EXTRA_NOTIFICATIONS = 2_500;
const BROADCASTS_PER_PARTNER = 300;
const YEARS_DAYS = 1095;

const STAGES = Object.keys(STAGE_PATHS) as ClaimStage[];

/** A SQL string literal (only for the constant texts of this file). */
const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `(array[${values.map(lit).join(', ')}]::text[])`;
/** CASE <expr> WHEN stage THEN value … END over every stage. */
const byStage = (expr: string, value: (stage: ClaimStage) => string) =>
  `case ${expr} ${STAGES.map((s) => `when ${lit(s)} then ${value(s)}`).join(' ')} end`;

const MALE = ['สมชาย', 'ประเสริฐ', 'วิชัย', 'สุรชัย', 'อนุชา', 'ธนากร', 'ณัฐพล', 'กิตติพงษ์', 'ปิยะ', 'ชัยวัฒน์'];
const FEMALE = ['สมหญิง', 'กัญญารัตน์', 'อรอุมา', 'ศิริพร', 'มาลี', 'สุภาพร', 'ปวีณา', 'นภัสสร', 'จันทร์เพ็ญ', 'วรรณา'];
const SURNAMES = [
  'ใจดี',
  'ศรีสุข',
  'ทองคำ',
  'แสงทอง',
  'บุญมา',
  'สุขสวัสดิ์',
  'วงศ์ไทย',
  'พรหมมา',
  'รักษาชาติ',
  'มั่นคง',
  'เจริญผล',
  'ศักดิ์สิทธิ์',
  'อินทร์แก้ว',
];
const EMPLOYERS: { th: string; en: string }[] = [
  { th: 'บริษัท สยามคอนสตรัคชั่น เอ็นจิเนียริ่ง จำกัด', en: 'Siam Construction Engineering Co., Ltd.' },
  { th: 'บริษัท ไทยฟู้ดส์ โปรดักส์ จำกัด (มหาชน)', en: 'Thai Foods Products PCL' },
  { th: 'บริษัท กรุงเทพ โลจิสติกส์ จำกัด', en: 'Bangkok Logistics Co., Ltd.' },
  { th: 'บริษัท ล้านนา ซอฟต์แวร์ จำกัด', en: 'Lanna Software Co., Ltd.' },
  { th: 'บริษัท อันดามัน รีสอร์ท แอนด์ สปา จำกัด', en: 'Andaman Resort & Spa Co., Ltd.' },
];
/** Benefit types with their weight, amount range (baht), diagnosis and whether the stay is inpatient. */
const BENEFITS = [
  { type: 'opd', upTo: 0.55, min: 500, max: 5_000, th: 'ไข้หวัดใหญ่', en: 'Influenza', ipd: false },
  { type: 'ipd', upTo: 0.7, min: 10_000, max: 150_000, th: 'ไข้เลือดออก', en: 'Dengue fever', ipd: true },
  {
    type: 'dental',
    upTo: 0.8,
    min: 1_000,
    max: 8_000,
    th: 'ขูดหินปูนและอุดฟัน',
    en: 'Scaling and filling',
    ipd: false,
  },
  {
    type: 'accident_emergency',
    upTo: 0.9,
    min: 1_000,
    max: 30_000,
    th: 'ข้อเท้าแพลงจากอุบัติเหตุ',
    en: 'Ankle sprain from an accident',
    ipd: false,
  },
  {
    type: 'maternity',
    upTo: 0.93,
    min: 20_000,
    max: 80_000,
    th: 'คลอดปกติ',
    en: 'Normal delivery',
    ipd: true,
  },
  {
    type: 'health_checkup',
    upTo: 1,
    min: 2_000,
    max: 6_000,
    th: 'ตรวจสุขภาพประจำปี',
    en: 'Annual health check-up',
    ipd: false,
  },
] as const;
const OTHER_TEXTS: {
  category: 'promotion' | 'general';
  th: string;
  en: string;
  bodyTh: string;
  bodyEn: string;
}[] = [
  {
    category: 'promotion',
    th: 'ตรวจสุขภาพประจำปี ลด 20%',
    en: 'Annual check-up: 20% off',
    bodyTh: 'แพ็กเกจตรวจสุขภาพประจำปีที่โรงพยาบาลในเครือข่าย ลด 20% สำหรับสมาชิก ถึงสิ้นเดือนนี้',
    bodyEn:
      'Annual check-up packages at network hospitals are 20% off for members until the end of the month.',
  },
  {
    category: 'promotion',
    th: 'ฉีดวัคซีนไข้หวัดใหญ่ราคาพิเศษ',
    en: 'Flu vaccination at a special price',
    bodyTh: 'วัคซีนไข้หวัดใหญ่ 4 สายพันธุ์ ราคาพิเศษสำหรับสมาชิกและครอบครัว',
    bodyEn: 'Quadrivalent flu vaccine at a special price for members and their families.',
  },
  {
    category: 'general',
    th: 'บัตรของคุณพร้อมใช้งานแล้ว',
    en: 'Your card is ready to use',
    bodyTh: 'บัตรประกันสุขภาพของคุณพร้อมใช้งานที่โรงพยาบาลในเครือข่ายแล้ว',
    bodyEn: 'Your health insurance card can now be used at network hospitals.',
  },
  {
    category: 'general',
    th: 'อัปเดตข้อมูลติดต่อของคุณ',
    en: 'Update your contact details',
    bodyTh: 'กรุณาตรวจสอบเบอร์โทรศัพท์และอีเมลของคุณ เพื่อรับการแจ้งเตือนสถานะเคลม',
    bodyEn: 'Please check your phone number and e-mail so claim status updates reach you.',
  },
  {
    category: 'general',
    th: 'ปิดปรับปรุงระบบชั่วคราว',
    en: 'Scheduled maintenance',
    bodyTh: 'ระบบจะปิดปรับปรุงชั่วคราวในคืนวันอาทิตย์ เวลา 01:00–03:00 น.',
    bodyEn: 'The service will be down for maintenance on Sunday night, 01:00–03:00.',
  },
];

interface Options {
  reset: boolean;
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const fmt = (n: number) => n.toLocaleString('en-US');
const log = (message: string) => console.log(`[${elapsed()}] ${message}`);

function refuse(message: string): never {
  console.error(`seed:scale: ${message}`);
  process.exit(2);
}

/** The database of DATABASE_URL, refused unless it is a PostgreSQL server other than the test suite's. */
function targetUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    refuse(
      'DATABASE_URL is not set. Point it at a PostgreSQL database to grow, e.g.\n' +
        '  createdb -h 127.0.0.1 -U postgres scale\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npm run seed:scale',
    );
  if (!/^postgres(?:ql)?:\/\//.test(url))
    refuse(
      'DATABASE_URL must be a postgres:// or postgresql:// URL: the scale data is for a PostgreSQL server, not the embedded database.',
    );
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (name === 'test' || (process.env.TEST_DATABASE_URL && process.env.TEST_DATABASE_URL === url))
    refuse(`refusing to grow "${name}": it is the test suite's database. Use a database of its own (scale).`);
  return url;
}

/** Runs one statement and answers the rows it inserted. */
async function run(client: pg.Client, text: string, values: unknown[] = []): Promise<number> {
  const start = Date.now();
  if (process.env.SEED_SCALE_DEBUG === 'sql') {
    const { appendFileSync } = await import('node:fs');
    appendFileSync('/tmp/seed-scale.sql', `${text};\n\n`);
  }
  const result = await client.query(text, values);
  if (process.env.SEED_SCALE_DEBUG)
    console.log(`    ${Date.now() - start} ms, ${result.rowCount} rows: ${text.trim().split('\n')[0]}`);
  return result.rowCount ?? 0;
}

async function count(client: pg.Client, text: string, values: unknown[] = []): Promise<number> {
  const result = await client.query<{ n: string }>(text, values);
  return Number(result.rows[0]?.n ?? 0);
}

/** Batches [from, to] of at most `size`. */
function* batches(from: number, to: number, size: number): Generator<[number, number]> {
  for (let a = from; a <= to; a += size) yield [a, Math.min(to, a + size - 1)];
}

async function main(options: Options) {
  const url = targetUrl();
  const partners = loadPartners('partners');
  const scalePartners = partners.all.filter((p) => !isSsoPartner(p)).sort((a, b) => a.id.localeCompare(b.id));
  if (scalePartners.length < 3)
    refuse(
      `the scale data needs 3 partners that are not SSO partners in partners/; found ${scalePartners.length}`,
    );
  const NP = scalePartners.length;

  const pool = createPgPool(url, 2);
  const db = kyselyForPool(pool);
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  await client.connect();
  try {
    if (options.reset) {
      log('--reset: dropping and recreating the schema public');
      await client.query('drop schema public cascade');
      await client.query('create schema public');
    }

    // What the app does at start (server/app.ts): migrations, partners, demo data and demo staff.
    const { applied } = await migrateToLatest(db);
    log(applied.length ? `migrated: ${applied.join(', ')}` : 'migrations: up to date');
    await syncPartners(db, partners);
    const demo = await seedDemoData(db, partners, pino({ level: 'warn' }));
    const staff = await seedStaff(db);
    const demoRows = Object.values(demo.inserted).reduce((a, b) => a + b, 0) + staff;
    log(`demo data: ${demoRows ? `${fmt(demoRows)} rows inserted` : 'already there'}`);

    const [firstMember, lastMember] = idRange(KIND.member);
    const existing = await count(client, 'select count(*) as n from members where id between $1 and $2', [
      firstMember,
      lastMember,
    ]);
    if (existing > 0) {
      const [firstClaim, lastClaim] = idRange(KIND.claim);
      const claims = await count(client, 'select count(*) as n from claims where id between $1 and $2', [
        firstClaim,
        lastClaim,
      ]);
      const heavy = await count(client, 'select count(*) as n from members where username = $1', [
        HEAVY_USERNAME,
      ]);
      if (heavy === 1 && claims >= CLAIMS + HEAVY_EXTRA_CLAIMS && (await scaleComplete(client))) {
        log(
          `the scale data is already here (${fmt(existing)} scale members, ${fmt(claims)} scale claims): nothing to do. ` +
            'Run with --reset to start again from an empty schema.',
        );
        await printSummary(client, scalePartners.length);
        return;
      }
      refuse(
        `partial scale data found (${fmt(existing)} scale members, ${fmt(claims)} scale claims; an interrupted run?). ` +
          'Run again with --reset to drop the schema and grow it from the start.',
      );
    }

    log(
      `growing: ${fmt(N)} members over ${NP} partners (${scalePartners.map((p) => p.id).join(', ')}), ` +
        `${fmt(CLAIMS)} claims, ${fmt(CLAIMS + OTHER_NOTIFICATIONS)} member notifications`,
    );
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    const now = new Date();
    const T0 = `timestamptz '${now.toISOString()}'`;

    // Bulk-load settings of this session only: no wait for the WAL flush at each commit, and (as a
    // superuser, when every trigger on the tables written is one this script stands in for) no
    // trigger per row: foreign keys hold by construction, the check constraints still apply, and what
    // the known triggers derive is written here directly. Nothing of the schema is dropped.
    await client.query('set synchronous_commit = off');
    // The generated statements are long CASE chains over many rows: JIT-compiling them cost seconds
    // per batch (7.9 s of 8.3 s), for work that takes a few hundred milliseconds.
    await client.query('set jit = off');
    await client.query("set work_mem = '64MB'");
    await client.query("set maintenance_work_mem = '512MB'");
    const hasMemberRead = await columnExists(client, 'notifications', 'member_read');
    const unknownTriggers = (
      await client.query<{ name: string }>(
        `select c.relname || '.' || t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where not t.tgisinternal and c.relnamespace = 'public'::regnamespace and c.relname = any($1)`,
        [GROWN_TABLES],
      )
    ).rows
      .map((r) => r.name)
      .filter((name) => !STOOD_IN_FOR.includes(name) || !hasMemberRead);
    if (unknownTriggers.length > 0) {
      log(`triggers ${unknownTriggers.join(', ')} fire row by row (slower): this script does not know them`);
    } else {
      try {
        await client.query('set session_replication_role = replica');
      } catch {
        log('(not a superuser: foreign keys are checked row by row, which is slower)');
      }
    }
    /** notifications.member_read (migration 018), which notification_reads_mirror keeps: set as it would. */
    const readColumn = hasMemberRead ? ', member_read' : '';
    const readValue = (read: string) => (hasMemberRead ? `, ${read}` : '');
    await client.query(`create function pg_temp.su(kind int, i bigint) returns uuid language sql immutable as
      $$ select ('5ca1e' || lpad(to_hex(kind), 3, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid $$`);
    await client.query(`create function pg_temp.rnd(i bigint, salt int) returns float8 language sql immutable as
      $$ select (hashint8extended(i, salt) & 2147483647)::float8 / 2147483648.0 $$`);

    // The partners (n = member index % NP) with the consent versions current for each.
    await client.query(`create temp table scale_partners (pn int primary key, id text, ins_code text,
      name_th text, name_en text, terms_doc uuid, privacy_doc uuid)`);
    for (const [n, p] of scalePartners.entries()) {
      const docs = await currentDocumentRows(db, p.id, now);
      const doc = (type: 'terms' | 'privacy') => docs.find((d) => d.type === type)?.id ?? null;
      await client.query(
        `insert into scale_partners select $1::int, id, ins_code, name_th, name_en, $3::uuid, $4::uuid from partners where id = $2`,
        [n, p.id, doc('terms'), doc('privacy')],
      );
    }
    await client.query(`create temp table scale_hospitals as
      select (row_number() over (order by code) - 1)::int as hn, id from hospitals where is_active`);
    const NH = await count(client, 'select count(*) as n from scale_hospitals');
    if (NH === 0) refuse('no hospitals: the demo data should have seeded them');

    const member = (i: string) => `pg_temp.su(${KIND.member}, ${i})`;

    // --- Members, their insured persons, family links, cards, consents ---
    let done = 0;
    for (const [a, b] of batches(1, N, 50_000)) {
      done += await run(
        client,
        `insert into members (id, partner_id, username, password_hash, name, surname, mobile, birth_date, gender,
           national_id, email, created_at, updated_at, last_login_at)
         select ${member('i')}, sp.id,
           case i when ${HEAVY} then ${lit(HEAVY_USERNAME)} when ${LIGHT} then ${lit(LIGHT_USERNAME)}
             else 'scale' || lpad(i::text, 6, '0') end,
           $1, g.name, ${textArray(SURNAMES)}[1 + (i / 3) % ${SURNAMES.length}],
           '+6699' || lpad(i::text, 7, '0'), date '1960-01-01' + (pg_temp.rnd(i, 21) * 15000)::int, g.gender,
           '8' || lpad((2 * i)::text, 12, '0'), 'scale' || i || '@example.com',
           ${T0} - (1200 - 100 * i::float8 / ${N}) * interval '1 day',
           ${T0} - (1200 - 100 * i::float8 / ${N}) * interval '1 day',
           ${T0} - pg_temp.rnd(i, 22) * interval '30 days'
         from generate_series(${a}, ${b}) i
         join scale_partners sp on sp.pn = i % ${NP}
         cross join lateral (select
           case when (i / 7) % 2 = 0 then 'male' else 'female' end as gender,
           case when (i / 7) % 2 = 0 then ${textArray(MALE)}[1 + i % ${MALE.length}]
             else ${textArray(FEMALE)}[1 + i % ${FEMALE.length}] end as name) g`,
        [passwordHash],
      );
      log(`members ${fmt(done)}/${fmt(N)}`);
    }

    const persons = await run(
      client,
      `insert into insured_persons (id, partner_id, member_id, national_id, name, surname, birth_date, gender, phones,
         created_at, updated_at)
       select pg_temp.su(${KIND.selfPerson}, i), m.partner_id, m.id, m.national_id, m.name, m.surname, m.birth_date,
         m.gender, array[m.mobile], m.created_at, m.created_at
       from generate_series(1, ${N}) i join members m on m.id = ${member('i')}`,
    );
    const family = await run(
      client,
      `insert into insured_persons (id, partner_id, member_id, national_id, name, surname, birth_date, gender, phones,
         created_at, updated_at)
       select pg_temp.su(${KIND.familyPerson}, i), sp.id, null, '8' || lpad((2 * i + 1)::text, 12, '0'),
         case when i % 2 = 0 then ${textArray(FEMALE)}[1 + (i / 2) % ${FEMALE.length}]
           else ${textArray(MALE)}[1 + (i / 2) % ${MALE.length}] end,
         ${textArray(SURNAMES)}[1 + (i / 3) % ${SURNAMES.length}],
         date '1955-01-01' + (pg_temp.rnd(i, 23) * 22000)::int,
         case when i % 2 = 0 then 'female' else 'male' end,
         array['+6698' || lpad(i::text, 7, '0')], ${T0} - interval '1200 days', ${T0} - interval '1200 days'
       from generate_series(1, ${N}) i join scale_partners sp on sp.pn = i % ${NP}`,
    );
    log(`insured_persons ${fmt(persons + family)} (members and their family members)`);
    const links = await run(
      client,
      `insert into family_links (id, member_id, insured_person_id, relation, can_view, created_at, updated_at)
       select pg_temp.su(${KIND.familyLink}, i), ${member('i')}, pg_temp.su(${KIND.familyPerson}, i),
         (array['spouse', 'child', 'parent'])[1 + i % 3], true,
         ${T0} - interval '1100 days', ${T0} - interval '1100 days'
       from generate_series(1, ${N}) i`,
    );
    log(`family_links ${fmt(links)}`);

    const cardInsert = (
      kind: number,
      person: number,
      type: 'group' | 'individual',
      no: string,
      dates: string,
    ) => `
      insert into cards (id, partner_id, insured_person_id, owner_member_id, type, card_no, certificate_no,
        insured_name, ins_code, insurer_name_th, insurer_name_en, policyholder_th, policyholder_en, plan_name_th,
        plan_name_en, start_date, expiry_date, created_at, updated_at)
      select pg_temp.su(${kind}, i), sp.id, p.id, null, '${type}', ${no}, lpad(i::text, 7, '0') || '-${kind}',
        p.name || ' ' || p.surname, sp.ins_code, sp.name_th, sp.name_en,
        ${type === 'group' ? `${textArray(EMPLOYERS.map((e) => e.th))}[1 + (i / 97) % ${EMPLOYERS.length}]` : 'null'},
        ${type === 'group' ? `${textArray(EMPLOYERS.map((e) => e.en))}[1 + (i / 97) % ${EMPLOYERS.length}]` : 'null'},
        ${type === 'group' ? `'ประกันสุขภาพกลุ่ม แผน ' || (1 + i % 3)` : `'ประกันสุขภาพรายบุคคล'`},
        ${type === 'group' ? `'Group Health Plan ' || (1 + i % 3)` : `'Individual Health Plan'`},
        ${dates}, ${T0} - interval '1100 days', ${T0} - interval '1100 days'
      from generate_series(1, ${N}) i
      join scale_partners sp on sp.pn = i % ${NP}
      join insured_persons p on p.id = pg_temp.su(${person}, i)`;
    const groupDates = `date '2024-01-01', date '2026-12-31'`;
    let cards = await run(
      client,
      cardInsert(
        KIND.groupCard,
        KIND.selfPerson,
        'group',
        `'GHS-' || sp.ins_code || '-' || lpad((i / 97)::text, 5, '0')`,
        groupDates,
      ),
    );
    cards += await run(
      client,
      cardInsert(
        KIND.individualCard,
        KIND.selfPerson,
        'individual',
        `'IND-' || sp.ins_code || '-' || lpad(i::text, 8, '0')`,
        `date '2025-06-01', date '2027-05-31'`,
      ),
    );
    cards += await run(
      client,
      cardInsert(
        KIND.familyCard,
        KIND.familyPerson,
        'group',
        `'GHS-' || sp.ins_code || '-' || lpad((i / 97)::text, 5, '0')`,
        groupDates,
      ),
    );
    log(`cards ${fmt(cards)} (3 per member)`);

    const consents = await run(
      client,
      `insert into member_consents (member_id, document_id, channel, accepted_at)
       select ${member('i')}, d.id, 'web', greatest(${T0} - interval '50 days', d.published_at + interval '2 days')
       from generate_series(1, ${N}) i
       join scale_partners sp on sp.pn = i % ${NP}
       cross join lateral unnest(array[sp.terms_doc, sp.privacy_doc]) as doc(doc_id)
       join consent_documents d on d.id = doc.doc_id`,
    );
    log(`member_consents ${fmt(consents)} (the current terms and privacy versions, accepted)`);

    // --- Claims, their history, document requests, claim notifications and their reads ---
    const TOTAL_CLAIMS = CLAIMS + HEAVY_EXTRA_CLAIMS;
    const inProcessMix = `case when r2 < 0.30 then 'submitted' when r2 < 0.55 then 'under_review'
      when r2 < 0.70 then 'documents_requested' when r2 < 0.80 then 'approved' when r2 < 0.85 then 'partly_approved'
      when r2 < 0.92 then 'rejected' else 'paid' end`;
    const closedMix = `case when r2 < 0.60 then 'paid' when r2 < 0.68 then 'approved' when r2 < 0.76 then 'partly_approved'
      when r2 < 0.98 then 'rejected' when r2 < 0.99 then 'under_review' else 'documents_requested' end`;
    const benefitCase = (field: (b: (typeof BENEFITS)[number]) => string) =>
      `case ${BENEFITS.map((b) => `when r3 < ${b.upTo} then ${field(b)}`).join(' ')} end`;
    /** One row per claim j of [a, b] with everything the claim's rows are made of (deterministic in j). */
    const claimFacts = (a: number, b: number) => `(
      select j, m, k, sp.id as partner_id, sp.ins_code, h.id as hospital_id, st.stage, st.status, t_sub,
        case when st.stage = 'submitted' then t_sub
          else least(t_sub + (2 + r1 * 12) * interval '1 day', ${T0} - interval '1 minute') end as t_upd,
        bt.benefit, bt.diag_th, bt.diag_en, bt.ipd, bt.amount, adm, adm + bt.los as discharge,
        case when r4 < 0.6 then 'e_claim' else 'hospital' end as source,
        case when bt.benefit = 'accident_emergency' then 'accident' when r4 < 0.06 then 'other' else 'sick' end
          as claim_type,
        'SC' || to_char(t_sub at time zone 'Asia/Bangkok', 'YYMM') || '-' || lpad(j::text, 7, '0') as claim_no,
        r1
      from (
        select j,
          case when j <= ${CLAIMS} then 1 + (j - 1) % ${N} else ${HEAVY} end as m,
          case when j <= ${CLAIMS} then ((j - 1) / ${N}) % 3 else j % 3 end as k,
          case when j <= ${CLAIMS} then j::float8 / ${CLAIMS} else (j - ${CLAIMS})::float8 / ${HEAVY_EXTRA_CLAIMS} end
            as f,
          pg_temp.rnd(j, 1) as r1, pg_temp.rnd(j, 2) as r2, pg_temp.rnd(j, 3) as r3, pg_temp.rnd(j, 4) as r4
        from generate_series(${a}, ${b}) j
      ) s
      join scale_partners sp on sp.pn = m % ${NP}
      join scale_hospitals h on h.hn = j % ${NH}
      cross join lateral (select ${T0} - (${YEARS_DAYS} * (1 - f) + 0.05 + r1 * 0.5) * interval '1 day' as t_sub) t
      cross join lateral (select case when ${T0} - t_sub < interval '45 days' then ${inProcessMix} else ${closedMix} end
        as stage) st0
      cross join lateral (select st0.stage, ${byStage('st0.stage', (s) => lit(STAGE_STATUS[s]))} as status) st
      cross join lateral (select
        ${benefitCase((b) => lit(b.type))} as benefit,
        ${benefitCase((b) => lit(b.th))} as diag_th,
        ${benefitCase((b) => lit(b.en))} as diag_en,
        ${benefitCase((b) => String(b.ipd))} as ipd,
        ${benefitCase((b) => `round((${b.min} + r4 * ${b.max - b.min})::numeric, -1)`)} as amount,
        ${benefitCase((b) => (b.ipd ? `1 + (r4 * 6)::int` : '0'))} as los) bt
      cross join lateral (select ((t_sub - (bt.los + 1) * interval '1 day') at time zone 'Asia/Bangkok')::date as adm) ad
    ) c`;
    const claimId = `pg_temp.su(${KIND.claim}, j)`;
    const tally = { claims: 0, history: 0, requests: 0, notifications: 0, reads: 0 };
    for (const [a, b] of batches(1, TOTAL_CLAIMS, 100_000)) {
      // The batch's facts once, in a temporary table (no WAL), read by the five inserts below.
      await client.query('drop table if exists claim_batch');
      await client.query(`create temp table claim_batch as select * from ${claimFacts(a, b)}`);
      tally.claims += await run(
        client,
        `insert into claims (id, partner_id, card_id, member_id, claim_no, source, claim_type, benefit_type,
           admission_date, discharge_date, accident_date, hospital_id, diagnosis_th, diagnosis_en, amount, currency,
           approved_amount, status, stage, paid_amount, status_note_th, status_note_en, admit_type, submitted_at,
           status_updated_at, created_at, updated_at)
         select ${claimId}, partner_id, pg_temp.su(${KIND.groupCard} + k, m),
           case when source = 'e_claim' then ${member('m')} end, claim_no, source, claim_type, benefit,
           adm, discharge, case when claim_type = 'accident' then adm end, hospital_id, diag_th, diag_en, amount, 'THB',
           case when status = 'approved' then
             case when stage = 'partly_approved' then round(amount * 0.8, 2) else amount end end,
           status, stage, case when stage = 'paid' then amount end,
           case when stage = 'rejected' then 'ค่ารักษาไม่อยู่ในความคุ้มครองของกรมธรรม์'
             when stage = 'documents_requested' then 'กรุณาแนบใบรับรองแพทย์' end,
           case when stage = 'rejected' then 'The treatment is not covered by the policy.'
             when stage = 'documents_requested' then 'Please attach a medical certificate.' end,
           case when ipd then 'ipd' else 'opd' end, t_sub, t_upd, t_sub, t_upd
         from claim_batch c`,
      );
      const path = byStage('c.stage', (s) => textArray(STAGE_PATHS[s]));
      tally.history += await run(
        client,
        `insert into claim_status_history (id, claim_id, status, stage, note_th, note_en, changed_at)
         select pg_temp.su(${KIND.history}, j * 4 + h.ord - 1), ${claimId}, ${byStage('h.step', (s) => lit(STAGE_STATUS[s]))}, h.step,
           case when h.ord = cardinality(${path}) and h.step = 'rejected' then 'ค่ารักษาไม่อยู่ในความคุ้มครองของกรมธรรม์'
             when h.ord = cardinality(${path}) and h.step = 'documents_requested' then 'กรุณาแนบใบรับรองแพทย์' end,
           case when h.ord = cardinality(${path}) and h.step = 'rejected' then 'The treatment is not covered by the policy.'
             when h.ord = cardinality(${path}) and h.step = 'documents_requested' then 'Please attach a medical certificate.'
             end,
           t_sub + (t_upd - t_sub) * ((h.ord - 1)::float8 / greatest(cardinality(${path}) - 1, 1))
         from claim_batch c cross join lateral unnest(${path}) with ordinality as h(step, ord)`,
      );
      tally.requests += await run(
        client,
        `insert into claim_document_requests (claim_id, kind, note_th, note_en, created_at)
         select ${claimId}, 'medical_certificate', 'กรุณาแนบใบรับรองแพทย์', 'Please attach a medical certificate.', t_upd
         from claim_batch c where stage = 'documents_requested'`,
      );
      tally.notifications += await run(
        client,
        `insert into notifications (id, partner_id, member_id, category, title_th, title_en, body_th, body_en, link,
           claim_id, created_at${readColumn})
         select pg_temp.su(${KIND.claimNotification}, j), partner_id, ${member('m')}, 'claim',
           ${byStage('stage', (s) => lit(MESSAGES.claim.stageHeadline[s].th))} || ' (' || claim_no || ')',
           ${byStage('stage', (s) => lit(MESSAGES.claim.stageHeadline[s].en))} || ' (' || claim_no || ')',
           ${byStage('stage', (s) => lit(MESSAGES.claim.stageHeadline[s].th))} || ' เลขที่เคลม ' || claim_no || ' ดูรายละเอียดได้ที่เมนูสถานะการเคลม',
           ${byStage('stage', (s) => lit(MESSAGES.claim.stageHeadline[s].en))} || ': claim ' || claim_no || '. See the details under Claim Status.',
           '/claim-status/' || ${claimId}, ${claimId}, t_upd ${readValue(`pg_temp.rnd(j, 9) < 0.4`)}
         from claim_batch c`,
      );
      tally.reads += await run(
        client,
        `insert into notification_reads (notification_id, member_id, read_at)
         select pg_temp.su(${KIND.claimNotification}, j), ${member('m')},
           least(t_upd + (0.1 + r1) * interval '1 day', ${T0})
         from claim_batch c where pg_temp.rnd(j, 9) < 0.4`,
      );
      log(
        `claims ${fmt(tally.claims)}/${fmt(TOTAL_CLAIMS)}: claim_status_history ${fmt(tally.history)}, ` +
          `claim_document_requests ${fmt(tally.requests)}, claim notifications ${fmt(tally.notifications)}, ` +
          `reads ${fmt(tally.reads)}`,
      );
    }

    // --- The other member notifications (promotions, general) and their reads ---
    const TOTAL_OTHER = OTHER_NOTIFICATIONS + HEAVY_EXTRA_NOTIFICATIONS;
    const otherFacts = (a: number, b: number) => `(
      select n, m, sp.id as partner_id, x.t, pg_temp.rnd(n, 12) as r,
        (n % ${OTHER_TEXTS.length}) + 1 as tx
      from (
        select n,
          case when n <= ${OTHER_NOTIFICATIONS} then 1 + (n - 1) % ${N} else ${HEAVY} end as m,
          case when n <= ${OTHER_NOTIFICATIONS} then n::float8 / ${OTHER_NOTIFICATIONS}
            else (n - ${OTHER_NOTIFICATIONS})::float8 / ${HEAVY_EXTRA_NOTIFICATIONS} end as f
        from generate_series(${a}, ${b}) n
      ) s
      join scale_partners sp on sp.pn = m % ${NP}
      cross join lateral (select ${T0} - (${YEARS_DAYS} * (1 - f) + 0.02 + pg_temp.rnd(n, 11) * 0.3)
        * interval '1 day' as t) x
    ) o`;
    const pick = (field: keyof (typeof OTHER_TEXTS)[number]) =>
      `${textArray(OTHER_TEXTS.map((t) => t[field]))}[tx]`;
    let other = 0;
    let otherReads = 0;
    for (const [a, b] of batches(1, TOTAL_OTHER, 500_000)) {
      other += await run(
        client,
        `insert into notifications (id, partner_id, member_id, category, title_th, title_en, body_th, body_en, link,
           created_at, expires_at${readColumn})
         select pg_temp.su(${KIND.notification}, n), partner_id, ${member('m')}, ${pick('category')},
           ${pick('th')}, ${pick('en')}, ${pick('bodyTh')}, ${pick('bodyEn')}, null, t,
           case when ${pick('category')} = 'promotion' then t + interval '30 days' end ${readValue('r < 0.4')}
         from ${otherFacts(a, b)}`,
      );
      otherReads += await run(
        client,
        `insert into notification_reads (notification_id, member_id, read_at)
         select pg_temp.su(${KIND.notification}, n), ${member('m')}, least(t + (0.2 + r) * interval '1 day', ${T0})
         from ${otherFacts(a, b)} where r < 0.4`,
      );
      log(`other member notifications ${fmt(other)}/${fmt(TOTAL_OTHER)}, reads ${fmt(otherReads)}`);
    }

    // --- Broadcasts: 300 per partner; every tenth member (and the heavy and light ones) read 40 % ---
    const B = BROADCASTS_PER_PARTNER * NP;
    const broadcastTime = (b: string) =>
      `${T0} - (${YEARS_DAYS} * (1 - ${b}::float8 / ${B}) + 0.1) * interval '1 day'`;
    const broadcasts = await run(
      client,
      `insert into notifications (id, partner_id, member_id, category, title_th, title_en, body_th, body_en, link,
         created_at, expires_at)
       select pg_temp.su(${KIND.broadcast}, b), sp.id, null, case when b % 2 = 0 then 'promotion' else 'general' end,
         case when b % 2 = 0 then 'ข่าวสารและสิทธิพิเศษจาก ' || sp.name_th else 'ประกาศจาก ' || sp.name_th end,
         case when b % 2 = 0 then 'News and offers from ' || sp.name_en else 'Notice from ' || sp.name_en end,
         'ข้อความถึงสมาชิกทุกท่าน ฉบับที่ ' || b, 'A message to every member, number ' || b, null,
         ${broadcastTime('b')},
         case when b % 2 = 0 then ${broadcastTime('b')} + interval '60 days' end
       from generate_series(1, ${B}) b join scale_partners sp on sp.pn = (b - 1) % ${NP}`,
    );
    let broadcastReads = 0;
    for (const [a, b] of batches(1, N, 50_000)) {
      broadcastReads += await run(
        client,
        `insert into notification_reads (notification_id, member_id, read_at)
         select pg_temp.su(${KIND.broadcast}, bc), ${member('i')},
           least(${broadcastTime('bc')} + (0.5 + pg_temp.rnd(i * 1000 + q, 14)) * interval '1 day', ${T0})
         from generate_series(${a}, ${b}) i
         cross join generate_series(0, ${BROADCASTS_PER_PARTNER - 1}) q
         cross join lateral (select q * ${NP} + i % ${NP} + 1 as bc) x
         where (i % 10 = 0 or i in (${HEAVY}, ${LIGHT})) and pg_temp.rnd(i * 1000 + q, 13) < 0.4`,
      );
    }
    log(
      `broadcasts ${fmt(broadcasts)} (${BROADCASTS_PER_PARTNER} per partner), their reads ${fmt(broadcastReads)}`,
    );

    // Planner statistics and visibility maps, as a database that has been running would have them.
    await client.query('reset session_replication_role');
    await client.query(`vacuum (analyze) ${GROWN_TABLES.join(', ')}`);
    await client.query('analyze');
    log('VACUUM (ANALYZE) of the grown tables, ANALYZE of the rest: done');
    await printSummary(client, NP);
  } finally {
    await client.end();
    await db.destroy();
  }
}

/** The tables this script grows. */
const GROWN_TABLES = [
  'members',
  'insured_persons',
  'family_links',
  'cards',
  'member_consents',
  'claims',
  'claim_status_history',
  'claim_document_requests',
  'notifications',
  'notification_reads',
];

/**
 * Triggers on those tables whose effect this script writes itself, so they need not fire row by row:
 * notification_reads_mirror (migration 018) sets notifications.member_read of a member's own
 * notification when its read row is inserted; the inserts here set member_read with the same rule
 * that writes the read rows (and the mirror ignores broadcasts, whose member_id is null).
 */
const STOOD_IN_FOR = ['notification_reads.notification_reads_mirror'];

async function columnExists(client: pg.Client, table: string, column: string): Promise<boolean> {
  const found = await client.query(
    `select 1 from information_schema.columns
     where table_schema = 'public' and table_name = $1 and column_name = $2`,
    [table, column],
  );
  return (found.rowCount ?? 0) > 0;
}

/** Whether the last step of a run (the broadcasts' reads) is there. */
async function scaleComplete(client: pg.Client): Promise<boolean> {
  const [first, last] = idRange(KIND.broadcast);
  const reads = await count(
    client,
    'select count(*) as n from notification_reads where notification_id between $1 and $2',
    [first, last],
  );
  return reads > 0;
}

/** The heavy and light members, how to sign in as them, and a row count per table. */
async function printSummary(client: pg.Client, partnerCount: number) {
  const members = await client.query<{ id: string; username: string; partner_id: string }>(
    'select id, username, partner_id from members where username in ($1, $2) order by username',
    [HEAVY_USERNAME, LIGHT_USERNAME],
  );
  console.log("\nMembers to sign in as (POST /api/v1/auth/login with the partner's x-api-key):");
  for (const m of members.rows) {
    const figures = await client.query<{ cards: string; claims: string; own: string; feed: string }>(
      `select
         (select count(*) from cards c join insured_persons p on p.id = c.insured_person_id
           where p.member_id = $1 or p.id in (select insured_person_id from family_links where member_id = $1 and can_view))
           as cards,
         (select count(*) from claims where card_id in (select c.id from cards c join insured_persons p
           on p.id = c.insured_person_id where p.member_id = $1
             or p.id in (select insured_person_id from family_links where member_id = $1 and can_view))) as claims,
         (select count(*) from notifications where member_id = $1) as own,
         (select count(*) from notifications where member_id is null and (partner_id = $2 or partner_id is null))
           as feed`,
      [m.id, m.partner_id],
    );
    const f = figures.rows[0]!;
    console.log(
      `  ${m.username.padEnd(11)} id ${m.id}, partner ${m.partner_id}, password ${SCALE_PASSWORD}: ` +
        `${f.cards} cards, ${fmt(Number(f.claims))} claims, ${fmt(Number(f.own))} own notifications ` +
        `(+ ${fmt(Number(f.feed))} broadcasts)`,
    );
  }
  console.log(
    `  every other scale member: scale000003 … scale${String(N).padStart(6, '0')} (${partnerCount} partners), ` +
      `password ${SCALE_PASSWORD}`,
  );
  const tables = await client.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: [string, number][] = [];
  for (const { table_name } of tables.rows)
    rows.push([table_name, await count(client, `select count(*) as n from "${table_name}"`)]);
  const size = await client.query<{ size: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  console.log(`\nRows per table (database size ${size.rows[0]?.size}):`);
  const width = Math.max(...rows.map(([t]) => t.length));
  for (const [table, n] of rows) if (n > 0) console.log(`  ${table.padEnd(width)}  ${fmt(n).padStart(11)}`);
  const empty = rows.filter(([, n]) => n === 0).map(([t]) => t);
  if (empty.length) console.log(`  (empty: ${empty.join(', ')})`);
  console.log(`\nseed:scale done in ${elapsed().trim()}`);
}

// Run as a script (bench:scale imports the names above without growing anything).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main({ reset: process.argv.includes('--reset') }).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
