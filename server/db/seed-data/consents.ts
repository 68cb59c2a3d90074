/**
 * Terms and conditions and privacy policy, two versions each.
 * v1 was published on 2025-01-01; v2 on 2026-10-01 and must be accepted again by members who accepted v1.
 */
import type { LocalizedText, SeedConsentDocument, SeedConsentSection } from './types';

const s = (heading: LocalizedText, body: LocalizedText): SeedConsentSection => ({ heading, body });

const COMPANY_ADDRESS: LocalizedText = {
  th: 'บริษัท ไทยแคร์ ทีพีเอ จำกัด เลขที่ 88 อาคารไทยแคร์ ชั้น 12 ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพมหานคร 10400',
  en: 'ThaiCare TPA Co., Ltd., 12th Floor, ThaiCare Building, 88 Ratchadaphisek Road, Din Daeng, Bangkok 10400',
};

// ---------------------------------------------------------------------------
// Terms and conditions
// ---------------------------------------------------------------------------

const termsIntro = s(
  { th: '1. บทนำและการยอมรับข้อกำหนด', en: '1. Introduction and acceptance' },
  {
    th: `ข้อกำหนดและเงื่อนไขนี้ใช้กับการใช้งานแอปพลิเคชันและเว็บไซต์สำหรับสมาชิก (รวมเรียกว่า “แอป”) ซึ่งให้บริการโดย บริษัท ไทยแคร์ ทีพีเอ จำกัด (“บริษัท”) ในฐานะผู้บริหารจัดการสินไหมทดแทนแทนบริษัทประกันภัย บริษัทประกันชีวิต ธนาคาร และนายจ้างที่เป็นคู่สัญญาของบริษัท (“คู่สัญญา”)\n\nเมื่อท่านลงทะเบียนหรือใช้งานแอป ถือว่าท่านได้อ่าน เข้าใจ และยอมรับข้อกำหนดนี้แล้ว หากท่านไม่ยอมรับ กรุณาหยุดใช้งานแอป ข้อกำหนดนี้ไม่ได้แก้ไขเงื่อนไขในกรมธรรม์ประกันภัยหรือสัญญาสวัสดิการของท่าน หากมีข้อขัดแย้ง ให้ถือตามกรมธรรม์หรือสัญญานั้น`,
    en: `These terms and conditions govern the member app and website (together, "the app") provided by ThaiCare TPA Co., Ltd. ("the Company") as claims administrator on behalf of the insurers, life insurers, banks and employers it works with ("partners").\n\nBy registering for or using the app you confirm that you have read, understood and accepted these terms. If you do not accept them, please stop using the app. These terms do not change the conditions of your insurance policy or benefits agreement; if there is any conflict, the policy or agreement prevails.`,
  },
);

const termsDefinitions = s(
  { th: '2. คำนิยาม', en: '2. Definitions' },
  {
    th: `• “สมาชิก” หมายถึง ผู้ที่ลงทะเบียนบัญชีผู้ใช้ในแอป\n• “ผู้เอาประกัน” หมายถึง บุคคลที่ได้รับความคุ้มครองตามกรมธรรม์หรือสวัสดิการที่บริษัทบริหารจัดการ\n• “บัตร” หมายถึง บัตรประกันสุขภาพอิเล็กทรอนิกส์ที่แสดงในแอป รวมถึงบัตรที่สมาชิกเพิ่มเอง\n• “เคลม” หมายถึง คำขอรับค่าสินไหมทดแทนหรือค่ารักษาพยาบาลตามความคุ้มครอง\n• “สถานพยาบาลในเครือข่าย” หมายถึง โรงพยาบาลและคลินิกที่รับบัตรของคู่สัญญาบางแผนหรือทุกแผน`,
    en: `• "Member" means a person who has registered a user account in the app.\n• "Insured" means a person covered under a policy or benefits scheme administered by the Company.\n• "Card" means an electronic health insurance card shown in the app, including cards added by the member.\n• "Claim" means a request for benefits or medical expenses under the cover.\n• "Network provider" means a hospital or clinic that accepts some or all plans of a partner.`,
  },
);

const termsAccountV1 = s(
  { th: '3. การลงทะเบียนและความปลอดภัยของบัญชี', en: '3. Registration and account security' },
  {
    th: `ท่านต้องให้ข้อมูลที่ถูกต้องและเป็นปัจจุบันเมื่อลงทะเบียน และยืนยันหมายเลขโทรศัพท์มือถือด้วยรหัสผ่านครั้งเดียว (โอทีพี) ชื่อผู้ใช้ต้องมีความยาว 5–15 ตัวอักษร ประกอบด้วยตัวอักษรภาษาอังกฤษและตัวเลขเท่านั้น รหัสผ่านต้องมีความยาว 8–15 ตัวอักษร ประกอบด้วยตัวอักษรและตัวเลข\n\nท่านมีหน้าที่เก็บรักษาชื่อผู้ใช้ รหัสผ่าน และรหัสโอทีพีไว้เป็นความลับ และไม่เปิดเผยให้ผู้อื่นทราบ รายการที่ทำผ่านบัญชีของท่านถือว่าท่านเป็นผู้ทำ หากสงสัยว่ามีผู้อื่นเข้าใช้บัญชี กรุณาเปลี่ยนรหัสผ่านทันทีและแจ้งบริษัท`,
    en: `You must give accurate, up-to-date information when registering and verify your mobile number with a one-time password (OTP). Usernames must be 5 to 15 characters long and contain only English letters and digits. Passwords must be 8 to 15 characters long and contain both letters and digits.\n\nYou must keep your username, password and OTP codes confidential and not share them with anyone. Actions taken through your account are treated as yours. If you suspect someone else has used your account, change your password immediately and tell us.`,
  },
);

