/**
 * The catalogue of texts the server writes to members on its own: SMS, LINE messages, notifications,
 * the reasons in a refusal's details and the words of an answer (docs/as-built.md, "One way for each
 * job"). Errors are the other catalogue, shared/api/errors.ts: a code, a status and its message.
 *
 * Each entry is a `{ th, en }` text, or a function of typed parameters that returns one. Money, dates
 * and times go through shared/format, so an SMS reads a date as the app shows it. Services compose a
 * message from these entries and the two helpers below (both languages in one SMS or LINE message);
 * they write no Thai or English sentence of their own. catalogue.test.ts checks that every entry has
 * Thai in `th` and none in `en`, and that no Thai is written in server/modules outside this file.
 */
import type { LocalizedMessage } from '../../shared/api/errors';
import type { RetainedRecordSchema } from '../../shared/api/schemas/account';
import type { OtpPurpose } from '../../shared/api/schemas/auth';
import type { LIMIT_PERIODS } from '../../shared/api/schemas/cards';
import type { ClaimRejectReason, ClaimRequestReason, ClaimStage } from '../../shared/api/schemas/claims';
import type { Lang } from '../../shared/api/schemas/common';
import {
  type Currency,
  formatAmount,
  formatDateTime,
  formatMoney,
  type YearFormat,
} from '../../shared/format';
import type { z } from 'zod';

/** The figures a refused claim amount names; each rule reads the ones it needs. */
export type AmountFigures = Partial<Record<'approved' | 'claimed' | 'paid', number>>;

type RetainedRecord = z.infer<typeof RetainedRecordSchema>['record'];

/** An SMS carries both languages, the member's first: "Thai / English" or "English / Thai". */
export function smsText(message: LocalizedMessage, lang: Lang = 'th'): string {
  return lang === 'en' ? `${message.en} / ${message.th}` : `${message.th} / ${message.en}`;
}

/** A LINE message carries both languages, Thai on the first line. */
export function lineText(message: LocalizedMessage): string {
  return `${message.th}\n${message.en}`;
}

/** "3 ธ.ค. 2569 14:05 (GMT+7)" / "3 Dec 2026, 14:05 (GMT+7)": Thailand time, for notices (shared/format). */
function bangkokTime(instant: Date, lang: Lang, yearFormat: YearFormat | undefined): string {
  return `${formatDateTime(instant, { lang, yearFormat })} (GMT+7)`;
}

type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A benefit's limit period as a reason says it ("ต่อครั้ง", "per visit"). */
const LIMIT_PERIOD_NAME: Record<LimitPeriod, LocalizedMessage> = {
  per_day: { th: 'ต่อวัน', en: 'per day' },
  per_visit: { th: 'ต่อครั้ง', en: 'per visit' },
  per_admission: { th: 'ต่อการรักษาตัวในโรงพยาบาล', en: 'per admission' },
  per_accident: { th: 'ต่ออุบัติเหตุ', en: 'per accident' },
  per_year: { th: 'ต่อปี', en: 'per year' },
};

/** An amount in a reason, "999,999.00" (shared/format; the claim's currency is not among the figures). */
const figure = (n: number) => formatAmount(n);

/** What the OTP is for, as the SMS says it ("…สำหรับลงทะเบียน", "…for registration"). */
const OTP_PURPOSE: Record<OtpPurpose, LocalizedMessage> = {
  register: { th: 'ลงทะเบียน', en: 'registration' },
  card: { th: 'เชื่อมบัตรประกัน', en: 'linking your insurance card' },
  delete: { th: 'ลบบัญชี', en: 'deleting your account' },
  reset: { th: 'ตั้งรหัสผ่านใหม่', en: 'setting a new password' },
};

/** What a member is told at each stage of a claim: the notification's and the LINE message's headline. */
const STAGE_HEADLINE: Record<ClaimStage, LocalizedMessage> = {
  submitted: { th: 'ได้รับเรื่องเคลมของคุณแล้ว', en: 'We have received your claim' },
  under_review: { th: 'เคลมของคุณอยู่ระหว่างการพิจารณา', en: 'Your claim is being reviewed' },
  documents_requested: {
    th: 'กรุณาส่งเอกสารเพิ่มเติมสำหรับเคลมของคุณ',
    en: 'Please send more documents for your claim',
  },
  approved: { th: 'เคลมของคุณได้รับการอนุมัติ', en: 'Your claim has been approved' },
  partly_approved: { th: 'เคลมของคุณได้รับการอนุมัติบางส่วน', en: 'Your claim has been partly approved' },
  rejected: { th: 'เคลมของคุณไม่ได้รับการอนุมัติ', en: 'Your claim was not approved' },
  paid: { th: 'โอนเงินค่าสินไหมของคุณแล้ว', en: 'Your claim has been paid' },
};

