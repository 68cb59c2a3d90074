/** Partners' public configurations from the staff API (previewer/api/partners.ts), asked for once per partner. */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import { partnerConfigQueryOptions } from '../api/partners';

/** The configurations of these partners, as they arrive (missing ones are absent). */
export function usePartnerConfigs(partnerIds: readonly string[]): ReadonlyMap<string, PreviewConfig> {
  const key = partnerIds.join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  const combine = useCallback(
    (results: { data?: PreviewConfig }[]): ReadonlyMap<string, PreviewConfig> =>
      new Map(ids.flatMap((id, i) => (results[i]?.data ? [[id, results[i].data] as const] : []))),
    [ids],
  );
  return useQueries({ queries: ids.map(partnerConfigQueryOptions), combine });
}
