/**
 * Hospitals and clinics of the demo provider network.
 *
 * Built deterministically from compact source lists: areas (real districts with their real
 * sub-districts, postcodes, roads and approximate coordinates), an explicit list of hospitals
 * (well-known private hospitals, provincial public hospitals and plausible invented ones), and
 * clinics named after the neighbourhood they serve. A seeded PRNG picks house numbers, phones,
 * small coordinate offsets and the partners accepted, so every run produces the same data.
 */
import { mulberry32 } from './helpers';
import { everyDay, openingHours, type WeekPattern } from './opening-hours';
import { HOSPITAL_SERVICES } from './schemas';
import type {
  CoverageLevel,
  HospitalCoverage,
  HospitalService,
  InsCode,
  LocalizedText,
  SeedHospital,
} from './types';

type Pair = readonly [th: string, en: string];

interface ProvinceSrc {
  name: Pair;
  /** Telephone area code. */
  tel: string;
  /** TMP Corporation has sites here, so its employees' cards are accepted locally. */
  tmp?: boolean;
}

const PROVINCES = {
  bkk: { name: ['กรุงเทพมหานคร', 'Bangkok'], tel: '02', tmp: true },
  nonthaburi: { name: ['นนทบุรี', 'Nonthaburi'], tel: '02', tmp: true },
  pathumthani: { name: ['ปทุมธานี', 'Pathum Thani'], tel: '02', tmp: true },
  samutprakan: { name: ['สมุทรปราการ', 'Samut Prakan'], tel: '02', tmp: true },
  samutsakhon: { name: ['สมุทรสาคร', 'Samut Sakhon'], tel: '034' },
  nakhonpathom: { name: ['นครปฐม', 'Nakhon Pathom'], tel: '034' },
  chiangmai: { name: ['เชียงใหม่', 'Chiang Mai'], tel: '053', tmp: true },
  chiangrai: { name: ['เชียงราย', 'Chiang Rai'], tel: '053' },
  khonkaen: { name: ['ขอนแก่น', 'Khon Kaen'], tel: '043', tmp: true },
  udonthani: { name: ['อุดรธานี', 'Udon Thani'], tel: '042' },
  korat: { name: ['นครราชสีมา', 'Nakhon Ratchasima'], tel: '044' },
  phuket: { name: ['ภูเก็ต', 'Phuket'], tel: '076' },
  songkhla: { name: ['สงขลา', 'Songkhla'], tel: '074' },
  suratthani: { name: ['สุราษฎร์ธานี', 'Surat Thani'], tel: '077' },
  chonburi: { name: ['ชลบุรี', 'Chon Buri'], tel: '038', tmp: true },
  rayong: { name: ['ระยอง', 'Rayong'], tel: '038', tmp: true },
  ayutthaya: { name: ['พระนครศรีอยุธยา', 'Phra Nakhon Si Ayutthaya'], tel: '035', tmp: true },
  phitsanulok: { name: ['พิษณุโลก', 'Phitsanulok'], tel: '055' },
  ubon: { name: ['อุบลราชธานี', 'Ubon Ratchathani'], tel: '045' },
  nakhonsi: { name: ['นครศรีธรรมราช', 'Nakhon Si Thammarat'], tel: '075' },
  lampang: { name: ['ลำปาง', 'Lampang'], tel: '054' },
  nakhonsawan: { name: ['นครสวรรค์', 'Nakhon Sawan'], tel: '056' },
  prachuap: { name: ['ประจวบคีรีขันธ์', 'Prachuap Khiri Khan'], tel: '032' },
  krabi: { name: ['กระบี่', 'Krabi'], tel: '075' },
  saraburi: { name: ['สระบุรี', 'Saraburi'], tel: '036', tmp: true },
  chachoengsao: { name: ['ฉะเชิงเทรา', 'Chachoengsao'], tel: '038', tmp: true },
  sakon: { name: ['สกลนคร', 'Sakon Nakhon'], tel: '042' },
  trang: { name: ['ตรัง', 'Trang'], tel: '075' },
  chanthaburi: { name: ['จันทบุรี', 'Chanthaburi'], tel: '039' },
  ratchaburi: { name: ['ราชบุรี', 'Ratchaburi'], tel: '032' },
  kanchanaburi: { name: ['กาญจนบุรี', 'Kanchanaburi'], tel: '034' },
  lopburi: { name: ['ลพบุรี', 'Lop Buri'], tel: '036' },
  buriram: { name: ['บุรีรัมย์', 'Buri Ram'], tel: '044' },
  roiet: { name: ['ร้อยเอ็ด', 'Roi Et'], tel: '043' },
  nongkhai: { name: ['หนองคาย', 'Nong Khai'], tel: '042' },
  tak: { name: ['ตาก', 'Tak'], tel: '055' },
  chumphon: { name: ['ชุมพร', 'Chumphon'], tel: '077' },
  yala: { name: ['ยะลา', 'Yala'], tel: '073' },
  phetchabun: { name: ['เพชรบูรณ์', 'Phetchabun'], tel: '056' },
} satisfies Record<string, ProvinceSrc>;

type ProvinceKey = keyof typeof PROVINCES;

interface AreaSrc {
  p: ProvinceKey;
  /** District with its Thai prefix (เขต/อำเภอ). */
  d: Pair;
  /** Sub-district (แขวง/ตำบล) without prefix. */
  s: Pair;
  post: string;
  lat: number;
  lng: number;
  /** Spread of the coordinates around the centre, in degrees. */
  r: number;
  roads: Pair[];
  /** Neighbourhood names that clinics are named after. */
  hoods: Pair[];
}

const R = {
  sukhumvit: ['ถนนสุขุมวิท', 'Sukhumvit Road'],
  phahon: ['ถนนพหลโยธิน', 'Phahonyothin Road'],
  vibhavadi: ['ถนนวิภาวดีรังสิต', 'Vibhavadi Rangsit Road'],
  ratchada: ['ถนนรัชดาภิเษก', 'Ratchadaphisek Road'],
  latphrao: ['ถนนลาดพร้าว', 'Lat Phrao Road'],
  pradit: ['ถนนประดิษฐ์มนูธรรม', 'Pradit Manutham Road'],
  ramkhamhaeng: ['ถนนรามคำแหง', 'Ramkhamhaeng Road'],
  srinagarindra: ['ถนนศรีนครินทร์', 'Srinagarindra Road'],
  rama2: ['ถนนพระรามที่ 2', 'Rama II Road'],
  rama3: ['ถนนพระรามที่ 3', 'Rama III Road'],
  rama6: ['ถนนพระรามที่ 6', 'Rama VI Road'],
  phetkasem: ['ถนนเพชรเกษม', 'Phetkasem Road'],
  kanchanaphisek: ['ถนนกาญจนาภิเษก', 'Kanchanaphisek Road'],
  charansanit: ['ถนนจรัญสนิทวงศ์', 'Charansanitwong Road'],
  borom: ['ถนนบรมราชชนนี', 'Borommaratchachonnani Road'],
  chaengwattana: ['ถนนแจ้งวัฒนะ', 'Chaeng Watthana Road'],
  tiwanon: ['ถนนติวานนท์', 'Tiwanon Road'],
  rattanathibet: ['ถนนรัตนาธิเบศร์', 'Rattanathibet Road'],
  mittraphap: ['ถนนมิตรภาพ', 'Mittraphap Road'],
  suksawat: ['ถนนสุขสวัสดิ์', 'Suksawat Road'],
  prachauthit: ['ถนนประชาอุทิศ', 'Pracha Uthit Road'],
  ramintra: ['ถนนรามอินทรา', 'Ram Inthra Road'],
  romklao: ['ถนนร่มเกล้า', 'Romklao Road'],
  narathiwat: ['ถนนนราธิวาสราชนครินทร์', 'Narathiwat Ratchanakharin Road'],
  seithai: ['ถนนเสรีไทย', 'Seri Thai Road'],
  onnut: ['ถนนอ่อนนุช', 'On Nut Road'],
  asian: ['ถนนสายเอเชีย', 'Asian Highway'],
  bangnatrat: ['ถนนบางนา-ตราด', 'Bang Na-Trat Road'],
  chotana: ['ถนนโชตนา', 'Chotana Road'],
} satisfies Record<string, Pair>;

const bkk = (
  d: string,
  dEn: string,
  s: Pair,
  post: string,
  lat: number,
  lng: number,
  r: number,
  roads: Pair[],
  hoods: Pair[],
): AreaSrc => ({ p: 'bkk', d: [`เขต${d}`, dEn], s, post, lat, lng, r, roads, hoods });

const amp = (
  p: ProvinceKey,
  d: Pair,
  s: Pair,
  post: string,
  lat: number,
  lng: number,
  r: number,
  roads: Pair[],
  hoods: Pair[],
): AreaSrc => ({ p, d: [`อำเภอ${d[0]}`, d[1]], s, post, lat, lng, r, roads, hoods });

