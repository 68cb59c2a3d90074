/**
 * The previewer's "Go live" section (issue 26; docs/decisions/079-partner-config-versions.md): the
 * drafts to publish, a partner's versions with Restore and Export zip, and the drift between the live
 * configurations and the partners/ folder. After a publish, a link opens the member app for that
 * partner and its versions are shown. Loaded only when opened (main.tsx imports it lazily).
 */
import { useMemo, useState } from 'react';
import * as a from '../admin/admin.css';
import { bangkokTime } from '../admin/format';
import { useStaffPartners } from '../api/staff';
import type { StaffPartner, StaffProfile } from '../staff-session';
import { DriftReport } from './drift';
import { type Published, ReadyDrafts } from './ready-drafts';
import { PartnerVersions } from './versions';

/** The member app for a partner: the HTML server takes ?partner_id= (server/web/routes.ts). */
export const memberAppHref = (partnerId: string) => `/?partner_id=${encodeURIComponent(partnerId)}`;

export default function GoLiveView({
  staff,
  partners,
}: {
  staff: StaffProfile;
  partners: readonly StaffPartner[];
}) {
  // Read again: a publish may have added a partner since sign-in.
  const live = useStaffPartners();
  const [published, setPublished] = useState<Published | null>(null);
  const [partnerId, setPartnerId] = useState<string | null>(partners[0]?.partner_id ?? null);
  const partnerIds = useMemo(() => {
    const ids = new Set((live.data ?? partners).map((p) => p.partner_id));
    if (published) ids.add(published.partnerId);
    if (partnerId) ids.add(partnerId);
    return [...ids].sort();
  }, [live.data, partners, published, partnerId]);

  return (
    <main className={a.view} aria-label="Go live">
      <p className={a.status} role="status">
        {published &&
          `Published ${published.title}: ${published.partnerId} version ${published.version} is live since ${bangkokTime(published.publishedAt)}.`}
      </p>
      {published && (
        <p>
          <a href={memberAppHref(published.partnerId)} target="_blank" rel="noopener">
            Open the member app for {published.partnerId} (new tab)
          </a>
        </p>
      )}
      <ReadyDrafts
        staff={staff}
        onPublished={(p) => {
          setPublished(p);
          setPartnerId(p.partnerId);
        }}
      />
      <PartnerVersions staff={staff} partnerIds={partnerIds} partnerId={partnerId} onPartner={setPartnerId} />
      <DriftReport />
    </main>
  );
}
