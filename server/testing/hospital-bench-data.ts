/**
 * A generated provider network for the search benchmark (npm run bench:search) and the paging test:
 * thousands of plausible clinics and hospitals spread over the demo network's districts, built
 * deterministically from a seeded PRNG (the same rows every run). Never seeded by npm start: the demo
 * set stays the 445 places of server/db/seed-data/hospitals.ts.
 */
import type { Insertable, Kysely } from 'kysely';
import { mulberry32 } from '../db/seed-data/helpers';
import { hospitals as demoHospitals } from '../db/seed-data/hospitals';
import type { Database } from '../db/types';
import { analyzeHospitalSearch, forgetHospitalCounts } from '../modules/hospitals/hospital-search';

type Pair = readonly [th: string, en: string];

const KINDS: readonly { th: string; en: string; type: 'hospital' | 'clinic'; services: string[] }[] = [
  { th: 'คลินิกเวชกรรม', en: 'Medical Clinic', type: 'clinic', services: ['opd', 'vaccination'] },
  { th: 'คลินิกทันตกรรม', en: 'Dental Clinic', type: 'clinic', services: ['dental'] },
  { th: 'คลินิกกายภาพบำบัด', en: 'Physiotherapy Clinic', type: 'clinic', services: ['physiotherapy'] },
  { th: 'คลินิกเด็ก', en: "Children's Clinic", type: 'clinic', services: ['opd', 'pediatrics', 'vaccination'] },
  { th: 'ศูนย์การแพทย์', en: 'Medical Centre', type: 'clinic', services: ['opd', 'checkup', 'imaging'] },
  {
    th: 'โรงพยาบาล',
    en: 'Hospital',
    type: 'hospital',
    services: ['opd', 'ipd', 'emergency', 'checkup', 'imaging', 'maternity'],
  },
];

const STEMS: readonly Pair[] = [
  ['สุขใจ', 'Sukjai'],
  ['รักษ์สุขภาพ', 'Rak Sukkhaphap'],
  ['ศรีสยาม', 'Sri Siam'],
  ['บ้านหมอ', 'Baan Mor'],
  ['ชีวาเวช', 'Chiwa Vej'],
  ['เมืองทอง', 'Mueang Thong'],
  ['กรุงไทยเวช', 'Krungthai Vej'],
  ['ธนบุรีการแพทย์', 'Thonburi Medical'],
  ['ประชาพัฒน์', 'Pracha Phat'],
  ['เวชธานี', 'Vejthani'],
  ['สายใจ', 'Saijai'],
  ['ร่มเย็น', 'Rom Yen'],
  ['นครแพทย์', 'Nakhon Phaet'],
  ['ศิริเวช', 'Siri Vej'],
  ['พัฒนาการ', 'Phatthanakan'],
  ['อรุณเวช', 'Arun Vej'],
  ['ไทยรักษ์', 'Thai Rak'],
  ['ชัยพฤกษ์', 'Chaiyaphruek'],
  ['สมิติ', 'Samiti'],
  ['บุญญาเวช', 'Bunya Vej'],
];

const PARTNER_CODES = ['TPA', 'SLI', 'KSB', 'TMPCORP'] as const;

interface Area {
  province: Pair;
  district: Pair;
  postcode: string;
  lat: number;
  lng: number;
  phonePrefix: string;
}

function areasOfDemoNetwork(): Area[] {
  const byDistrict = new Map<string, Area>();
  for (const h of demoHospitals) {
    const key = `${h.province.en}|${h.district.en}`;
    if (byDistrict.has(key)) continue;
    byDistrict.set(key, {
      province: [h.province.th, h.province.en],
      district: [h.district.th, h.district.en],
      postcode: h.postcode,
      lat: h.lat,
      lng: h.lng,
      phonePrefix: h.phone.split('-')[0] ?? '02',
    });
  }
  return [...byDistrict.values()];
}