// biome-ignore format: one area per line keeps this table readable
const AREAS = {
  // Bangkok
  watthana: bkk('วัฒนา', 'Watthana', ['คลองเตยเหนือ', 'Khlong Toei Nuea'], '10110', 13.737, 100.57, 0.01, [R.sukhumvit, ['ซอยสุขุมวิท 49', 'Soi Sukhumvit 49'], ['ซอยทองหล่อ', 'Soi Thong Lo'], ['ซอยเอกมัย', 'Soi Ekkamai']], [['ทองหล่อ', 'Thong Lo'], ['เอกมัย', 'Ekkamai'], ['พร้อมพงษ์', 'Phrom Phong'], ['อโศก', 'Asok']]),
  khlongtoei: bkk('คลองเตย', 'Khlong Toei', ['คลองตัน', 'Khlong Tan'], '10110', 13.717, 100.568, 0.01, [['ถนนพระรามที่ 4', 'Rama IV Road'], R.sukhumvit, R.ratchada], [['กล้วยน้ำไท', 'Kluai Nam Thai'], ['นานา', 'Nana']]),
  pathumwan: bkk('ปทุมวัน', 'Pathum Wan', ['ลุมพินี', 'Lumphini'], '10330', 13.738, 100.536, 0.008, [['ถนนพระรามที่ 1', 'Rama I Road'], ['ถนนเพลินจิต', 'Phloen Chit Road'], ['ถนนอังรีดูนังต์', 'Henri Dunant Road'], ['ถนนวิทยุ', 'Witthayu Road']], [['สยาม', 'Siam'], ['ชิดลม', 'Chit Lom'], ['สามย่าน', 'Sam Yan']]),
  bangrak: bkk('บางรัก', 'Bang Rak', ['สีลม', 'Silom'], '10500', 13.727, 100.53, 0.006, [['ถนนสีลม', 'Silom Road'], ['ถนนคอนแวนต์', 'Convent Road'], ['ถนนสุรวงศ์', 'Surawong Road']], [['สีลม', 'Silom'], ['ศาลาแดง', 'Sala Daeng']]),
  sathon: bkk('สาทร', 'Sathon', ['ทุ่งมหาเมฆ', 'Thung Maha Mek'], '10120', 13.714, 100.533, 0.007, [['ถนนสาทรใต้', 'South Sathon Road'], R.narathiwat, ['ถนนจันทน์', 'Chan Road']], [['สาทร', 'Sathon'], ['ช่องนนทรี', 'Chong Nonsi']]),
  huaikhwang: bkk('ห้วยขวาง', 'Huai Khwang', ['บางกะปิ', 'Bang Kapi'], '10310', 13.76, 100.575, 0.01, [['ถนนเพชรบุรีตัดใหม่', 'New Petchaburi Road'], ['ถนนพระรามที่ 9', 'Rama IX Road'], R.ratchada, ['ซอยศูนย์วิจัย', 'Soi Soonvijai']], [['พระราม 9', 'Rama 9'], ['ห้วยขวาง', 'Huai Khwang'], ['รัชดา', 'Ratchada']]),
  dindaeng: bkk('ดินแดง', 'Din Daeng', ['ดินแดง', 'Din Daeng'], '10400', 13.77, 100.553, 0.008, [R.vibhavadi, ['ถนนประชาสงเคราะห์', 'Pracha Songkhro Road'], ['ถนนดินแดง', 'Din Daeng Road']], [['ดินแดง', 'Din Daeng'], ['ประชาสงเคราะห์', 'Pracha Songkhro']]),
  phayathai: bkk('พญาไท', 'Phaya Thai', ['สามเสนใน', 'Samsen Nai'], '10400', 13.78, 100.542, 0.008, [R.phahon, R.rama6, ['ถนนประดิพัทธ์', 'Pradipat Road']], [['อารีย์', 'Ari'], ['สะพานควาย', 'Saphan Khwai'], ['ประดิพัทธ์', 'Pradipat']]),
  ratchathewi: bkk('ราชเทวี', 'Ratchathewi', ['ทุ่งพญาไท', 'Thung Phaya Thai'], '10400', 13.759, 100.534, 0.007, [['ถนนศรีอยุธยา', 'Si Ayutthaya Road'], ['ถนนเพชรบุรี', 'Phetchaburi Road'], ['ถนนราชวิถี', 'Ratchawithi Road'], R.rama6], [['ราชเทวี', 'Ratchathewi'], ['อนุสาวรีย์ชัย', 'Victory Monument'], ['ประตูน้ำ', 'Pratunam']]),
  chatuchak: bkk('จตุจักร', 'Chatuchak', ['จอมพล', 'Chom Phon'], '10900', 13.82, 100.56, 0.01, [R.phahon, ['ถนนงามวงศ์วาน', 'Ngamwongwan Road'], R.vibhavadi, R.ratchada], [['ห้าแยกลาดพร้าว', 'Ha Yaek Lat Phrao'], ['เสนานิคม', 'Sena Nikhom'], ['ลาดยาว', 'Lat Yao']]),
  latphrao: bkk('ลาดพร้าว', 'Lat Phrao', ['จรเข้บัว', 'Chorakhe Bua'], '10230', 13.82, 100.608, 0.01, [R.latphrao, R.pradit, ['ถนนโชคชัย 4', 'Chokchai 4 Road']], [['โชคชัย 4', 'Chokchai 4'], ['ลาดพร้าว 71', 'Lat Phrao 71']]),
  bangkapi: bkk('บางกะปิ', 'Bang Kapi', ['คลองจั่น', 'Khlong Chan'], '10240', 13.768, 100.64, 0.01, [R.latphrao, R.ramkhamhaeng, R.seithai], [['บางกะปิ', 'Bang Kapi'], ['หัวหมาก', 'Hua Mak'], ['เสรีไทย', 'Seri Thai']]),
  bangna: bkk('บางนา', 'Bang Na', ['บางนาเหนือ', 'Bang Na Nuea'], '10260', 13.67, 100.615, 0.01, [R.bangnatrat, ['ถนนสรรพาวุธ', 'Sanphawut Road'], R.sukhumvit], [['บางนา', 'Bang Na'], ['อุดมสุข', 'Udom Suk'], ['แบริ่ง', 'Bearing']]),
  phrakhanong: bkk('พระโขนง', 'Phra Khanong', ['บางจาก', 'Bang Chak'], '10260', 13.695, 100.605, 0.008, [R.sukhumvit, ['ซอยปุณณวิถี', 'Soi Punnawithi'], ['ซอยสุขุมวิท 101/1', 'Soi Sukhumvit 101/1']], [['พระโขนง', 'Phra Khanong'], ['ปุณณวิถี', 'Punnawithi']]),
  suanluang: bkk('สวนหลวง', 'Suan Luang', ['สวนหลวง', 'Suan Luang'], '10250', 13.725, 100.64, 0.01, [R.srinagarindra, ['ถนนพัฒนาการ', 'Phatthanakan Road'], R.onnut], [['อ่อนนุช', 'On Nut'], ['พัฒนาการ', 'Phatthanakan'], ['ศรีนครินทร์', 'Srinakarin']]),
  prawet: bkk('ประเวศ', 'Prawet', ['หนองบอน', 'Nong Bon'], '10250', 13.695, 100.665, 0.01, [['ถนนเฉลิมพระเกียรติ ร.9', 'Chaloem Phrakiat Rama 9 Road'], R.srinagarindra, R.onnut], [['ประเวศ', 'Prawet'], ['เฉลิมพระเกียรติ', 'Chaloem Phrakiat']]),
  saphansung: bkk('สะพานสูง', 'Saphan Sung', ['สะพานสูง', 'Saphan Sung'], '10240', 13.765, 100.68, 0.01, [R.ramkhamhaeng, ['ถนนกรุงเทพกรีฑา', 'Krungthep Kreetha Road']], [['สะพานสูง', 'Saphan Sung'], ['กรุงเทพกรีฑา', 'Krungthep Kreetha']]),
  minburi: bkk('มีนบุรี', 'Min Buri', ['มีนบุรี', 'Min Buri'], '10510', 13.813, 100.73, 0.012, [['ถนนสีหบุรานุกิจ', 'Sihaburanukit Road'], R.ramintra, R.romklao], [['มีนบุรี', 'Min Buri'], ['ร่มเกล้า', 'Romklao']]),
  latkrabang: bkk('ลาดกระบัง', 'Lat Krabang', ['ลาดกระบัง', 'Lat Krabang'], '10520', 13.725, 100.76, 0.012, [['ถนนลาดกระบัง', 'Lat Krabang Road'], ['ถนนฉลองกรุง', 'Chalong Krung Road'], R.romklao], [['ลาดกระบัง', 'Lat Krabang'], ['หัวตะเข้', 'Hua Takhe']]),
  buengkum: bkk('บึงกุ่ม', 'Bueng Kum', ['คลองกุ่ม', 'Khlong Kum'], '10240', 13.795, 100.66, 0.008, [['ถนนนวมินทร์', 'Nawamin Road'], R.seithai], [['นวมินทร์', 'Nawamin'], ['บึงกุ่ม', 'Bueng Kum']]),
  wangthonglang: bkk('วังทองหลาง', 'Wang Thonglang', ['วังทองหลาง', 'Wang Thonglang'], '10310', 13.778, 100.607, 0.007, [R.latphrao, R.pradit], [['วังทองหลาง', 'Wang Thonglang'], ['ทาวน์อินทาวน์', 'Town in Town']]),
  bangkhen: bkk('บางเขน', 'Bang Khen', ['อนุสาวรีย์', 'Anusawari'], '10220', 13.87, 100.61, 0.012, [R.phahon, R.ramintra], [['รามอินทรา', 'Ram Inthra'], ['บางเขน', 'Bang Khen'], ['วัชรพล', 'Watcharaphon']]),
  laksi: bkk('หลักสี่', 'Lak Si', ['ทุ่งสองห้อง', 'Thung Song Hong'], '10210', 13.885, 100.57, 0.01, [R.chaengwattana, R.vibhavadi, ['ถนนกำแพงเพชร 6', 'Kamphaeng Phet 6 Road']], [['แจ้งวัฒนะ', 'Chaeng Watthana'], ['หลักสี่', 'Lak Si']]),
  donmueang: bkk('ดอนเมือง', 'Don Mueang', ['สีกัน', 'Si Kan'], '10210', 13.915, 100.595, 0.01, [R.vibhavadi, ['ถนนสรงประภา', 'Song Prapha Road'], ['ถนนเดชะตุงคะ', 'Decha Tungkha Road']], [['ดอนเมือง', 'Don Mueang'], ['สรงประภา', 'Song Prapha']]),
  saimai: bkk('สายไหม', 'Sai Mai', ['สายไหม', 'Sai Mai'], '10220', 13.91, 100.65, 0.012, [['ถนนสายไหม', 'Sai Mai Road'], R.phahon], [['สายไหม', 'Sai Mai'], ['สะพานใหม่', 'Saphan Mai']]),
  bangsue: bkk('บางซื่อ', 'Bang Sue', ['บางซื่อ', 'Bang Sue'], '10800', 13.81, 100.535, 0.008, [['ถนนประชาชื่น', 'Prachachuen Road'], ['ถนนเตชะวณิช', 'Techawanit Road'], ['ถนนประชาราษฎร์สาย 1', 'Pracharat Sai 1 Road']], [['ประชาชื่น', 'Prachachuen'], ['บางซื่อ', 'Bang Sue'], ['เตาปูน', 'Tao Poon']]),
  dusit: bkk('ดุสิต', 'Dusit', ['วชิรพยาบาล', 'Wachiraphayaban'], '10300', 13.78, 100.51, 0.006, [['ถนนสามเสน', 'Samsen Road'], ['ถนนนครไชยศรี', 'Nakhon Chai Si Road'], ['ถนนสุโขทัย', 'Sukhothai Road']], [['สามเสน', 'Samsen'], ['ดุสิต', 'Dusit']]),
  bangkoknoi: bkk('บางกอกน้อย', 'Bangkok Noi', ['ศิริราช', 'Siri Rat'], '10700', 13.762, 100.475, 0.008, [['ถนนอรุณอมรินทร์', 'Arun Amarin Road'], R.charansanit, R.borom, ['ถนนพรานนก', 'Phran Nok Road']], [['ปิ่นเกล้า', 'Pinklao'], ['ศิริราช', 'Siriraj'], ['พรานนก', 'Phran Nok']]),
  bangphlat: bkk('บางพลัด', 'Bang Phlat', ['บางบำหรุ', 'Bang Bamru'], '10700', 13.793, 100.495, 0.008, [R.charansanit, ['ถนนสิรินธร', 'Sirindhorn Road']], [['บางพลัด', 'Bang Phlat'], ['บางอ้อ', 'Bang O']]),
  khlongsan: bkk('คลองสาน', 'Khlong San', ['คลองต้นไทร', 'Khlong Ton Sai'], '10600', 13.727, 100.505, 0.006, [['ถนนเจริญนคร', 'Charoen Nakhon Road'], ['ถนนลาดหญ้า', 'Lat Ya Road'], ['ถนนสมเด็จเจ้าพระยา', 'Somdet Chao Phraya Road']], [['คลองสาน', 'Khlong San'], ['เจริญนคร', 'Charoen Nakhon']]),
  thonburi: bkk('ธนบุรี', 'Thon Buri', ['บุคคโล', 'Bukkhalo'], '10600', 13.72, 100.49, 0.007, [['ถนนตากสิน', 'Taksin Road'], ['ถนนอิสรภาพ', 'Itsaraphap Road'], ['ถนนเทอดไท', 'Thoet Thai Road']], [['วงเวียนใหญ่', 'Wongwian Yai'], ['ตลาดพลู', 'Talat Phlu']]),
  ratburana: bkk('ราษฎร์บูรณะ', 'Rat Burana', ['บางปะกอก', 'Bang Pakok'], '10140', 13.685, 100.5, 0.007, [R.suksawat, ['ถนนราษฎร์บูรณะ', 'Rat Burana Road'], R.prachauthit], [['ราษฎร์บูรณะ', 'Rat Burana'], ['สุขสวัสดิ์', 'Suksawat']]),
  thungkhru: bkk('ทุ่งครุ', 'Thung Khru', ['บางมด', 'Bang Mot'], '10140', 13.65, 100.495, 0.01, [R.prachauthit, ['ถนนพุทธบูชา', 'Phutthabucha Road'], R.rama2], [['บางมด', 'Bang Mot'], ['ทุ่งครุ', 'Thung Khru']]),
  chomthong: bkk('จอมทอง', 'Chom Thong', ['บางค้อ', 'Bang Kho'], '10150', 13.69, 100.48, 0.008, [['ถนนเอกชัย', 'Ekkachai Road'], R.rama2, ['ถนนวุฒากาศ', 'Wutthakat Road']], [['จอมทอง', 'Chom Thong'], ['วุฒากาศ', 'Wutthakat']]),
  bangkhunthian: bkk('บางขุนเทียน', 'Bang Khun Thian', ['แสมดำ', 'Samae Dam'], '10150', 13.66, 100.44, 0.01, [R.rama2, ['ถนนบางขุนเทียน-ชายทะเล', 'Bang Khun Thian-Chai Thale Road'], ['ถนนเทียนทะเล', 'Thian Thale Road']], [['พระราม 2', 'Rama 2'], ['ท่าข้าม', 'Tha Kham']]),
  phasicharoen: bkk('ภาษีเจริญ', 'Phasi Charoen', ['บางหว้า', 'Bang Wa'], '10160', 13.72, 100.44, 0.008, [R.phetkasem, ['ถนนกัลปพฤกษ์', 'Kanlapaphruek Road'], ['ถนนราชพฤกษ์', 'Ratchaphruek Road']], [['บางหว้า', 'Bang Wa'], ['ภาษีเจริญ', 'Phasi Charoen']]),
  bangkhae: bkk('บางแค', 'Bang Khae', ['บางแคเหนือ', 'Bang Khae Nuea'], '10160', 13.715, 100.405, 0.01, [R.phetkasem, R.kanchanaphisek, ['ถนนบางแวก', 'Bang Waek Road']], [['บางแค', 'Bang Khae'], ['หลักสอง', 'Lak Song']]),
  talingchan: bkk('ตลิ่งชัน', 'Taling Chan', ['ตลิ่งชัน', 'Taling Chan'], '10170', 13.78, 100.455, 0.01, [R.borom, ['ถนนฉิมพลี', 'Chimphli Road'], ['ถนนชัยพฤกษ์', 'Chaiyaphruek Road']], [['ตลิ่งชัน', 'Taling Chan'], ['ฉิมพลี', 'Chimphli']]),
  yannawa: bkk('ยานนาวา', 'Yan Nawa', ['ช่องนนทรี', 'Chong Nonsi'], '10120', 13.695, 100.545, 0.008, [R.rama3, R.narathiwat, ['ถนนสาธุประดิษฐ์', 'Sathu Pradit Road']], [['พระราม 3', 'Rama 3'], ['สาธุประดิษฐ์', 'Sathu Pradit']]),
  bangkholaem: bkk('บางคอแหลม', 'Bang Kho Laem', ['บางโคล่', 'Bang Khlo'], '10120', 13.693, 100.505, 0.007, [['ถนนเจริญกรุง', 'Charoen Krung Road'], R.rama3], [['เจริญกรุง', 'Charoen Krung'], ['บางโคล่', 'Bang Khlo']]),
  pomprap: bkk('ป้อมปราบศัตรูพ่าย', 'Pom Prap Sattru Phai', ['วัดเทพศิรินทร์', 'Wat Thep Sirin'], '10100', 13.752, 100.515, 0.005, [['ถนนกรุงเกษม', 'Krung Kasem Road'], ['ถนนพลับพลาไชย', 'Phlapphla Chai Road'], ['ถนนหลานหลวง', 'Lan Luang Road']], [['หลานหลวง', 'Lan Luang'], ['วรจักร', 'Worachak']]),
  samphanthawong: bkk('สัมพันธวงศ์', 'Samphanthawong', ['สัมพันธวงศ์', 'Samphanthawong'], '10100', 13.74, 100.51, 0.004, [['ถนนเยาวราช', 'Yaowarat Road'], ['ถนนเจริญกรุง', 'Charoen Krung Road']], [['เยาวราช', 'Yaowarat']]),
  // Bangkok metropolitan region
  nbmueang: amp('nonthaburi', ['เมืองนนทบุรี', 'Mueang Nonthaburi'], ['บางกระสอ', 'Bang Kraso'], '11000', 13.85, 100.515, 0.012, [['ถนนงามวงศ์วาน', 'Ngamwongwan Road'], R.rattanathibet, R.tiwanon], [['แคราย', 'Khae Rai'], ['สนามบินน้ำ', 'Sanambin Nam'], ['งามวงศ์วาน', 'Ngamwongwan']]),
  pakkret: amp('nonthaburi', ['ปากเกร็ด', 'Pak Kret'], ['บ้านใหม่', 'Ban Mai'], '11120', 13.91, 100.52, 0.012, [R.chaengwattana, R.tiwanon, ['ถนนป๊อปปูล่า', 'Popular Road']], [['เมืองทองธานี', 'Muang Thong Thani'], ['ปากเกร็ด', 'Pak Kret']]),
  bangbuathong: amp('nonthaburi', ['บางบัวทอง', 'Bang Bua Thong'], ['โสนลอย', 'Sano Loi'], '11110', 13.91, 100.425, 0.012, [R.kanchanaphisek, ['ถนนบางกรวย-ไทรน้อย', 'Bang Kruai-Sai Noi Road']], [['บางบัวทอง', 'Bang Bua Thong'], ['พิมลราช', 'Phimon Rat']]),
  bangyai: amp('nonthaburi', ['บางใหญ่', 'Bang Yai'], ['เสาธงหิน', 'Sao Thong Hin'], '11140', 13.875, 100.41, 0.01, [R.kanchanaphisek, R.rattanathibet], [['บางใหญ่', 'Bang Yai'], ['บางรักพัฒนา', 'Bang Rak Phatthana']]),
  ptmueang: amp('pathumthani', ['เมืองปทุมธานี', 'Mueang Pathum Thani'], ['บางปรอก', 'Bang Prok'], '12000', 14.02, 100.53, 0.01, [['ถนนปทุมธานี-สามโคก', 'Pathum Thani-Sam Khok Road'], ['ถนนปทุมธานี-ลาดหลุมแก้ว', 'Pathum Thani-Lat Lum Kaeo Road']], [['ปทุมธานี', 'Pathum Thani']]),
  khlongluang: amp('pathumthani', ['คลองหลวง', 'Khlong Luang'], ['คลองหนึ่ง', 'Khlong Nueng'], '12120', 14.06, 100.61, 0.015, [R.phahon, ['ถนนคลองหลวง', 'Khlong Luang Road']], [['คลองหลวง', 'Khlong Luang'], ['นวนคร', 'Navanakorn']]),
  thanyaburi: amp('pathumthani', ['ธัญบุรี', 'Thanyaburi'], ['ประชาธิปัตย์', 'Prachathipat'], '12130', 13.99, 100.63, 0.012, [['ถนนรังสิต-นครนายก', 'Rangsit-Nakhon Nayok Road'], R.phahon], [['รังสิต', 'Rangsit'], ['ธัญบุรี', 'Thanyaburi']]),
  lamlukka: amp('pathumthani', ['ลำลูกกา', 'Lam Luk Ka'], ['คูคต', 'Khu Khot'], '12130', 13.965, 100.64, 0.01, [['ถนนลำลูกกา', 'Lam Luk Ka Road'], R.phahon], [['ลำลูกกา', 'Lam Luk Ka'], ['คูคต', 'Khu Khot']]),
  spmueang: amp('samutprakan', ['เมืองสมุทรปราการ', 'Mueang Samut Prakan'], ['ปากน้ำ', 'Pak Nam'], '10270', 13.6, 100.6, 0.008, [R.sukhumvit, R.srinagarindra, ['ถนนสายลวด', 'Sai Luat Road']], [['ปากน้ำ', 'Pak Nam'], ['สำโรง', 'Samrong'], ['แพรกษา', 'Phraek Sa']]),
  bangphli: amp('samutprakan', ['บางพลี', 'Bang Phli'], ['บางพลีใหญ่', 'Bang Phli Yai'], '10540', 13.61, 100.705, 0.012, [R.bangnatrat, ['ถนนเทพารักษ์', 'Theparak Road'], ['ถนนกิ่งแก้ว', 'King Kaeo Road']], [['บางพลี', 'Bang Phli'], ['กิ่งแก้ว', 'King Kaeo'], ['เทพารักษ์', 'Theparak']]),
  phrapradaeng: amp('samutprakan', ['พระประแดง', 'Phra Pradaeng'], ['ทรงคนอง', 'Song Khanong'], '10130', 13.66, 100.535, 0.006, [R.suksawat, ['ถนนเพชรหึงษ์', 'Phet Hueng Road']], [['พระประแดง', 'Phra Pradaeng']]),
  ssmueang: amp('samutsakhon', ['เมืองสมุทรสาคร', 'Mueang Samut Sakhon'], ['มหาชัย', 'Maha Chai'], '74000', 13.548, 100.275, 0.008, [['ถนนเอกชัย', 'Ekkachai Road'], R.rama2, ['ถนนเศรษฐกิจ 1', 'Setthakit 1 Road']], [['มหาชัย', 'Mahachai']]),
  krathumbaen: amp('samutsakhon', ['กระทุ่มแบน', 'Krathum Baen'], ['อ้อมน้อย', 'Om Noi'], '74130', 13.705, 100.315, 0.008, [R.phetkasem, ['ถนนเศรษฐกิจ 1', 'Setthakit 1 Road']], [['อ้อมน้อย', 'Om Noi']]),
  npmueang: amp('nakhonpathom', ['เมืองนครปฐม', 'Mueang Nakhon Pathom'], ['พระปฐมเจดีย์', 'Phra Pathom Chedi'], '73000', 13.82, 100.06, 0.01, [R.phetkasem, ['ถนนราชวิถี', 'Ratchawithi Road'], ['ถนนทรงพล', 'Songphon Road']], [['นครปฐม', 'Nakhon Pathom'], ['องค์พระ', 'Ong Phra']]),
  samphran: amp('nakhonpathom', ['สามพราน', 'Sam Phran'], ['อ้อมใหญ่', 'Om Yai'], '73160', 13.705, 100.29, 0.008, [R.phetkasem], [['อ้อมใหญ่', 'Om Yai'], ['สามพราน', 'Sam Phran']]),
  // North
  cmsiphum: amp('chiangmai', ['เมืองเชียงใหม่', 'Mueang Chiang Mai'], ['ศรีภูมิ', 'Si Phum'], '50200', 18.795, 98.99, 0.008, [['ถนนบุญเรืองฤทธิ์', 'Bunrueangrit Road'], ['ถนนมณีนพรัตน์', 'Maninopparat Road'], R.chotana], [['ช้างเผือก', 'Chang Phueak'], ['ประตูท่าแพ', 'Tha Phae Gate']]),
  cmsuthep: amp('chiangmai', ['เมืองเชียงใหม่', 'Mueang Chiang Mai'], ['สุเทพ', 'Suthep'], '50200', 18.796, 98.967, 0.008, [['ถนนนิมมานเหมินท์', 'Nimmanhaemin Road'], ['ถนนห้วยแก้ว', 'Huai Kaeo Road'], ['ถนนสุเทพ', 'Suthep Road']], [['นิมมาน', 'Nimman'], ['ห้วยแก้ว', 'Huai Kaeo']]),
  cmnongpakhrang: amp('chiangmai', ['เมืองเชียงใหม่', 'Mueang Chiang Mai'], ['หนองป่าครั่ง', 'Nong Pa Khrang'], '50000', 18.793, 99.025, 0.008, [['ถนนซุปเปอร์ไฮเวย์เชียงใหม่-ลำปาง', 'Chiang Mai-Lampang Superhighway'], ['ถนนเจริญเมือง', 'Charoen Mueang Road']], [['หนองป่าครั่ง', 'Nong Pa Khrang'], ['สันป่าข่อย', 'San Pa Khoi']]),
  cmchangkhlan: amp('chiangmai', ['เมืองเชียงใหม่', 'Mueang Chiang Mai'], ['ช้างคลาน', 'Chang Khlan'], '50100', 18.778, 98.998, 0.006, [['ถนนช้างคลาน', 'Chang Khlan Road'], ['ถนนเจริญประเทศ', 'Charoen Prathet Road']], [['ช้างคลาน', 'Chang Khlan']]),
  hangdong: amp('chiangmai', ['หางดง', 'Hang Dong'], ['หางดง', 'Hang Dong'], '50230', 18.687, 98.92, 0.01, [['ถนนเชียงใหม่-หางดง', 'Chiang Mai-Hang Dong Road'], ['ถนนคลองชลประทาน', 'Canal Road']], [['หางดง', 'Hang Dong']]),
  sansai: amp('chiangmai', ['สันทราย', 'San Sai'], ['สันทรายน้อย', 'San Sai Noi'], '50210', 18.85, 99.035, 0.012, [['ถนนเชียงใหม่-แม่โจ้', 'Chiang Mai-Mae Jo Road']], [['แม่โจ้', 'Mae Jo'], ['สันทราย', 'San Sai']]),
  maerim: amp('chiangmai', ['แม่ริม', 'Mae Rim'], ['ริมใต้', 'Rim Tai'], '50180', 18.91, 98.945, 0.01, [R.chotana], [['แม่ริม', 'Mae Rim']]),
  sankamphaeng: amp('chiangmai', ['สันกำแพง', 'San Kamphaeng'], ['สันกำแพง', 'San Kamphaeng'], '50130', 18.745, 99.12, 0.01, [['ถนนเชียงใหม่-สันกำแพง', 'Chiang Mai-San Kamphaeng Road']], [['สันกำแพง', 'San Kamphaeng']]),
  crmueang: amp('chiangrai', ['เมืองเชียงราย', 'Mueang Chiang Rai'], ['เวียง', 'Wiang'], '57000', 19.908, 99.832, 0.01, [R.phahon, ['ถนนบรรพปราการ', 'Banphaprakan Road'], ['ถนนสิงหไคล', 'Singhaclai Road']], [['เชียงราย', 'Chiang Rai'], ['บ้านดู่', 'Ban Du']]),
  maesai: amp('chiangrai', ['แม่สาย', 'Mae Sai'], ['เวียงพางคำ', 'Wiang Phang Kham'], '57130', 20.425, 99.883, 0.006, [R.phahon], [['แม่สาย', 'Mae Sai']]),
  lampang: amp('lampang', ['เมืองลำปาง', 'Mueang Lampang'], ['สบตุ๋ย', 'Sop Tui'], '52100', 18.288, 99.495, 0.01, [R.phahon, ['ถนนบุญวาทย์', 'Boonyawat Road']], [['ลำปาง', 'Lampang'], ['สบตุ๋ย', 'Sop Tui']]),
  plmueang: amp('phitsanulok', ['เมืองพิษณุโลก', 'Mueang Phitsanulok'], ['ในเมือง', 'Nai Mueang'], '65000', 16.82, 100.265, 0.01, [['ถนนบรมไตรโลกนารถ', 'Borommatrailokkanat Road'], ['ถนนสิงหวัฒน์', 'Singhawat Road'], ['ถนนพระองค์ดำ', 'Phra Ong Dam Road'], R.mittraphap], [['พิษณุโลก', 'Phitsanulok'], ['ท่าทอง', 'Tha Thong']]),
  nakhonsawan: amp('nakhonsawan', ['เมืองนครสวรรค์', 'Mueang Nakhon Sawan'], ['ปากน้ำโพ', 'Pak Nam Pho'], '60000', 15.703, 100.137, 0.01, [['ถนนสวรรค์วิถี', 'Sawanwithi Road'], ['ถนนมาตุลี', 'Matuli Road']], [['ปากน้ำโพ', 'Pak Nam Pho']]),
  maesot: amp('tak', ['แม่สอด', 'Mae Sot'], ['แม่สอด', 'Mae Sot'], '63110', 16.715, 98.57, 0.008, [['ถนนอินทรคีรี', 'Intharakhiri Road'], R.asian], [['แม่สอด', 'Mae Sot']]),
  phetchabun: amp('phetchabun', ['เมืองเพชรบูรณ์', 'Mueang Phetchabun'], ['ในเมือง', 'Nai Mueang'], '67000', 16.419, 101.158, 0.008, [['ถนนสามัคคีชัย', 'Samakkhi Chai Road']], [['เพชรบูรณ์', 'Phetchabun']]),
  // Northeast
  kkmueang: amp('khonkaen', ['เมืองขอนแก่น', 'Mueang Khon Kaen'], ['ในเมือง', 'Nai Mueang'], '40000', 16.432, 102.833, 0.012, [['ถนนศรีจันทร์', 'Si Chan Road'], R.mittraphap, ['ถนนกลางเมือง', 'Klang Mueang Road'], ['ถนนประชาสโมสร', 'Prachasamoson Road']], [['กังสดาล', 'Kangsadan'], ['บึงแก่นนคร', 'Bueng Kaen Nakhon'], ['ศรีจันทร์', 'Si Chan']]),
  banphai: amp('khonkaen', ['บ้านไผ่', 'Ban Phai'], ['ในเมือง', 'Nai Mueang'], '40110', 16.06, 102.73, 0.008, [['ถนนแจ้งสนิท', 'Chaeng Sanit Road']], [['บ้านไผ่', 'Ban Phai']]),
  chumphae: amp('khonkaen', ['ชุมแพ', 'Chum Phae'], ['ชุมแพ', 'Chum Phae'], '40130', 16.545, 102.1, 0.008, [['ถนนมะลิวัลย์', 'Maliwan Road']], [['ชุมแพ', 'Chum Phae']]),
  udmueang: amp('udonthani', ['เมืองอุดรธานี', 'Mueang Udon Thani'], ['หมากแข้ง', 'Mak Khaeng'], '41000', 17.415, 102.787, 0.012, [['ถนนโพศรี', 'Pho Si Road'], ['ถนนอุดรดุษฎี', 'Udon Dutsadi Road'], ['ถนนทหาร', 'Thahan Road'], ['ถนนประจักษ์ศิลปาคม', 'Prajak Sinlapakhom Road']], [['หนองประจักษ์', 'Nong Prajak'], ['อุดร', 'Udon']]),
  kumphawapi: amp('udonthani', ['กุมภวาปี', 'Kumphawapi'], ['กุมภวาปี', 'Kumphawapi'], '41110', 17.115, 103.02, 0.008, [R.mittraphap], [['กุมภวาปี', 'Kumphawapi']]),
  krmueang: amp('korat', ['เมืองนครราชสีมา', 'Mueang Nakhon Ratchasima'], ['ในเมือง', 'Nai Mueang'], '30000', 14.973, 102.095, 0.012, [R.mittraphap, ['ถนนสุรนารี', 'Suranari Road'], ['ถนนมหาดไทย', 'Mahatthai Road'], ['ถนนจอมพล', 'Chomphon Road']], [['โคราช', 'Korat'], ['ย่าโม', 'Ya Mo'], ['หัวทะเล', 'Hua Thale']]),
  pakchong: amp('korat', ['ปากช่อง', 'Pak Chong'], ['ปากช่อง', 'Pak Chong'], '30130', 14.708, 101.417, 0.01, [R.mittraphap], [['ปากช่อง', 'Pak Chong'], ['เขาใหญ่', 'Khao Yai']]),
  ubmueang: amp('ubon', ['เมืองอุบลราชธานี', 'Mueang Ubon Ratchathani'], ['ในเมือง', 'Nai Mueang'], '34000', 15.245, 104.848, 0.01, [['ถนนชยางกูร', 'Chayangkun Road'], ['ถนนสรรพสิทธิ์', 'Sapphasit Road'], ['ถนนอุปราช', 'Upparat Road']], [['ทุ่งศรีเมือง', 'Thung Si Mueang'], ['อุบล', 'Ubon']]),
  warin: amp('ubon', ['วารินชำราบ', 'Warin Chamrap'], ['วารินชำราบ', 'Warin Chamrap'], '34190', 15.195, 104.865, 0.008, [['ถนนสถลมาร์ค', 'Sathonlamak Road']], [['วารินชำราบ', 'Warin Chamrap']]),
  sakon: amp('sakon', ['เมืองสกลนคร', 'Mueang Sakon Nakhon'], ['ธาตุเชิงชุม', 'That Choeng Chum'], '47000', 17.16, 104.145, 0.01, [['ถนนสุขเกษม', 'Sukkasem Road'], ['ถนนรัฐพัฒนา', 'Rattaphatthana Road']], [['สกลนคร', 'Sakon Nakhon']]),
  buriram: amp('buriram', ['เมืองบุรีรัมย์', 'Mueang Buri Ram'], ['ในเมือง', 'Nai Mueang'], '31000', 14.993, 103.103, 0.008, [['ถนนจิระ', 'Chira Road'], ['ถนนนิวาศ', 'Niwat Road']], [['บุรีรัมย์', 'Buri Ram']]),
  roiet: amp('roiet', ['เมืองร้อยเอ็ด', 'Mueang Roi Et'], ['ในเมือง', 'Nai Mueang'], '45000', 16.055, 103.653, 0.008, [['ถนนเทวาภิบาล', 'Thewaphiban Road'], ['ถนนรณชัยชาญยุทธ', 'Ronnachai Chanyut Road']], [['ร้อยเอ็ด', 'Roi Et']]),
  nongkhai: amp('nongkhai', ['เมืองหนองคาย', 'Mueang Nong Khai'], ['ในเมือง', 'Nai Mueang'], '43000', 17.87, 102.74, 0.006, [['ถนนประจักษ์ศิลปาคม', 'Prajak Sinlapakhom Road'], R.mittraphap], [['หนองคาย', 'Nong Khai']]),
  // Central and East
  aymueang: amp('ayutthaya', ['พระนครศรีอยุธยา', 'Phra Nakhon Si Ayutthaya'], ['ประตูชัย', 'Pratu Chai'], '13000', 14.355, 100.57, 0.008, [['ถนนโรจนะ', 'Rojana Road'], ['ถนนอู่ทอง', 'U Thong Road'], ['ถนนศรีสรรเพชญ์', 'Si Sanphet Road']], [['อยุธยา', 'Ayutthaya'], ['ประตูชัย', 'Pratu Chai']]),
  bangpain: amp('ayutthaya', ['บางปะอิน', 'Bang Pa-in'], ['บ้านเลน', 'Ban Len'], '13160', 14.23, 100.58, 0.01, [R.asian], [['บางปะอิน', 'Bang Pa-in']]),
  uthai: amp('ayutthaya', ['อุทัย', 'Uthai'], ['คานหาม', 'Khan Ham'], '13210', 14.35, 100.65, 0.01, [['ถนนโรจนะ', 'Rojana Road']], [['โรจนะ', 'Rojana']]),
  saraburi: amp('saraburi', ['เมืองสระบุรี', 'Mueang Saraburi'], ['ปากเพรียว', 'Pak Phriao'], '18000', 14.53, 100.91, 0.01, [R.phahon, ['ถนนสุดบรรทัด', 'Sut Banthat Road']], [['สระบุรี', 'Saraburi']]),
  lopburi: amp('lopburi', ['เมืองลพบุรี', 'Mueang Lop Buri'], ['ทะเลชุบศร', 'Thale Chup Son'], '15000', 14.8, 100.63, 0.008, [['ถนนนารายณ์มหาราช', 'Narai Maharat Road']], [['ลพบุรี', 'Lop Buri']]),
  ratchaburi: amp('ratchaburi', ['เมืองราชบุรี', 'Mueang Ratchaburi'], ['หน้าเมือง', 'Na Mueang'], '70000', 13.538, 99.817, 0.008, [R.phetkasem, ['ถนนศรีสุริยวงศ์', 'Si Suriyawong Road']], [['ราชบุรี', 'Ratchaburi']]),
  kanchanaburi: amp('kanchanaburi', ['เมืองกาญจนบุรี', 'Mueang Kanchanaburi'], ['บ้านเหนือ', 'Ban Nuea'], '71000', 14.02, 99.53, 0.008, [['ถนนแสงชูโต', 'Saeng Chuto Road']], [['กาญจนบุรี', 'Kanchanaburi']]),
  cbmueang: amp('chonburi', ['เมืองชลบุรี', 'Mueang Chon Buri'], ['บ้านสวน', 'Ban Suan'], '20000', 13.356, 100.995, 0.008, [R.sukhumvit, ['ถนนพระยาสัจจา', 'Phraya Satcha Road'], ['ถนนเศรษฐกิจ', 'Setthakit Road']], [['ชลบุรี', 'Chon Buri'], ['บางแสน', 'Bang Saen'], ['อมตะนคร', 'Amata Nakorn']]),
  pattaya: amp('chonburi', ['บางละมุง', 'Bang Lamung'], ['หนองปรือ', 'Nong Prue'], '20150', 12.93, 100.895, 0.01, [['ถนนพัทยาสาย 2', 'Pattaya Second Road'], ['ถนนพัทยากลาง', 'Pattaya Klang Road'], R.sukhumvit, ['ถนนเทพประสิทธิ์', 'Thepprasit Road']], [['พัทยา', 'Pattaya'], ['จอมเทียน', 'Jomtien'], ['นาเกลือ', 'Naklua']]),
  sriracha: amp('chonburi', ['ศรีราชา', 'Si Racha'], ['ศรีราชา', 'Si Racha'], '20110', 13.17, 100.94, 0.007, [R.sukhumvit, ['ถนนเจิมจอมพล', 'Choemchomphon Road']], [['ศรีราชา', 'Si Racha'], ['แหลมฉบัง', 'Laem Chabang']]),
  sattahip: amp('chonburi', ['สัตหีบ', 'Sattahip'], ['สัตหีบ', 'Sattahip'], '20180', 12.67, 100.905, 0.006, [R.sukhumvit], [['สัตหีบ', 'Sattahip']]),
  rymueang: amp('rayong', ['เมืองระยอง', 'Mueang Rayong'], ['เชิงเนิน', 'Choeng Noen'], '21000', 12.69, 101.27, 0.008, [R.sukhumvit, ['ถนนราษฎร์บำรุง', 'Rat Bamrung Road'], ['ถนนจันทอุดม', 'Chantha Udom Road']], [['ระยอง', 'Rayong'], ['มาบตาพุด', 'Map Ta Phut']]),
  banchang: amp('rayong', ['บ้านฉาง', 'Ban Chang'], ['บ้านฉาง', 'Ban Chang'], '21130', 12.73, 101.065, 0.006, [R.sukhumvit], [['บ้านฉาง', 'Ban Chang']]),
  chachoengsao: amp('chachoengsao', ['เมืองฉะเชิงเทรา', 'Mueang Chachoengsao'], ['หน้าเมือง', 'Na Mueang'], '24000', 13.69, 101.075, 0.008, [['ถนนมหาจักรพรรดิ์', 'Maha Chakkraphat Road'], ['ถนนศุขประยูร', 'Sukprayoon Road']], [['แปดริ้ว', 'Paet Riu']]),
  chanthaburi: amp('chanthaburi', ['เมืองจันทบุรี', 'Mueang Chanthaburi'], ['ตลาด', 'Talat'], '22000', 12.61, 102.105, 0.008, [['ถนนท่าแฉลบ', 'Tha Chalaep Road'], ['ถนนเลียบเนิน', 'Liap Noen Road']], [['จันทบุรี', 'Chanthaburi']]),
  huahin: amp('prachuap', ['หัวหิน', 'Hua Hin'], ['หัวหิน', 'Hua Hin'], '77110', 12.57, 99.95, 0.006, [R.phetkasem, ['ถนนดำเนินเกษม', 'Damnoen Kasem Road']], [['หัวหิน', 'Hua Hin'], ['เขาตะเกียบ', 'Khao Takiap']]),
  // South
  pkmueang: amp('phuket', ['เมืองภูเก็ต', 'Mueang Phuket'], ['ตลาดใหญ่', 'Talat Yai'], '83000', 7.888, 98.387, 0.008, [['ถนนเยาวราช', 'Yaowarat Road'], ['ถนนเทพกระษัตรี', 'Thep Krasattri Road'], ['ถนนพังงา', 'Phang Nga Road'], ['ถนนดีบุก', 'Dibuk Road']], [['เมืองเก่าภูเก็ต', 'Phuket Old Town'], ['สะพานหิน', 'Saphan Hin']]),
  chalong: amp('phuket', ['เมืองภูเก็ต', 'Mueang Phuket'], ['ฉลอง', 'Chalong'], '83130', 7.845, 98.34, 0.006, [['ถนนเจ้าฟ้าตะวันออก', 'Chao Fa East Road'], ['ถนนวิเศษ', 'Wiset Road']], [['ฉลอง', 'Chalong'], ['ราไวย์', 'Rawai'], ['กะรน', 'Karon']]),
  patong: amp('phuket', ['กะทู้', 'Kathu'], ['ป่าตอง', 'Patong'], '83150', 7.894, 98.302, 0.005, [['ถนนราษฎร์อุทิศ 200 ปี', 'Rat-U-Thit 200 Pi Road'], ['ถนนทวีวงศ์', 'Thawewong Road']], [['ป่าตอง', 'Patong']]),
  thalang: amp('phuket', ['ถลาง', 'Thalang'], ['เทพกระษัตรี', 'Thep Krasattri'], '83110', 8.025, 98.335, 0.01, [['ถนนเทพกระษัตรี', 'Thep Krasattri Road']], [['ถลาง', 'Thalang'], ['เชิงทะเล', 'Choeng Thale']]),
  hatyai: amp('songkhla', ['หาดใหญ่', 'Hat Yai'], ['หาดใหญ่', 'Hat Yai'], '90110', 7.006, 100.472, 0.01, [R.phetkasem, ['ถนนนิพัทธ์อุทิศ 3', 'Niphat Uthit 3 Road'], ['ถนนศุภสารรังสรรค์', 'Suppasarn Rangsan Road'], ['ถนนราษฎร์ยินดี', 'Rat Yindee Road']], [['หาดใหญ่', 'Hat Yai'], ['คอหงส์', 'Kho Hong']]),
  skmueang: amp('songkhla', ['เมืองสงขลา', 'Mueang Songkhla'], ['บ่อยาง', 'Bo Yang'], '90000', 7.195, 100.592, 0.005, [['ถนนรามวิถี', 'Ramwithi Road'], ['ถนนไทรบุรี', 'Saiburi Road']], [['สงขลา', 'Songkhla'], ['สมิหลา', 'Samila']]),
  sadao: amp('songkhla', ['สะเดา', 'Sadao'], ['สะเดา', 'Sadao'], '90120', 6.64, 100.425, 0.006, [['ถนนกาญจนวนิช', 'Kanchanawanit Road']], [['สะเดา', 'Sadao'], ['ด่านนอก', 'Dan Nok']]),
  stmueang: amp('suratthani', ['เมืองสุราษฎร์ธานี', 'Mueang Surat Thani'], ['ตลาด', 'Talat'], '84000', 9.135, 99.33, 0.01, [['ถนนตลาดใหม่', 'Talat Mai Road'], ['ถนนศรีวิชัย', 'Si Wichai Road'], ['ถนนกาญจนวิถี', 'Kanchanawithi Road']], [['บ้านดอน', 'Ban Don'], ['ศรีวิชัย', 'Si Wichai']]),
  samui: amp('suratthani', ['เกาะสมุย', 'Ko Samui'], ['บ่อผุด', 'Bo Phut'], '84320', 9.53, 100.045, 0.006, [['ถนนทวีราษฎร์ภักดี', 'Thawi Ratchaphakdi Road']], [['เฉวง', 'Chaweng'], ['ละไม', 'Lamai'], ['บ่อผุด', 'Bo Phut']]),
  nsmueang: amp('nakhonsi', ['เมืองนครศรีธรรมราช', 'Mueang Nakhon Si Thammarat'], ['ในเมือง', 'Nai Mueang'], '80000', 8.433, 99.963, 0.01, [['ถนนราชดำเนิน', 'Ratchadamnoen Road'], ['ถนนพัฒนาการคูขวาง', 'Phatthanakan Khu Khwang Road'], ['ถนนศรีปราชญ์', 'Si Prat Road']], [['ท่าวัง', 'Tha Wang'], ['คูขวาง', 'Khu Khwang']]),
  thungsong: amp('nakhonsi', ['ทุ่งสง', 'Thung Song'], ['ปากแพรก', 'Pak Phraek'], '80110', 8.165, 99.68, 0.008, [['ถนนชนปรีดา', 'Chonpreeda Road']], [['ทุ่งสง', 'Thung Song']]),
  krabi: amp('krabi', ['เมืองกระบี่', 'Mueang Krabi'], ['ปากน้ำ', 'Pak Nam'], '81000', 8.087, 98.905, 0.006, [['ถนนอุตรกิจ', 'Uttarakit Road'], ['ถนนมหาราช', 'Maharat Road']], [['กระบี่', 'Krabi'], ['อ่าวนาง', 'Ao Nang']]),
  trang: amp('trang', ['เมืองตรัง', 'Mueang Trang'], ['ทับเที่ยง', 'Thap Thiang'], '92000', 7.558, 99.611, 0.008, [R.rama6, ['ถนนวิเศษกุล', 'Wisetkun Road']], [['ตรัง', 'Trang']]),
  chumphon: amp('chumphon', ['เมืองชุมพร', 'Mueang Chumphon'], ['ท่าตะเภา', 'Tha Taphao'], '86000', 10.495, 99.18, 0.008, [['ถนนปรมินทรมรรคา', 'Poramin Mankha Road'], ['ถนนท่าตะเภา', 'Tha Taphao Road']], [['ชุมพร', 'Chumphon']]),
  yala: amp('yala', ['เมืองยะลา', 'Mueang Yala'], ['สะเตง', 'Sateng'], '95000', 6.542, 101.28, 0.008, [['ถนนสิโรรส', 'Sirorot Road'], ['ถนนพิพิธภักดี', 'Phiphit Phakdi Road']], [['ยะลา', 'Yala']]),} satisfies Record<string, AreaSrc>;

