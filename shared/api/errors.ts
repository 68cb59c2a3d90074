/**
 * The error catalogue: every error a member can meet, with a stable machine code, the HTTP status the
 * server answers with, and the message in Thai and English. docs/spec.md section 8 is the source; codes the
 * API itself needs (validation, authentication, rate limits…) are added in the same voice.
 *
 * Messages are written for members: what happened and what to do next, never a stack trace. The client
 * shows `message[lang]` as is, so the server and the app can never disagree on the wording.
 * `status: null` marks messages the app shows on its own (an empty list, a missing GPS fix); the
 * server never sends them as errors.
 */

export interface LocalizedMessage {
  th: string;
  en: string;
}

export interface ErrorDefinition {
  /** HTTP status the server answers with, or null for messages only the app shows. */
  status: number | null;
  message: LocalizedMessage;
}

const define = <T extends Record<string, ErrorDefinition>>(catalogue: T) => catalogue;

export const ERROR_CATALOGUE = define({
  // --- Login (docs/spec.md 8) ---
  LOGIN_MISSING_CREDENTIALS: {
    status: 400,
    message: { th: 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน', en: 'Please enter your username and password.' },
  },
  /**
   * The spec's "username not found". Known and unknown usernames, and a wrong password, get this one
   * answer so nobody can learn which usernames exist (docs/security.md 2).
   */
  LOGIN_INVALID_CREDENTIALS: {
    status: 401,
    message: {
      th: 'ไม่พบชื่อผู้ใช้นี้ หรือรหัสผ่านไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
      en: 'Username not found or password incorrect. Please check and try again.',
    },
  },
  LOGIN_UNAVAILABLE: {
    status: 503,
    message: {
      th: 'ขณะนี้ระบบไม่สามารถเข้าสู่ระบบได้ กรุณาลองใหม่อีกครั้งภายหลัง',
      en: "We can't log you in right now. Please try again later.",
    },
  },
  LOGIN_USERNAME_FORMAT: {
    status: 400,
    message: {
      th: 'ชื่อผู้ใช้ต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลขเท่านั้น',
      en: 'Your username may contain English letters and digits only.',
    },
  },

  // --- Registration (docs/spec.md 8, 5) ---
  REGISTER_USERNAME_TAKEN: {
    status: 409,
    message: {
      th: 'ชื่อผู้ใช้นี้มีผู้ใช้งานแล้ว กรุณาเลือกชื่อผู้ใช้อื่น',
      en: 'This username is already taken. Please choose another one.',
    },
  },
  REGISTER_PHONE_TAKEN: {
    status: 409,
    message: {
      th: 'เบอร์โทรศัพท์นี้ลงทะเบียนไว้แล้ว กรุณาเข้าสู่ระบบ หรือใช้เมนูลืมชื่อผู้ใช้',
      en: 'This phone number is already registered. Please log in, or use "Forgot username".',
    },
  },
  PASSWORD_MISMATCH: {
    status: 400,
    message: { th: 'รหัสผ่านไม่ตรงกัน', en: 'Passwords do not match.' },
  },
  PASSWORD_POLICY: {
    status: 400,
    message: {
      th: 'รหัสผ่านต้องยาว 8–15 ตัวอักษร และมีทั้งตัวอักษรภาษาอังกฤษและตัวเลข',
      en: 'Your password must be 8–15 characters long and contain both letters and digits.',
    },
  },

  // --- OTP (docs/spec.md 4, 8; docs/security.md 3) ---
  OTP_LOCKED: {
    status: 429,
    message: {
      th: 'คุณกรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัส OTP ใหม่',
      en: 'Too many wrong entries. Please request a new OTP.',
    },
  },
  OTP_INVALID: {
    status: 400,
    message: { th: 'รหัส OTP ไม่ถูกต้อง กรุณาลองอีกครั้ง', en: 'The OTP is incorrect. Please try again.' },
  },
  OTP_EXPIRED: {
    status: 400,
    message: {
      th: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัส OTP ใหม่',
      en: 'This OTP has expired. Please request a new one.',
    },
  },
  OTP_RESEND_TOO_SOON: {
    status: 429,
    message: {
      th: 'กรุณารอสักครู่ก่อนขอรหัส OTP ใหม่',
      en: 'Please wait a moment before requesting a new OTP.',
    },
  },

  // --- Accounts and access (issue 4): registration, recovery, consents, SSO, LINE ---
  REGISTER_TOKEN_INVALID: {
    status: 401,
    message: {
      th: 'การลงทะเบียนนี้หมดอายุแล้ว กรุณาเริ่มลงทะเบียนใหม่อีกครั้ง',
      en: 'This registration has expired. Please start registering again.',
    },
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: {
      th: 'ลิงก์ตั้งรหัสผ่านใหม่หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอรหัส OTP ใหม่อีกครั้ง',
      en: 'This password reset has expired or was already used. Please request a new OTP.',
    },
  },
  PASSWORD_CHANGE_SSO: {
    status: 409,
    message: {
      th: 'บัญชีของคุณเข้าสู่ระบบผ่านระบบขององค์กร จึงไม่มีรหัสผ่านให้เปลี่ยนในแอปนี้',
      en: "Your account signs in through your organisation's system, so there is no password to change here.",
    },
  },
  PROFILE_MANAGED_BY_EMPLOYER: {
    status: 409,
    message: {
      th: 'ชื่อและนามสกุลของคุณมาจากระบบขององค์กร กรุณาติดต่อฝ่ายบุคคลหากต้องการแก้ไข',
      en: 'Your name comes from your organisation’s system. Please contact your HR team to change it.',
    },
  },
  CONSENT_VERSION_OUTDATED: {
    status: 409,
    message: {
      th: 'มีเอกสารฉบับใหม่กว่าที่คุณเปิดอ่านอยู่ กรุณาเปิดหน้านี้ใหม่แล้วอ่านฉบับล่าสุด',
      en: 'A newer version of this document has been published. Please reopen the page and read the latest one.',
    },
  },
  SSO_NOT_AVAILABLE: {
    status: 403,
    message: {
      th: 'การเข้าสู่ระบบผ่านองค์กรใช้ไม่ได้กับผู้ให้บริการนี้ กรุณาเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่าน',
      en: 'Signing in through an organisation is not available here. Please log in with your username and password.',
    },
  },
  SSO_TOKEN_INVALID: {
    status: 401,
    message: {
      th: 'ไม่สามารถเข้าสู่ระบบผ่านองค์กรได้ กรุณาเปิดแอปจากพอร์ทัลขององค์กรของคุณอีกครั้ง',
      en: "We couldn't sign you in through your organisation. Please open the app again from your organisation's portal.",
    },
  },
  LINE_NOT_AVAILABLE: {
    status: 403,
    message: {
      th: 'ผู้ให้บริการนี้ยังไม่เปิดให้เข้าสู่ระบบผ่าน LINE กรุณาเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่าน',
      en: 'LINE sign-in is not available here. Please log in with your username and password.',
    },
  },
  LINE_TOKEN_INVALID: {
    status: 401,
    message: {
      th: 'ไม่สามารถยืนยันบัญชี LINE ของคุณได้ กรุณาปิดแล้วเปิดแอปใน LINE อีกครั้ง',
      en: "We couldn't verify your LINE account. Please close the app and open it again in LINE.",
    },
  },
  LINE_NOT_LINKED: {
    status: 404,
    message: {
      th: 'บัญชี LINE นี้ยังไม่ได้เชื่อมกับบัญชีสมาชิก กรุณาเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่านหนึ่งครั้งเพื่อเชื่อมบัญชี',
      en: 'This LINE account is not linked to a member account yet. Log in with your username and password once to link it.',
    },
  },
  LINE_ALREADY_LINKED: {
    status: 409,
    message: {
      th: 'บัญชี LINE นี้เชื่อมกับบัญชีสมาชิกอื่นอยู่แล้ว',
      en: 'This LINE account is already linked to another member account.',
    },
  },

  // --- Change password (docs/spec.md 8) ---
  PASSWORD_CURRENT_INCORRECT: {
    status: 400,
    message: { th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', en: 'Your current password is incorrect.' },
  },
  PASSWORD_SAME_AS_OLD: {
    status: 400,
    message: {
      th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
      en: 'Your new password must be different from your old one.',
    },
  },

  // --- Cards (docs/spec.md 8) ---
  CARD_SAVE_FAILED: {
    status: 422,
    message: {
      th: 'บันทึกบัตรไม่สำเร็จ ข้อมูลที่กรอกไว้ยังอยู่ กรุณาลองอีกครั้ง',
      en: "We couldn't save the card. What you entered is kept; please try again.",
    },
  },
  CARD_DELETE_FAILED: {
    status: 422,
    message: { th: 'ลบบัตรไม่สำเร็จ กรุณาลองอีกครั้ง', en: "We couldn't delete the card. Please try again." },
  },
  // --- Cards: finding a policy, using a card (issue 5) ---
  CARD_SEARCH_NOT_SELF: {
    status: 409,
    message: {
      th: 'เลขบัตรประชาชนนี้ไม่ตรงกับข้อมูลในบัญชีของคุณ หากต้องการเพิ่มกรมธรรม์ของคนในครอบครัว กรุณาใช้เมนูความคุ้มครองของครอบครัว',
      en: "This ID card number doesn't match your account. To add a family member's policy, use My Family's Coverage.",
    },
  },
  CARD_ALREADY_LINKED: {
    status: 409,
    message: {
      th: 'กรมธรรม์นี้เชื่อมกับบัญชีอื่นอยู่แล้ว กรุณาติดต่อเจ้าหน้าที่ผ่านบัญชีทางการของเรา',
      en: 'This policy is already linked to another account. Please contact us through our official account.',
    },
  },
  CARD_SEARCH_EXPIRED: {
    status: 410,
    message: {
      th: 'การค้นหานี้หมดอายุแล้ว กรุณาค้นหาด้วยเลขบัตรประชาชนอีกครั้ง',
      en: 'This search has expired. Please search with the ID card number again.',
    },
  },
  NO_POLICY_FOUND: {
    status: null,
    message: {
      th: 'ไม่พบกรมธรรม์ของเลขบัตรประชาชนนี้ กรุณาตรวจสอบเลขบัตรอีกครั้ง หรือติดต่อเจ้าหน้าที่',
      en: 'No policy was found for this ID card number. Please check the number, or contact our staff.',
    },
  },
  CARD_NOT_USABLE: {
    status: 409,
    message: {
      th: 'บัตรที่คุณเพิ่มเองไม่สามารถใช้แสดงที่โรงพยาบาลได้ กรุณาสำรองจ่ายแล้วยื่นเคลมผ่าน e-Claim',
      en: "A card you added yourself can't be shown at a hospital. Please pay first and claim through e-Claim.",
    },
  },
  CARD_EXPIRED: {
    status: 409,
    message: {
      th: 'บัตรนี้ยังไม่เริ่มคุ้มครองหรือหมดอายุแล้ว จึงไม่สามารถใช้ได้',
      en: "This card isn't in force (not started yet or expired), so it can't be used.",
    },
  },
  HOSPITAL_NOT_ACCEPTED: {
    status: 409,
    message: {
      th: 'โรงพยาบาลนี้ไม่รับบัตรนี้ กรุณาเลือกโรงพยาบาลอื่น',
      en: "This hospital doesn't accept this card. Please choose another hospital.",
    },
  },

  // --- Claims (docs/spec.md 8) ---
  CLAIM_INCOMPLETE: {
    status: 400,
    message: {
      th: 'ข้อมูล e-Claim ยังไม่ครบถ้วน กรุณากรอกข้อมูลและแนบเอกสารให้ครบ',
      en: 'Your e-Claim is incomplete. Please fill in every detail and attach the required documents.',
    },
  },
  CLAIM_POLICY_NOT_FOUND: {
    status: 404,
    message: {
      th: 'ไม่พบเลขกรมธรรม์นี้ กรุณาตรวจสอบกับเจ้าหน้าที่',
      en: 'This policy number was not found. Please check with our staff.',
    },
  },
  /** The reason travels in `details.reason` (th/en). */
  CLAIM_SUBMIT_FAILED: {
    status: 422,
    message: {
      th: 'ส่ง e-Claim ไม่สำเร็จ กรุณาตรวจสอบเหตุผลด้านล่าง',
      en: 'Your e-Claim could not be submitted. Please see the reason below.',
    },
  },
  /** A document attached to a submitted claim whose documents are not being requested (any more). */
  CLAIM_DOCUMENTS_NOT_REQUESTED: {
    status: 422,
    message: {
      th: 'เคลมนี้ไม่ได้ขอเอกสารเพิ่มเติมในขณะนี้',
      en: 'No more documents are being asked for on this claim.',
    },
  },

  // --- Location (docs/spec.md 8) ---
  GPS_UNAVAILABLE: {
    status: null,
    message: {
      th: 'ไม่สามารถระบุตำแหน่งของคุณได้ กรุณาเปิด GPS หรืออนุญาตให้เข้าถึงตำแหน่ง',
      en: "We can't find your location. Please turn on GPS or allow location access.",
    },
  },

  // --- Empty results (docs/spec.md 8): shown by the app when a list comes back empty ---
  NO_COVERAGE: {
    status: null,
    message: { th: 'ไม่พบรายละเอียดความคุ้มครอง', en: 'No coverage details found.' },
  },
  NO_HISTORY: {
    status: null,
    message: { th: 'ยังไม่มีประวัติ', en: 'No history yet.' },
  },
  NO_PROVIDER: {
    status: null,
    message: { th: 'ไม่พบโรงพยาบาลหรือสถานพยาบาล', en: 'No hospital or provider found.' },
  },
  NO_CONTENT: {
    status: null,
    message: { th: 'ยังไม่มีโปรโมชันหรือบทความ', en: 'No promotions or articles yet.' },
  },
  CONTENT_EXPIRED: {
    status: 410,
    message: {
      th: 'โปรโมชันหรือการแจ้งเตือนนี้หมดอายุแล้ว',
      en: 'This promotion or notification has expired.',
    },
  },
  NO_ELIGIBLE_CARD: {
    status: null,
    message: {
      th: 'ไม่พบบัตรที่สามารถใช้ยื่น e-Claim ได้',
      en: 'You have no card that can be used for an e-Claim.',
    },
  },
  NO_TELEMED: {
    status: null,
    message: { th: 'ขณะนี้ยังไม่มีบริการปรึกษาแพทย์ออนไลน์', en: 'No Telemed service is available right now.' },
  },
  TELEMED_OUTSIDE_HOURS: {
    status: 409,
    message: {
      th: 'ขณะนี้อยู่นอกเวลาให้บริการ กรุณาติดต่อในเวลาทำการ',
      en: 'This is outside service hours. Please contact us during working hours.',
    },
  },
  TELEMED_TOO_MANY_CARDS: {
    status: 422,
    message: {
      th: 'เลือกบัตรได้ไม่เกินจำนวนที่กำหนด กรุณาเอาบัตรบางใบออก',
      en: 'You have chosen more cards than allowed. Please remove a card.',
    },
  },
  TELEMED_CARDS_MIXED: {
    status: 422,
    message: {
      th: 'บัตรที่เลือกต้องเป็นของผู้เข้ารับการปรึกษาคนเดียวกัน',
      en: 'All the cards you choose must belong to the person who will see the doctor.',
    },
  },
  TELEMED_NOT_COVERED: {
    status: 409,
    message: {
      th: 'ผู้ให้บริการนี้ไม่รับบัตรที่คุณเลือก กรุณาเลือกผู้ให้บริการอื่น',
      en: "This provider doesn't accept the cards you chose. Please choose another provider.",
    },
  },
  TELEMED_PROVIDER_KEY_INVALID: {
    status: 401,
    message: {
      th: 'คีย์ของผู้ให้บริการไม่ถูกต้อง',
      en: 'The provider key is missing or not valid.',
    },
  },
  // --- The TPA's core system (issue 27, docs/integration.md) ---
  SERVICE_KEY_INVALID: {
    status: 401,
    message: {
      th: 'คีย์ของระบบที่เชื่อมต่อไม่ถูกต้อง',
      en: 'The service key is missing or not valid.',
    },
  },
  SERVICE_EVENT_MISMATCH: {
    status: 422,
    message: {
      th: 'รหัสเหตุการณ์นี้ถูกใช้กับคำขออื่นแล้ว',
      en: 'This event id was already used for another request.',
    },
  },

  // --- Pages and routing (docs/spec.md 8) ---
  PAGE_NOT_FOUND: {
    status: 404,
    message: { th: 'ไม่พบหน้าที่คุณต้องการ', en: 'This page could not be found.' },
  },
  UNKNOWN_MIDDLEWARE: {
    status: null,
    message: {
      th: 'ไม่สามารถเปิดหน้านี้ได้ (Unknown middleware)',
      en: 'Unknown middleware.',
    },
  },

  // --- The API's own errors ---
  NOT_FOUND: {
    status: 404,
    message: {
      th: 'ไม่พบข้อมูลที่คุณต้องการ',
      en: 'What you were looking for could not be found.',
    },
  },
  VALIDATION_FAILED: {
    status: 400,
    message: {
      th: 'ข้อมูลบางส่วนไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
      en: 'Some of the information is not valid. Please check it and try again.',
    },
  },
  AUTH_REQUIRED: {
    status: 401,
    message: {
      th: 'คุณยังไม่ได้เข้าสู่ระบบ หรือการเข้าสู่ระบบหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
      en: 'You are not logged in, or your session has expired. Please log in again.',
    },
  },
  /** Staff sign-in (the partner previewer): one answer for an unknown e-mail, a wrong password and a lock. */
  STAFF_LOGIN_INVALID: {
    status: 401,
    message: {
      th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง หรือบัญชีถูกล็อกชั่วคราว กรุณาตรวจสอบแล้วลองอีกครั้ง',
      en: 'The e-mail or password is incorrect, or the account is locked for a while. Please check and try again.',
    },
  },
  STAFF_AUTH_REQUIRED: {
    status: 401,
    message: {
      th: 'กรุณาเข้าสู่ระบบด้วยบัญชีเจ้าหน้าที่',
      en: 'Please sign in with your staff account.',
    },
  },
  STAFF_FORBIDDEN: {
    status: 403,
    message: {
      th: 'บัญชีเจ้าหน้าที่ของคุณไม่มีสิทธิ์ทำรายการนี้',
      en: 'Your staff account is not allowed to do this.',
    },
  },
  /** A partner outside the staff account's partner scope (details.partner_id names it). */
  STAFF_PARTNER_OUT_OF_SCOPE: {
    status: 403,
    message: {
      th: 'บัญชีเจ้าหน้าที่ของคุณไม่ได้ดูแลพาร์ทเนอร์นี้',
      en: 'Your staff account does not serve this partner.',
    },
  },
  STAFF_EMAIL_TAKEN: {
    status: 409,
    message: {
      th: 'อีเมลนี้มีบัญชีเจ้าหน้าที่อยู่แล้ว',
      en: 'A staff account with this e-mail already exists.',
    },
  },
  /** An admin changing their own role, scope or disabling themselves. */
  STAFF_SELF_CHANGE: {
    status: 409,
    message: {
      th: 'คุณไม่สามารถเปลี่ยนบทบาท ขอบเขตพาร์ทเนอร์ หรือปิดบัญชีของตนเองได้ กรุณาให้ผู้ดูแลอีกคนดำเนินการ',
      en: 'You cannot change your own role or partner scope, or disable your own account. Ask another admin.',
    },
  },
  /** A claim move off the timeline's graph: details.rule 'stage_graph', from, to, allowed. */
  CLAIM_STAGE_NOT_ALLOWED: {
    status: 409,
    message: {
      th: 'ไม่สามารถเปลี่ยนสถานะเคลมตามที่เลือกได้ เคลมต้องเปลี่ยนสถานะตามลำดับขั้นตอนที่กำหนด',
      en: 'The claim cannot move to that stage: a claim moves only along its timeline.',
    },
  },
  /** A money rule of a claim move: details.rule names it, details.reason says it in Thai and English. */
  CLAIM_AMOUNT_NOT_ALLOWED: {
    status: 422,
    message: {
      th: 'ยอดเงินไม่เป็นไปตามกฎของเคลม กรุณาตรวจสอบเหตุผลด้านล่าง',
      en: 'The amount breaks a claim rule. Please see the reason below.',
    },
  },
  /**
   * An approval above what the claim's benefit allows (its limit per visit, admission, day or accident,
   * or what is left of a per-year limit): details.rule 'above_benefit_limit', approved, limit,
   * available, period, benefit, and details.reason in Thai and English. No role may override it.
   */
  CLAIM_ABOVE_BENEFIT_LIMIT: {
    status: 422,
    message: {
      th: 'ยอดอนุมัติเกินวงเงินความคุ้มครองของเคลมนี้ กรุณาตรวจสอบเหตุผลด้านล่าง',
      en: "The approved amount is above what this claim's benefit covers. Please see the reason below.",
    },
  },
  DRAFT_VERSION_CONFLICT: {
    status: 409,
    message: {
      th: 'มีผู้บันทึกฉบับร่างนี้หลังจากที่คุณเปิด กรุณาโหลดฉบับล่าสุดแล้วแก้ไขอีกครั้ง',
      en: 'Someone saved this draft after you opened it. Load the latest version and make your change again.',
    },
  },
  DRAFT_ID_TAKEN: {
    status: 409,
    message: {
      th: 'รหัสฉบับร่างนี้ถูกใช้กับคำขออื่นแล้ว กรุณาเริ่มฉบับร่างใหม่',
      en: 'This draft id is already used by another request. Start a new draft.',
    },
  },
  /** A draft image refused: its bytes are no SVG, PNG, JPEG or WebP, or an SVG that could run code. */
  DRAFT_ASSET_INVALID: {
    status: 422,
    message: {
      th: 'ไม่สามารถใช้ไฟล์รูปภาพนี้ได้ กรุณาใช้ไฟล์ SVG, PNG, JPEG หรือ WebP ที่ถูกต้อง',
      en: 'This image cannot be used. Use a valid SVG, PNG, JPEG or WebP file.',
    },
  },
  /**
   * Four eyes (issue 26): a draft is published by a publisher who neither started it nor saved any of
   * its changes.
   */
  DRAFT_PUBLISH_OWN_DRAFT: {
    status: 403,
    message: {
      th: 'คุณเป็นผู้สร้างหรือแก้ไขฉบับร่างนี้ จึงเผยแพร่เองไม่ได้ กรุณาให้ผู้เผยแพร่คนอื่นตรวจและเผยแพร่',
      en: 'You started or changed this draft, so you cannot publish it. Ask another publisher to review and publish it.',
    },
  },
  /** A draft that validate:partners would refuse: details.problems lists why. */
  DRAFT_PUBLISH_INVALID: {
    status: 422,
    message: {
      th: 'ยังเผยแพร่ฉบับร่างนี้ไม่ได้ เพราะมีปัญหาที่ต้องแก้ไขก่อน',
      en: 'This draft cannot be published yet: it has problems to fix first.',
    },
  },
  /** An archived draft is kept as it is: restore it from the archive to change it (issue 26). */
  DRAFT_ARCHIVED: {
    status: 409,
    message: {
      th: 'ฉบับร่างนี้ถูกเก็บเข้าคลังแล้ว กรุณานำออกจากคลังก่อนแก้ไข',
      en: 'This draft is archived. Restore it from the archive before changing it.',
    },
  },
  /** A version of a draft saved before snapshots were kept whose content cannot be rebuilt (issue 26). */
  DRAFT_VERSION_UNAVAILABLE: {
    status: 409,
    message: {
      th: 'ไม่สามารถย้อนฉบับร่างไปยังเวอร์ชันนี้ได้ เพราะไม่มีข้อมูลครบถ้วนของเวอร์ชันนั้น กรุณาเลือกเวอร์ชันอื่น',
      en: 'This draft cannot go back to that version: its full content was not kept. Choose another version.',
    },
  },
  /** A partner folder or zip to import that cannot be read as a partner folder. */
  DRAFT_IMPORT_INVALID: {
    status: 422,
    message: {
      th: 'ไม่สามารถนำเข้าโฟลเดอร์พาร์ทเนอร์นี้ได้ กรุณาตรวจสอบไฟล์',
      en: 'This partner folder cannot be imported. Check the files.',
    },
  },
  /**
   * A previewer session (docs/decisions/063-preview-mode.md) reads the demo member's data and changes
   * nothing: every operation that would write answers this, and nothing is stored.
   */
  PREVIEW_READ_ONLY: {
    status: 403,
    message: {
      th: 'โหมดแสดงตัวอย่าง: ไม่มีการบันทึกข้อมูลใด ๆ',
      en: 'Preview only: nothing is saved.',
    },
  },
  /** The partner has no demo member to preview its signed-in screens with (demo data not seeded). */
  PREVIEW_MEMBER_NOT_FOUND: {
    status: 404,
    message: {
      th: 'ไม่พบสมาชิกตัวอย่างของพาร์ทเนอร์นี้ กรุณาโหลดข้อมูลตัวอย่างก่อน',
      en: 'This partner has no demo member to preview with. Seed the demo data first.',
    },
  },
  INVALID_API_KEY: {
    status: 401,
    message: {
      th: 'ไม่สามารถระบุบริษัทที่ให้บริการแอปนี้ได้ กรุณาเปิดแอปจากลิงก์ของบริษัทประกันของคุณอีกครั้ง',
      en: "We couldn't tell which insurer this app belongs to. Please open the app again from your insurer's link.",
    },
  },
  PARTNER_CREDENTIALS_INVALID: {
    status: 401,
    message: {
      th: 'ข้อมูลบริษัทที่ให้บริการไม่ถูกต้อง กรุณาเปิดแอปจากลิงก์ของบริษัทประกันของคุณอีกครั้ง',
      en: "The insurer details are not valid. Please open the app again from your insurer's link.",
    },
  },
  THEME_NOT_FOUND: {
    status: 404,
    message: {
      th: 'ไม่พบรูปแบบการแสดงผลของบริษัทนี้',
      en: 'No theme was found for this insurer code.',
    },
  },
  CONSENT_REQUIRED: {
    status: 403,
    message: {
      th: 'กรุณาอ่านและยอมรับข้อกำหนดหรือนโยบายความเป็นส่วนตัวฉบับล่าสุดก่อนใช้งานต่อ',
      en: 'Please read and accept the latest terms or privacy policy to continue.',
    },
  },
  RATE_LIMITED: {
    status: 429,
    message: {
      th: 'คุณทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง',
      en: 'Too many attempts. Please wait a moment and try again.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: {
      th: 'ไฟล์หรือข้อมูลมีขนาดใหญ่เกินกำหนด (ไม่เกิน 10 MB ต่อไฟล์)',
      en: 'The file or data is too large (10 MB per file at most).',
    },
  },
  /** e-Claim uploads in progress (not yet attached) past the member's byte quota (docs/decisions/066-upload-quotas.md). */
  UPLOAD_QUOTA_EXCEEDED: {
    status: 429,
    message: {
      th: 'มีไฟล์ที่ยังอัปโหลดไม่เสร็จมากเกินไป กรุณารอให้ไฟล์ที่กำลังส่งเสร็จก่อน หรือลบไฟล์ที่ไม่ต้องการออก แล้วลองอีกครั้ง',
      en: 'Too many files are still uploading. Please wait for them to finish, or remove ones you no longer need, then try again.',
    },
  },
  /** e-Claim uploads started in the last hour past the member's hourly limit (Retry-After says when). */
  UPLOAD_RATE_LIMITED: {
    status: 429,
    message: {
      th: 'คุณเริ่มอัปโหลดไฟล์หลายครั้งเกินไปในหนึ่งชั่วโมง กรุณารอสักครู่แล้วลองอีกครั้ง',
      en: "You've started too many uploads in the last hour. Please wait a while and try again.",
    },
  },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    message: {
      th: 'รองรับเฉพาะไฟล์ JPG, PNG หรือ PDF',
      en: 'Only JPG, PNG or PDF files are accepted.',
    },
  },
  DUPLICATE_FILE: {
    status: 409,
    message: { th: 'ไฟล์นี้ถูกแนบไว้แล้ว', en: 'This file is already attached.' },
  },
  /** e-Claim documents (docs/decisions/059-e-claim.md): a PDF that does not open or carries scripts, an image that does not decode. */
  ATTACHMENT_UNREADABLE: {
    status: 422,
    message: {
      th: 'เปิดไฟล์นี้ไม่ได้หรือไฟล์ไม่ปลอดภัย กรุณาถ่ายรูปหรือสแกนเอกสารใหม่อีกครั้ง',
      en: "This file can't be opened or isn't safe. Please take a new photo or scan of the document.",
    },
  },
  /** The most files of one kind in a claim (the figure is shown next to the kind). */
  ATTACHMENT_LIMIT_REACHED: {
    status: 409,
    message: {
      th: 'แนบเอกสารประเภทนี้ครบจำนวนสูงสุดแล้ว หากต้องการแนบเพิ่ม กรุณาลบไฟล์เดิมก่อน',
      en: "You've attached the most files allowed for this document type. Delete one to add another.",
    },
  },
  /** A resumable upload that has not received all its bytes yet. */
  UPLOAD_INCOMPLETE: {
    status: 409,
    message: {
      th: 'ยังอัปโหลดไฟล์ไม่เสร็จ กรุณารอสักครู่แล้วลองอีกครั้ง',
      en: "The file hasn't finished uploading. Please wait a moment and try again.",
    },
  },
  // --- Idempotency-Key on creates (docs/decisions/029-idempotency-keys.md) ---
  /** The app sends a key with every create; only a hand-made call can miss it. */
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: {
      th: 'คำขอนี้ไม่ครบถ้วน กรุณาปิดแล้วเปิดแอปใหม่ แล้วลองอีกครั้ง',
      en: 'This request is incomplete. Please close and reopen the app, then try again.',
    },
  },
  /** The key was already used for another request: different details, or another kind of create. */
  IDEMPOTENCY_KEY_MISMATCH: {
    status: 422,
    message: {
      th: 'รายการนี้ถูกส่งไปแล้วด้วยข้อมูลที่ต่างกัน กรุณาตรวจสอบข้อมูลแล้วกดบันทึกอีกครั้ง',
      en: 'This request was already sent with different details. Please check the details and save again.',
    },
  },
  /** The first request with this key has not finished yet: answered with Retry-After: 1. */
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    message: {
      th: 'รายการเดียวกันนี้กำลังดำเนินการอยู่ กรุณารอสักครู่แล้วลองอีกครั้ง',
      en: 'This same request is still being processed. Please wait a moment and try again.',
    },
  },
  INTERNAL_ERROR: {
    status: 500,
    message: {
      th: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง หากยังพบปัญหา โปรดแจ้งรหัสอ้างอิงกับเจ้าหน้าที่',
      en: 'Something went wrong on our side. Please try again; if it keeps happening, give our staff the reference code.',
    },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: {
      th: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
      en: 'The service is temporarily unavailable. Please try again in a moment.',
    },
  },
});

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The reasons CLAIM_SUBMIT_FAILED gives in `details.reason`, by what stopped the submit. */
export const CLAIM_SUBMIT_REASONS = {
  /** The draft's version is not the one the member previewed. */
  draft_changed: {
    th: 'ข้อมูลเคลมมีการเปลี่ยนแปลงหลังจากที่คุณตรวจสอบ กรุณาตรวจสอบข้อมูลอีกครั้งแล้วกดส่ง',
    en: 'Your claim changed after you reviewed it. Please check it again, then submit.',
  },
  admit_outside_cover: {
    th: 'วันที่เข้ารับการรักษาอยู่นอกระยะเวลาคุ้มครองของกรมธรรม์นี้',
    en: "The admission date is outside this policy's period of cover.",
  },
} satisfies Record<string, LocalizedMessage>;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

/** One problem with one field of a request, as sent in `error.details` for VALIDATION_FAILED. */
export interface FieldIssue {
  /** Where the problem is: `query.lang`, `body.email`, `headers.x-api-key`. */
  path: string;
  /** A machine code (zod's issue code, e.g. `invalid_type`, `too_big`). */
  code: string;
  /** A developer-facing English description; the member sees `error.message`. */
  message: string;
}

/** The one JSON error shape of the API. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: LocalizedMessage;
    /** The request's id (X-Request-Id): always sent by the server; it names the request's log lines. */
    request_id?: string;
    /** Present on 5xx answers: quote it to support; it matches one server log line. */
    correlation_id?: string;
    details?: unknown;
  };
}

export function errorMessage(code: ErrorCode): LocalizedMessage {
  return ERROR_CATALOGUE[code].message;
}
