/** Partners' public configurations from the staff API, asked for once per partner. */
import { useEffect, useState } from 'react';
import type { PreviewConfig } from '../../src/engine/partner/preview';
import { callApi } from '../../src/lib/api-client';

const cache = new Map<string, Promise<PreviewConfig | null>>();

export function partnerConfig(partnerId: string): Promise<PreviewConfig | null> {
  let pending = cache.get(partnerId);
  if (!pending) {
    pending = callApi('getStaffPartnerConfig', { params: { partner_id: partnerId } }).then(
      (r) => r.data as unknown as PreviewConfig,
      () => {
        cache.delete(partnerId);
        return null;
      },
    );
    cache.set(partnerId, pending);
  }
  return pending;
}

/** The configurations of these partners, as they arrive (missing ones are absent). */
export function usePartnerConfigs(partnerIds: readonly string[]): ReadonlyMap<string, PreviewConfig> {
  const [configs, setConfigs] = useState<ReadonlyMap<string, PreviewConfig>>(new Map());
  const key = partnerIds.join(',');
  useEffect(() => {
    let live = true;
    for (const id of key ? key.split(',') : [])
      partnerConfig(id).then((config) => {
        if (live && config)
          setConfigs((prev) => (prev.get(id) === config ? prev : new Map(prev).set(id, config)));
      });
    return () => {
      live = false;
    };
  }, [key]);
  return configs;
}
