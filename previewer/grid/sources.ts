/**
 * What the grid shows a route for: a partner as configured, or the open draft (rendered on its base
 * partner's page and demo member, re-themed by message).
 */
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import { draftSourceKey, partnerSourceKey } from './frame-bus';

export interface Source {
  key: string;
  kind: 'partner' | 'draft';
  /** Partner id, or the draft's id. */
  id: string;
  /** Caption text. */
  label: string;
  /** The configured partner whose page, demo member and preview session the frames use. */
  basePartnerId: string;
  inLine: boolean;
}

export const partnerSource = (p: { partner_id: string; name: { en: string }; in_line: boolean }): Source => ({
  key: partnerSourceKey(p.partner_id),
  kind: 'partner',
  id: p.partner_id,
  label: p.name.en,
  basePartnerId: p.partner_id,
  inLine: p.in_line,
});

export const draftSource = (
  d: { id: string; label: string; basePartnerId: string },
  inLine: boolean,
): Source => ({
  key: draftSourceKey(d.id),
  kind: 'draft',
  id: d.id,
  label: `Draft: ${d.label}`,
  basePartnerId: d.basePartnerId,
  inLine,
});

export type ConfigOf = (source: Source) => PreviewConfig | undefined;
