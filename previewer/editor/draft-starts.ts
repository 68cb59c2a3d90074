/**
 * The three ways to start a draft, as the staff API's mutations (previewer/api/drafts.ts): a copy of a
 * partner, a brand kit (with an optional logo uploaded and set), or an imported partner folder. Each
 * answers the new draft; the store opens it. A start sends the new draft's id, which is its
 * idempotency key: trying the same values again after a failure sends the same id, so the server
 * answers the draft it may already have made instead of making a second one.
 */
import type { PartnerDraft } from '../../shared/api/schemas/staff-drafts';
import { createIds, runMutation } from '../api/client';
import {
  createDraftMutation,
  importDraftMutation,
  saveDraftMutation,
  uploadDraftAssetMutation,
} from '../api/drafts';
import { partnerAssetPath, sendable } from './draft-content';

export interface PartnerStartInput {
  basePartnerId: string;
  partnerId: string;
  title: string;
  /** A copy's own insurer code (a copy must not keep its original's). */
  insCode?: string;
}

export interface BrandKitInput {
  partnerId: string;
  title: string;
  insCode: string;
  name: { th: string; en: string };
  colors: string[];
  /** A logo to upload into the new draft (SVG, PNG, JPEG or WebP), or none (a wordmark is drawn). */
  logo?: { name: string; file: Blob } | null;
}

export interface FolderStartInput {
  title: string;
  zip: Uint8Array;
}

/** The id of the draft being started: kept for a retry of the same values, new after a success. */
const startIds = createIds();

async function started(draft: Promise<PartnerDraft>): Promise<PartnerDraft> {
  const answer = await draft;
  startIds.reset();
  return answer;
}

export function startFromPartner({ basePartnerId, partnerId, title, insCode }: PartnerStartInput) {
  const body = {
    partner_id: partnerId,
    title,
    from: { kind: 'partner' as const, partner_id: basePartnerId, ...(insCode ? { ins_code: insCode } : {}) },
  };
  return started(runMutation(createDraftMutation(), { id: startIds.idFor(body), ...body }));
}

export function startFromBrandKit(input: BrandKitInput) {
  return started(
    (async () => {
      const body = {
        partner_id: input.partnerId,
        title: input.title,
        from: { kind: 'brand_kit' as const, ins_code: input.insCode, name: input.name, colors: input.colors },
      };
      // A retry after a failed upload gets the same draft back (same values, same id) and uploads again.
      const draft = await runMutation(createDraftMutation(), {
        id: startIds.idFor({ ...body, logo: input.logo?.file ?? null }),
        ...body,
      });
      if (!input.logo) return draft;
      const { name, file } = input.logo;
      const uploaded = await runMutation(uploadDraftAssetMutation(), { id: draft.id, name, file });
      const theme = { ...uploaded.content.theme, logo: partnerAssetPath(draft.partner_id, name) };
      return runMutation(saveDraftMutation(), {
        id: draft.id,
        body: {
          version: uploaded.version,
          content: sendable({ ...uploaded.content, theme }),
          summary: 'Logo from the brand kit',
        },
      });
    })(),
  );
}

export function startFromFolder({ title, zip }: FolderStartInput) {
  return started(
    (async () => {
      const id = startIds.idFor({ title, zip: await fingerprint(zip) });
      return runMutation(importDraftMutation(), { id, title, zip });
    })(),
  );
}

/** A zip's SHA-256, so retrying the same import reuses its id (a one-off value where the browser cannot hash). */
async function fingerprint(zip: Uint8Array): Promise<string> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(zip));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return `${Date.now()}-${Math.random()}`;
  }
}