const termsAccountV2 = s(
  {
    th: '3. การลงทะเบียน การเข้าสู่ระบบ และความปลอดภัยของบัญชี',
    en: '3. Registration, sign-in and account security',
  },
  {
    th: `ท่านต้องให้ข้อมูลที่ถูกต้องและเป็นปัจจุบันเมื่อลงทะเบียน และยืนยันหมายเลขโทรศัพท์มือถือด้วยรหัสผ่านครั้งเดียว (โอทีพี) ชื่อผู้ใช้ต้องมีความยาว 5–15 ตัวอักษร ประกอบด้วยตัวอักษรภาษาอังกฤษและตัวเลขเท่านั้น รหัสผ่านต้องมีความยาว 8–15 ตัวอักษร ประกอบด้วยตัวอักษรและตัวเลข และรหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม\n\nสมาชิกอาจเข้าสู่ระบบผ่านบัญชีไลน์ที่เชื่อมต่อไว้ หรือผ่านระบบยืนยันตัวตนของนายจ้างสำหรับพนักงานของคู่สัญญาที่เป็นนายจ้าง ในกรณีนี้ บริษัทได้รับเพียงข้อมูลที่จำเป็นต่อการยืนยันตัวตนเท่านั้น และไม่ได้รับรหัสผ่านของท่าน\n\nท่านมีหน้าที่เก็บรักษาชื่อผู้ใช้ รหัสผ่าน และรหัสโอทีพีไว้เป็นความลับ หากกรอกรหัสโอทีพีผิดเกินจำนวนครั้งที่กำหนด ระบบจะระงับรหัสนั้นและท่านต้องขอรหัสใหม่ รายการที่ทำผ่านบัญชีของท่านถือว่าท่านเป็นผู้ทำ หากสงสัยว่ามีผู้อื่นเข้าใช้บัญชี กรุณาเปลี่ยนรหัสผ่านทันทีและแจ้งบริษัท`,
    en: `You must give accurate, up-to-date information when registering and verify your mobile number with a one-time password (OTP). Usernames must be 5 to 15 characters long and contain only English letters and digits. Passwords must be 8 to 15 characters long, contain both letters and digits, and a new password must differ from the old one.\n\nMembers may sign in with a linked LINE account, or, for employees of an employer partner, through the employer's identity system. In these cases the Company receives only the information needed to confirm who you are and never receives your password.\n\nYou must keep your username, password and OTP codes confidential. If an OTP is entered wrongly too many times it is locked and you must request a new one. Actions taken through your account are treated as yours. If you suspect someone else has used your account, change your password immediately and tell us.`,
  },
);

const termsServicesV1 = s(
  { th: '4. บริการในแอป', en: '4. Services in the app' },
  {
    th: `แอปให้บริการดังนี้ ดูบัตรและรายละเอียดความคุ้มครองของท่านและครอบครัว ใช้บัตรเพื่อตรวจสอบสิทธิ์ที่สถานพยาบาลในเครือข่าย ยื่นเคลมออนไลน์และติดตามสถานะ ค้นหาโรงพยาบาลและคลินิก ดูโปรโมชัน บทความสุขภาพ และการแจ้งเตือน\n\nข้อมูลความคุ้มครองในแอปแสดงตามข้อมูลที่คู่สัญญาส่งให้บริษัท ณ เวลาที่แสดง และอาจมีการปรับปรุงภายหลัง การแสดงบัตรในแอปไม่ใช่การรับรองว่าค่าใช้จ่ายทุกรายการจะได้รับความคุ้มครอง ผลการพิจารณาสุดท้ายเป็นไปตามเงื่อนไขกรมธรรม์`,
    en: `The app lets you view your own and your family's cards and cover, use a card to confirm eligibility at network providers, submit claims online and follow their status, find hospitals and clinics, and see promotions, health articles and notifications.\n\nCover information is shown as provided to the Company by the partner at the time and may be updated later. Showing a card in the app does not guarantee that every expense will be covered; the final decision follows the policy conditions.`,
  },
);

const termsServicesV2 = s(
  { th: '4. บริการในแอป', en: '4. Services in the app' },
  {
    th: `แอปให้บริการดังนี้ ดูบัตรและรายละเอียดความคุ้มครองของท่านและครอบครัว เพิ่มบัตรประกันอื่นที่ท่านมีด้วยตนเอง ใช้บัตรเพื่อตรวจสอบสิทธิ์ที่สถานพยาบาลในเครือข่าย ยื่นเคลมออนไลน์และติดตามสถานะ ค้นหาโรงพยาบาลและคลินิก ใช้บริการปรึกษาแพทย์ออนไลน์ผ่านเทเลเมดมาร์ท ดูโปรโมชัน บทความสุขภาพ และการแจ้งเตือน\n\nข้อมูลความคุ้มครองในแอปแสดงตามข้อมูลที่คู่สัญญาส่งให้บริษัท ณ เวลาที่แสดง และอาจมีการปรับปรุงภายหลัง การแสดงบัตรในแอปไม่ใช่การรับรองว่าค่าใช้จ่ายทุกรายการจะได้รับความคุ้มครอง ผลการพิจารณาสุดท้ายเป็นไปตามเงื่อนไขกรมธรรม์\n\nบัตรที่ท่านเพิ่มเองเป็นข้อมูลที่ท่านกรอกและถ่ายภาพไว้เพื่อความสะดวกของท่าน บริษัทไม่ได้ตรวจสอบความถูกต้อง และไม่สามารถใช้บัตรดังกล่าวตรวจสอบสิทธิ์หรือยื่นเคลมผ่านแอปได้`,
    en: `The app lets you view your own and your family's cards and cover, add other insurance cards you hold yourself, use a card to confirm eligibility at network providers, submit claims online and follow their status, find hospitals and clinics, consult doctors online through Telemed Mart, and see promotions, health articles and notifications.\n\nCover information is shown as provided to the Company by the partner at the time and may be updated later. Showing a card in the app does not guarantee that every expense will be covered; the final decision follows the policy conditions.\n\nCards you add yourself contain what you typed and photographed for your own convenience. The Company does not verify them, and they cannot be used to confirm eligibility or to submit claims through the app.`,
  },
);

const termsClaims = s(
  { th: '5. การใช้บัตรและการยื่นเคลม', en: '5. Using cards and submitting claims' },
  {
    th: `เมื่อใช้บัตรที่สถานพยาบาล ให้แสดงบัตรในแอปพร้อมบัตรประจำตัวประชาชนหรือหนังสือเดินทาง หน้าจอบัตรจะแสดงได้ครั้งละ 5 นาที หลังจากนั้นต้องเลือกสถานพยาบาลใหม่ ท่านต้องชำระค่าใช้จ่ายส่วนที่เกินวงเงินหรือไม่อยู่ในความคุ้มครองเอง\n\nเมื่อยื่นเคลมออนไลน์ ท่านรับรองว่าข้อมูลและเอกสารที่แนบเป็นความจริง ครบถ้วน และไม่ได้ยื่นเบิกซ้ำกับผู้อื่น เอกสารขั้นต่ำ ได้แก่ ใบเสร็จรับเงินและใบรับรองแพทย์ กรณีผู้รับเงินไม่ใช่ผู้เอาประกัน หรือเป็นการเคลมครั้งแรก ต้องแนบหน้าสมุดบัญชีธนาคารในประเทศที่เป็นชื่อผู้เอาประกัน ไฟล์แนบต้องเป็นไฟล์ภาพหรือไฟล์พีดีเอฟ ขนาดไม่เกิน 10 เมกะไบต์ต่อไฟล์\n\nท่านต้องเก็บใบเสร็จรับเงินฉบับจริงไว้อย่างน้อย 1 ปีนับจากวันที่ในใบเสร็จ เพื่อให้บริษัทหรือคู่สัญญาขอตรวจสอบได้ การให้ข้อมูลเท็จหรือปลอมแปลงเอกสารเพื่อรับค่าสินไหมทดแทนเป็นความผิดตามกฎหมาย และบริษัทอาจปฏิเสธการจ่าย เรียกคืนเงินที่จ่ายไปแล้ว และดำเนินคดี`,
    en: `When you use a card at a provider, show the card in the app together with your national ID card or passport. The card screen stays valid for 5 minutes at a time, after which you must select the provider again. You pay any amount above your limit or not covered.\n\nWhen you submit a claim online, you confirm that the information and documents are true and complete and have not been claimed elsewhere. At minimum you must attach the receipt and a medical certificate. If the payee is not the insured person, or it is your first claim, you must also attach the first page of a Thai bank book in the insured person's name. Attachments must be image or PDF files of no more than 10 MB each.\n\nYou must keep original receipts for at least 1 year from the receipt date so that the Company or the partner can inspect them. Giving false information or forging documents to obtain benefits is a criminal offence; the Company may refuse payment, recover amounts already paid and take legal action.`,
  },
);