export interface BenchHospital {
  row: Insertable<Database['hospitals']>;
  coverage: { ins_code: string; level: 'all' | 'some' }[];
}

/** `count` places, B00001…, the same for the same count and seed. */
export function generateBenchHospitals(count: number, seed = 20260512): BenchHospital[] {
  const rand = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const areas = areasOfDemoNetwork();
  const out: BenchHospital[] = [];
  for (let i = 1; i <= count; i++) {
    const area = pick(areas);
    const kind = rand() < 0.1 ? KINDS[KINDS.length - 1]! : pick(KINDS.slice(0, -1));
    const [stemTh, stemEn] = pick(STEMS);
    const branch = int(1, 40);
    const districtTh = area.district[0].replace(/^(เขต|อำเภอ)/, '');
    const no = `${int(1, 999)}${rand() < 0.3 ? `/${int(1, 99)}` : ''}`;
    const coverage: BenchHospital['coverage'] = [];
    for (const code of PARTNER_CODES) {
      const p = code === 'TPA' ? 0.9 : code === 'SLI' ? 0.4 : code === 'KSB' ? 0.3 : 0.15;
      if (rand() < p) coverage.push({ ins_code: code, level: rand() < 0.6 ? 'all' : 'some' });
    }
    if (coverage.length === 0) coverage.push({ ins_code: 'TPA', level: 'some' });
    out.push({
      row: {
        code: `B${String(i).padStart(5, '0')}`,
        type: kind.type,
        name_th: `${kind.th}${stemTh} ${districtTh} สาขา ${branch}`,
        name_en: `${stemEn} ${kind.en} ${area.district[1]} Branch ${branch}`,
        address_th: `${no} ${area.district[0]} ${area.province[0]} ${area.postcode}`,
        address_en: `${no}, ${area.district[1]}, ${area.province[1]} ${area.postcode}`,
        province_th: area.province[0],
        province_en: area.province[1],
        district_th: area.district[0],
        district_en: area.district[1],
        postcode: area.postcode,
        phone:
          area.phonePrefix === '02'
            ? `02-${int(100, 999)}-${String(int(0, 9999)).padStart(4, '0')}`
            : `${area.phonePrefix}-${int(200, 999)}-${String(int(0, 999)).padStart(3, '0')}`,
        lat: Math.round((area.lat + (rand() * 2 - 1) * 0.05) * 1e5) / 1e5,
        lng: Math.round((area.lng + (rand() * 2 - 1) * 0.05) * 1e5) / 1e5,
        opening_hours: JSON.stringify({
          open24h: kind.type === 'hospital',
          days: Array.from({ length: 7 }, (_, d) =>
            kind.type === 'hospital'
              ? { day: d + 1, open: '00:00', close: '24:00' }
              : { day: d + 1, open: '09:00', close: '20:00' },
          ),
        }),
        services: kind.services,
      },
      coverage,
    });
  }
  return out;
}

/** Inserts the generated places (with their coverage rows) and answers how many were added. */
export async function insertBenchHospitals(db: Kysely<Database>, count: number): Promise<number> {
  const places = generateBenchHospitals(count);
  const CHUNK = 500;
  for (let start = 0; start < places.length; start += CHUNK) {
    const chunk = places.slice(start, start + CHUNK);
    const ids = await db
      .insertInto('hospitals')
      .values(chunk.map((p) => p.row))
      .returning(['id', 'code'])
      .execute();
    const idOf = new Map(ids.map((r) => [r.code, r.id]));
    await db
      .insertInto('hospital_coverages')
      .values(chunk.flatMap((p) => p.coverage.map((c) => ({ hospital_id: idOf.get(p.row.code)!, ...c }))))
      .execute();
  }
  // Planner statistics for the new rows (autovacuum would get there later), and no stale totals.
  await analyzeHospitalSearch(db);
  forgetHospitalCounts(db);
  return places.length;
}