type AreaKey = keyof typeof AREAS;

/**
 * Hospital tiers drive services and accepted partners:
 * L = large private hospital, M = mid-size private hospital or medical centre, P = public hospital.
 */
type Tier = 'L' | 'M' | 'P';

/** [area, Thai name, English name, tier] */
// biome-ignore format: one hospital per line keeps this table readable
const HOSPITALS: readonly (readonly [AreaKey, string, string, Tier])[] = [
  ['watthana', 'โรงพยาบาลบำรุงราษฎร์', 'Bumrungrad International Hospital', 'L'],
  ['watthana', 'โรงพยาบาลสมิติเวช สุขุมวิท', 'Samitivej Sukhumvit Hospital', 'L'],
  ['watthana', 'โรงพยาบาลคามิลเลียน', 'Camillian Hospital', 'M'],
  ['watthana', 'โรงพยาบาลสุขุมวิท', 'Sukumvit Hospital', 'M'],
  ['khlongtoei', 'โรงพยาบาลเมดพาร์ค', 'MedPark Hospital', 'L'],
  ['khlongtoei', 'โรงพยาบาลกล้วยน้ำไท', 'Kluaynamthai Hospital', 'M'],
  ['pathumwan', 'โรงพยาบาลจุฬาลงกรณ์ สภากาชาดไทย', 'King Chulalongkorn Memorial Hospital', 'P'],
  ['pathumwan', 'โรงพยาบาลตำรวจ', 'Police General Hospital', 'P'],
  ['bangrak', 'โรงพยาบาลบีเอ็นเอช', 'BNH Hospital', 'L'],
  ['bangrak', 'โรงพยาบาลกรุงเทพคริสเตียน', 'Bangkok Christian Hospital', 'M'],
  ['sathon', 'โรงพยาบาลเซนต์หลุยส์', 'Saint Louis Hospital', 'M'],
  ['sathon', 'โรงพยาบาลนานาชาติสาทร', 'Sathon International Hospital', 'M'],
  ['huaikhwang', 'โรงพยาบาลกรุงเทพ', 'Bangkok Hospital', 'L'],
  ['huaikhwang', 'โรงพยาบาลพระรามเก้า', 'Praram 9 Hospital', 'L'],
  ['huaikhwang', 'โรงพยาบาลปิยะเวท', 'Piyavate Hospital', 'M'],
  ['dindaeng', 'โรงพยาบาลประชาเวช ดินแดง', 'Prachavej Hospital Din Daeng', 'M'],
  ['phayathai', 'โรงพยาบาลพญาไท 2', 'Phyathai 2 Hospital', 'L'],
  ['phayathai', 'โรงพยาบาลเปาโล พหลโยธิน', 'Paolo Hospital Phahonyothin', 'M'],
  ['ratchathewi', 'โรงพยาบาลพญาไท 1', 'Phyathai 1 Hospital', 'L'],
  ['ratchathewi', 'โรงพยาบาลรามาธิบดี', 'Ramathibodi Hospital', 'P'],
  ['ratchathewi', 'โรงพยาบาลราชวิถี', 'Rajavithi Hospital', 'P'],
  ['chatuchak', 'โรงพยาบาลวิภาวดี', 'Vibhavadi Hospital', 'M'],
  ['chatuchak', 'ศูนย์การแพทย์ห้าแยกลาดพร้าว', 'Ha Yaek Lat Phrao Medical Center', 'M'],
  ['latphrao', 'โรงพยาบาลลาดพร้าว', 'Lat Phrao Hospital', 'M'],
  ['latphrao', 'โรงพยาบาลเวชรักษ์ โชคชัย 4', 'Vejrak Hospital Chokchai 4', 'M'],
  ['bangkapi', 'โรงพยาบาลเวชธานี', 'Vejthani Hospital', 'L'],
  ['bangkapi', 'โรงพยาบาลรามคำแหง', 'Ramkhamhaeng Hospital', 'L'],
  ['bangna', 'โรงพยาบาลศิครินทร์', 'Sikarin Hospital', 'L'],
  ['bangna', 'โรงพยาบาลนานาชาติบางนา', 'Bang Na International Hospital', 'M'],
  ['phrakhanong', 'โรงพยาบาลสิริเวช ปุณณวิถี', 'Sirivej Hospital Punnawithi', 'M'],
  ['suanluang', 'โรงพยาบาลสมิติเวช ศรีนครินทร์', 'Samitivej Srinakarin Hospital', 'L'],
  ['suanluang', 'โรงพยาบาลสหเวช พัฒนาการ', 'Sahavej Hospital Phatthanakan', 'M'],
  ['prawet', 'ศูนย์การแพทย์ประเวศ', 'Prawet Medical Center', 'M'],
  ['saphansung', 'โรงพยาบาลเกษมราษฎร์ รามคำแหง', 'Kasemrad Hospital Ramkhamhaeng', 'M'],
  ['minburi', 'โรงพยาบาลนวมินทร์ 9', 'Navamin 9 Hospital', 'M'],
  ['minburi', 'โรงพยาบาลศุภเวช มีนบุรี', 'Suphavej Hospital Min Buri', 'M'],
  ['latkrabang', 'โรงพยาบาลเวชรักษ์ ลาดกระบัง', 'Vejrak Hospital Lat Krabang', 'M'],
  ['buengkum', 'โรงพยาบาลนวมินทร์เวช', 'Nawaminvej Hospital', 'M'],
  ['wangthonglang', 'โรงพยาบาลรัตนเวช วังทองหลาง', 'Rattanavej Hospital Wang Thonglang', 'M'],
  ['bangkhen', 'โรงพยาบาลสินแพทย์ รามอินทรา', 'Synphaet Hospital Ram Inthra', 'L'],
  ['laksi', 'ศูนย์การแพทย์แจ้งวัฒนะ', 'Chaeng Watthana Medical Center', 'M'],
  ['donmueang', 'โรงพยาบาลประชารักษ์ ดอนเมือง', 'Pracharak Hospital Don Mueang', 'M'],
  ['saimai', 'โรงพยาบาลบุญเวช สายไหม', 'Boonvej Hospital Sai Mai', 'M'],
  ['bangsue', 'โรงพยาบาลนครเวช ประชาชื่น', 'Nakhonvej Hospital Prachachuen', 'M'],
  ['dusit', 'วชิรพยาบาล', 'Vajira Hospital', 'P'],
  ['bangkoknoi', 'โรงพยาบาลศิริราช ปิยมหาราชการุณย์', 'Siriraj Piyamaharajkarun Hospital', 'L'],
  ['bangkoknoi', 'โรงพยาบาลธนบุรี', 'Thonburi Hospital', 'L'],
  ['bangkoknoi', 'โรงพยาบาลเจ้าพระยา', 'Chao Phya Hospital', 'M'],
  ['bangphlat', 'โรงพยาบาลยันฮี', 'Yanhee Hospital', 'M'],
  ['khlongsan', 'โรงพยาบาลตากสิน', 'Taksin Hospital', 'P'],
  ['thonburi', 'โรงพยาบาลสิริเวช วงเวียนใหญ่', 'Sirivej Hospital Wongwian Yai', 'M'],
  ['ratburana', 'โรงพยาบาลบางปะกอก 9 อินเตอร์เนชั่นแนล', 'Bangpakok 9 International Hospital', 'L'],
  ['thungkhru', 'โรงพยาบาลบางมด', 'Bangmod Hospital', 'M'],
  ['chomthong', 'โรงพยาบาลชัยเวช จอมทอง', 'Chaiyavej Hospital Chom Thong', 'M'],
  ['bangkhunthian', 'โรงพยาบาลนครธน', 'Nakornthon Hospital', 'L'],
  ['phasicharoen', 'โรงพยาบาลพญาไท 3', 'Phyathai 3 Hospital', 'L'],
  ['bangkhae', 'โรงพยาบาลเกษมราษฎร์ บางแค', 'Kasemrad Hospital Bang Khae', 'M'],
  ['bangkhae', 'โรงพยาบาลศุภเวช บางแค', 'Suphavej Hospital Bang Khae', 'M'],
  ['talingchan', 'โรงพยาบาลบุญเวช ตลิ่งชัน', 'Boonvej Hospital Taling Chan', 'M'],
  ['yannawa', 'ศูนย์การแพทย์พระราม 3', 'Rama 3 Medical Center', 'M'],
  ['bangkholaem', 'โรงพยาบาลเจริญกรุงประชารักษ์', 'Charoenkrung Pracharak Hospital', 'P'],
  ['pomprap', 'โรงพยาบาลมิชชั่น', 'Mission Hospital', 'M'],
  ['pomprap', 'โรงพยาบาลหัวเฉียว', 'Hua Chiew Hospital', 'M'],
  ['nbmueang', 'โรงพยาบาลนนทเวช', 'Nonthavej Hospital', 'L'],
  ['nbmueang', 'โรงพยาบาลพระนั่งเกล้า', 'Phranangklao Hospital', 'P'],
  ['nbmueang', 'โรงพยาบาลเวชรักษ์ แคราย', 'Vejrak Hospital Khae Rai', 'M'],
  ['pakkret', 'โรงพยาบาลนานาชาติเมืองทอง', 'Muang Thong International Hospital', 'M'],
  ['pakkret', 'โรงพยาบาลศุภเวช ปากเกร็ด', 'Suphavej Hospital Pak Kret', 'M'],
  ['bangbuathong', 'โรงพยาบาลสหเวช บางบัวทอง', 'Sahavej Hospital Bang Bua Thong', 'M'],
  ['bangyai', 'ศูนย์การแพทย์บางใหญ่', 'Bang Yai Medical Center', 'M'],
  ['ptmueang', 'โรงพยาบาลปทุมธานี', 'Pathum Thani Hospital', 'P'],
  ['khlongluang', 'โรงพยาบาลนครเวช รังสิต', 'Nakhonvej Hospital Rangsit', 'M'],
  ['thanyaburi', 'โรงพยาบาลนานาชาติรังสิต', 'Rangsit International Hospital', 'M'],
  ['lamlukka', 'โรงพยาบาลบุญเวช ลำลูกกา', 'Boonvej Hospital Lam Luk Ka', 'M'],
  ['spmueang', 'โรงพยาบาลเปาโล สมุทรปราการ', 'Paolo Hospital Samut Prakan', 'M'],
  ['spmueang', 'โรงพยาบาลสมุทรปราการ', 'Samut Prakan Hospital', 'P'],
  ['bangphli', 'โรงพยาบาลจุฬารัตน์ 3 อินเตอร์', 'Chularat 3 International Hospital', 'L'],
  ['bangphli', 'โรงพยาบาลนานาชาติสุวรรณภูมิ', 'Suvarnabhumi International Hospital', 'M'],
  ['phrapradaeng', 'โรงพยาบาลประชาเวช พระประแดง', 'Prachavej Hospital Phra Pradaeng', 'M'],
  ['ssmueang', 'โรงพยาบาลมหาชัย', 'Mahachai Hospital', 'M'],
  ['ssmueang', 'โรงพยาบาลสมุทรสาคร', 'Samut Sakhon Hospital', 'P'],
  ['krathumbaen', 'โรงพยาบาลศุภเวช อ้อมน้อย', 'Suphavej Hospital Om Noi', 'M'],
  ['npmueang', 'โรงพยาบาลสหเวช นครปฐม', 'Sahavej Hospital Nakhon Pathom', 'M'],
  ['npmueang', 'โรงพยาบาลนครปฐม', 'Nakhon Pathom Hospital', 'P'],
  ['samphran', 'โรงพยาบาลชัยเวช อ้อมใหญ่', 'Chaiyavej Hospital Om Yai', 'M'],
  ['cmsiphum', 'โรงพยาบาลเชียงใหม่ราม', 'Chiang Mai Ram Hospital', 'L'],
  ['cmsiphum', 'โรงพยาบาลลานนา', 'Lanna Hospital', 'M'],
  ['cmsuthep', 'โรงพยาบาลมหาราชนครเชียงใหม่', 'Maharaj Nakorn Chiang Mai Hospital', 'P'],
  ['cmnongpakhrang', 'โรงพยาบาลกรุงเทพ เชียงใหม่', 'Bangkok Hospital Chiang Mai', 'L'],
  ['cmchangkhlan', 'โรงพยาบาลราชเวช เชียงใหม่', 'Rajavej Chiang Mai Hospital', 'M'],
  ['hangdong', 'โรงพยาบาลศรีล้านนา หางดง', 'Sri Lanna Hospital Hang Dong', 'M'],
  ['sansai', 'ศูนย์การแพทย์แม่โจ้', 'Mae Jo Medical Center', 'M'],
  ['maerim', 'โรงพยาบาลนครพิงค์', 'Nakornping Hospital', 'P'],
  ['crmueang', 'โรงพยาบาลกรุงเทพ เชียงราย', 'Bangkok Hospital Chiang Rai', 'L'],
  ['crmueang', 'โรงพยาบาลเชียงรายประชานุเคราะห์', 'Chiangrai Prachanukroh Hospital', 'P'],
  ['crmueang', 'โรงพยาบาลเกษมราษฎร์ ศรีบุรินทร์', 'Kasemrad Sriburin Hospital', 'M'],
  ['maesai', 'โรงพยาบาลแม่สาย', 'Mae Sai Hospital', 'P'],
  ['lampang', 'โรงพยาบาลลำปาง', 'Lampang Hospital', 'P'],
  ['lampang', 'โรงพยาบาลเขลางค์นคร-ราม', 'Khelang Nakorn-Ram Hospital', 'M'],
  ['plmueang', 'โรงพยาบาลกรุงเทพ พิษณุโลก', 'Bangkok Hospital Phitsanulok', 'L'],
  ['plmueang', 'โรงพยาบาลพุทธชินราช พิษณุโลก', 'Buddhachinaraj Phitsanulok Hospital', 'P'],
  ['plmueang', 'โรงพยาบาลพิษณุเวช', 'Pitsanuvej Hospital', 'M'],
  ['nakhonsawan', 'โรงพยาบาลสวรรค์ประชารักษ์', 'Sawanpracharak Hospital', 'P'],
  ['nakhonsawan', 'โรงพยาบาลศรีสวรรค์', 'Sri Sawan Hospital', 'M'],
  ['maesot', 'โรงพยาบาลแม่สอด', 'Mae Sot Hospital', 'P'],
  ['phetchabun', 'โรงพยาบาลเพชรบูรณ์', 'Phetchabun Hospital', 'P'],
  ['kkmueang', 'โรงพยาบาลกรุงเทพ ขอนแก่น', 'Bangkok Hospital Khon Kaen', 'L'],
  ['kkmueang', 'โรงพยาบาลขอนแก่นราม', 'Khon Kaen Ram Hospital', 'M'],
  ['kkmueang', 'โรงพยาบาลศรีนครินทร์', 'Srinagarind Hospital', 'P'],
  ['kkmueang', 'โรงพยาบาลราชพฤกษ์', 'Ratchaphruek Hospital', 'M'],
  ['banphai', 'โรงพยาบาลบ้านไผ่', 'Ban Phai Hospital', 'P'],
  ['chumphae', 'โรงพยาบาลชุมแพ', 'Chum Phae Hospital', 'P'],
  ['udmueang', 'โรงพยาบาลกรุงเทพ อุดร', 'Bangkok Hospital Udon', 'L'],
  ['udmueang', 'โรงพยาบาลเอกอุดร อินเตอร์เนชั่นแนล', 'AEK Udon International Hospital', 'M'],
  ['udmueang', 'โรงพยาบาลอุดรธานี', 'Udon Thani Hospital', 'P'],
  ['kumphawapi', 'โรงพยาบาลกุมภวาปี', 'Kumphawapi Hospital', 'P'],
  ['krmueang', 'โรงพยาบาลกรุงเทพ ราชสีมา', 'Bangkok Hospital Ratchasima', 'L'],
  ['krmueang', 'โรงพยาบาลเซนต์แมรี่', 'St. Mary Hospital', 'M'],
  ['krmueang', 'โรงพยาบาลมหาราชนครราชสีมา', 'Maharat Nakhon Ratchasima Hospital', 'P'],
  ['krmueang', 'โรงพยาบาลโคราชเมโมเรียล', 'Korat Memorial Hospital', 'M'],
  ['pakchong', 'โรงพยาบาลปากช่องนานา', 'Pakchong Nana Hospital', 'M'],
  ['ubmueang', 'โรงพยาบาลสรรพสิทธิประสงค์', 'Sunpasitthiprasong Hospital', 'P'],
  ['ubmueang', 'โรงพยาบาลราชเวช อุบลราชธานี', 'Rajavej Ubon Ratchathani Hospital', 'M'],
  ['warin', 'โรงพยาบาลวารินชำราบ', 'Warin Chamrap Hospital', 'P'],
  ['sakon', 'โรงพยาบาลสกลนคร', 'Sakon Nakhon Hospital', 'P'],
  ['buriram', 'โรงพยาบาลบุรีรัมย์', 'Buri Ram Hospital', 'P'],
  ['roiet', 'โรงพยาบาลร้อยเอ็ด', 'Roi Et Hospital', 'P'],
  ['nongkhai', 'โรงพยาบาลหนองคาย', 'Nong Khai Hospital', 'P'],
  ['aymueang', 'โรงพยาบาลพระนครศรีอยุธยา', 'Phra Nakhon Si Ayutthaya Hospital', 'P'],
  ['aymueang', 'โรงพยาบาลราชธานี', 'Ratchathani Hospital', 'M'],
  ['bangpain', 'โรงพยาบาลบางปะอิน', 'Bang Pa-in Hospital', 'P'],
  ['uthai', 'โรงพยาบาลนานาชาติโรจนะ', 'Rojana International Hospital', 'M'],
  ['saraburi', 'โรงพยาบาลสระบุรี', 'Saraburi Hospital', 'P'],
  ['saraburi', 'โรงพยาบาลเกษมราษฎร์ สระบุรี', 'Kasemrad Hospital Saraburi', 'M'],
  ['lopburi', 'โรงพยาบาลพระนารายณ์มหาราช', 'King Narai Hospital', 'P'],
  ['ratchaburi', 'โรงพยาบาลราชบุรี', 'Ratchaburi Hospital', 'P'],
  ['kanchanaburi', 'โรงพยาบาลพหลพลพยุหเสนา', 'Paholpolpayuhasena Hospital', 'P'],
  ['kanchanaburi', 'โรงพยาบาลธนกาญจน์', 'Thanakarn Hospital', 'M'],
  ['cbmueang', 'โรงพยาบาลชลบุรี', 'Chon Buri Hospital', 'P'],
  ['cbmueang', 'โรงพยาบาลนานาชาติอมตะ', 'Amata International Hospital', 'M'],
  ['pattaya', 'โรงพยาบาลกรุงเทพ พัทยา', 'Bangkok Hospital Pattaya', 'L'],
  ['pattaya', 'โรงพยาบาลพัทยาเมโมเรียล', 'Pattaya Memorial Hospital', 'M'],
  ['pattaya', 'โรงพยาบาลพัทยาอินเตอร์เนชั่นแนล', 'Pattaya International Hospital', 'M'],
  ['sriracha', 'โรงพยาบาลสมิติเวช ศรีราชา', 'Samitivej Sriracha Hospital', 'L'],
  ['sriracha', 'โรงพยาบาลแหลมฉบัง อินเตอร์เนชั่นแนล', 'Laem Chabang International Hospital', 'M'],
  ['sattahip', 'โรงพยาบาลสมเด็จพระนางเจ้าสิริกิติ์', 'Queen Sirikit Hospital', 'P'],
  ['rymueang', 'โรงพยาบาลกรุงเทพ ระยอง', 'Bangkok Hospital Rayong', 'L'],
  ['rymueang', 'โรงพยาบาลระยอง', 'Rayong Hospital', 'P'],
  ['rymueang', 'โรงพยาบาลมงกุฎระยอง', 'Mongkutrayong Hospital', 'M'],
  ['banchang', 'โรงพยาบาลบ้านฉาง', 'Ban Chang Hospital', 'P'],
  ['chachoengsao', 'โรงพยาบาลพุทธโสธร', 'Buddhasothorn Hospital', 'P'],
  ['chachoengsao', 'โรงพยาบาลโสธรเวช', 'Sothornvej Hospital', 'M'],
  ['chanthaburi', 'โรงพยาบาลพระปกเกล้า', 'Prapokklao Hospital', 'P'],
  ['chanthaburi', 'โรงพยาบาลกรุงเทพ จันทบุรี', 'Bangkok Hospital Chanthaburi', 'L'],
  ['huahin', 'โรงพยาบาลกรุงเทพ หัวหิน', 'Bangkok Hospital Hua Hin', 'L'],
  ['huahin', 'โรงพยาบาลหัวหิน', 'Hua Hin Hospital', 'P'],
  ['pkmueang', 'โรงพยาบาลกรุงเทพ ภูเก็ต', 'Bangkok Hospital Phuket', 'L'],
  ['pkmueang', 'โรงพยาบาลมิชชั่นภูเก็ต', 'Mission Hospital Phuket', 'M'],
  ['pkmueang', 'โรงพยาบาลวชิระภูเก็ต', 'Vachira Phuket Hospital', 'P'],
  ['chalong', 'โรงพยาบาลกรุงเทพ สิริโรจน์', 'Bangkok Hospital Siriroj', 'L'],
  ['patong', 'โรงพยาบาลป่าตอง', 'Patong Hospital', 'P'],
  ['thalang', 'โรงพยาบาลถลาง', 'Thalang Hospital', 'P'],
  ['hatyai', 'โรงพยาบาลกรุงเทพ หาดใหญ่', 'Bangkok Hospital Hat Yai', 'L'],
  ['hatyai', 'โรงพยาบาลหาดใหญ่', 'Hat Yai Hospital', 'P'],
  ['hatyai', 'โรงพยาบาลราษฎร์ยินดี', 'Rajyindee Hospital', 'M'],
  ['hatyai', 'โรงพยาบาลศิครินทร์ หาดใหญ่', 'Sikarin Hat Yai Hospital', 'M'],
  ['skmueang', 'โรงพยาบาลสงขลา', 'Songkhla Hospital', 'P'],
  ['sadao', 'โรงพยาบาลสะเดา', 'Sadao Hospital', 'P'],
  ['stmueang', 'โรงพยาบาลกรุงเทพ สุราษฎร์', 'Bangkok Hospital Surat', 'L'],
  ['stmueang', 'โรงพยาบาลสุราษฎร์ธานี', 'Surat Thani Hospital', 'P'],
  ['stmueang', 'โรงพยาบาลเทพากร', 'Thephakorn Hospital', 'M'],
  ['samui', 'โรงพยาบาลกรุงเทพ สมุย', 'Bangkok Hospital Samui', 'L'],
  ['samui', 'โรงพยาบาลสมุยอินเตอร์เนชั่นแนล', 'Samui International Hospital', 'M'],
  ['nsmueang', 'โรงพยาบาลมหาราชนครศรีธรรมราช', 'Maharaj Nakhon Si Thammarat Hospital', 'P'],
  ['nsmueang', 'โรงพยาบาลนครคริสเตียน', 'Nakhon Christian Hospital', 'M'],
  ['thungsong', 'โรงพยาบาลทุ่งสง', 'Thung Song Hospital', 'P'],
  ['krabi', 'โรงพยาบาลกระบี่', 'Krabi Hospital', 'P'],
  ['krabi', 'โรงพยาบาลกระบี่นครินทร์ อินเตอร์เนชั่นแนล', 'Krabi Nakharin International Hospital', 'M'],
  ['trang', 'โรงพยาบาลตรัง', 'Trang Hospital', 'P'],
  ['chumphon', 'โรงพยาบาลชุมพรเขตรอุดมศักดิ์', 'Chumphon Khet Udomsak Hospital', 'P'],
  ['yala', 'โรงพยาบาลยะลา', 'Yala Hospital', 'P'],];

