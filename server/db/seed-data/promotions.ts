/**
 * Promotions (demo "today" is 2026-11-22): p01–p09 running, p10–p12 upcoming, p13–p16 expired.
 */
import { hospitalCode } from './hospitals';
import type { SeedPromotion } from './types';

const img = (id: string) => `/demo/promotions/${id}.svg`;

export const promotions: SeedPromotion[] = [
  {
    id: 'p01',
    ins_code: null,
    category: 'checkup',
    title: {
      th: 'แพ็กเกจตรวจสุขภาพประจำปี สำหรับวัย 35 ปีขึ้นไป',
      en: 'Annual Check-up Package for Ages 35 and Over',
    },
    summary: {
      th: 'ตรวจครบ 18 รายการ ราคาพิเศษ 2,990 บาท จากปกติ 4,800 บาท',
      en: '18 tests for a special price of 2,990 baht instead of 4,800 baht',
    },
    body: {
      th: 'อายุ 35 ปีเป็นช่วงที่ความเสี่ยงโรคเรื้อรัง เช่น เบาหวาน ความดันโลหิตสูง และไขมันในเลือดสูง เริ่มเพิ่มขึ้นอย่างชัดเจน การตรวจสุขภาพปีละครั้งช่วยให้พบความผิดปกติได้ตั้งแต่ยังไม่มีอาการ และปรับพฤติกรรมได้ทันเวลา\n\nแพ็กเกจนี้ประกอบด้วย\n• ตรวจร่างกายและซักประวัติโดยแพทย์อายุรกรรม\n• ความสมบูรณ์ของเม็ดเลือด ระดับน้ำตาล และน้ำตาลสะสม\n• ไขมันในเลือด 4 รายการ\n• การทำงานของไตและตับ กรดยูริก\n• ตรวจปัสสาวะ เอกซเรย์ปอด และคลื่นไฟฟ้าหัวใจ\n\nผลตรวจพร้อมภายใน 3 วันทำการ และมีแพทย์อธิบายผลให้ทุกท่าน ควรงดน้ำและอาหาร 8–10 ชั่วโมงก่อนเจาะเลือด ดื่มน้ำเปล่าได้เล็กน้อย',
      en: 'Thirty-five is the age when the risk of chronic conditions such as diabetes, high blood pressure and high cholesterol starts to rise noticeably. A yearly check-up finds problems before they cause symptoms, while there is still time to change habits.\n\nThe package includes:\n• Physical examination and history taking by an internist\n• Complete blood count, fasting blood sugar and HbA1c\n• Four-item lipid profile\n• Kidney and liver function, uric acid\n• Urinalysis, chest X-ray and electrocardiogram\n\nResults are ready within 3 working days and a doctor explains them to every participant. Please fast for 8–10 hours before the blood test; small sips of plain water are fine.',
    },
    terms: {
      th: 'ใช้ได้ที่โรงพยาบาลสหเวช พัฒนาการ เท่านั้น\nกรุณานัดหมายล่วงหน้าอย่างน้อย 1 วัน\nแสดงบัตรประกันในแอปพร้อมบัตรประชาชนเมื่อลงทะเบียน\nไม่สามารถใช้ร่วมกับส่วนลดหรือสิทธิ์อื่น และไม่สามารถแลกเปลี่ยนเป็นเงินสด\nราคารวมค่าแพทย์และค่าบริการโรงพยาบาลแล้ว',
      en: 'Valid only at Sahavej Hospital Phatthanakan\nBook at least 1 day in advance\nShow your insurance card in the app and your ID card at registration\nCannot be combined with other discounts or benefits and cannot be exchanged for cash\nPrice includes doctor and hospital service fees',
    },
    image: img('p01'),
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    hospitalCode: hospitalCode('Sahavej Hospital Phatthanakan'),
  },
  {
    id: 'p02',
    ins_code: 'TPA',
    category: 'dental',
    title: {
      th: 'ขูดหินปูนและขัดฟัน ลด 20% ที่คลินิกทันตกรรมในเครือข่าย',
      en: '20% Off Scaling and Polishing at Network Dental Clinics',
    },
    summary: {
      th: 'สมาชิกไทยแคร์ลด 20% ค่าขูดหินปูน ขัดฟัน และตรวจสุขภาพช่องปาก',
      en: 'ThaiCare members save 20% on scaling, polishing and an oral check-up',
    },
    body: {
      th: 'หินปูนที่สะสมบนผิวฟันเป็นที่อยู่ของเชื้อแบคทีเรีย ทำให้เหงือกอักเสบ มีกลิ่นปาก และนำไปสู่โรคปริทันต์ได้ ทันตแพทย์แนะนำให้ขูดหินปูนทุก 6 เดือนถึง 1 ปี แม้จะแปรงฟันสม่ำเสมอก็ตาม\n\nสมาชิกไทยแคร์ ทีพีเอ รับส่วนลด 20% สำหรับการขูดหินปูน ขัดฟัน และตรวจสุขภาพช่องปาก ที่คลินิกทันตกรรมในเครือข่ายทุกแห่งที่ร่วมรายการ ค้นหาคลินิกใกล้บ้านได้จากเมนูค้นหาโรงพยาบาล โดยเลือกบริการทันตกรรม\n\nหากแผนประกันของท่านมีผลประโยชน์ทันตกรรม ส่วนที่เหลือหลังหักส่วนลดสามารถเบิกตามวงเงินของแผนได้ตามปกติ',
      en: 'Tartar on the teeth harbours bacteria, leading to inflamed gums, bad breath and eventually gum disease. Dentists recommend scaling every 6 to 12 months, even if you brush regularly.\n\nThaiCare TPA members get 20% off scaling, polishing and an oral check-up at every participating dental clinic in our network. Find one near you with Hospital Search by choosing the Dental service.\n\nIf your plan includes dental benefits, the amount remaining after the discount can be claimed within your plan limit as usual.',
    },
    terms: {
      th: 'เฉพาะสมาชิกที่มีบัตรของไทยแคร์ ทีพีเอ ที่ยังไม่หมดอายุ\nใช้สิทธิ์ได้ 1 ครั้งต่อท่านตลอดระยะเวลารายการ\nส่วนลดไม่รวมการรักษาอื่น เช่น อุดฟัน ถอนฟัน หรือจัดฟัน\nกรุณาโทรนัดหมายกับคลินิกก่อนเข้ารับบริการ',
      en: 'For members holding a valid ThaiCare TPA card\nOne use per member during the campaign\nThe discount does not cover other treatment such as fillings, extractions or braces\nPlease call the clinic for an appointment before your visit',
    },
    image: img('p02'),
    startDate: '2026-09-15',
    endDate: '2027-01-31',
  },
  {
    id: 'p03',
    ins_code: null,
    category: 'vaccination',
    title: {
      th: 'วัคซีนไข้หวัดใหญ่ 4 สายพันธุ์ เข็มละ 690 บาท',
      en: 'Four-Strain Flu Vaccine for 690 Baht',
    },
    summary: {
      th: 'ฉีดวัคซีนไข้หวัดใหญ่สายพันธุ์ล่าสุด ที่โรงพยาบาลในเครือข่ายที่ร่วมรายการ',
      en: 'Get this season’s flu vaccine at participating network hospitals',
    },
    body: {
      th: 'ไข้หวัดใหญ่ไม่ใช่แค่หวัดธรรมดา ในผู้สูงอายุ เด็กเล็ก หญิงตั้งครรภ์ และผู้ที่มีโรคประจำตัว อาจทำให้เกิดปอดอักเสบและต้องนอนโรงพยาบาลได้ การฉีดวัคซีนปีละ 1 ครั้งช่วยลดความรุนแรงของโรคได้อย่างมีนัยสำคัญ\n\nวัคซีนในรายการเป็นวัคซีนชนิด 4 สายพันธุ์ ตามคำแนะนำขององค์การอนามัยโลกสำหรับซีกโลกเหนือในฤดูกาลนี้ ราคา 690 บาทรวมค่าบริการฉีดและค่าแพทย์แล้ว\n\nภูมิคุ้มกันจะขึ้นเต็มที่ประมาณ 2 สัปดาห์หลังฉีด หากมีไข้สูงในวันที่นัดไว้ ควรเลื่อนการฉีดออกไปก่อน',
      en: 'Influenza is more than a common cold. In older people, young children, pregnant women and people with chronic illness it can cause pneumonia and lead to a hospital stay. A yearly vaccination markedly reduces how severe the illness gets.\n\nThe vaccine offered is a four-strain (quadrivalent) vaccine matching the World Health Organization recommendation for this northern-hemisphere season. The price of 690 baht includes the injection and doctor’s fee.\n\nFull protection builds up about 2 weeks after the injection. If you have a high fever on the day of your appointment, postpone the vaccination.',
    },
    terms: {
      th: 'สำหรับผู้ที่มีอายุ 6 เดือนขึ้นไป\nผู้ที่เคยแพ้วัคซีนไข้หวัดใหญ่อย่างรุนแรงควรปรึกษาแพทย์ก่อน\nจำนวนวัคซีนมีจำกัดในแต่ละโรงพยาบาล\nตรวจสอบรายชื่อโรงพยาบาลที่ร่วมรายการได้ที่ศูนย์บริการลูกค้า',
      en: 'For anyone aged 6 months and over\nAnyone who has had a severe reaction to a flu vaccine should see a doctor first\nLimited stock at each hospital\nAsk customer service for the list of participating hospitals',
    },
    image: img('p03'),
    startDate: '2026-10-15',
    endDate: '2027-02-28',
  },
  {
    id: 'p04',
    ins_code: 'SLI',
    category: 'checkup',
    title: {
      th: 'ตรวจแมมโมแกรมและอัลตราซาวด์เต้านม ลด 15% สำหรับลูกค้าสยามประกันชีวิต',
      en: '15% Off Mammogram and Breast Ultrasound for Siam Life Customers',
    },
    summary: {
      th: 'คัดกรองมะเร็งเต้านมด้วยเครื่องดิจิทัล อ่านผลโดยรังสีแพทย์เฉพาะทาง',
      en: 'Digital breast cancer screening read by a specialist radiologist',
    },
    body: {
      th: 'มะเร็งเต้านมเป็นมะเร็งที่พบมากที่สุดในผู้หญิงไทย แต่หากตรวจพบในระยะเริ่มแรก โอกาสรักษาหายสูงมาก การตรวจแมมโมแกรมร่วมกับอัลตราซาวด์ช่วยให้เห็นก้อนขนาดเล็กที่คลำไม่พบ\n\nลูกค้าสยามประกันชีวิตรับส่วนลด 15% จากราคาปกติ 4,200 บาท เหลือ 3,570 บาท ที่โรงพยาบาลนครเวช ประชาชื่น ตรวจด้วยเครื่องแมมโมแกรมระบบดิจิทัลที่ใช้ปริมาณรังสีต่ำ และรับฟังผลจากรังสีแพทย์ในวันเดียวกัน\n\nแนะนำสำหรับผู้หญิงอายุ 40 ปีขึ้นไป หรือผู้ที่มีประวัติมะเร็งเต้านมในครอบครัวตามคำแนะนำของแพทย์ ควรนัดตรวจหลังหมดประจำเดือนประมาณ 1 สัปดาห์ และงดทาแป้งหรือโรลออนบริเวณรักแร้ในวันตรวจ',
      en: 'Breast cancer is the most common cancer among Thai women, yet when it is found early the chance of a cure is very high. A mammogram combined with an ultrasound can show small lumps that cannot be felt.\n\nSiam Life customers get 15% off the normal price of 4,200 baht, paying 3,570 baht at Nakhonvej Hospital Prachachuen. The examination uses a low-dose digital mammography unit, and a radiologist explains the results on the same day.\n\nRecommended for women aged 40 and over, or younger women with a family history of breast cancer on a doctor’s advice. Book about a week after your period ends and do not use powder or deodorant under the arms on the day.',
    },
    terms: {
      th: 'เฉพาะผู้เอาประกันของสยามประกันชีวิตที่กรมธรรม์ยังมีผลบังคับ\nกรุณานัดหมายล่วงหน้าที่ศูนย์สุขภาพสตรีของโรงพยาบาล\nไม่สามารถใช้ร่วมกับโปรโมชันอื่น\nหญิงตั้งครรภ์หรือให้นมบุตรควรแจ้งเจ้าหน้าที่ก่อนตรวจ',
      en: 'For Siam Life insureds with a policy in force\nPlease book in advance with the hospital’s women’s health center\nCannot be combined with other promotions\nPregnant or breastfeeding women should tell the staff before the examination',
    },
    image: img('p04'),
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    hospitalCode: hospitalCode('Nakhonvej Hospital Prachachuen'),
  },
  {
    id: 'p05',
    ins_code: 'KSB',
    category: 'discount',
    title: {
      th: 'จ่ายค่ารักษาด้วยบัตรเครดิตกรุงสยาม รับเงินคืน 10%',
      en: '10% Cashback on Medical Bills Paid with a Krungsiam Credit Card',
    },
    summary: {
      th: 'รับเงินคืนสูงสุด 1,000 บาทต่อเดือน เมื่อชำระค่ารักษาที่โรงพยาบาลในเครือข่าย',
      en: 'Up to 1,000 baht back each month on bills at network hospitals',
    },
    body: {
      th: 'ค่าใช้จ่ายส่วนเกินจากวงเงินประกัน หรือค่ารักษาที่ไม่อยู่ในความคุ้มครอง เป็นเรื่องที่หลายครอบครัวต้องเตรียมรับมือ ธนาคารกรุงสยามช่วยแบ่งเบาภาระด้วยเงินคืน 10% เมื่อชำระค่ารักษาพยาบาลด้วยบัตรเครดิตกรุงสยามทุกประเภท\n\nเพียงลงทะเบียนรับสิทธิ์ในแอปครั้งเดียว แล้วชำระค่ารักษาที่โรงพยาบาลหรือคลินิกในเครือข่ายที่รับบัตรของธนาคาร ตั้งแต่ 2,000 บาทขึ้นไปต่อเซลส์สลิป ระบบจะคืนเงินเข้าบัญชีบัตรเครดิตภายใน 60 วันหลังสิ้นเดือนที่ใช้จ่าย\n\nสามารถแบ่งชำระ 0% นาน 6 เดือน สำหรับยอดตั้งแต่ 10,000 บาทขึ้นไปได้ด้วย โดยแจ้งแคชเชียร์ก่อนชำระเงิน',
      en: 'Costs above your insurance limit, or treatment your plan does not cover, are something many families have to plan for. Krungsiam Bank helps by giving 10% back when you pay medical bills with any Krungsiam credit card.\n\nRegister once in the app, then pay 2,000 baht or more per sales slip at a network hospital or clinic that accepts the bank’s cards. The cashback is credited to your card account within 60 days after the end of the month of spending.\n\nBills of 10,000 baht or more can also be split into 6 monthly instalments at 0% interest; tell the cashier before you pay.',
    },
    terms: {
      th: 'ต้องลงทะเบียนรับสิทธิ์ก่อนใช้จ่าย\nเงินคืนสูงสุด 1,000 บาทต่อบัญชีบัตรต่อเดือนปฏิทิน\nไม่รวมการซื้อยาหรือเวชภัณฑ์จากร้านขายยา\nธนาคารขอสงวนสิทธิ์เรียกคืนเงินคืนหากมีการยกเลิกรายการ\nอัตราดอกเบี้ยและเงื่อนไขบัตรเครดิตเป็นไปตามที่ธนาคารประกาศ',
      en: 'Registration is required before spending\nMaximum cashback 1,000 baht per card account per calendar month\nExcludes medicine and supplies bought from pharmacies\nThe bank may reclaim cashback if a transaction is cancelled\nInterest rates and credit card terms are as announced by the bank',
    },
    image: img('p05'),
    startDate: '2026-11-01',
    endDate: '2027-01-31',
  },
  {
    id: 'p06',
    ins_code: 'TMPCORP',
    category: 'wellness',
    title: {
      th: 'ตรวจสายตาฟรี และส่วนลดแว่นตา 30% สำหรับพนักงานทีเอ็มพี',
      en: 'Free Eye Test and 30% Off Glasses for TMP Employees',
    },
    summary: {
      th: 'หน่วยตรวจสายตาเคลื่อนที่มาที่สำนักงานใหญ่ ทุกวันพุธและศุกร์',
      en: 'A mobile eye-test unit visits head office every Wednesday and Friday',
    },
    body: {
      th: 'การทำงานหน้าจอหลายชั่วโมงต่อวันทำให้ตาล้า ตาแห้ง และค่าสายตาเปลี่ยนได้โดยไม่รู้ตัว ฝ่ายทรัพยากรบุคคลร่วมกับไทยแคร์ ทีพีเอ จัดหน่วยตรวจสายตาโดยนักทัศนมาตรมาให้บริการถึงสำนักงาน\n\nพนักงานทีเอ็มพีตรวจวัดสายตาและความดันลูกตาได้ฟรี พร้อมรับส่วนลด 30% สำหรับกรอบแว่นและเลนส์ทุกชนิด ครอบครัวที่ลงทะเบียนในแอปใช้สิทธิ์ส่วนลดแว่นตาได้เช่นกัน\n\nให้บริการที่ห้องประชุมชั้น 3 อาคารสำนักงานใหญ่ ทุกวันพุธและวันศุกร์ เวลา 10:00–16:00 น. จองคิวล่วงหน้าผ่านระบบจองห้องประชุมของบริษัท',
      en: 'Hours in front of a screen every day lead to tired, dry eyes and can change your prescription without you noticing. Human Resources and ThaiCare TPA are bringing an optometrist to the office.\n\nTMP employees get a free eye test and eye-pressure check, plus 30% off all frames and lenses. Family members registered in the app also get the discount on glasses.\n\nThe unit is in the 3rd-floor meeting room of the head office building every Wednesday and Friday, 10:00–16:00. Book a slot through the company’s room-booking system.',
    },
    terms: {
      th: 'เฉพาะพนักงานทีเอ็มพี คอร์ปอเรชั่น และครอบครัวที่ลงทะเบียนไว้\nตรวจสายตาฟรี 1 ครั้งต่อท่าน\nรับแว่นภายใน 7 วันทำการ ที่จุดบริการเดิม\nกรณีพบความผิดปกติของตา นักทัศนมาตรจะแนะนำให้พบจักษุแพทย์',
      en: 'For TMP Corporation employees and their registered family members\nOne free eye test per person\nGlasses are ready within 7 working days at the same service point\nIf an eye problem is found, the optometrist will refer you to an ophthalmologist',
    },
    image: img('p06'),
    startDate: '2026-11-16',
    endDate: '2027-02-26',
  },
  {
    id: 'p07',
    ins_code: null,
    category: 'telemedicine',
    title: {
      th: 'ปรึกษาแพทย์ออนไลน์ครั้งแรก ฟรี',
      en: 'Your First Online Doctor Consultation Is Free',
    },
    summary: {
      th: 'คุยกับแพทย์ผ่านวิดีโอคอลจากที่บ้าน ไม่ต้องเดินทาง ไม่ต้องรอคิว',
      en: 'See a doctor by video call from home, with no travel and no queue',
    },
    body: {
      th: 'อาการเจ็บป่วยเล็กน้อย เช่น ไข้หวัด ภูมิแพ้ ผื่นคัน หรือท้องเสีย สามารถปรึกษาแพทย์ออนไลน์ได้โดยไม่ต้องไปโรงพยาบาล ลดความเสี่ยงรับเชื้อโรคเพิ่มและประหยัดเวลาเดินทาง\n\nผู้ใช้แอปทุกท่านปรึกษาแพทย์ทั่วไปผ่านไทยแคร์ เทเลเมด ได้ฟรี 1 ครั้ง เพียงเลือกเมนูเทเลเมดมาร์ท เลือกบัตรที่ต้องการใช้ และกดรับคำปรึกษา แพทย์จะโทรกลับผ่านวิดีโอภายในประมาณ 15 นาที\n\nหากแพทย์สั่งยา สามารถเลือกรับยาที่บ้านผ่านบริการจัดส่ง หรือรับที่ร้านยาใกล้บ้าน ค่ายาเบิกได้ตามความคุ้มครองผู้ป่วยนอกของแผนประกัน',
      en: 'Minor illnesses such as colds, allergies, itchy rashes or diarrhoea can be handled by an online doctor without going to hospital, avoiding other germs and saving travel time.\n\nEvery app user can consult a general practitioner through ThaiCare Telemed once for free. Open Telemed Mart, choose the card you want to use and request a consultation; a doctor calls you back by video in about 15 minutes.\n\nIf medicine is prescribed, you can have it delivered or pick it up at a pharmacy near you. Medicine costs are claimable under your plan’s outpatient benefit.',
    },
    terms: {
      th: 'สิทธิ์ปรึกษาฟรี 1 ครั้งต่อบัญชีผู้ใช้\nเฉพาะการปรึกษาแพทย์ทั่วไปผ่านไทยแคร์ เทเลเมด\nค่ายาและค่าจัดส่งเป็นไปตามความคุ้มครองของแผนประกัน\nไม่ใช้สำหรับภาวะฉุกเฉิน กรณีฉุกเฉินโทร 1669',
      en: 'One free consultation per user account\nGeneral practitioner consultations through ThaiCare Telemed only\nMedicine and delivery are covered according to your plan\nNot for emergencies; in an emergency call 1669',
    },
    image: img('p07'),
    startDate: '2026-11-01',
    endDate: '2026-12-31',
  },
  {
    id: 'p08',
    ins_code: 'TPA',
    category: 'vaccination',
    title: {
      th: 'วัคซีนเอชพีวี 9 สายพันธุ์ ครบ 3 เข็ม ราคาพิเศษ',
      en: 'Nine-Strain HPV Vaccine, Full Course of 3 Doses at a Special Price',
    },
    summary: {
      th: 'ป้องกันมะเร็งปากมดลูกและโรคจากเชื้อเอชพีวี ครบ 3 เข็ม 9,900 บาท',
      en: 'Protection against cervical cancer and other HPV diseases: 3 doses for 9,900 baht',
    },
    body: {
      th: 'เชื้อเอชพีวีเป็นสาเหตุหลักของมะเร็งปากมดลูก ซึ่งเป็นมะเร็งที่พบบ่อยในผู้หญิงไทย วัคซีนชนิด 9 สายพันธุ์ครอบคลุมสายพันธุ์ที่ก่อมะเร็งได้มากที่สุด และยังป้องกันหูดหงอนไก่ได้ด้วย\n\nวัคซีนได้ผลดีที่สุดเมื่อฉีดก่อนมีเพศสัมพันธ์ครั้งแรก แต่ผู้ใหญ่อายุไม่เกิน 45 ปียังได้รับประโยชน์ โดยควรปรึกษาแพทย์ก่อน ทั้งผู้หญิงและผู้ชายสามารถฉีดได้\n\nแพ็กเกจ 3 เข็มราคา 9,900 บาท จากราคาปกติ 13,500 บาท ที่โรงพยาบาลศุภเวช มีนบุรี ฉีดเข็มที่ 2 ห่างจากเข็มแรก 2 เดือน และเข็มที่ 3 ห่างจากเข็มแรก 6 เดือน',
      en: 'Human papillomavirus (HPV) is the main cause of cervical cancer, one of the most common cancers in Thai women. The nine-strain vaccine covers the strains that cause most cancers and also prevents genital warts.\n\nThe vaccine works best when given before first sexual contact, but adults up to 45 still benefit after talking with a doctor. Both women and men can be vaccinated.\n\nThe 3-dose package costs 9,900 baht instead of 13,500 baht at Suphavej Hospital Min Buri. The second dose is given 2 months after the first and the third 6 months after the first.',
    },
    terms: {
      th: 'ชำระครั้งเดียวเมื่อฉีดเข็มแรก\nต้องฉีดครบทุกเข็มภายใน 12 เดือนนับจากเข็มแรก\nหญิงตั้งครรภ์ควรเลื่อนการฉีดออกไปจนหลังคลอด\nไม่สามารถเปลี่ยนโรงพยาบาลหรือขอคืนเงินสำหรับเข็มที่ไม่ได้ฉีด',
      en: 'Pay once at the first dose\nAll doses must be given within 12 months of the first\nPregnant women should postpone vaccination until after delivery\nThe hospital cannot be changed and unused doses are not refundable',
    },
    image: img('p08'),
    startDate: '2026-08-01',
    endDate: '2027-01-31',
    hospitalCode: hospitalCode('Suphavej Hospital Min Buri'),
  },
  {
    id: 'p09',
    ins_code: null,
    category: 'checkup',
    title: {
      th: 'ตรวจสุขภาพหัวใจ เดินสายพานและคลื่นเสียงสะท้อนหัวใจ 3,900 บาท',
      en: 'Heart Check with Exercise Stress Test and Echocardiogram for 3,900 Baht',
    },
    summary: {
      th: 'ประเมินความเสี่ยงโรคหัวใจโดยอายุรแพทย์โรคหัวใจ จากราคาปกติ 6,500 บาท',
      en: 'A heart risk assessment by a cardiologist, normally 6,500 baht',
    },
    body: {
      th: 'โรคหัวใจและหลอดเลือดมักไม่มีอาการจนกว่าหลอดเลือดจะตีบมากแล้ว ผู้ที่มีความดันโลหิตสูง เบาหวาน ไขมันในเลือดสูง สูบบุหรี่ หรือมีคนในครอบครัวเป็นโรคหัวใจตั้งแต่อายุน้อย ควรได้รับการตรวจประเมินแม้ยังรู้สึกแข็งแรงดี\n\nแพ็กเกจประกอบด้วย\n• พบอายุรแพทย์โรคหัวใจ\n• คลื่นไฟฟ้าหัวใจขณะพัก\n• เดินสายพานทดสอบสมรรถภาพหัวใจ\n• คลื่นเสียงสะท้อนหัวใจ\n• ไขมันในเลือดและน้ำตาลในเลือด\n\nวันตรวจควรสวมรองเท้าผ้าใบและชุดที่เคลื่อนไหวสะดวก งดอาหารหนักก่อนเดินสายพานอย่างน้อย 2 ชั่วโมง',
      en: 'Heart and blood-vessel disease usually causes no symptoms until an artery is badly narrowed. People with high blood pressure, diabetes, high cholesterol, smokers, and those with a family history of early heart disease should be assessed even when they feel well.\n\nThe package includes:\n• Consultation with a cardiologist\n• Resting electrocardiogram\n• Exercise stress test on a treadmill\n• Echocardiogram\n• Blood lipids and blood sugar\n\nOn the day, wear trainers and comfortable clothes, and avoid a heavy meal for at least 2 hours before the treadmill test.',
    },
    terms: {
      th: 'ใช้ได้ที่โรงพยาบาลรัตนเวช วังทองหลาง\nนัดหมายล่วงหน้าอย่างน้อย 2 วัน\nแพทย์อาจงดการเดินสายพานหากประเมินแล้วไม่เหมาะสม โดยจะปรับเป็นการตรวจอื่นที่มีมูลค่าเท่ากัน\nราคานี้สำหรับผู้ป่วยชาวไทยและชาวต่างชาติเท่ากัน',
      en: 'Valid at Rattanavej Hospital Wang Thonglang\nBook at least 2 days in advance\nThe doctor may skip the treadmill test if it is not suitable and replace it with another test of equal value\nSame price for Thai and foreign patients',
    },
    image: img('p09'),
    startDate: '2026-11-01',
    endDate: '2027-03-31',
    hospitalCode: hospitalCode('Rattanavej Hospital Wang Thonglang'),
  },
  {
    id: 'p10',
    ins_code: null,
    category: 'checkup',
    title: {
      th: 'ของขวัญปีใหม่ให้พ่อแม่ ตรวจสุขภาพผู้สูงอายุ 60 ปีขึ้นไป',
      en: 'A New Year Gift for Your Parents: Senior Check-up for Ages 60 and Over',
    },
    summary: {
      th: 'ตรวจครบ 24 รายการ รวมมวลกระดูกและการได้ยิน ราคา 4,500 บาท',
      en: '24 tests including bone density and hearing for 4,500 baht',
    },
    body: {
      th: 'ส่งความห่วงใยให้คุณพ่อคุณแม่ในช่วงปีใหม่ ด้วยแพ็กเกจตรวจสุขภาพที่ออกแบบมาสำหรับผู้สูงอายุโดยเฉพาะ ครอบคลุมทั้งโรคเรื้อรัง กระดูกพรุน สายตา และการได้ยิน\n\nนอกจากการตรวจเลือดและปัสสาวะพื้นฐาน แพ็กเกจยังรวมการตรวจมวลกระดูก อัลตราซาวด์ช่องท้อง การตรวจการได้ยิน คัดกรองภาวะสมองเสื่อมเบื้องต้น และประเมินความเสี่ยงการหกล้ม พร้อมแพทย์อายุรกรรมผู้สูงอายุอธิบายผล\n\nซื้อได้ตั้งแต่วันที่ 1 ธันวาคม และใช้บริการได้ถึงสิ้นเดือนกุมภาพันธ์ มีบริการรถเข็นและเจ้าหน้าที่ดูแลตลอดการตรวจ',
      en: 'Show your parents you care this New Year with a check-up designed for older adults, covering chronic disease, osteoporosis, eyesight and hearing.\n\nBesides basic blood and urine tests, the package includes a bone density scan, abdominal ultrasound, a hearing test, a short memory screening and a fall-risk assessment, with a geriatric physician to explain the results.\n\nOn sale from 1 December and usable until the end of February. Wheelchairs and an escort are available throughout the visit.',
    },
    terms: {
      th: 'สำหรับผู้ที่มีอายุ 60 ปีขึ้นไป\nใช้ได้ที่โรงพยาบาลบุญเวช สายไหม\nสามารถซื้อให้บิดามารดาที่ลงทะเบียนเป็นครอบครัวในแอป\nต้องนัดหมายล่วงหน้าและงดน้ำงดอาหาร 8 ชั่วโมงก่อนตรวจ',
      en: 'For people aged 60 and over\nValid at Boonvej Hospital Sai Mai\nCan be bought for parents registered as family in the app\nAppointment required; fast for 8 hours before the tests',
    },
    image: img('p10'),
    startDate: '2026-12-01',
    endDate: '2027-02-28',
    hospitalCode: hospitalCode('Boonvej Hospital Sai Mai'),
  },
  {
    id: 'p11',
    ins_code: 'SLI',
    category: 'vaccination',
    title: {
      th: 'วัคซีนไข้เลือดออก 2 เข็ม ราคาพิเศษก่อนเข้าฤดูฝน',
      en: 'Two-Dose Dengue Vaccine at a Special Price Before the Rainy Season',
    },
    summary: {
      th: 'ลูกค้าสยามประกันชีวิต ฉีดครบ 2 เข็ม 4,900 บาท',
      en: 'Siam Life customers get both doses for 4,900 baht',
    },
    body: {
      th: 'ไข้เลือดออกระบาดทุกปีในประเทศไทย โดยเฉพาะช่วงฤดูฝน และการติดเชื้อครั้งที่สองมักรุนแรงกว่าครั้งแรก วัคซีนไข้เลือดออกที่ได้รับการรับรองในประเทศไทยช่วยลดการป่วยและการนอนโรงพยาบาลได้\n\nวัคซีนนี้ฉีดได้ในผู้ที่มีอายุ 4 ปีขึ้นไป จำนวน 2 เข็ม ห่างกัน 3 เดือน การฉีดตั้งแต่ต้นปีจะทำให้ภูมิคุ้มกันขึ้นครบก่อนเข้าฤดูฝน\n\nรายการนี้เปิดให้ลงทะเบียนตั้งแต่วันที่ 15 มกราคม ที่โรงพยาบาลชัยเวช จอมทอง แพทย์จะซักประวัติและประเมินความเหมาะสมก่อนฉีดทุกราย',
      en: 'Dengue breaks out in Thailand every year, especially in the rainy season, and a second infection is often worse than the first. The dengue vaccine approved in Thailand reduces illness and hospital admissions.\n\nIt can be given to anyone aged 4 and over, as 2 doses 3 months apart. Starting early in the year means full protection before the rains arrive.\n\nRegistration opens on 15 January at Chaiyavej Hospital Chom Thong. A doctor takes your history and checks that the vaccine is suitable before every injection.',
    },
    terms: {
      th: 'เฉพาะผู้เอาประกันของสยามประกันชีวิตและครอบครัวที่อยู่ในกรมธรรม์เดียวกัน\nไม่เหมาะสำหรับหญิงตั้งครรภ์ หญิงให้นมบุตร และผู้ที่มีภูมิคุ้มกันบกพร่อง\nชำระเต็มจำนวนเมื่อฉีดเข็มแรก\nวัคซีนไม่ได้ป้องกันได้ 100% ยังควรป้องกันยุงกัดควบคู่ไปด้วย',
      en: 'For Siam Life insureds and family members on the same policy\nNot suitable during pregnancy or breastfeeding, or for people with weakened immunity\nFull payment at the first dose\nThe vaccine is not 100% protective, so keep avoiding mosquito bites',
    },
    image: img('p11'),
    startDate: '2027-01-15',
    endDate: '2027-05-31',
    hospitalCode: hospitalCode('Chaiyavej Hospital Chom Thong'),
  },
  {
    id: 'p12',
    ins_code: 'KSB',
    category: 'wellness',
    title: {
      th: 'แพ็กเกจกายภาพบำบัดแก้ออฟฟิศซินโดรม 5 ครั้ง ลด 25%',
      en: 'Office Syndrome Physiotherapy, 5 Sessions at 25% Off',
    },
    summary: {
      th: 'ลูกค้าธนาคารกรุงสยาม ผ่อนคลายปวดคอ บ่า ไหล่ กับนักกายภาพบำบัด',
      en: 'Krungsiam Bank customers can ease neck and shoulder pain with a physiotherapist',
    },
    body: {
      th: 'ปวดคอ บ่า ไหล่ หรือปวดหลังเรื้อรังจากการนั่งทำงานนาน ๆ ไม่ควรปล่อยไว้ เพราะอาจทำให้กล้ามเนื้อตึงสะสมและกระทบคุณภาพการนอน\n\nแพ็กเกจประกอบด้วยการประเมินท่าทางและโครงสร้างร่างกาย การรักษาด้วยเครื่องมือกายภาพบำบัด เช่น อัลตราซาวด์และเลเซอร์ความเข้มต่ำ การยืดเหยียดกล้ามเนื้อ และโปรแกรมออกกำลังกายที่ทำต่อเองที่บ้านได้ รวม 5 ครั้ง\n\nชำระด้วยบัตรเดบิตหรือบัตรเครดิตกรุงสยามเพื่อรับส่วนลด 25% ที่คลินิกกายภาพบำบัดในเครือข่ายที่ร่วมรายการ',
      en: 'Chronic neck, shoulder or back pain from long hours at a desk should not be ignored; the muscle tension builds up and can spoil your sleep.\n\nThe package covers a posture and body assessment, treatment with physiotherapy equipment such as ultrasound and low-level laser, muscle stretching, and an exercise programme you can continue at home, over 5 sessions.\n\nPay with a Krungsiam debit or credit card to get 25% off at participating network physiotherapy clinics.',
    },
    terms: {
      th: 'ต้องใช้บริการครบ 5 ครั้งภายใน 90 วันนับจากครั้งแรก\nชำระด้วยบัตรของธนาคารกรุงสยามเท่านั้น\nผู้ที่มีอาการชา อ่อนแรง หรือปวดร้าวลงแขนขา ควรพบแพทย์ก่อน\nไม่สามารถโอนสิทธิ์ให้ผู้อื่น',
      en: 'All 5 sessions must be used within 90 days of the first\nPayment with a Krungsiam Bank card only\nAnyone with numbness, weakness or pain spreading down an arm or leg should see a doctor first\nNot transferable',
    },
    image: img('p12'),
    startDate: '2026-12-15',
    endDate: '2027-03-15',
  },
  {
    id: 'p13',
    ins_code: null,
    category: 'vaccination',
    title: {
      th: 'รณรงค์ฉีดวัคซีนไข้หวัดใหญ่ก่อนฤดูฝน',
      en: 'Flu Vaccination Drive Before the Rainy Season',
    },
    summary: {
      th: 'วัคซีนไข้หวัดใหญ่ 4 สายพันธุ์ 590 บาท สำหรับสมาชิกทุกแผน',
      en: 'Four-strain flu vaccine for 590 baht for members on every plan',
    },
    body: {
      th: 'ประเทศไทยมีผู้ป่วยไข้หวัดใหญ่สูงขึ้นในช่วงฤดูฝน ระหว่างเดือนมิถุนายนถึงกันยายน การฉีดวัคซีนล่วงหน้าช่วยให้ร่างกายสร้างภูมิคุ้มกันทันก่อนช่วงระบาด\n\nสมาชิกทุกแผนฉีดวัคซีนไข้หวัดใหญ่ชนิด 4 สายพันธุ์ได้ในราคา 590 บาท ที่โรงพยาบาลในเครือข่ายที่ร่วมรายการ รวมค่าบริการทางการแพทย์แล้ว\n\nผู้สูงอายุ ผู้ที่มีโรคประจำตัว และหญิงตั้งครรภ์อายุครรภ์ตั้งแต่ 4 เดือนขึ้นไป เป็นกลุ่มที่ควรได้รับวัคซีนเป็นลำดับแรก',
      en: 'Flu cases in Thailand rise during the rainy season, from June to September. Getting vaccinated ahead of time gives the body time to build protection before the peak.\n\nMembers on every plan could get the four-strain flu vaccine for 590 baht at participating network hospitals, medical fees included.\n\nOlder adults, people with chronic illness and women more than 4 months pregnant were encouraged to go first.',
    },
    terms: {
      th: 'สิทธิ์ 1 เข็มต่อท่าน\nแสดงบัตรประกันในแอปก่อนชำระเงิน\nจำนวนวัคซีนมีจำกัด',
      en: 'One dose per person\nShow your insurance card in the app before paying\nLimited stock',
    },
    image: img('p13'),
    startDate: '2026-05-01',
    endDate: '2026-08-31',
  },
  {
    id: 'p14',
    ins_code: 'TPA',
    category: 'checkup',
    title: {
      th: 'ตุลาชวนตรวจ คัดกรองมะเร็งเต้านมเดือนแห่งการรณรงค์',
      en: 'Pink October: Breast Cancer Screening Month',
    },
    summary: {
      th: 'แมมโมแกรมพร้อมอัลตราซาวด์ 2,900 บาท ตลอดเดือนตุลาคม',
      en: 'Mammogram with ultrasound for 2,900 baht throughout October',
    },
    body: {
      th: 'เดือนตุลาคมเป็นเดือนรณรงค์ต้านภัยมะเร็งเต้านมทั่วโลก ไทยแคร์ ทีพีเอ ชวนสมาชิกหญิงอายุ 40 ปีขึ้นไปตรวจคัดกรองด้วยแมมโมแกรมและอัลตราซาวด์ในราคาพิเศษ\n\nนอกจากการตรวจที่โรงพยาบาลแล้ว ควรตรวจเต้านมด้วยตนเองทุกเดือน หลังหมดประจำเดือน 7–10 วัน หากพบก้อน ผิวหนังบุ๋ม หรือมีน้ำออกจากหัวนม ให้รีบพบแพทย์\n\nขอบคุณสมาชิกทุกท่านที่ร่วมรายการในปีนี้',
      en: 'October is Breast Cancer Awareness Month around the world. ThaiCare TPA invited women members aged 40 and over to screen with a mammogram and ultrasound at a special price.\n\nBesides screening at the hospital, check your breasts yourself every month, 7–10 days after your period. If you find a lump, dimpled skin or discharge from the nipple, see a doctor promptly.\n\nThank you to every member who took part this year.',
    },
    terms: {
      th: 'เฉพาะสมาชิกหญิงอายุ 40 ปีขึ้นไป\nนัดหมายล่วงหน้าที่โรงพยาบาลที่ร่วมรายการ\nสิทธิ์ 1 ครั้งต่อท่าน',
      en: 'For women members aged 40 and over\nBook in advance with a participating hospital\nOne use per member',
    },
    image: img('p14'),
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  },
  {
    id: 'p15',
    ins_code: 'KSB',
    category: 'checkup',
    title: {
      th: 'วันแม่ ตรวจสุขภาพให้แม่ ลด 30% ด้วยบัตรกรุงสยาม',
      en: 'Mother’s Day: 30% Off a Check-up for Mum with a Krungsiam Card',
    },
    summary: {
      th: 'แพ็กเกจตรวจสุขภาพสตรีวัยทอง ชำระด้วยบัตรกรุงสยามลด 30%',
      en: 'A menopause health check at 30% off when paid with a Krungsiam card',
    },
    body: {
      th: 'ในโอกาสวันแม่แห่งชาติ ธนาคารกรุงสยามมอบส่วนลด 30% สำหรับแพ็กเกจตรวจสุขภาพสตรีวัยทอง ครอบคลุมฮอร์โมน มวลกระดูก ไขมันในเลือด และการตรวจภายใน\n\nวัยทองเป็นช่วงที่ร่างกายเปลี่ยนแปลงมาก ทั้งอาการร้อนวูบวาบ นอนไม่หลับ และความเสี่ยงกระดูกพรุนที่เพิ่มขึ้น การตรวจและรับคำแนะนำจากแพทย์ช่วยให้ผ่านช่วงนี้ได้อย่างมีคุณภาพชีวิตที่ดี\n\nรายการนี้สิ้นสุดแล้ว ติดตามสิทธิพิเศษครั้งต่อไปได้ในแอป',
      en: 'For National Mother’s Day, Krungsiam Bank offered 30% off a menopause health check covering hormones, bone density, blood lipids and a gynaecological examination.\n\nMenopause brings big changes, from hot flushes and poor sleep to a higher risk of osteoporosis. A check-up and a doctor’s advice help women through it with a good quality of life.\n\nThis offer has ended. Look out for the next one in the app.',
    },
    terms: {
      th: 'ชำระด้วยบัตรเครดิตหรือบัตรเดบิตกรุงสยาม\nสำหรับสตรีอายุ 45 ปีขึ้นไป\nใช้บริการภายในระยะเวลารายการเท่านั้น',
      en: 'Pay with a Krungsiam credit or debit card\nFor women aged 45 and over\nMust be used within the campaign period',
    },
    image: img('p15'),
    startDate: '2026-07-15',
    endDate: '2026-08-31',
  },
  {
    id: 'p16',
    ins_code: 'TMPCORP',
    category: 'checkup',
    title: {
      th: 'ตรวจมวลกระดูก 990 บาท สำหรับพนักงานทีเอ็มพีและครอบครัว',
      en: 'Bone Density Scan for 990 Baht for TMP Employees and Family',
    },
    summary: {
      th: 'คัดกรองภาวะกระดูกพรุนด้วยเครื่องเอกซเรย์พลังงานต่ำ',
      en: 'Osteoporosis screening with a low-dose X-ray scan',
    },
    body: {
      th: 'กระดูกพรุนไม่มีอาการเตือน หลายคนรู้ตัวเมื่อกระดูกสะโพกหรือกระดูกสันหลังหักจากการล้มเพียงเล็กน้อย ผู้หญิงหลังหมดประจำเดือนและผู้สูงอายุจึงควรตรวจมวลกระดูก\n\nพนักงานทีเอ็มพีและครอบครัวที่ลงทะเบียนในแอป ตรวจมวลกระดูกบริเวณสะโพกและกระดูกสันหลังได้ในราคา 990 บาท พร้อมคำแนะนำเรื่องแคลเซียม วิตามินดี และการออกกำลังกายแบบลงน้ำหนัก\n\nรายการนี้สิ้นสุดแล้ว ขอบคุณผู้ร่วมรายการทุกท่าน',
      en: 'Osteoporosis gives no warning; many people find out only when a minor fall breaks a hip or a vertebra. Women after menopause and older adults should have their bone density checked.\n\nTMP employees and family registered in the app could have a hip and spine bone density scan for 990 baht, with advice on calcium, vitamin D and weight-bearing exercise.\n\nThis offer has ended. Thank you to everyone who took part.',
    },
    terms: {
      th: 'เฉพาะพนักงานทีเอ็มพี คอร์ปอเรชั่น และครอบครัวที่ลงทะเบียนไว้\nหญิงตั้งครรภ์ไม่ควรตรวจ\nสิทธิ์ 1 ครั้งต่อท่าน',
      en: 'For TMP Corporation employees and their registered family\nNot for pregnant women\nOne use per person',
    },
    image: img('p16'),
    startDate: '2026-09-01',
    endDate: '2026-11-15',
    hospitalCode: hospitalCode('Amata International Hospital'),
  },
];