const termsFamilyV1 = s(
  { th: '6. ข้อมูลของบุคคลในครอบครัว', en: '6. Family members' },
  {
    th: `ท่านสามารถดูบัตรของคู่สมรส บุตร และบิดามารดา ที่ได้รับความคุ้มครองภายใต้กรมธรรม์ที่บริษัทบริหารจัดการได้ ท่านรับรองว่าได้รับความยินยอมจากบุคคลนั้น หรือเป็นผู้แทนโดยชอบธรรมของบุตรผู้เยาว์ ก่อนเพิ่มข้อมูลหรือดูข้อมูลของบุคคลดังกล่าว`,
    en: `You can view the cards of your spouse, children and parents who are covered under policies the Company administers. You confirm that you have that person's consent, or are the legal representative of a minor child, before adding or viewing their information.`,
  },
);

const termsFamilyV2 = s(
  { th: '6. ข้อมูลของบุคคลในครอบครัว', en: '6. Family members' },
  {
    th: `ท่านสามารถเพิ่มคู่สมรส บุตร และบิดามารดา ด้วยเลขประจำตัวประชาชน เพื่อดูบัตรและใช้บัตรแทนบุคคลนั้นได้ ระบบจะแสดงความคุ้มครองได้เฉพาะเมื่อหมายเลขโทรศัพท์ที่บุคคลนั้นลงทะเบียนไว้กับบริษัทตรงกับหมายเลขของท่าน หรือเมื่อยืนยันรหัสโอทีพีที่ส่งไปยังหมายเลขที่ลงทะเบียนไว้ หากไม่สามารถยืนยันได้ กรุณาติดต่อบัญชีทางการของบริษัท\n\nท่านรับรองว่าได้รับความยินยอมจากบุคคลนั้น หรือเป็นผู้แทนโดยชอบธรรมของบุตรผู้เยาว์ ก่อนเพิ่มข้อมูลหรือดูข้อมูลของบุคคลดังกล่าว และจะใช้ข้อมูลเพื่อดูแลสุขภาพและการใช้สิทธิ์ของบุคคลนั้นเท่านั้น บุคคลในครอบครัวที่บรรลุนิติภาวะแล้วสามารถแจ้งยกเลิกการเชื่อมโยงได้ตลอดเวลา`,
    en: `You can add your spouse, children and parents with their national ID number to view and use their cards on their behalf. Their cover is shown only when the phone number they registered with the Company matches yours, or after you confirm an OTP sent to their registered number. If this is not possible, please contact the Company's official account.\n\nYou confirm that you have that person's consent, or are the legal representative of a minor child, before adding or viewing their information, and that you will use it only to look after their health and use of their cover. Adult family members can ask for the link to be removed at any time.`,
  },
);

const termsTelemed = s(
  { th: '7. บริการปรึกษาแพทย์ออนไลน์', en: '7. Online medical consultations' },
  {
    th: `บริการในเทเลเมดมาร์ทให้บริการโดยสถานพยาบาลและผู้ให้บริการทางการแพทย์ที่ได้รับอนุญาตตามกฎหมาย ซึ่งเป็นผู้รับผิดชอบต่อการให้คำปรึกษา การวินิจฉัย และการสั่งยา บริษัทเป็นเพียงผู้เชื่อมต่อและตรวจสอบสิทธิ์ตามบัตรที่ท่านเลือก ซึ่งเลือกได้ไม่เกิน 3 ใบต่อการปรึกษาแต่ละครั้ง\n\nบริการนี้ไม่เหมาะกับภาวะฉุกเฉิน หากมีอาการเจ็บหน้าอก หายใจลำบาก แขนขาอ่อนแรง หมดสติ หรือเลือดออกมาก ให้โทร 1669 หรือไปห้องฉุกเฉินที่ใกล้ที่สุดทันที ค่าบริการส่วนที่ไม่อยู่ในความคุ้มครองเป็นความรับผิดชอบของท่าน`,
    en: `Services in Telemed Mart are provided by licensed healthcare providers, who are responsible for the advice, diagnosis and prescriptions they give. The Company only connects you and checks eligibility under the cards you choose, up to 3 cards per consultation.\n\nThe service is not suitable for emergencies. If you have chest pain, difficulty breathing, weakness in the limbs, loss of consciousness or heavy bleeding, call 1669 or go to the nearest emergency department at once. Any fees not covered by your plan are your responsibility.`,
  },
);

const termsProhibited = (n: number) =>
  s(
    { th: `${n}. ข้อห้ามในการใช้งาน`, en: `${n}. Prohibited use` },
    {
      th: `ท่านต้องไม่ใช้แอปเพื่อการใดที่ขัดต่อกฎหมาย ไม่เข้าถึงหรือพยายามเข้าถึงข้อมูลของผู้อื่นโดยไม่มีสิทธิ์ ไม่ใช้โปรแกรมอัตโนมัติดึงข้อมูลจากแอป ไม่รบกวนหรือทำให้ระบบเสียหาย และไม่ใช้บัตรของผู้อื่นเพื่อรับบริการ หากพบการกระทำดังกล่าว บริษัทอาจระงับบัญชีทันทีโดยไม่ต้องแจ้งล่วงหน้า`,
      en: `You must not use the app for any unlawful purpose, access or try to access other people's information without authorisation, use automated tools to extract data, interfere with or damage the system, or use another person's card to obtain services. If we find such conduct, we may suspend the account immediately without notice.`,
    },
  );