type ClinicKind =
  | 'medical'
  | 'dental'
  | 'poly'
  | 'family'
  | 'children'
  | 'skin'
  | 'eye'
  | 'physio'
  | 'checkup'
  | 'women';

const EVENING_CLINIC: WeekPattern = [
  ['17:00', '20:00'],
  ['17:00', '20:00'],
  ['17:00', '20:00'],
  ['17:00', '20:00'],
  ['17:00', '20:00'],
  ['09:00', '12:00'],
  null,
];
const MON_SAT = (open: string, close: string): WeekPattern => [
  ...Array.from({ length: 6 }, () => [open, close] as const),
  null,
];

const CLINIC_KINDS: Record<
  ClinicKind,
  {
    th: (hood: string) => string;
    en: (hood: string) => string;
    services: HospitalService[];
    hours: WeekPattern;
  }
> = {
  medical: {
    th: (h) => `คลินิกเวชกรรม${h}`,
    en: (h) => `${h} Medical Clinic`,
    services: ['opd', 'vaccination'],
    hours: EVENING_CLINIC,
  },
  dental: {
    th: (h) => `คลินิกทันตกรรม${h}`,
    en: (h) => `${h} Dental Clinic`,
    services: ['dental'],
    hours: everyDay('10:00', '20:00'),
  },
  poly: {
    th: (h) => `สหคลินิก${h}`,
    en: (h) => `${h} Polyclinic`,
    services: ['opd', 'checkup', 'imaging', 'vaccination'],
    hours: everyDay('08:00', '20:00'),
  },
  family: {
    th: (h) => `คลินิกหมอครอบครัว${h}`,
    en: (h) => `${h} Family Doctor Clinic`,
    services: ['opd', 'pediatrics', 'vaccination', 'telemedicine'],
    hours: [...MON_SAT('08:00', '20:00').slice(0, 6), ['08:00', '12:00']],
  },
  children: {
    th: (h) => `คลินิกเด็ก${h}`,
    en: (h) => `${h} Children's Clinic`,
    services: ['opd', 'pediatrics', 'vaccination'],
    hours: [
      ['17:00', '20:00'],
      ['17:00', '20:00'],
      ['17:00', '20:00'],
      ['17:00', '20:00'],
      ['17:00', '20:00'],
      ['09:00', '16:00'],
      ['09:00', '16:00'],
    ],
  },
  skin: {
    th: (h) => `คลินิกผิวหนัง${h}`,
    en: (h) => `${h} Skin Clinic`,
    services: ['opd', 'dermatology'],
    hours: [null, ...Array.from({ length: 6 }, () => ['11:00', '20:00'] as const)],
  },
  eye: {
    th: (h) => `คลินิกจักษุ${h}`,
    en: (h) => `${h} Eye Clinic`,
    services: ['opd', 'eye'],
    hours: MON_SAT('09:00', '18:00'),
  },
  physio: {
    th: (h) => `คลินิกกายภาพบำบัด${h}`,
    en: (h) => `${h} Physiotherapy Clinic`,
    services: ['physiotherapy'],
    hours: MON_SAT('09:00', '19:00'),
  },
  checkup: {
    th: (h) => `ศูนย์ตรวจสุขภาพ${h}`,
    en: (h) => `${h} Health Check Center`,
    services: ['checkup', 'imaging', 'vaccination'],
    hours: MON_SAT('07:00', '16:00'),
  },
  women: {
    th: (h) => `คลินิกสูตินรีเวช${h}`,
    en: (h) => `${h} Women's Clinic`,
    services: ['opd', 'maternity'],
    hours: [
      ['16:00', '20:00'],
      ['16:00', '20:00'],
      ['16:00', '20:00'],
      ['16:00', '20:00'],
      ['16:00', '20:00'],
      ['09:00', '15:00'],
      null,
    ],
  },
};

