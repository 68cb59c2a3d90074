/**
 * Health and how-to articles: written by the TPA (shown to every partner) or by a partner.
 */
import type { ArticleTag, LocalizedText, SeedArticle } from './types';

const img = (id: string) => `/demo/articles/${id}.svg`;

export const articles: SeedArticle[] = [
  {
    id: 'a01',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'ยื่นเคลมออนไลน์อย่างไรให้ผ่านในครั้งเดียว',
      en: 'How to Get Your Online Claim Right First Time',
    },
    summary: {
      th: 'เตรียมเอกสารให้ครบตั้งแต่แรก ช่วยให้ได้รับเงินเร็วขึ้นและไม่ต้องส่งเอกสารเพิ่ม',
      en: 'Having the right documents from the start gets you paid sooner, with no requests for more paperwork',
    },
    body: {
      th: 'เมื่อเข้ารับการรักษาที่สถานพยาบาลนอกเครือข่าย หรือสถานพยาบาลที่ไม่รับบัตรของแผนท่าน ท่านสามารถสำรองจ่ายแล้วยื่นเคลมผ่านเมนูอีเคลมในแอปได้เอง โดยไม่ต้องส่งเอกสารตัวจริงทางไปรษณีย์ ขั้นตอนมีเพียง 4 ขั้น คือ กรอกข้อมูล แนบเอกสาร ตรวจทาน และส่งคำขอ\n\nเอกสารที่ต้องแนบทุกครั้ง ได้แก่ ใบเสร็จรับเงินฉบับจริงที่ออกในนามผู้ป่วย และใบรับรองแพทย์ที่ระบุการวินิจฉัยและวันที่เข้ารับการรักษา หากเป็นผู้ป่วยใน ควรแนบใบแจ้งค่าใช้จ่ายแยกรายการด้วย กรณีเคลมแทนบุคคลในครอบครัว หรือเป็นการเคลมครั้งแรก ให้แนบสำเนาหน้าสมุดบัญชีธนาคารในประเทศที่เป็นชื่อผู้เอาประกัน\n\nถ่ายภาพเอกสารในที่มีแสงพอ ให้เห็นครบทั้งแผ่นและอ่านตัวเลขได้ชัด รองรับไฟล์ภาพและไฟล์พีดีเอฟ ขนาดไม่เกิน 10 เมกะไบต์ต่อไฟล์ ก่อนกดส่งให้ตรวจทานยอดเงินและวันที่เข้ารับการรักษาให้ตรงกับใบเสร็จ เพราะข้อมูลไม่ตรงกันเป็นสาเหตุอันดับหนึ่งที่ทำให้เคลมล่าช้า\n\nหลังส่งคำขอ ติดตามสถานะได้ที่เมนูสถานะการเคลม สถานะจะเปลี่ยนจากกำลังดำเนินการเป็นอนุมัติหรือไม่อนุมัติ พร้อมเหตุผล และท่านจะได้รับการแจ้งเตือนทุกครั้งที่สถานะเปลี่ยน\n\nสำคัญ: กรุณาเก็บใบเสร็จตัวจริงไว้อย่างน้อย 1 ปีนับจากวันที่ในใบเสร็จ เนื่องจากบริษัทอาจขอตรวจสอบเอกสารต้นฉบับภายหลัง',
      en: 'If you are treated at a hospital outside the network, or one that does not accept your plan’s card, you can pay first and then claim yourself through e-Claim in the app, with no need to post the originals. There are just four steps: fill in the details, attach documents, review, and submit.\n\nEvery claim needs the original receipt issued in the patient’s name and a medical certificate stating the diagnosis and treatment date. For inpatient stays, also attach the itemised bill. If you are claiming for a family member, or it is your first claim, add a photo of the first page of a Thai bank book in the insured person’s name.\n\nPhotograph documents in good light so the whole page shows and the figures are easy to read. We accept JPG, PNG or PDF files of up to 10 MB each. Before submitting, check that the amount and treatment date match the receipt: mismatched details are the most common reason for a delay.\n\nAfter you submit, follow progress under Claim Status. The status changes from In process to Approved or Rejected, with the reason, and you get a notification every time it changes.\n\nImportant: keep the original receipts for at least 1 year from the receipt date, as we may ask to see them later.',
    },
    image: img('a01'),
    publishedAt: '2026-03-12T09:00:00+07:00',
    readingMinutes: 4,
    tags: ['claims', 'insurance_basics'],
  },
  {
    id: 'a02',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'ใช้บัตรประกันสุขภาพในแอปที่โรงพยาบาล ทำอย่างไร',
      en: 'Using the Insurance Card in the App at a Hospital',
    },
    summary: {
      th: 'ไม่ต้องพกบัตรพลาสติก แสดงบัตรในแอปเพื่อใช้สิทธิ์ได้ทันทีที่โรงพยาบาลในเครือข่าย',
      en: 'No plastic card needed: show the card in the app to use your cover at network hospitals',
    },
    body: {
      th: 'บัตรประกันในแอปใช้แทนบัตรพลาสติกได้ที่โรงพยาบาลและคลินิกในเครือข่าย ก่อนออกจากบ้านแนะนำให้ค้นหาโรงพยาบาลในเมนูค้นหาโรงพยาบาล เพื่อดูว่าสถานที่นั้นรับบัตรของแผนท่านทุกแผน หรือรับเพียงบางแผน\n\nเมื่อถึงโรงพยาบาล ให้เปิดเมนูความคุ้มครองของฉัน เลือกบัตรที่ต้องการใช้ กดใช้บัตร แล้วเลือกโรงพยาบาลและยืนยัน แอปจะแสดงบัตรพร้อมเวลานับถอยหลัง 5 นาที ให้ยื่นหน้าจอนี้พร้อมบัตรประชาชนแก่เจ้าหน้าที่แผนกลงทะเบียนหรือแผนกประกัน หากเกิน 5 นาทีต้องเลือกโรงพยาบาลใหม่อีกครั้ง\n\nเจ้าหน้าที่จะตรวจสอบสิทธิ์กับบริษัทโดยตรง ค่าใช้จ่ายที่อยู่ในความคุ้มครองจะถูกเรียกเก็บจากบริษัท ท่านชำระเฉพาะส่วนที่เกินวงเงินหรือไม่อยู่ในความคุ้มครอง เช่น ค่าอาหารเสริม ค่าโทรศัพท์ หรือค่าห้องส่วนที่เกินสิทธิ์\n\nหากโรงพยาบาลแจ้งว่าตรวจสอบสิทธิ์ไม่ได้ ท่านยังสามารถสำรองจ่าย แล้วยื่นเคลมผ่านเมนูอีเคลมภายหลังได้ อย่าลืมขอใบเสร็จฉบับจริงและใบรับรองแพทย์ก่อนกลับบ้าน',
      en: 'The card in the app replaces the plastic card at network hospitals and clinics. Before you set off, look the hospital up in Hospital Search to see whether it accepts all of your partner’s plans or only some.\n\nAt the hospital, open My Coverage, choose the card, tap Use card, then pick the hospital and confirm. The app shows the card with a 5-minute countdown; hand this screen and your ID card to registration or the insurance desk. After 5 minutes you need to select the hospital again.\n\nStaff check your eligibility with us directly. Covered costs are billed to us; you pay only what is above your limit or not covered, such as supplements, phone calls or the difference for a room above your entitlement.\n\nIf the hospital cannot confirm your cover, you can still pay and claim later through e-Claim. Remember to ask for the original receipt and a medical certificate before you leave.',
    },
    image: img('a02'),
    publishedAt: '2026-04-02T09:00:00+07:00',
    readingMinutes: 3,
    tags: ['using_card', 'insurance_basics'],
  },
  {
    id: 'a03',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'ตรวจสุขภาพประจำปี ควรตรวจอะไรบ้างในแต่ละช่วงวัย',
      en: 'Annual Check-ups: What to Test at Each Age',
    },
    summary: {
      th: 'ไม่จำเป็นต้องตรวจทุกอย่าง แต่ควรตรวจให้เหมาะกับอายุและความเสี่ยงของตัวเอง',
      en: 'You do not need every test, but you do need the right ones for your age and risks',
    },
    body: {
      th: 'การตรวจสุขภาพที่ดีไม่ได้วัดจากจำนวนรายการ แต่อยู่ที่การเลือกตรวจให้เหมาะกับอายุ เพศ ประวัติครอบครัว และพฤติกรรมของแต่ละคน ก่อนซื้อแพ็กเกจจึงควรปรึกษาแพทย์หรือพยาบาลก่อนเสมอ\n\nวัยทำงานตอนต้น อายุ 18–34 ปี ควรวัดความดันโลหิต ชั่งน้ำหนักและคำนวณดัชนีมวลกาย ตรวจสายตา และตรวจฟันทุกปี ผู้ที่มีน้ำหนักเกินหรือมีพ่อแม่เป็นเบาหวานควรเริ่มตรวจระดับน้ำตาลและไขมันในเลือดเร็วขึ้น\n\nอายุ 35 ปีขึ้นไป ควรเพิ่มการตรวจน้ำตาลในเลือด ไขมันในเลือด การทำงานของไต และตรวจปัสสาวะ ผู้หญิงตั้งแต่อายุ 30 ปีควรตรวจคัดกรองมะเร็งปากมดลูกทุก 3–5 ปีตามวิธีที่แพทย์แนะนำ และตั้งแต่อายุ 40 ปีควรปรึกษาแพทย์เรื่องการตรวจแมมโมแกรม\n\nอายุ 50 ปีขึ้นไป ควรคัดกรองมะเร็งลำไส้ใหญ่ด้วยการตรวจเลือดแฝงในอุจจาระทุกปีหรือส่องกล้องลำไส้ตามคำแนะนำ ผู้หญิงวัยหมดประจำเดือนและผู้สูงอายุควรประเมินภาวะกระดูกพรุน ผู้ชายควรคุยกับแพทย์เรื่องการตรวจต่อมลูกหมาก\n\nก่อนตรวจเลือด ควรงดน้ำและอาหารตามที่โรงพยาบาลแจ้ง โดยทั่วไป 8–12 ชั่วโมง ยาประจำตัวส่วนใหญ่ยังรับประทานได้ตามปกติ แต่ควรสอบถามแพทย์ก่อน และเมื่อได้รับผลแล้ว อย่าลืมนัดพบแพทย์เพื่ออธิบายผลและวางแผนดูแลตนเอง',
      en: 'A good check-up is not measured by the number of tests, but by choosing the ones that fit your age, sex, family history and lifestyle. Ask a doctor or nurse before you buy a package.\n\nFrom 18 to 34, have your blood pressure, weight and body mass index, eyesight and teeth checked every year. If you are overweight or a parent has diabetes, start blood sugar and cholesterol tests earlier.\n\nFrom 35, add fasting blood sugar, blood lipids, kidney function and a urine test. Women from 30 should be screened for cervical cancer every 3 to 5 years using the method their doctor recommends, and from 40 should discuss mammography with a doctor.\n\nFrom 50, screen for bowel cancer with a yearly faecal occult blood test or a colonoscopy as advised. Women after menopause and older adults should have their bone health assessed, and men should talk with a doctor about prostate checks.\n\nBefore blood tests, fast as instructed by the hospital, usually for 8 to 12 hours. Most regular medicines can still be taken, but check with your doctor first. Once the results are in, book time with a doctor to go through them and plan what to do next.',
    },
    image: img('a03'),
    publishedAt: '2026-01-20T09:00:00+07:00',
    readingMinutes: 5,
    tags: ['checkup'],
  },
  {
    id: 'a04',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'ไข้เลือดออก รู้ทันสัญญาณอันตรายในช่วงไข้ลด',
      en: 'Dengue: Know the Danger Signs When the Fever Drops',
    },
    summary: {
      th: 'ช่วงที่ไข้ลดคือช่วงที่ต้องเฝ้าระวังมากที่สุด ไม่ใช่ช่วงที่หายแล้ว',
      en: 'When the fever falls is the time to watch most closely, not a sign of recovery',
    },
    body: {
      th: 'ไข้เลือดออกเกิดจากเชื้อไวรัสเดงกีที่มียุงลายเป็นพาหะ ยุงลายชอบกัดในเวลากลางวันและวางไข่ในน้ำนิ่งที่ใสสะอาด เช่น จานรองกระถางต้นไม้ ยางรถยนต์เก่า และภาชนะใส่น้ำที่ไม่มีฝาปิด\n\nอาการที่พบบ่อยคือไข้สูงลอย 2–7 วัน ปวดศีรษะ ปวดกระบอกตา ปวดเมื่อยกล้ามเนื้อ เบื่ออาหาร และอาจมีจุดเลือดออกตามผิวหนัง ในช่วงมีไข้ให้เช็ดตัวและรับประทานยาพาราเซตามอลตามขนาดที่เหมาะสมเท่านั้น ห้ามใช้ยาแอสไพรินหรือไอบูโพรเฟน เพราะอาจทำให้เลือดออกง่ายขึ้น\n\nช่วงที่อันตรายที่สุดคือวันที่ 3–5 เมื่อไข้เริ่มลง หากมีอาการต่อไปนี้ให้ไปโรงพยาบาลทันที ได้แก่ ปวดท้องมาก อาเจียนตลอดเวลา มีเลือดออกผิดปกติ เช่น เลือดกำเดา อาเจียนหรืออุจจาระเป็นสีดำ ซึมลง กระสับกระส่าย มือเท้าเย็น หรือปัสสาวะน้อยลง\n\nการป้องกันที่ได้ผลที่สุดคือกำจัดแหล่งเพาะพันธุ์ยุงตามหลัก 3 เก็บ คือ เก็บบ้านให้โล่ง เก็บขยะ และเก็บน้ำให้มีฝาปิด ร่วมกับทายากันยุงและนอนในมุ้ง ปัจจุบันมีวัคซีนไข้เลือดออกสำหรับผู้ที่มีอายุ 4 ปีขึ้นไป ควรปรึกษาแพทย์ว่าเหมาะกับท่านหรือไม่',
      en: 'Dengue is caused by the dengue virus, carried by Aedes mosquitoes. They bite during the day and lay eggs in still, clean water such as plant-pot saucers, old tyres and uncovered water jars.\n\nTypical symptoms are a persistent high fever for 2 to 7 days, headache, pain behind the eyes, aching muscles, loss of appetite and sometimes small red spots on the skin. While the fever lasts, sponge the body and take paracetamol at the correct dose only. Do not take aspirin or ibuprofen, which can make bleeding more likely.\n\nThe most dangerous time is days 3 to 5, as the fever starts to fall. Go to hospital at once if there is severe abdominal pain, constant vomiting, unusual bleeding such as nosebleeds or black vomit or stools, drowsiness or restlessness, cold hands and feet, or less urine than usual.\n\nThe best protection is removing breeding sites, following Thailand’s “3 keeps”: keep the house tidy, keep rubbish cleared, and keep water covered. Use repellent and sleep under a net as well. A dengue vaccine is now available for people aged 4 and over; ask your doctor whether it suits you.',
    },
    image: img('a04'),
    publishedAt: '2026-06-08T09:00:00+07:00',
    readingMinutes: 4,
    tags: ['infectious_disease', 'family_health'],
  },
  {
    id: 'a05',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'รับมือฝุ่น PM2.5 ปกป้องปอดของคนในบ้าน',
      en: 'Coping with PM2.5: Protecting Your Family’s Lungs',
    },
    summary: {
      th: 'ฝุ่นละอองขนาดเล็กเข้าถึงถุงลมปอดและกระแสเลือดได้ ดูแลตัวเองอย่างไรเมื่อค่าฝุ่นสูง',
      en: 'Fine particles reach deep into the lungs and bloodstream; here is what to do when levels are high',
    },
    body: {
      th: 'ฝุ่น PM2.5 คือฝุ่นละอองที่มีขนาดไม่เกิน 2.5 ไมครอน เล็กจนผ่านการกรองของจมูกเข้าไปถึงถุงลมปอดและกระแสเลือดได้ ในระยะสั้นทำให้แสบตา ไอ ระคายคอ และทำให้โรคหอบหืดหรือโรคปอดอุดกั้นเรื้อรังกำเริบ ในระยะยาวเพิ่มความเสี่ยงโรคหัวใจ หลอดเลือดสมอง และมะเร็งปอด\n\nกลุ่มที่ต้องระวังเป็นพิเศษคือเด็กเล็ก ผู้สูงอายุ หญิงตั้งครรภ์ และผู้ที่มีโรคหัวใจหรือโรคปอด ควรตรวจดูค่าคุณภาพอากาศก่อนออกจากบ้านทุกวันในช่วงฤดูหนาวถึงต้นฤดูร้อน ซึ่งเป็นช่วงที่ค่าฝุ่นมักสูง\n\nวันที่ค่าฝุ่นเกินมาตรฐาน ควรลดกิจกรรมกลางแจ้งและงดการออกกำลังกายนอกบ้าน หากจำเป็นต้องออกไป ให้สวมหน้ากาก N95 ที่แนบกระชับใบหน้า หน้ากากอนามัยทั่วไปและหน้ากากผ้ากันฝุ่นขนาดเล็กได้น้อยมาก\n\nภายในบ้าน ให้ปิดประตูหน้าต่างในช่วงที่ฝุ่นสูง ใช้เครื่องฟอกอากาศที่มีแผ่นกรองชนิดเฮปาและเลือกขนาดให้เหมาะกับห้อง โดยเฉพาะห้องนอน และงดจุดธูปหรือเผาขยะ\n\nหากมีอาการหายใจลำบาก แน่นหน้าอก หรือหอบเหนื่อยผิดปกติ ให้รีบพบแพทย์ ผู้ที่มีโรคประจำตัวควรพกยาพ่นให้พร้อมและปรึกษาแพทย์เรื่องแผนรับมือช่วงฝุ่นสูง',
      en: 'PM2.5 is particulate matter no larger than 2.5 microns, small enough to pass the nose’s filters and reach the air sacs of the lungs and the bloodstream. In the short term it stings the eyes, causes coughing and a sore throat, and triggers asthma or chronic lung disease. In the long term it raises the risk of heart disease, stroke and lung cancer.\n\nYoung children, older people, pregnant women and anyone with heart or lung disease need extra care. Check the air quality index every day before going out during the cool season and early hot season, when levels tend to be high.\n\nOn days above the safe limit, cut down on time outdoors and skip outdoor exercise. If you must go out, wear a well-fitting N95 mask; surgical masks and cloth masks block very little of the fine dust.\n\nIndoors, keep doors and windows shut while levels are high, run an air purifier with a HEPA filter sized for the room, especially the bedroom, and avoid burning incense or rubbish.\n\nSee a doctor promptly if you have difficulty breathing, chest tightness or unusual breathlessness. People with chronic conditions should keep their inhalers to hand and agree a high-pollution plan with their doctor.',
    },
    image: img('a05'),
    publishedAt: '2026-11-10T09:00:00+07:00',
    readingMinutes: 4,
    tags: ['air_pollution', 'family_health'],
  },
  {
    id: 'a06',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'เบาหวาน ป้องกันได้ถ้ารู้ตัวเร็ว',
      en: 'Diabetes Can Be Prevented If You Catch It Early',
    },
    summary: {
      th: 'ภาวะก่อนเบาหวานไม่มีอาการ แต่ตรวจพบได้ง่ายด้วยการเจาะเลือด และกลับสู่ปกติได้ด้วยการปรับพฤติกรรม',
      en: 'Prediabetes has no symptoms but is easy to find with a blood test, and lifestyle changes can reverse it',
    },
    body: {
      th: 'เบาหวานชนิดที่ 2 เป็นโรคที่พบมากในคนไทยวัยทำงาน หลายคนเป็นมานานหลายปีโดยไม่รู้ตัว จนเกิดภาวะแทรกซ้อนที่ตา ไต เส้นประสาท และหลอดเลือดหัวใจ ข่าวดีคือก่อนจะเป็นเบาหวาน ร่างกายมักผ่านภาวะก่อนเบาหวานที่ยังแก้ไขได้\n\nการตรวจระดับน้ำตาลในเลือดหลังงดอาหาร 8 ชั่วโมง หากได้ 100–125 มิลลิกรัมต่อเดซิลิตร ถือว่าอยู่ในภาวะก่อนเบาหวาน และหากได้ตั้งแต่ 126 ขึ้นไปสองครั้ง แพทย์จะวินิจฉัยว่าเป็นเบาหวาน แพทย์อาจตรวจค่าน้ำตาลสะสมร่วมด้วย ผู้ที่อายุ 35 ปีขึ้นไป มีน้ำหนักเกิน รอบเอวเกินเกณฑ์ หรือมีพ่อแม่พี่น้องเป็นเบาหวาน ควรตรวจอย่างน้อยปีละครั้ง\n\nการลดน้ำหนักเพียง 5–7% ของน้ำหนักตัว ร่วมกับการออกกำลังกายระดับปานกลางสัปดาห์ละ 150 นาที ช่วยลดโอกาสเป็นเบาหวานได้มากกว่าครึ่ง เริ่มจากการลดเครื่องดื่มรสหวาน เลือกข้าวกล้องหรือข้าวไม่ขัดสี เพิ่มผักให้ได้ครึ่งจาน และเดินให้มากขึ้นในแต่ละวัน\n\nสำหรับผู้ที่เป็นเบาหวานแล้ว ควรรับประทานยาต่อเนื่อง ตรวจตาและตรวจเท้าปีละครั้ง และตรวจการทำงานของไตตามนัด หากมีแผลที่เท้าที่หายช้า ตามัว หรือปัสสาวะเป็นฟองมาก ควรรีบพบแพทย์',
      en: 'Type 2 diabetes is common among working-age Thais, and many people live with it for years without knowing, until complications appear in the eyes, kidneys, nerves and heart. The good news is that most people first pass through prediabetes, which can still be reversed.\n\nA fasting blood sugar of 100 to 125 mg/dL after 8 hours without food means prediabetes; 126 or more on two occasions means diabetes. Your doctor may also check HbA1c, a measure of average blood sugar. If you are 35 or older, overweight, have a large waist, or have a parent or sibling with diabetes, get tested at least once a year.\n\nLosing just 5 to 7% of your body weight, together with 150 minutes of moderate exercise a week, more than halves the risk of developing diabetes. Start by cutting sugary drinks, choosing brown or unpolished rice, filling half the plate with vegetables and walking more every day.\n\nIf you already have diabetes, take your medicine consistently, have your eyes and feet checked every year and your kidney function tested as scheduled. See a doctor promptly about foot wounds that heal slowly, blurred vision or very foamy urine.',
    },
    image: img('a06'),
    publishedAt: '2026-08-14T09:00:00+07:00',
    readingMinutes: 4,
    tags: ['chronic_disease', 'checkup'],
  },
  {
    id: 'a07',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'เครียด เหนื่อยล้า หมดไฟ เมื่อไรควรขอความช่วยเหลือ',
      en: 'Stressed, Exhausted, Burnt Out: When to Ask for Help',
    },
    summary: {
      th: 'สุขภาพใจสำคัญไม่แพ้สุขภาพกาย สังเกตสัญญาณเตือนในตัวเองและคนใกล้ชิด',
      en: 'Mental health matters as much as physical health; learn the warning signs in yourself and those close to you',
    },
    body: {
      th: 'ความเครียดเป็นเรื่องปกติของชีวิต แต่เมื่อความเครียดสะสมนานจนรู้สึกหมดแรง ไม่อยากทำงาน หงุดหงิดง่าย หรือรู้สึกว่าสิ่งที่ทำไม่มีความหมาย อาจเป็นสัญญาณของภาวะหมดไฟ และหากรู้สึกเศร้า เบื่อหน่าย หรือไม่มีความสุขกับสิ่งที่เคยชอบเกือบทุกวันนานเกิน 2 สัปดาห์ อาจเป็นภาวะซึมเศร้าที่ควรได้รับการประเมินจากผู้เชี่ยวชาญ\n\nสัญญาณอื่นที่ควรสังเกต ได้แก่ นอนไม่หลับหรือนอนมากผิดปกติ เบื่ออาหารหรือกินมากขึ้น ไม่มีสมาธิ รู้สึกผิดหรือไร้ค่า แยกตัวจากเพื่อนและครอบครัว และดื่มแอลกอฮอล์มากขึ้นเพื่อให้ผ่อนคลาย\n\nวิธีดูแลใจเบื้องต้น ได้แก่ นอนให้พอและเข้านอนเป็นเวลา ออกกำลังกายสม่ำเสมอ จำกัดเวลาใช้หน้าจอก่อนนอน และพูดคุยกับคนที่ไว้ใจ การแบ่งงานใหญ่เป็นงานย่อยและให้เวลาตัวเองได้พักระหว่างวันก็ช่วยได้มาก\n\nการขอความช่วยเหลือไม่ใช่ความอ่อนแอ ท่านสามารถปรึกษานักจิตวิทยาหรือจิตแพทย์ผ่านบริการเทเลเมดในแอปได้อย่างเป็นส่วนตัว หรือโทรสายด่วนสุขภาพจิต 1323 ได้ตลอด 24 ชั่วโมงโดยไม่เสียค่าใช้จ่าย\n\nหากท่านหรือคนใกล้ชิดมีความคิดทำร้ายตัวเอง อย่าอยู่ลำพัง ให้ติดต่อสายด่วน 1323 หรือไปห้องฉุกเฉินของโรงพยาบาลที่ใกล้ที่สุดทันที',
      en: 'Stress is a normal part of life, but when it builds up until you feel drained, do not want to work, snap easily or feel that nothing you do matters, it may be burnout. If you feel sad, empty or unable to enjoy things you used to like on most days for more than two weeks, it may be depression, which should be assessed by a professional.\n\nOther signs to look out for include sleeping badly or far too much, losing your appetite or eating more, trouble concentrating, feeling guilty or worthless, withdrawing from friends and family, and drinking more to unwind.\n\nSimple ways to look after your mind are getting enough sleep at regular times, exercising regularly, limiting screens before bed and talking with someone you trust. Breaking big tasks into small ones and giving yourself short breaks during the day also helps a great deal.\n\nAsking for help is not a weakness. You can talk privately to a psychologist or psychiatrist through the telemedicine service in the app, or call the free Department of Mental Health hotline, 1323, at any hour.\n\nIf you or someone close to you is thinking of self-harm, do not stay alone: call 1323 or go to the nearest hospital emergency department straight away.',
    },
    image: img('a07'),
    publishedAt: '2026-10-10T09:00:00+07:00',
    readingMinutes: 5,
    tags: ['mental_health', 'telemedicine'],
  },
  {
    id: 'a08',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'วัคซีนที่ผู้ใหญ่ไม่ควรพลาด',
      en: 'Vaccines Adults Should Not Miss',
    },
    summary: {
      th: 'วัคซีนไม่ได้มีไว้สำหรับเด็กเท่านั้น ผู้ใหญ่ก็ต้องฉีดกระตุ้นและฉีดเพิ่มตามช่วงวัย',
      en: 'Vaccines are not just for children: adults need boosters and extra vaccines as they age',
    },
    body: {
      th: 'หลายคนคิดว่าฉีดวัคซีนครบตั้งแต่เด็กแล้วก็เพียงพอ แต่ภูมิคุ้มกันจากวัคซีนบางชนิดลดลงตามเวลา และเมื่ออายุมากขึ้น ความเสี่ยงต่อโรคติดเชื้อบางโรคก็สูงขึ้นด้วย\n\nวัคซีนไข้หวัดใหญ่ควรฉีดปีละ 1 ครั้ง โดยเฉพาะผู้ที่อายุ 65 ปีขึ้นไป ผู้มีโรคประจำตัว และหญิงตั้งครรภ์ วัคซีนป้องกันบาดทะยักและคอตีบควรฉีดกระตุ้นทุก 10 ปี และควรฉีดทันทีเมื่อมีบาดแผลสกปรกหากฉีดครั้งสุดท้ายนานเกิน 5 ปี\n\nวัคซีนเอชพีวีช่วยป้องกันมะเร็งปากมดลูกและมะเร็งอื่นจากเชื้อเอชพีวี ได้ผลดีที่สุดเมื่อฉีดตั้งแต่อายุน้อย ผู้ใหญ่ที่ยังไม่มีภูมิคุ้มกันต่อไวรัสตับอักเสบบีควรฉีดวัคซีนให้ครบ ผู้ที่อายุ 65 ปีขึ้นไปควรได้รับวัคซีนป้องกันปอดอักเสบจากเชื้อนิวโมคอคคัส และผู้ที่อายุ 50 ปีขึ้นไปควรปรึกษาแพทย์เรื่องวัคซีนงูสวัด\n\nก่อนฉีดวัคซีน ควรแจ้งแพทย์หากตั้งครรภ์ มีไข้ แพ้ยาหรือวัคซีน หรือรับยากดภูมิคุ้มกัน และเก็บสมุดบันทึกการฉีดวัคซีนไว้ เพื่อให้แพทย์วางแผนเข็มต่อไปได้ถูกต้อง ค่าวัคซีนบางชนิดอาจอยู่ในความคุ้มครองของแผน ตรวจสอบได้ในเมนูความคุ้มครองของฉัน',
      en: 'Many people assume the vaccines they had as children are enough, but protection from some vaccines fades with time, and the risk of certain infections rises with age.\n\nHave a flu vaccine every year, especially if you are 65 or over, have a chronic condition or are pregnant. Tetanus and diphtheria boosters are due every 10 years, and straight away after a dirty wound if your last dose was more than 5 years ago.\n\nThe HPV vaccine protects against cervical and other HPV-related cancers and works best when given young. Adults without immunity to hepatitis B should complete the course. People aged 65 and over should receive a pneumococcal vaccine against pneumonia, and those over 50 should ask their doctor about the shingles vaccine.\n\nBefore any vaccination, tell the doctor if you are pregnant, have a fever, are allergic to any medicine or vaccine, or take drugs that suppress immunity. Keep your vaccination record so the next dose can be planned correctly. Some vaccines may be covered by your plan; check under My Coverage.',
    },
    image: img('a08'),
    publishedAt: '2026-09-05T09:00:00+07:00',
    readingMinutes: 4,
    tags: ['vaccination', 'checkup'],
  },
  {
    id: 'a09',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'ปรึกษาแพทย์ออนไลน์ เหมาะกับอาการแบบไหน',
      en: 'Telemedicine: Which Problems Is It Right For?',
    },
    summary: {
      th: 'สะดวก รวดเร็ว แต่ไม่ใช่ทุกอาการที่ควรรักษาผ่านหน้าจอ',
      en: 'Quick and convenient, but not every problem should be treated through a screen',
    },
    body: {
      th: 'บริการเทเลเมดหรือการปรึกษาแพทย์ออนไลน์ช่วยให้พบแพทย์ได้จากที่บ้านผ่านวิดีโอคอล เหมาะกับอาการเจ็บป่วยเล็กน้อย เช่น ไข้หวัด เจ็บคอ ภูมิแพ้ ผื่นคันไม่รุนแรง ท้องเสียที่ยังดื่มน้ำได้ การติดตามอาการโรคเรื้อรังที่ควบคุมได้ดี และการรับคำแนะนำเรื่องผลตรวจสุขภาพ\n\nในเมนูเทเลเมดมาร์ท ท่านเลือกผู้ให้บริการตามสาขาที่ต้องการ ดูเวลาให้บริการ ค่าบริการ และบัตรที่ใช้ได้ จากนั้นเลือกบัตรของท่านได้สูงสุด 3 ใบเพื่อใช้สิทธิ์ หากติดต่อนอกเวลาทำการของผู้ให้บริการ ระบบจะแจ้งให้ติดต่อใหม่ในเวลาที่ให้บริการ\n\nก่อนเริ่มปรึกษา ควรอยู่ในที่เงียบและมีแสงสว่างเพียงพอ เตรียมรายชื่อยาที่ใช้อยู่ ประวัติแพ้ยา และวัดไข้หรือความดันไว้ หากมีผื่นหรือแผล ให้เตรียมถ่ายภาพให้ชัด จะช่วยให้แพทย์ประเมินได้แม่นยำขึ้น\n\nไม่ควรใช้บริการออนไลน์เมื่อมีอาการฉุกเฉิน เช่น เจ็บแน่นหน้าอก หายใจลำบาก แขนขาอ่อนแรงครึ่งซีก พูดไม่ชัด หน้าเบี้ยว ชัก หมดสติ หรือเลือดออกมาก ให้โทร 1669 หรือไปห้องฉุกเฉินที่ใกล้ที่สุดทันที',
      en: 'Telemedicine lets you see a doctor from home by video call. It suits minor illnesses such as colds, sore throats, allergies, mild itchy rashes, diarrhoea when you can still keep fluids down, follow-up of well-controlled chronic conditions, and advice on check-up results.\n\nIn Telemed Mart, choose a provider by specialty and check its hours, fees and the cards it accepts, then select up to 3 of your cards to use. If you try outside the provider’s working hours, the app asks you to contact them again during opening times.\n\nBefore the call, find a quiet, well-lit place, and have ready a list of your current medicines, any drug allergies, and a recent temperature or blood pressure reading. If you have a rash or wound, take a clear photo; it helps the doctor assess you more accurately.\n\nDo not use an online service in an emergency, such as chest pain, difficulty breathing, sudden weakness on one side, slurred speech, a drooping face, seizures, unconsciousness or heavy bleeding. Call 1669 or go to the nearest emergency department straight away.',
    },
    image: img('a09'),
    publishedAt: '2026-05-18T09:00:00+07:00',
    readingMinutes: 3,
    tags: ['telemedicine', 'using_card'],
  },
  {
    id: 'a10',
    source: 'partner',
    ins_code: 'SLI',
    title: {
      th: 'ผู้ป่วยนอก ผู้ป่วยใน และค่าห้อง อ่านตารางความคุ้มครองให้เข้าใจ',
      en: 'Outpatient, Inpatient and Room Charges: Reading Your Benefit Table',
    },
    summary: {
      th: 'เข้าใจคำสำคัญในกรมธรรม์สุขภาพ เพื่อใช้สิทธิ์ได้คุ้มค่าและไม่มีค่าใช้จ่ายเกินคาด',
      en: 'Understand the key terms in your health policy so you use your cover well and avoid surprise bills',
    },
    body: {
      th: 'ตารางผลประโยชน์ในกรมธรรม์สุขภาพของสยามประกันชีวิตแบ่งความคุ้มครองเป็นหมวดหลัก การเข้าใจแต่ละหมวดจะช่วยให้ท่านวางแผนการรักษาได้ดีขึ้น\n\nผู้ป่วยนอก หมายถึงการรักษาที่ไม่ต้องนอนโรงพยาบาล เช่น พบแพทย์ด้วยอาการไข้หวัดแล้วรับยากลับบ้าน วงเงินมักกำหนดเป็นต่อครั้ง และอาจจำกัดจำนวนครั้งต่อปี ส่วนผู้ป่วยใน หมายถึงการรักษาที่แพทย์เห็นว่าจำเป็นต้องนอนโรงพยาบาลติดต่อกันไม่น้อยกว่า 6 ชั่วโมง\n\nค่าห้องและค่าอาหารกำหนดเป็นวงเงินต่อวัน หากเลือกห้องที่ราคาสูงกว่าสิทธิ์ ท่านต้องชำระส่วนต่างเอง และบางโรงพยาบาลคิดค่าแพทย์และค่าบริการตามระดับห้องด้วย จึงควรสอบถามราคาห้องก่อนเข้าพัก ค่ารักษาพยาบาลทั่วไปครอบคลุมค่ายา ค่าตรวจทางห้องปฏิบัติการ และค่าบริการพยาบาล ส่วนค่าผ่าตัดและหัตถการมีวงเงินแยกต่างหาก\n\nกรณีอุบัติเหตุฉุกเฉิน แผนส่วนใหญ่คุ้มครองค่ารักษาแบบผู้ป่วยนอกภายใน 24 ชั่วโมงหลังเกิดเหตุ ควรเข้ารับการรักษาโดยเร็วและแจ้งว่าเป็นอุบัติเหตุ\n\nดูวงเงินของแต่ละหมวดได้ที่เมนูความคุ้มครองของฉันในแอป หรือโทรสอบถามศูนย์บริการลูกค้าสยามประกันชีวิตได้ทุกวัน',
      en: 'The benefit table in a Siam Life health policy groups your cover into main categories. Knowing what each one means helps you plan treatment better.\n\nOutpatient means treatment without a hospital stay, such as seeing a doctor for a cold and going home with medicine. Limits are usually per visit and may cap the number of visits a year. Inpatient means treatment for which the doctor considers a stay of at least 6 consecutive hours necessary.\n\nRoom and board has a daily limit. If you choose a more expensive room, you pay the difference, and some hospitals also charge doctor and service fees according to the room type, so ask about room rates before admission. General hospital expenses cover medicines, laboratory tests and nursing care, while surgery and procedures have a separate limit.\n\nFor accidents, most plans cover outpatient emergency treatment within 24 hours of the accident. Get treated promptly and tell the hospital it was an accident.\n\nYou can see each limit under My Coverage in the app, or call the Siam Life customer centre any day.',
    },
    image: img('a10'),
    publishedAt: '2026-07-01T09:00:00+07:00',
    readingMinutes: 4,
    tags: ['insurance_basics'],
  },
  {
    id: 'a11',
    source: 'partner',
    ins_code: 'KSB',
    title: {
      th: 'เตรียมเงินสำรองค่ารักษาพยาบาล ให้ครอบครัวไม่สะดุด',
      en: 'Building a Medical Emergency Fund So Your Family Stays on Track',
    },
    summary: {
      th: 'ประกันสุขภาพคุ้มครองได้มาก แต่ยังมีค่าใช้จ่ายบางส่วนที่ควรเตรียมไว้เอง',
      en: 'Health insurance covers a lot, but some costs are still yours to plan for',
    },
    body: {
      th: 'แม้จะมีประกันสุขภาพ ครอบครัวส่วนใหญ่ยังมีค่าใช้จ่ายด้านสุขภาพที่ต้องจ่ายเอง เช่น ส่วนเกินวงเงิน ค่าห้องส่วนต่าง ค่าเดินทาง หรือรายได้ที่หายไประหว่างพักฟื้น การเตรียมเงินสำรองไว้ล่วงหน้าช่วยให้ไม่ต้องกู้ยืมในยามฉุกเฉิน\n\nธนาคารกรุงสยามแนะนำให้มีเงินสำรองฉุกเฉินอย่างน้อย 3–6 เท่าของค่าใช้จ่ายรายเดือน แยกไว้ในบัญชีที่ถอนได้ทันทีแต่ไม่ใช้จ่ายประจำวัน เช่น บัญชีเงินฝากออมทรัพย์ดอกเบี้ยสูง และควรทบทวนยอดเงินทุกครั้งที่ค่าใช้จ่ายของครอบครัวเปลี่ยน\n\nตรวจสอบวงเงินประกันของสมาชิกทุกคนในครอบครัว โดยเฉพาะพ่อแม่ที่อายุมากขึ้น ซึ่งค่าเบี้ยประกันสูงขึ้นและบางแผนมีข้อยกเว้นโรคที่เป็นมาก่อน หากวงเงินไม่เพียงพอ ให้พิจารณาเพิ่มความคุ้มครองตั้งแต่ยังสุขภาพดี\n\nเบี้ยประกันสุขภาพของตนเองนำไปลดหย่อนภาษีเงินได้ได้ตามที่กฎหมายกำหนด และเบี้ยประกันสุขภาพของบิดามารดาก็ลดหย่อนได้เช่นกัน เก็บหนังสือรับรองการชำระเบี้ยไว้ใช้ยื่นภาษีทุกปี',
      en: 'Even with health insurance, most families still pay some health costs themselves: amounts above the limit, room upgrades, travel, or lost income while recovering. A fund set aside in advance means you do not have to borrow in an emergency.\n\nKrungsiam Bank suggests keeping an emergency fund of at least 3 to 6 months of expenses in an account you can draw on at once but do not use for daily spending, such as a high-interest savings account. Review the amount whenever your family’s costs change.\n\nCheck the insurance limits of everyone in the family, especially parents as they get older: premiums rise and some plans exclude pre-existing conditions. If the cover is not enough, consider adding more while everyone is still healthy.\n\nYour own health insurance premiums are deductible from personal income tax within the legal limits, and so are premiums you pay for your parents’ health insurance. Keep the premium payment certificates for your tax return every year.',
    },
    image: img('a11'),
    publishedAt: '2026-09-22T09:00:00+07:00',
    readingMinutes: 3,
    tags: ['financial_planning', 'insurance_basics'],
  },
  {
    id: 'a12',
    source: 'partner',
    ins_code: 'TMPCORP',
    title: {
      th: 'ออฟฟิศซินโดรม แก้ได้ด้วยการปรับโต๊ะและยืดเหยียดระหว่างวัน',
      en: 'Office Syndrome: Fix Your Desk and Stretch Through the Day',
    },
    summary: {
      th: 'คำแนะนำจากทีมอาชีวอนามัยทีเอ็มพี สำหรับพนักงานที่นั่งทำงานหน้าจอวันละหลายชั่วโมง',
      en: 'Advice from the TMP occupational health team for employees who spend hours at a screen',
    },
    body: {
      th: 'อาการปวดคอ บ่า ไหล่ ปวดหลัง ตาล้า และชาที่มือ เป็นปัญหาที่พบบ่อยที่สุดในการตรวจสุขภาพพนักงานประจำปีของทีเอ็มพี สาเหตุหลักคือการนั่งท่าเดิมนานเกินไปและโต๊ะทำงานที่ไม่เหมาะกับร่างกาย\n\nเริ่มจากปรับสถานีทำงาน ตั้งขอบบนของจอให้อยู่ระดับสายตาและห่างประมาณหนึ่งช่วงแขน ปรับเก้าอี้ให้เท้าวางราบกับพื้นและเข่างอประมาณ 90 องศา แป้นพิมพ์และเมาส์อยู่ใกล้ตัวจนข้อศอกวางข้างลำตัวได้สบาย หากใช้โน้ตบุ๊กเป็นหลัก ให้ขอขาตั้งและแป้นพิมพ์แยกจากฝ่ายไอที\n\nลุกขึ้นเปลี่ยนอิริยาบถทุก 45–60 นาที ยืดคอ บ่า และหลังครั้งละ 1–2 นาที และพักสายตาตามหลัก 20-20-20 คือทุก 20 นาที มองไกลประมาณ 6 เมตรเป็นเวลา 20 วินาที\n\nหากปวดเรื้อรังเกิน 2 สัปดาห์ ปวดร้าวลงแขน หรือมีอาการชาและอ่อนแรง ควรพบแพทย์ ค่ากายภาพบำบัดตามที่แพทย์สั่งเบิกได้ตามสิทธิ์ผู้ป่วยนอกของแผนประกันกลุ่ม และพนักงานสามารถนัดนักกายภาพบำบัดที่ห้องพยาบาลของสำนักงานใหญ่ได้ทุกวันอังคาร',
      en: 'Neck, shoulder and back pain, tired eyes and numb hands are the most common findings in TMP’s annual employee health checks. The main causes are sitting in one position for too long and desks that do not fit the body.\n\nStart with your workstation. Put the top of the screen at eye level about an arm’s length away. Adjust the chair so your feet are flat on the floor and your knees are bent at about 90 degrees. Keep the keyboard and mouse close enough for your elbows to rest by your sides. If you mainly use a laptop, ask IT for a stand and a separate keyboard.\n\nStand up and move every 45 to 60 minutes, stretching your neck, shoulders and back for a minute or two each time, and rest your eyes with the 20-20-20 rule: every 20 minutes, look at something about 6 metres away for 20 seconds.\n\nSee a doctor if pain lasts more than 2 weeks, spreads down an arm, or comes with numbness or weakness. Physiotherapy prescribed by a doctor is covered under the outpatient benefit of the group plan, and employees can book the physiotherapist in the head office clinic every Tuesday.',
    },
    image: img('a12'),
    publishedAt: '2026-10-28T09:00:00+07:00',
    readingMinutes: 3,
    tags: ['workplace_health'],
  },
  {
    id: 'a13',
    source: 'tpa',
    ins_code: null,
    title: {
      th: 'ความดันโลหิตสูง ภัยเงียบที่วัดได้ที่บ้าน',
      en: 'High Blood Pressure: The Silent Threat You Can Measure at Home',
    },
    summary: {
      th: 'คนไทยจำนวนมากมีความดันสูงโดยไม่รู้ตัว การวัดเองที่บ้านอย่างถูกวิธีช่วยให้รู้เร็วและคุมได้ดี',
      en: 'Many Thais have high blood pressure without knowing it; measuring correctly at home helps you find and control it',
    },
    body: {
      th: 'ความดันโลหิตสูงมักไม่มีอาการ แต่ทำให้หลอดเลือดเสื่อมและเพิ่มความเสี่ยงโรคหลอดเลือดสมอง โรคหัวใจ และโรคไตเรื้อรัง แพทย์จะวินิจฉัยความดันโลหิตสูงเมื่อค่าที่วัดได้ที่สถานพยาบาลตั้งแต่ 140/90 มิลลิเมตรปรอทขึ้นไปซ้ำหลายครั้ง\n\nการวัดความดันที่บ้านช่วยให้ได้ค่าที่ใกล้เคียงชีวิตจริงมากกว่า ควรใช้เครื่องวัดแบบพันต้นแขนที่ผ่านการรับรอง นั่งพักอย่างน้อย 5 นาที งดกาแฟและบุหรี่ 30 นาทีก่อนวัด นั่งหลังพิง เท้าวางราบ และวางแขนบนโต๊ะให้ผ้าพันแขนอยู่ระดับหัวใจ วัด 2 ครั้งห่างกัน 1 นาที ทั้งเช้าและก่อนนอน แล้วจดบันทึกไว้ให้แพทย์ดู\n\nการปรับพฤติกรรมช่วยลดความดันได้จริง ได้แก่ ลดเกลือและเครื่องปรุงรสเค็ม หลีกเลี่ยงอาหารแปรรูปและน้ำซุปสำเร็จรูป กินผักผลไม้มากขึ้น ออกกำลังกายแบบแอโรบิกสัปดาห์ละอย่างน้อย 150 นาที ควบคุมน้ำหนัก จำกัดแอลกอฮอล์ และเลิกบุหรี่\n\nผู้ที่ได้รับยาลดความดันแล้ว ไม่ควรหยุดยาเองแม้ค่าความดันจะปกติ เพราะค่าที่ปกติอาจเป็นผลจากยา หากมีอาการปวดศีรษะรุนแรงเฉียบพลัน เจ็บหน้าอก ตามัว หรือแขนขาอ่อนแรง ให้โทร 1669 ทันที',
      en: 'High blood pressure rarely causes symptoms, yet it damages blood vessels and raises the risk of stroke, heart disease and chronic kidney disease. Doctors diagnose hypertension when readings taken in the clinic are 140/90 mmHg or higher on several occasions.\n\nMeasuring at home gives a truer picture of everyday life. Use a validated upper-arm monitor, sit quietly for at least 5 minutes, and avoid coffee and cigarettes for 30 minutes beforehand. Sit with your back supported, feet flat, and your arm resting on a table so the cuff is at heart level. Take two readings a minute apart, morning and evening, and write them down for your doctor.\n\nLifestyle changes really do lower blood pressure: cut down on salt and salty seasonings, avoid processed food and instant soup stock, eat more fruit and vegetables, do at least 150 minutes of aerobic exercise a week, keep your weight in check, limit alcohol and stop smoking.\n\nIf you already take blood pressure medicine, do not stop it on your own when your readings look normal; they may be normal because of the medicine. For a sudden severe headache, chest pain, blurred vision or weakness in an arm or leg, call 1669 immediately.',
    },
    image: img('a13'),
    publishedAt: '2026-02-16T09:00:00+07:00',
    readingMinutes: 4,
    tags: ['chronic_disease', 'heart_health'],
  },
  {
    id: 'a14',
    source: 'partner',
    ins_code: 'SLI',
    title: {
      th: 'โรคลมแดด อันตรายจากอากาศร้อนที่ไม่ควรมองข้าม',
      en: 'Heatstroke: A Hot-Weather Danger Not to Ignore',
    },
    summary: {
      th: 'รู้จักอาการเตือนและวิธีปฐมพยาบาลเบื้องต้น เพื่อช่วยชีวิตคนใกล้ตัวได้ทันเวลา',
      en: 'Know the warning signs and first aid so you can help someone in time',
    },
    body: {
      th: 'ในช่วงฤดูร้อน อุณหภูมิในหลายพื้นที่ของประเทศไทยสูงเกิน 40 องศาเซลเซียส เมื่อร่างกายระบายความร้อนไม่ทัน อุณหภูมิร่างกายจะสูงขึ้นจนอวัยวะภายในทำงานผิดปกติ ภาวะนี้เรียกว่าโรคลมแดด ซึ่งเป็นภาวะฉุกเฉินที่อันตรายถึงชีวิต\n\nอาการเตือน ได้แก่ ตัวร้อนจัด ผิวแดงและแห้ง หรืออาจมีเหงื่อออก ปวดศีรษะ คลื่นไส้ ใจสั่น หายใจเร็ว สับสน พูดไม่รู้เรื่อง และอาจชักหรือหมดสติ ผู้ที่เสี่ยงสูงคือผู้สูงอายุ เด็กเล็ก ผู้ที่ทำงานหรือออกกำลังกายกลางแจ้ง ผู้ที่มีโรคประจำตัว และผู้ที่ดื่มแอลกอฮอล์\n\nเมื่อพบผู้มีอาการ ให้โทร 1669 ทันที ระหว่างรอ ให้พาเข้าที่ร่มหรือห้องที่มีเครื่องปรับอากาศ คลายเสื้อผ้า ใช้ผ้าชุบน้ำเช็ดตัวหรือราดน้ำ พร้อมเปิดพัดลม และวางผ้าเย็นที่คอ รักแร้ และขาหนีบ หากผู้ป่วยรู้สึกตัวดีให้จิบน้ำเย็นทีละน้อย แต่ห้ามให้ดื่มน้ำหากซึมหรือหมดสติ\n\nป้องกันได้ด้วยการดื่มน้ำสม่ำเสมอแม้ไม่กระหาย หลีกเลี่ยงกิจกรรมกลางแจ้งช่วงเที่ยงถึงบ่ายสามโมง สวมเสื้อผ้าสีอ่อนระบายอากาศดี และห้ามทิ้งเด็กหรือผู้สูงอายุไว้ในรถที่จอดกลางแดดแม้เพียงไม่กี่นาที',
      en: 'In the hot season, temperatures in much of Thailand climb above 40°C. When the body cannot shed heat fast enough, its temperature rises until the internal organs stop working properly. This is heatstroke, a life-threatening emergency.\n\nWarning signs include a very high body temperature, red and dry skin (though some people still sweat), headache, nausea, a racing heart, fast breathing, confusion and slurred speech, and possibly seizures or collapse. Those most at risk are older people, young children, people who work or exercise outdoors, people with chronic illness and those who have been drinking alcohol.\n\nIf you see someone with these signs, call 1669 at once. While you wait, move them into the shade or an air-conditioned room, loosen their clothing, sponge or pour water over them with a fan running, and put cold cloths on the neck, armpits and groin. If they are fully awake, give small sips of cool water, but never give drinks to someone who is drowsy or unconscious.\n\nPrevent it by drinking water regularly even when you are not thirsty, avoiding outdoor activity from midday to 3 p.m., wearing light-coloured, breathable clothing, and never leaving children or older people in a parked car in the sun, even for a few minutes.',
    },
    image: img('a14'),
    publishedAt: '2026-04-20T09:00:00+07:00',
    readingMinutes: 3,
    tags: ['family_health'],
  },
];