const termsIp = (n: number) =>
  s(
    { th: `${n}. ทรัพย์สินทางปัญญา`, en: `${n}. Intellectual property` },
    {
      th: `เนื้อหา เครื่องหมายการค้า ภาพ และซอฟต์แวร์ในแอปเป็นทรัพย์สินของบริษัท คู่สัญญา หรือผู้อนุญาตให้ใช้สิทธิ์ ท่านได้รับอนุญาตให้ใช้เพื่อประโยชน์ส่วนตัวเท่านั้น ห้ามทำซ้ำ ดัดแปลง หรือเผยแพร่เพื่อการค้าโดยไม่ได้รับอนุญาตเป็นลายลักษณ์อักษร`,
      en: `The content, trademarks, images and software in the app belong to the Company, its partners or licensors. You may use them for personal purposes only and may not copy, modify or distribute them commercially without written permission.`,
    },
  );

const termsLiability = (n: number) =>
  s(
    { th: `${n}. ข้อจำกัดความรับผิด`, en: `${n}. Limitation of liability` },
    {
      th: `บริษัทพยายามให้แอปใช้งานได้ต่อเนื่องและข้อมูลถูกต้อง แต่อาจมีช่วงปิดปรับปรุงหรือขัดข้องชั่วคราว บทความและข้อมูลสุขภาพในแอปมีไว้เพื่อให้ความรู้ทั่วไป ไม่ใช่คำแนะนำทางการแพทย์เฉพาะบุคคล ภายในขอบเขตที่กฎหมายอนุญาต บริษัทไม่รับผิดชอบต่อความเสียหายทางอ้อมที่เกิดจากการใช้หรือไม่สามารถใช้แอป ทั้งนี้ไม่กระทบสิทธิ์ของท่านตามกรมธรรม์`,
      en: `The Company aims to keep the app available and its information accurate, but there may be maintenance windows or temporary outages. Articles and health information are for general education and are not personal medical advice. To the extent permitted by law, the Company is not liable for indirect loss arising from use of, or inability to use, the app. This does not affect your rights under your policy.`,
    },
  );

const termsClosureV1 = (n: number) =>
  s(
    { th: `${n}. การระงับและการปิดบัญชี`, en: `${n}. Suspension and account closure` },
    {
      th: `บริษัทอาจระงับหรือปิดบัญชีที่ละเมิดข้อกำหนดนี้ หรือเมื่อความคุ้มครองทั้งหมดของท่านสิ้นสุดลง ท่านสามารถขอปิดบัญชีได้โดยติดต่อศูนย์บริการลูกค้า การปิดบัญชีไม่กระทบต่อเคลมที่ยื่นไว้แล้ว`,
      en: `The Company may suspend or close accounts that breach these terms, or when all of your cover has ended. You can ask to close your account by contacting customer service. Closing the account does not affect claims already submitted.`,
    },
  );

const termsClosureV2 = (n: number) =>
  s(
    { th: `${n}. การระงับบัญชีและการลบบัญชี`, en: `${n}. Suspension and account deletion` },
    {
      th: `บริษัทอาจระงับหรือปิดบัญชีที่ละเมิดข้อกำหนดนี้ หรือเมื่อความคุ้มครองทั้งหมดของท่านสิ้นสุดลง ท่านสามารถลบบัญชีได้ด้วยตนเองที่เมนูตั้งค่า โดยยืนยันด้วยรหัสโอทีพี เมื่อลบบัญชีแล้ว ท่านจะเข้าสู่ระบบด้วยบัญชีเดิมไม่ได้ และบัตรที่ท่านเพิ่มเองจะถูกลบ\n\nการลบบัญชีไม่กระทบต่อเคลมที่ยื่นไว้แล้วและความคุ้มครองตามกรมธรรม์ ข้อมูลที่กฎหมายกำหนดให้ต้องเก็บจะถูกเก็บต่อไปตามระยะเวลาที่ระบุในนโยบายความเป็นส่วนตัว`,
      en: `The Company may suspend or close accounts that breach these terms, or when all of your cover has ended. You can delete your account yourself under Settings, confirming with an OTP. Once deleted, you can no longer sign in with that account and the cards you added yourself are removed.\n\nDeleting the account does not affect claims already submitted or your cover under the policy. Data the law requires us to keep is retained for the periods set out in the privacy policy.`,
    },
  );

const termsChanges = (n: number) =>
  s(
    { th: `${n}. การเปลี่ยนแปลงข้อกำหนด`, en: `${n}. Changes to these terms` },
    {
      th: `บริษัทอาจแก้ไขข้อกำหนดนี้เป็นครั้งคราว เมื่อมีการเปลี่ยนแปลงที่สำคัญ บริษัทจะแจ้งในแอปและขอให้ท่านยอมรับฉบับใหม่ก่อนใช้งานต่อ หากท่านไม่ยอมรับ ท่านสามารถหยุดใช้งานและลบบัญชีได้`,
      en: `The Company may amend these terms from time to time. For significant changes we will notify you in the app and ask you to accept the new version before you continue. If you do not accept it, you may stop using the app and delete your account.`,
    },
  );

const termsLaw = (n: number) =>
  s(
    { th: `${n}. กฎหมายที่ใช้บังคับ`, en: `${n}. Governing law` },
    {
      th: `ข้อกำหนดนี้อยู่ภายใต้กฎหมายไทย ข้อพิพาทใดที่เกิดขึ้นให้อยู่ในเขตอำนาจของศาลไทย ทั้งนี้ท่านยังมีสิทธิ์ร้องเรียนต่อสำนักงานคณะกรรมการกำกับและส่งเสริมการประกอบธุรกิจประกันภัย (คปภ.) ในเรื่องที่เกี่ยวกับกรมธรรม์`,
      en: `These terms are governed by Thai law and any dispute falls under the jurisdiction of the Thai courts. You may also complain to the Office of Insurance Commission (OIC) about matters relating to your policy.`,
    },
  );

const termsContact = (n: number) =>
  s(
    { th: `${n}. ติดต่อเรา`, en: `${n}. Contact us` },
    {
      th: `ศูนย์บริการลูกค้า โทร 02-026-8800 ทุกวัน เวลา 08:00–20:00 น. อีเมล care@thaicare-tpa.co.th\nที่อยู่: ${COMPANY_ADDRESS.th}`,
      en: `Customer service: 02-026-8800, every day 08:00–20:00, email care@thaicare-tpa.co.th\nAddress: ${COMPANY_ADDRESS.en}`,
    },
  );

// ---------------------------------------------------------------------------
// Privacy policy
// ---------------------------------------------------------------------------