const KIND_ROTATION: ClinicKind[] = [
  'medical',
  'dental',
  'poly',
  'family',
  'dental',
  'children',
  'medical',
  'skin',
  'eye',
  'checkup',
  'physio',
  'women',
];

const rand = mulberry32(20261122);
const chance = (p: number) => rand() < p;
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const round5 = (x: number) => Math.round(x * 100000) / 100000;

function phoneFor(tel: string): string {
  if (tel === '02') return `02-${int(100, 999)}-${String(int(0, 9999)).padStart(4, '0')}`;
  return `${tel}-${int(200, 999)}-${String(int(0, 999)).padStart(3, '0')}`;
}

function houseNumber(): string {
  const n = int(1, 999);
  return chance(0.35) ? `${n}/${int(1, 99)}` : String(n);
}

function addressFor(area: AreaSrc): { address: LocalizedText } {
  const prov = PROVINCES[area.p];
  const [roadTh, roadEn] = pick(area.roads);
  const no = houseNumber();
  const isBkk = area.p === 'bkk';
  const th = isBkk
    ? `${no} ${roadTh} แขวง${area.s[0]} ${area.d[0]} ${prov.name[0]} ${area.post}`
    : `${no} ${roadTh} ตำบล${area.s[0]} ${area.d[0]} จังหวัด${prov.name[0]} ${area.post}`;
  const en = `${no} ${roadEn}, ${area.s[1]}, ${area.d[1]}, ${prov.name[1]} ${area.post}`;
  return { address: { th, en } };
}