/** Labels of the article tags. */
export const articleTagLabels: Record<ArticleTag, LocalizedText> = {
  claims: { th: 'การเคลม', en: 'Claims' },
  using_card: { th: 'การใช้บัตร', en: 'Using your card' },
  checkup: { th: 'ตรวจสุขภาพ', en: 'Check-ups' },
  infectious_disease: { th: 'โรคติดเชื้อ', en: 'Infectious diseases' },
  air_pollution: { th: 'มลพิษทางอากาศ', en: 'Air pollution' },
  chronic_disease: { th: 'โรคเรื้อรัง', en: 'Chronic conditions' },
  mental_health: { th: 'สุขภาพใจ', en: 'Mental health' },
  vaccination: { th: 'วัคซีน', en: 'Vaccination' },
  telemedicine: { th: 'ปรึกษาแพทย์ออนไลน์', en: 'Telemedicine' },
  insurance_basics: { th: 'ความรู้เรื่องประกัน', en: 'Insurance basics' },
  financial_planning: { th: 'วางแผนการเงิน', en: 'Financial planning' },
  workplace_health: { th: 'สุขภาพคนทำงาน', en: 'Workplace health' },
  heart_health: { th: 'หัวใจและหลอดเลือด', en: 'Heart health' },
  family_health: { th: 'สุขภาพครอบครัว', en: 'Family health' },
};