const privacyController = s(
  { th: '1. ผู้ควบคุมข้อมูลส่วนบุคคล', en: '1. Who we are' },
  {
    th: `บริษัท ไทยแคร์ ทีพีเอ จำกัด (“บริษัท” หรือ “เรา”) เป็นผู้ควบคุมข้อมูลส่วนบุคคลตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 สำหรับข้อมูลที่เก็บรวบรวมผ่านแอปและการบริหารจัดการสินไหมทดแทน โดยบริษัทประกันภัยหรือคู่สัญญาเจ้าของกรมธรรม์เป็นผู้ควบคุมข้อมูลอีกรายหนึ่งสำหรับข้อมูลกรมธรรม์ของท่าน\n\nนโยบายนี้อธิบายว่าเราเก็บข้อมูลอะไร ใช้เพื่ออะไร เปิดเผยให้ใคร เก็บไว้นานเท่าใด และท่านมีสิทธิ์อะไรบ้าง`,
    en: `ThaiCare TPA Co., Ltd. ("the Company", "we") is the data controller under the Personal Data Protection Act B.E. 2562 (2019) for data collected through the app and in administering claims. The insurer or partner that issued your policy is a separate controller for your policy data.\n\nThis policy explains what data we collect, why, who we share it with, how long we keep it and what rights you have.`,
  },
);

const privacyCollectedV1 = s(
  { th: '2. ข้อมูลที่เราเก็บรวบรวม', en: '2. Data we collect' },
  {
    th: `• ข้อมูลระบุตัวตน เช่น ชื่อ นามสกุล วันเกิด เพศ เลขประจำตัวประชาชน หรือเลขหนังสือเดินทาง และรหัสพนักงาน\n• ข้อมูลการติดต่อ เช่น หมายเลขโทรศัพท์มือถือ และอีเมล\n• ข้อมูลบัญชี เช่น ชื่อผู้ใช้ รหัสผ่านที่เข้ารหัสแล้ว และประวัติการยอมรับข้อกำหนด\n• ข้อมูลกรมธรรม์และบัตร เช่น เลขกรมธรรม์ แผนความคุ้มครอง วงเงิน และวันหมดอายุ\n• ข้อมูลการเคลม เช่น วันที่เข้ารับการรักษา สถานพยาบาล ค่าใช้จ่าย ใบเสร็จ ใบรับรองแพทย์ และข้อมูลบัญชีธนาคารสำหรับรับเงิน\n• ข้อมูลการใช้งาน เช่น ประเภทอุปกรณ์ เวอร์ชันระบบปฏิบัติการ และบันทึกการเข้าใช้งาน`,
    en: `• Identity data, such as first name, surname, date of birth, sex, national ID or passport number, and employee number\n• Contact data, such as mobile number and email\n• Account data, such as username, encrypted password and your history of accepting terms\n• Policy and card data, such as policy number, plan, limits and expiry date\n• Claim data, such as treatment dates, provider, costs, receipts, medical certificates and bank account details for payment\n• Usage data, such as device type, operating system version and access logs`,
  },
);

const privacyCollectedV2 = s(
  { th: '2. ข้อมูลที่เราเก็บรวบรวม', en: '2. Data we collect' },
  {
    th: `• ข้อมูลระบุตัวตน เช่น ชื่อ นามสกุล วันเกิด เพศ เลขประจำตัวประชาชน หรือเลขหนังสือเดินทาง และรหัสพนักงาน\n• ข้อมูลการติดต่อ เช่น หมายเลขโทรศัพท์มือถือ และอีเมล\n• ข้อมูลบัญชี เช่น ชื่อผู้ใช้ รหัสผ่านที่เข้ารหัสแล้ว ประวัติการยอมรับข้อกำหนดพร้อมฉบับ เวลา และช่องทาง และรหัสผู้ใช้ไลน์หรือรหัสจากระบบของนายจ้าง เมื่อท่านเข้าสู่ระบบด้วยช่องทางนั้น\n• ข้อมูลกรมธรรม์และบัตร รวมถึงบัตรและภาพถ่ายบัตรที่ท่านเพิ่มเอง\n• ข้อมูลบุคคลในครอบครัวที่ท่านเพิ่ม เช่น ชื่อ เลขประจำตัวประชาชน และความสัมพันธ์\n• ข้อมูลการเคลม เช่น วันที่เข้ารับการรักษา สถานพยาบาล ค่าใช้จ่าย ใบเสร็จ ใบรับรองแพทย์ และข้อมูลบัญชีธนาคารสำหรับรับเงิน\n• ข้อมูลการใช้บริการเทเลเมด เช่น ผู้ให้บริการ วันเวลา และบัตรที่ใช้\n• ข้อมูลตำแหน่งที่ตั้ง เฉพาะเมื่อท่านอนุญาต เพื่อค้นหาสถานพยาบาลใกล้ท่าน โดยเราไม่บันทึกตำแหน่งไว้\n• ข้อมูลการใช้งาน เช่น ประเภทอุปกรณ์ เวอร์ชันระบบปฏิบัติการ และบันทึกการเข้าใช้งาน`,
    en: `• Identity data, such as first name, surname, date of birth, sex, national ID or passport number, and employee number\n• Contact data, such as mobile number and email\n• Account data, such as username, encrypted password, your history of accepting terms with version, time and channel, and your LINE user ID or employer sign-in ID when you sign in that way\n• Policy and card data, including cards and card photos you add yourself\n• Data about family members you add, such as name, national ID number and relationship\n• Claim data, such as treatment dates, provider, costs, receipts, medical certificates and bank account details for payment\n• Telemedicine data, such as the provider, date and time, and the cards used\n• Location, only when you allow it, to find providers near you; we do not store your location\n• Usage data, such as device type, operating system version and access logs`,
  },
);

const privacyHealth = s(
  { th: '3. ข้อมูลสุขภาพซึ่งเป็นข้อมูลอ่อนไหว', en: '3. Health data is sensitive data' },
  {
    th: `ข้อมูลสุขภาพ เช่น การวินิจฉัยโรค ผลการรักษา และใบรับรองแพทย์ เป็นข้อมูลส่วนบุคคลที่มีความอ่อนไหวตามมาตรา 26 แห่งพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 เราจะเก็บรวบรวม ใช้ และเปิดเผยข้อมูลนี้เมื่อได้รับความยินยอมโดยชัดแจ้งจากท่าน หรือเมื่อมีฐานทางกฎหมายอื่นรองรับ เช่น การใช้สิทธิ์เรียกร้องตามกฎหมายหรือการปฏิบัติตามกฎหมายว่าด้วยการประกันภัย\n\nความยินยอมนี้แยกจากการยอมรับข้อกำหนดอื่น ท่านให้ความยินยอมได้โดยอิสระ แต่หากไม่ให้ความยินยอม เราจะไม่สามารถพิจารณาเคลมหรือตรวจสอบสิทธิ์การรักษาผ่านแอปได้`,
    en: `Health data, such as diagnoses, treatment results and medical certificates, is sensitive personal data under section 26 of the Personal Data Protection Act B.E. 2562 (2019). We collect, use and disclose it only with your explicit consent, or where another legal basis applies, such as establishing legal claims or complying with insurance law.\n\nThis consent is separate from accepting other terms and is freely given, but without it we cannot assess your claims or confirm your eligibility for treatment through the app.`,
  },
);