const level = (pAll: number): CoverageLevel => (chance(pAll) ? 'all' : 'some');

function coverageFor(tier: Tier | 'C', tmpSite: boolean): HospitalCoverage[] {
  const out: HospitalCoverage[] = [];
  const add = (ins_code: InsCode, l: CoverageLevel) => out.push({ ins_code, level: l });
  switch (tier) {
    case 'L':
      add('TPA', 'all');
      add('SLI', 'all');
      add('KSB', level(0.7));
      if (tmpSite) add('TMPCORP', 'all');
      break;
    case 'M':
      add('TPA', level(0.9));
      if (chance(0.6)) add('SLI', level(0.6));
      if (chance(0.45)) add('KSB', level(0.5));
      if (tmpSite && chance(0.45)) add('TMPCORP', level(0.6));
      break;
    case 'P':
      if (chance(0.9)) add('TPA', 'some');
      if (chance(0.4)) add('SLI', 'some');
      if (chance(0.3)) add('KSB', 'some');
      if (tmpSite && chance(0.3)) add('TMPCORP', 'some');
      break;
    case 'C':
      if (chance(0.9)) add('TPA', level(0.85));
      if (chance(0.35)) add('SLI', level(0.7));
      if (chance(0.3)) add('KSB', level(0.7));
      if (tmpSite && chance(0.3)) add('TMPCORP', level(0.8));
      break;
  }
  if (out.length === 0) add('TPA', 'some');
  return out;
}