/** Stage names in members' words, for the refusals' reasons. */
const STAGE_NAME: Record<ClaimStage, LocalizedMessage> = {
  submitted: { th: 'ส่งเคลมแล้ว', en: 'submitted' },
  under_review: { th: 'กำลังพิจารณา', en: 'under review' },
  documents_requested: { th: 'ขอเอกสารเพิ่มเติม', en: 'documents requested' },
  approved: { th: 'อนุมัติ', en: 'approved' },
  partly_approved: { th: 'อนุมัติบางส่วน', en: 'partly approved' },
  paid: { th: 'จ่ายเงินแล้ว', en: 'paid' },
  rejected: { th: 'ปฏิเสธ', en: 'rejected' },
};

/** "<headline> (<claim number>)": the notification's title and each line of the LINE message. */
const claimHeadline = (p: { stage: ClaimStage; claimNo: string }): LocalizedMessage => ({
  th: `${STAGE_HEADLINE[p.stage].th} (${p.claimNo})`,
  en: `${STAGE_HEADLINE[p.stage].en} (${p.claimNo})`,
});

export const MESSAGES = {
  sms: {
    otpPurpose: OTP_PURPOSE,
    /** The one-time password (server/modules/accounts/otp.ts). */
    otp: (p: { code: string; refNo: string; minutes: number; purpose: OtpPurpose }): LocalizedMessage => ({
      th: `รหัส OTP ของคุณคือ ${p.code} (รหัสอ้างอิง ${p.refNo}) ใช้ได้ภายใน ${p.minutes} นาที สำหรับ${OTP_PURPOSE[p.purpose].th} ห้ามบอกรหัสนี้กับผู้ใด`,
      en: `Your OTP is ${p.code} (ref. ${p.refNo}), valid for ${p.minutes} minutes, for ${OTP_PURPOSE[p.purpose].en}. Never share it.`,
    }),
    /** "Forgot username" (server/modules/accounts/recovery.ts); `product` is the partner's product name. */
    usernameReminder: (p: { product: LocalizedMessage; username: string }): LocalizedMessage => ({
      th: `ชื่อผู้ใช้ของคุณสำหรับ ${p.product.th} คือ ${p.username}`,
      en: `Your ${p.product.en} username is ${p.username}`,
    }),
    /** "Your password was changed": docs/security.md (notify on credential change). */
    passwordChanged: (p: {
      product: LocalizedMessage;
      when: Date;
      yearFormat?: YearFormat;
    }): LocalizedMessage => ({
      th: `รหัสผ่านบัญชี ${p.product.th} ของคุณถูกเปลี่ยนเมื่อ ${bangkokTime(p.when, 'th', p.yearFormat)} หากคุณไม่ได้เปลี่ยนเอง กรุณาติดต่อเจ้าหน้าที่ทันที`,
      en: `Your ${p.product.en} password was changed on ${bangkokTime(p.when, 'en', p.yearFormat)}. If this wasn't you, contact us immediately.`,
    }),
  },
  line: {
    /** A claim moved to a stage (server/modules/claims/claims.ts recordStage); sent through lineText. */
    claimStage: claimHeadline,
  },
  notification: {
    /** A claim-status notification's title. */
    claimStageTitle: claimHeadline,
    /**
     * Its body when the officer left no note for the member; with the approved or paid amount in the
     * app's one currency style (shared/format formatMoney: "฿2,950.00", as the claim screens show it).
     */
    claimStageBody: (p: {
      stage: ClaimStage;
      claimNo: string;
      amount?: { value: number | string; currency: Currency } | null | undefined;
    }): LocalizedMessage => {
      const money = p.amount ? formatMoney(p.amount.value, p.amount.currency) : null;
      const verb = p.stage === 'paid' ? { th: 'ยอดที่จ่าย', en: 'paid' } : { th: 'ยอดอนุมัติ', en: 'approved' };
      return {
        th: `${STAGE_HEADLINE[p.stage].th} เลขที่เคลม ${p.claimNo}${money ? ` ${verb.th} ${money}` : ''} ดูรายละเอียดได้ที่เมนูสถานะการเคลม`,
        en: `${STAGE_HEADLINE[p.stage].en}: claim ${p.claimNo}${money ? `, ${money} ${verb.en}` : ''}. See the details under Claim Status.`,
      };
    },
  },
  claim: {
    stageHeadline: STAGE_HEADLINE,
    stageName: STAGE_NAME,
    /** Why an officer asks for documents (docs/decisions/085-claims-workspace.md): the member reads it. */
    requestReasons: {
      receipt_unreadable: {
        th: 'ใบเสร็จรับเงินที่ส่งมาอ่านไม่ชัด กรุณาส่งภาพที่ชัดเจน',
        en: 'The receipt you sent cannot be read. Please send a clear image.',
      },
      receipt_missing: {
        th: 'ยังไม่ได้รับใบเสร็จรับเงินฉบับจริง',
        en: 'We have not received the original receipt.',
      },
      medical_certificate_missing: {
        th: 'ยังไม่ได้รับใบรับรองแพทย์',
        en: 'We have not received the medical certificate.',
      },
      diagnosis_unclear: {
        th: 'ใบรับรองแพทย์ยังไม่ระบุการวินิจฉัยโรคที่ชัดเจน',
        en: 'The medical certificate does not state a clear diagnosis.',
      },
      bank_book_missing: {
        th: 'ยังไม่ได้รับสำเนาหน้าสมุดบัญชีธนาคารสำหรับรับเงิน',
        en: 'We have not received a copy of the bank book page to pay you into.',
      },
      itemised_bill_missing: {
        th: 'ยังไม่ได้รับใบแจ้งค่าใช้จ่ายแยกรายการ',
        en: 'We have not received the itemised bill.',
      },
      other: {
        th: 'ต้องการเอกสารเพิ่มเติมเพื่อพิจารณาเคลม',
        en: 'We need another document to assess your claim.',
      },
    } satisfies Record<ClaimRequestReason, LocalizedMessage>,
    /** Why an officer rejects a claim: the member reads it. */
    rejectReasons: {
      not_covered: {
        th: 'ค่ารักษานี้ไม่อยู่ในความคุ้มครองของกรมธรรม์',
        en: 'This treatment is not covered by the policy.',
      },
      waiting_period: {
        th: 'การรักษาเกิดขึ้นในระยะเวลารอคอยของกรมธรรม์',
        en: "The treatment fell within the policy's waiting period.",
      },
      pre_existing_condition: {
        th: 'เป็นโรคที่เป็นมาก่อนการเริ่มความคุ้มครอง',
        en: 'The condition existed before the cover started.',
      },
      policy_not_in_force: {
        th: 'กรมธรรม์ไม่มีผลบังคับในวันที่รักษา',
        en: 'The policy was not in force on the date of treatment.',
      },
      limit_used_up: {
        th: 'วงเงินความคุ้มครองของสิทธิประโยชน์นี้ถูกใช้ครบแล้ว',
        en: 'The limit of this benefit has been used up.',
      },
      duplicate_claim: {
        th: 'ค่ารักษานี้ได้ยื่นเคลมไว้แล้ว',
        en: 'This treatment has already been claimed.',
      },
      documents_not_received: {
        th: 'ไม่ได้รับเอกสารที่ขอภายในเวลาที่กำหนด',
        en: 'The documents asked for were not received in time.',
      },
      other: {
        th: 'เคลมนี้ไม่เป็นไปตามเงื่อนไขของกรมธรรม์',
        en: 'This claim does not meet the conditions of the policy.',
      },
    } satisfies Record<ClaimRejectReason, LocalizedMessage>,
    /** Said under an officer's note written in the other language than the member reads. */
    noteWrittenInThai: {
      th: '(เจ้าหน้าที่เขียนหมายเหตุนี้เป็นภาษาไทย)',
      en: '(Our officer wrote this note in Thai.)',
    },
    noteWrittenInEnglish: {
      th: '(เจ้าหน้าที่เขียนหมายเหตุนี้เป็นภาษาอังกฤษ)',
      en: '(Our officer wrote this note in English.)',
    },
    /** Why a move along the timeline is refused (CLAIM_STAGE_NOT_ALLOWED's details.reason). */
    moveRefused: (p: {
      from: ClaimStage;
      to: ClaimStage;
      allowed: readonly ClaimStage[];
    }): LocalizedMessage => ({
      th: `เคลมในสถานะ "${STAGE_NAME[p.from].th}" เปลี่ยนเป็น "${STAGE_NAME[p.to].th}" ไม่ได้ ${
        p.allowed.length
          ? `เปลี่ยนได้เป็น: ${p.allowed.map((s) => `"${STAGE_NAME[s].th}"`).join(', ')}`
          : 'เคลมนี้สิ้นสุดแล้ว'
      }`,
      en: `A claim that is ${STAGE_NAME[p.from].en} cannot become ${STAGE_NAME[p.to].en}. ${
        p.allowed.length
          ? `It can become: ${p.allowed.map((s) => STAGE_NAME[s].en).join(', ')}.`
          : 'This claim is closed.'
      }`,
    }),
    /** Why an amount is refused, per money rule (CLAIM_AMOUNT_NOT_ALLOWED's details.reason). */
    amountRefused: {
      approved_above_claimed: (f: AmountFigures): LocalizedMessage => ({
        th: `ยอดอนุมัติ ${figure(f.approved!)} สูงกว่ายอดที่เรียกร้อง ${figure(f.claimed!)}: ยอดอนุมัติต้องไม่เกินยอดที่เรียกร้อง`,
        en: `The approved amount ${figure(f.approved!)} is above the claimed ${figure(f.claimed!)}: approve at most the claimed amount.`,
      }),
      partly_not_below_claimed: (f: AmountFigures): LocalizedMessage => ({
        th: `อนุมัติบางส่วนต้องมียอดต่ำกว่ายอดที่เรียกร้อง ${figure(f.claimed!)}: หากอนุมัติเต็มจำนวน ให้เลือก "อนุมัติ"`,
        en: `A partial approval must be below the claimed ${figure(f.claimed!)}: to approve it all, choose approved.`,
      }),
      amount_not_positive: (_f: AmountFigures): LocalizedMessage => ({
        th: 'ยอดอนุมัติต้องมากกว่า 0: หากไม่อนุมัติ ให้เลือก "ปฏิเสธ"',
        en: 'An approved amount must be above 0: to approve nothing, reject the claim.',
      }),
      paid_not_approved: (f: AmountFigures): LocalizedMessage => ({
        th: `ยอดจ่าย ${figure(f.paid!)} ต้องเท่ากับยอดอนุมัติ ${figure(f.approved!)}`,
        en: `The paid amount ${figure(f.paid!)} must equal the approved ${figure(f.approved!)}.`,
      }),
      override_reason_required: (_f: AmountFigures): LocalizedMessage => ({
        th: 'ยอดเงินนี้ต่างจากกฎของเคลม ต้องระบุเหตุผลในการยกเว้น (override_reason อย่างน้อย 10 ตัวอักษร)',
        en: 'This amount departs from the claim rules: give the reason for the override (override_reason, 10 characters or more).',
      }),
      override_not_allowed: (_f: AmountFigures): LocalizedMessage => ({
        th: 'บทบาทของคุณยกเว้นกฎยอดเงินของเคลมไม่ได้ กรุณาให้ผู้ดูแลระบบดำเนินการ',
        en: 'Your role cannot override the claim money rules. Ask an admin.',
      }),
    },
    /** Why an approval above the benefit's limit is refused (CLAIM_ABOVE_BENEFIT_LIMIT's details.reason). */
    aboveBenefitLimit: (p: {
      approved: number;
      limit: number;
      available: number;
      period: LimitPeriod | null;
      benefit: LocalizedMessage;
    }): LocalizedMessage => {
      const period = p.period ? LIMIT_PERIOD_NAME[p.period] : { th: '', en: '' };
      const left = p.available < p.limit;
      return {
        th: `ยอดอนุมัติ ${figure(p.approved)} เกินวงเงิน "${p.benefit.th}" ${figure(p.limit)}${period.th ? ` ${period.th}` : ''}${
          left ? ` ซึ่งเหลือสำหรับเคลมนี้ ${figure(p.available)}` : ''
        }: อนุมัติได้ไม่เกิน ${figure(p.available)} หรือเลือก "อนุมัติบางส่วน"`,
        en: `The approved amount ${figure(p.approved)} is above the "${p.benefit.en}" limit of ${figure(p.limit)}${period.en ? ` ${period.en}` : ''}${
          left ? `, of which ${figure(p.available)} is left for this claim` : ''
        }: approve at most ${figure(p.available)}, or choose partly approved.`,
      };
    },
  },
  account: {
    /** The one answer to "forgot username", known number or not (docs/security.md 4). */
    usernameRecoveryAccepted: {
      th: 'หากหมายเลขนี้ลงทะเบียนไว้ เราได้ส่งชื่อผู้ใช้ไปทาง SMS แล้ว กรุณาตรวจสอบข้อความในโทรศัพท์ของคุณ',
      en: 'If this number is registered, we have sent the username by SMS. Please check the messages on your phone.',
    },
    /** What deletion erases, as shown before and after (PDPA s33), in the order shown. */
    erased: [
      {
        th: 'ข้อมูลบัญชี: ชื่อผู้ใช้ รหัสผ่าน ชื่อ นามสกุล เบอร์โทรศัพท์ วันเกิด เลขบัตรประชาชน อีเมล รหัสพนักงาน และการเชื่อมบัญชี LINE',
        en: 'Account data: username, password, name, surname, phone number, birth date, national ID number, e-mail, employee ID and the LINE link',
      },
      {
        th: 'บัตรที่คุณเพิ่มเองพร้อมรูปหน้าบัตรและหลังบัตร',
        en: 'Cards you added yourself, with their front and back images',
      },
      { th: 'การเชื่อมข้อมูลบุคคลในครอบครัว', en: 'Links to your family members' },
      {
        th: 'ร่าง e-Claim ที่ยังไม่ได้ส่ง การแจ้งเตือน ประวัติการใช้บัตร และรหัส OTP',
        en: 'Unsent e-Claim drafts, notifications, card-use history and OTP records',
      },
      { th: 'การเข้าสู่ระบบทุกอุปกรณ์', en: 'Your sign-ins on every device' },
    ],
    /** What deletion keeps and why, per kind of record, in the order shown. */
    retained: {
      claims: {
        th: 'ประวัติเคลมและจำนวนเงิน เก็บไว้ตามระยะเวลาที่กฎหมายประกันภัย กฎหมายบัญชี และอายุความกำหนด ไม่เกิน 10 ปีหลังปิดเคลม โดยไม่ผูกกับบัญชีที่ลบแล้ว',
        en: 'Claims and their amounts are kept for as long as insurance law, accounting law and limitation periods require, at most 10 years after the claim is closed, no longer linked to a usable account',
      },
      claim_documents: {
        th: 'เอกสารแนบของเคลมที่ส่งแล้ว เก็บไว้ 1 ปีนับจากวันที่ในใบเสร็จ เพื่อการตรวจสอบ แล้วจึงลบ',
        en: 'Documents attached to submitted claims are kept for 1 year from the receipt date for audit, then deleted',
      },
      consent_records: {
        th: 'บันทึกการให้และถอนความยินยอม เก็บไว้ 10 ปีเป็นหลักฐานตามกฎหมายคุ้มครองข้อมูลส่วนบุคคล',
        en: 'Records of the consents you gave and withdrew are kept for 10 years as evidence under the Personal Data Protection Act',
      },
      insurer_policy_records: {
        th: 'ข้อมูลกรมธรรม์ของคุณที่บริษัทประกันหรือคู่สัญญาเป็นเจ้าของ ยังคงอยู่กับบริษัทนั้นตามสัญญาประกันภัย',
        en: 'Your policy records, which belong to your insurer or partner, stay with them under your insurance contract',
      },
    } satisfies Record<RetainedRecord, LocalizedMessage>,
  },
  cards: {
    /** The last choice of the insurer list, for an insurer the list does not name. */
    otherInsurer: { th: 'อื่น ๆ (ระบุชื่อ)', en: 'Other (type the name)' },
  },
};