const privacyPurposes = s(
  { th: '4. วัตถุประสงค์และฐานทางกฎหมาย', en: '4. Purposes and legal bases' },
  {
    th: `• เพื่อสร้างและดูแลบัญชีของท่าน ยืนยันตัวตน และส่งรหัสโอทีพี (ฐานสัญญา)\n• เพื่อแสดงบัตรและความคุ้มครอง ตรวจสอบสิทธิ์ที่สถานพยาบาล และพิจารณาและจ่ายค่าสินไหมทดแทน (ฐานสัญญา และความยินยอมโดยชัดแจ้งสำหรับข้อมูลสุขภาพ)\n• เพื่อป้องกันและตรวจสอบการทุจริตในการเคลม (ฐานประโยชน์โดยชอบด้วยกฎหมาย)\n• เพื่อปฏิบัติตามกฎหมาย เช่น กฎหมายว่าด้วยการประกันภัย กฎหมายการบัญชี และคำสั่งของหน่วยงานรัฐ (ฐานหน้าที่ตามกฎหมาย)\n• เพื่อดูแลความปลอดภัยและปรับปรุงแอป (ฐานประโยชน์โดยชอบด้วยกฎหมาย)\n• เพื่อส่งโปรโมชันและบทความสุขภาพที่เกี่ยวข้องกับท่าน (ฐานความยินยอม ซึ่งท่านปิดการแจ้งเตือนประเภทนี้ได้ทุกเมื่อ)`,
    en: `• To create and maintain your account, confirm your identity and send OTPs (contract)\n• To show your cards and cover, confirm eligibility at providers, and assess and pay claims (contract, and explicit consent for health data)\n• To prevent and investigate claims fraud (legitimate interests)\n• To comply with the law, such as insurance law, accounting law and orders from public authorities (legal obligation)\n• To keep the app secure and improve it (legitimate interests)\n• To send you relevant promotions and health articles (consent, which you can switch off at any time)`,
  },
);

const privacySharingV1 = s(
  { th: '5. การเปิดเผยข้อมูล', en: '5. Who we share data with' },
  {
    th: `เราเปิดเผยข้อมูลเท่าที่จำเป็นให้แก่\n• บริษัทประกันภัยหรือคู่สัญญาเจ้าของกรมธรรม์ของท่าน เพื่อพิจารณาความคุ้มครองและจ่ายค่าสินไหมทดแทน\n• โรงพยาบาลและคลินิกที่ท่านใช้บัตร เพื่อตรวจสอบสิทธิ์และเรียกเก็บค่ารักษา\n• ธนาคาร เพื่อโอนเงินค่าสินไหมทดแทนเข้าบัญชีของท่าน\n• ผู้ให้บริการที่ทำงานแทนเรา เช่น ผู้ให้บริการระบบคลาวด์และผู้ส่งข้อความสั้น ภายใต้สัญญาประมวลผลข้อมูล\n• หน่วยงานรัฐที่มีอำนาจตามกฎหมาย เช่น สำนักงาน คปภ.\n\nเราไม่ขายข้อมูลส่วนบุคคลของท่าน`,
    en: `We share only what is necessary with:\n• The insurer or partner that issued your policy, to assess cover and pay claims\n• Hospitals and clinics where you use your card, to confirm eligibility and bill treatment\n• Banks, to transfer claim payments to your account\n• Service providers acting for us, such as cloud hosting and text-message providers, under data processing agreements\n• Public authorities with legal powers, such as the Office of Insurance Commission\n\nWe do not sell your personal data.`,
  },
);

const privacySharingV2 = s(
  { th: '5. การเปิดเผยข้อมูลและการโอนข้อมูลไปต่างประเทศ', en: '5. Sharing and transfers abroad' },
  {
    th: `เราเปิดเผยข้อมูลเท่าที่จำเป็นให้แก่\n• บริษัทประกันภัยหรือคู่สัญญาเจ้าของกรมธรรม์ของท่าน รวมถึงนายจ้างในกรณีกรมธรรม์กลุ่ม เฉพาะข้อมูลที่จำเป็นต่อการบริหารสวัสดิการ โดยไม่เปิดเผยการวินิจฉัยโรคให้นายจ้าง\n• โรงพยาบาลและคลินิกที่ท่านใช้บัตร เพื่อตรวจสอบสิทธิ์และเรียกเก็บค่ารักษา\n• ผู้ให้บริการเทเลเมดที่ท่านเลือก เฉพาะข้อมูลบัตรที่ท่านเลือกและข้อมูลที่จำเป็นต่อการให้คำปรึกษา\n• บุคคลในครอบครัวที่เชื่อมโยงกับท่าน เฉพาะข้อมูลบัตรและความคุ้มครองตามที่ท่านหรือบุคคลนั้นยืนยันไว้\n• ธนาคาร เพื่อโอนเงินค่าสินไหมทดแทนเข้าบัญชีของท่าน\n• ผู้ให้บริการที่ทำงานแทนเรา เช่น ผู้ให้บริการระบบคลาวด์ ผู้ส่งข้อความสั้น และไลน์ สำหรับการเข้าสู่ระบบและการแจ้งเตือน ภายใต้สัญญาประมวลผลข้อมูล\n• หน่วยงานรัฐที่มีอำนาจตามกฎหมาย เช่น สำนักงาน คปภ.\n\nข้อมูลบางส่วนอาจจัดเก็บบนเครื่องแม่ข่ายของผู้ให้บริการคลาวด์ในประเทศสิงคโปร์ ซึ่งเราดำเนินการตามมาตรา 28 และ 29 แห่งพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล โดยใช้สัญญามาตรฐานที่มีมาตรการคุ้มครองข้อมูลไม่ต่ำกว่ากฎหมายไทย เราไม่ขายข้อมูลส่วนบุคคลของท่าน`,
    en: `We share only what is necessary with:\n• The insurer or partner that issued your policy, and, for group policies, your employer, limited to what is needed to run the benefits scheme; diagnoses are never disclosed to employers\n• Hospitals and clinics where you use your card, to confirm eligibility and bill treatment\n• The telemedicine provider you choose, limited to the cards you select and the information needed for the consultation\n• Family members linked to you, limited to card and cover information as confirmed by you or by them\n• Banks, to transfer claim payments to your account\n• Service providers acting for us, such as cloud hosting, text-message providers and LINE for sign-in and notifications, under data processing agreements\n• Public authorities with legal powers, such as the Office of Insurance Commission\n\nSome data may be stored on a cloud provider's servers in Singapore. We do this in line with sections 28 and 29 of the Personal Data Protection Act, using standard contractual clauses with protection no lower than Thai law. We do not sell your personal data.`,
  },
);