const TIER_SERVICES: Record<Tier, { base: HospitalService[]; extra: HospitalService[]; extraCount: number }> =
  {
    L: {
      base: [
        'opd',
        'ipd',
        'emergency',
        'checkup',
        'dental',
        'maternity',
        'pediatrics',
        'cardiology',
        'orthopedics',
        'imaging',
        'vaccination',
        'physiotherapy',
        'eye',
        'dermatology',
      ],
      extra: ['dialysis', 'mental_health', 'telemedicine'],
      extraCount: 2,
    },
    M: {
      base: ['opd', 'ipd', 'emergency', 'checkup', 'pediatrics', 'orthopedics', 'imaging', 'vaccination'],
      extra: ['dental', 'maternity', 'dialysis', 'physiotherapy', 'eye', 'cardiology', 'dermatology'],
      extraCount: 3,
    },
    P: {
      base: [
        'opd',
        'ipd',
        'emergency',
        'maternity',
        'pediatrics',
        'dialysis',
        'imaging',
        'vaccination',
        'checkup',
      ],
      extra: ['dental', 'physiotherapy', 'mental_health', 'eye', 'cardiology'],
      extraCount: 2,
    },
  };

const SERVICE_ORDER: readonly HospitalService[] = HOSPITAL_SERVICES;