const privacyRetentionV1 = s(
  { th: '6. ระยะเวลาการเก็บรักษาข้อมูล', en: '6. How long we keep data' },
  {
    th: `• ภาพใบเสร็จและเอกสารแนบการเคลม เก็บ 1 ปีนับจากวันที่ในใบเสร็จ แล้วลบออกจากระบบ\n• ข้อมูลการเคลมและผลการพิจารณา เก็บตามระยะเวลาที่กฎหมายว่าด้วยการประกันภัยและกฎหมายการบัญชีกำหนด\n• ข้อมูลบัญชีผู้ใช้ เก็บตลอดระยะเวลาที่บัญชียังใช้งาน และลบภายหลังการปิดบัญชี เว้นแต่กฎหมายกำหนดให้เก็บต่อ`,
    en: `• Receipt images and claim attachments are kept for 1 year from the receipt date and then deleted\n• Claim records and decisions are kept for as long as insurance and accounting laws require\n• Account data is kept while the account is active and deleted after it is closed, unless the law requires us to keep it`,
  },
);

const privacyRetentionV2 = s(
  { th: '6. ระยะเวลาการเก็บรักษาข้อมูล', en: '6. How long we keep data' },
  {
    th: `• ภาพใบเสร็จและเอกสารแนบการเคลม เก็บ 1 ปีนับจากวันที่ในใบเสร็จ แล้วลบออกจากระบบ รวมถึงข้อมูลสำรอง\n• ข้อมูลการเคลมและผลการพิจารณา เก็บตามระยะเวลาที่กฎหมายว่าด้วยการประกันภัย กฎหมายการบัญชี และอายุความตามกฎหมายกำหนด และไม่เกิน 10 ปีนับจากวันที่ปิดเรื่องเคลม\n• ประวัติการให้และถอนความยินยอม เก็บตลอดระยะเวลาที่บัญชีใช้งาน และต่อไปอีก 10 ปี เพื่อเป็นหลักฐานตามกฎหมาย\n• ข้อมูลบัญชีผู้ใช้ บัตรที่ท่านเพิ่มเอง และข้อมูลบุคคลในครอบครัว ลบภายใน 90 วันหลังจากท่านลบบัญชี\n• บันทึกการเข้าใช้งาน เก็บ 90 วัน\n\nเมื่อพ้นระยะเวลาดังกล่าว เราจะลบหรือทำให้ข้อมูลไม่สามารถระบุตัวบุคคลได้`,
    en: `• Receipt images and claim attachments are kept for 1 year from the receipt date and then deleted, backups included\n• Claim records and decisions are kept for as long as insurance law, accounting law and legal limitation periods require, and no longer than 10 years after the claim is closed\n• Records of consents given and withdrawn are kept while the account is active and for 10 years afterwards as legal evidence\n• Account data, cards you added yourself and family member details are deleted within 90 days after you delete your account\n• Access logs are kept for 90 days\n\nAfter these periods we delete the data or make it anonymous.`,
  },
);

const privacyRightsV1 = s(
  { th: '7. สิทธิของท่าน', en: '7. Your rights' },
  {
    th: `ท่านมีสิทธิ์ขอเข้าถึงและขอรับสำเนาข้อมูลของท่าน ขอแก้ไขข้อมูลให้ถูกต้อง ขอลบหรือทำลายข้อมูล ขอระงับการใช้ คัดค้านการประมวลผล ขอให้โอนข้อมูล และถอนความยินยอมเมื่อใดก็ได้ โดยการถอนความยินยอมไม่กระทบการประมวลผลที่ทำไปแล้วก่อนหน้า\n\nท่านใช้สิทธิ์ได้โดยติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลตามช่องทางด้านล่าง หากเห็นว่าเราไม่ปฏิบัติตามกฎหมาย ท่านมีสิทธิ์ร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล`,
    en: `You have the right to access and obtain a copy of your data, have it corrected, have it erased or destroyed, restrict its use, object to processing, have it transferred, and withdraw consent at any time; withdrawal does not affect processing already carried out.\n\nTo exercise these rights, contact our Data Protection Officer using the details below. If you believe we have not complied with the law, you may complain to the Personal Data Protection Committee.`,
  },
);

const privacyRightsV2 = s(
  { th: '7. สิทธิของท่าน', en: '7. Your rights' },
  {
    th: `• สิทธิ์ขอเข้าถึงและขอรับสำเนาข้อมูล: เราจะส่งสำเนาในรูปแบบไฟล์ที่อ่านได้ด้วยเครื่องคอมพิวเตอร์ภายใน 30 วันนับจากวันที่ได้รับคำขอ\n• สิทธิ์ขอให้โอนข้อมูลไปยังผู้ควบคุมข้อมูลรายอื่น ในกรณีที่ทำได้ทางเทคนิค\n• สิทธิ์ขอแก้ไขข้อมูลให้ถูกต้อง เป็นปัจจุบัน และสมบูรณ์ ข้อมูลโปรไฟล์ส่วนใหญ่แก้ไขได้เองในแอป\n• สิทธิ์ขอลบ ทำลาย หรือทำให้ข้อมูลไม่สามารถระบุตัวบุคคลได้: เราจะดำเนินการภายใน 90 วัน รวมถึงข้อมูลสำรอง ยกเว้นข้อมูลที่กฎหมายกำหนดให้ต้องเก็บ เช่น ข้อมูลการเคลมตามข้อ 6 ซึ่งเราจะแจ้งให้ท่านทราบว่าเก็บข้อมูลใดไว้และด้วยเหตุผลใด\n• สิทธิ์ขอระงับการใช้ข้อมูล และสิทธิ์คัดค้านการประมวลผล\n• สิทธิ์ถอนความยินยอมเมื่อใดก็ได้ ด้วยวิธีที่ง่ายเช่นเดียวกับการให้ความยินยอม ที่เมนูตั้งค่าในแอป การถอนความยินยอมไม่กระทบการประมวลผลที่ทำไปแล้ว แต่หากถอนความยินยอมเรื่องข้อมูลสุขภาพ เราจะไม่สามารถพิจารณาเคลมใหม่ผ่านแอปได้\n\nท่านใช้สิทธิ์ได้ที่เมนูตั้งค่า หรือติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลตามช่องทางด้านล่าง เราอาจขอให้ยืนยันตัวตนก่อนดำเนินการ หากเห็นว่าเราไม่ปฏิบัติตามกฎหมาย ท่านมีสิทธิ์ร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล (สคส.) ที่ www.pdpc.or.th`,
    en: `• Access and copy: we will send you a copy in a machine-readable file within 30 days of receiving your request\n• Portability: to have your data sent to another controller where technically feasible\n• Correction: to have your data made accurate, up to date and complete; most profile details can be edited in the app\n• Erasure, destruction or anonymisation: carried out within 90 days, backups included, except data the law requires us to keep, such as the claim records described in section 6; we will tell you which records we keep and why\n• Restriction of use, and objection to processing\n• Withdrawal of consent at any time, as easily as you gave it, under Settings in the app. Withdrawal does not affect processing already carried out, but if you withdraw consent for health data we cannot assess new claims through the app\n\nYou can exercise these rights under Settings or by contacting our Data Protection Officer below; we may ask you to confirm your identity first. If you believe we have not complied with the law, you may complain to the Office of the Personal Data Protection Committee (PDPC) at www.pdpc.or.th.`,
  },
);

const privacySecurity = s(
  { th: '8. การรักษาความมั่นคงปลอดภัย', en: '8. Security' },
  {
    th: `เราใช้มาตรการรักษาความมั่นคงปลอดภัยที่เหมาะสม ได้แก่ การเข้ารหัสข้อมูลระหว่างรับส่งและขณะจัดเก็บ การจำกัดสิทธิ์การเข้าถึงเฉพาะพนักงานที่จำเป็น การบันทึกการเข้าถึงข้อมูล และการทดสอบความปลอดภัยของระบบเป็นประจำ หากเกิดเหตุละเมิดข้อมูลส่วนบุคคลที่มีความเสี่ยงสูงต่อท่าน เราจะแจ้งสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลภายใน 72 ชั่วโมง และแจ้งท่านโดยไม่ชักช้า`,
    en: `We use appropriate security measures, including encryption in transit and at rest, access limited to staff who need it, logging of data access and regular security testing. If a personal data breach poses a high risk to you, we will notify the Personal Data Protection Committee within 72 hours and tell you without delay.`,
  },
);

const privacyChanges = s(
  { th: '9. การเปลี่ยนแปลงนโยบาย', en: '9. Changes to this policy' },
  {
    th: `เราอาจปรับปรุงนโยบายนี้เมื่อบริการหรือกฎหมายเปลี่ยนแปลง เมื่อมีการเปลี่ยนแปลงที่สำคัญ เราจะแจ้งในแอปและขอให้ท่านอ่านและยอมรับฉบับใหม่ก่อนใช้งานต่อ`,
    en: `We may update this policy when our services or the law change. For significant changes we will notify you in the app and ask you to read and accept the new version before you continue.`,
  },
);

const privacyContact = s(
  { th: '10. ติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล', en: '10. Contact our Data Protection Officer' },
  {
    th: `เจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล (ดีพีโอ)\nอีเมล dpo@thaicare-tpa.co.th\nโทร 02-026-8899 วันจันทร์–ศุกร์ เวลา 09:00–17:00 น.\nที่อยู่: ฝ่ายคุ้มครองข้อมูลส่วนบุคคล ${COMPANY_ADDRESS.th}`,
    en: `Data Protection Officer (DPO)\nEmail: dpo@thaicare-tpa.co.th\nPhone: 02-026-8899, Monday to Friday 09:00–17:00\nAddress: Data Protection Office, ${COMPANY_ADDRESS.en}`,
  },
);

export const consentDocuments: SeedConsentDocument[] = [
  {
    id: 'terms-v1',
    kind: 'terms',
    version: 1,
    publishedAt: '2025-01-01',
    requiresReacceptance: false,
    title: { th: 'ข้อกำหนดและเงื่อนไขการใช้งาน', en: 'Terms and Conditions of Use' },
    summaryOfChanges: null,
    sections: [
      termsIntro,
      termsDefinitions,
      termsAccountV1,
      termsServicesV1,
      termsClaims,
      termsFamilyV1,
      termsProhibited(7),
      termsIp(8),
      termsLiability(9),
      termsClosureV1(10),
      termsChanges(11),
      termsLaw(12),
      termsContact(13),
    ],
  },
  {
    id: 'terms-v2',
    kind: 'terms',
    version: 2,
    publishedAt: '2026-10-01',
    requiresReacceptance: true,
    title: { th: 'ข้อกำหนดและเงื่อนไขการใช้งาน', en: 'Terms and Conditions of Use' },
    summaryOfChanges: {
      th: 'ฉบับนี้เพิ่มบริการปรึกษาแพทย์ออนไลน์และการเพิ่มบัตรด้วยตนเอง ปรับขั้นตอนการดูบัตรของครอบครัวให้ต้องยืนยันหมายเลขโทรศัพท์ เพิ่มการเข้าสู่ระบบผ่านไลน์และระบบของนายจ้าง และให้ท่านลบบัญชีได้เองในแอป',
      en: 'This version adds online doctor consultations and adding cards yourself, requires phone verification before you can see family members’ cards, adds sign-in through LINE and employer systems, and lets you delete your account yourself in the app.',
    },
    sections: [
      termsIntro,
      termsDefinitions,
      termsAccountV2,
      termsServicesV2,
      termsClaims,
      termsFamilyV2,
      termsTelemed,
      termsProhibited(8),
      termsIp(9),
      termsLiability(10),
      termsClosureV2(11),
      termsChanges(12),
      termsLaw(13),
      termsContact(14),
    ],
  },
  {
    id: 'privacy-v1',
    kind: 'privacy',
    version: 1,
    publishedAt: '2025-01-01',
    requiresReacceptance: false,
    title: { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy Policy' },
    summaryOfChanges: null,
    sections: [
      privacyController,
      privacyCollectedV1,
      privacyHealth,
      privacyPurposes,
      privacySharingV1,
      privacyRetentionV1,
      privacyRightsV1,
      privacySecurity,
      privacyChanges,
      privacyContact,
    ],
  },
  {
    id: 'privacy-v2',
    kind: 'privacy',
    version: 2,
    publishedAt: '2026-10-01',
    requiresReacceptance: true,
    title: { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy Policy' },
    summaryOfChanges: {
      th: 'ฉบับนี้ระบุข้อมูลที่เก็บเพิ่มจากบริการเทเลเมด การเข้าสู่ระบบผ่านไลน์ บัตรที่เพิ่มเอง และบุคคลในครอบครัว แจ้งการจัดเก็บข้อมูลบนระบบคลาวด์ในต่างประเทศ กำหนดระยะเวลาเก็บรักษาข้อมูลแต่ละประเภทให้ชัดเจน และกำหนดระยะเวลาดำเนินการตามคำขอใช้สิทธิ์',
      en: 'This version describes the data we collect for telemedicine, LINE sign-in, cards you add and family members, explains cloud storage abroad, sets out clear retention periods for each type of data, and states how quickly we act on rights requests.',
    },
    sections: [
      privacyController,
      privacyCollectedV2,
      privacyHealth,
      privacyPurposes,
      privacySharingV2,
      privacyRetentionV2,
      privacyRightsV2,
      privacySecurity,
      privacyChanges,
      privacyContact,
    ],
  },
];