function servicesFor(tier: Tier): HospitalService[] {
  const { base, extra, extraCount } = TIER_SERVICES[tier];
  const chosen = new Set<HospitalService>(base);
  const pool = [...extra];
  for (let i = 0; i < extraCount && pool.length > 0; i++) {
    chosen.add(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  }
  return SERVICE_ORDER.filter((s) => chosen.has(s));
}

function locate(area: AreaSrc): { lat: number; lng: number } {
  return {
    lat: round5(area.lat + (rand() * 2 - 1) * area.r),
    lng: round5(area.lng + (rand() * 2 - 1) * area.r),
  };
}

function place(area: AreaSrc) {
  const prov = PROVINCES[area.p];
  return {
    province: { th: prov.name[0], en: prov.name[1] },
    district: { th: area.d[0], en: area.d[1] },
    postcode: area.post,
  };
}

function build(): SeedHospital[] {
  const out: SeedHospital[] = [];
  const code = () => `H${String(out.length + 1).padStart(4, '0')}`;

  for (const [key, th, en, tier] of HOSPITALS) {
    const area: AreaSrc = AREAS[key];
    const prov: ProvinceSrc = PROVINCES[area.p];
    out.push({
      code: code(),
      name: { th, en },
      type: 'hospital',
      ...addressFor(area),
      ...place(area),
      phone: phoneFor(prov.tel),
      ...locate(area),
      openingHours: openingHours(everyDay('00:00', '24:00')),
      services: servicesFor(tier),
      coverage: coverageFor(tier, prov.tmp === true),
    });
  }

  let turn = 0;
  (Object.values(AREAS) as AreaSrc[]).forEach((area, areaIndex) => {
    const prov: ProvinceSrc = PROVINCES[area.p];
    area.hoods.forEach(([hoodTh, hoodEn], hoodIndex) => {
      // Bangkok gets a second clinic in every other neighbourhood.
      const count = area.p === 'bkk' && (areaIndex + hoodIndex) % 2 === 0 ? 2 : 1;
      for (let i = 0; i < count; i++) {
        const kind = KIND_ROTATION[turn++ % KIND_ROTATION.length]!;
        const spec = CLINIC_KINDS[kind];
        out.push({
          code: code(),
          name: { th: spec.th(hoodTh), en: spec.en(hoodEn) },
          type: 'clinic',
          ...addressFor(area),
          ...place(area),
          phone: phoneFor(prov.tel),
          ...locate(area),
          openingHours: openingHours(spec.hours),
          services: [...spec.services],
          coverage: coverageFor('C', prov.tmp === true),
        });
      }
    });
  });
  return out;
}

/** The provider network: hospitals first (H0001…), then clinics. */
export const hospitals: SeedHospital[] = build();
