import { useState } from 'react';
import { useConnection } from '../../lib/connection';
import { useTranslation } from '../../lib/i18n';
import { CloseIcon, InfoIcon } from './icons';
import * as s from './offline-banner.css';

/**
 * Says calmly that the device is offline (a polite live region, always present so the change is
 * announced): what the app shows comes from the last visit, and a screen that needs the network
 * opens by itself when the connection is back (src/lib/chunk-reload.ts). It floats over the top of
 * the content, so it can be closed; it shows again at the next change (offline again, or waiting).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online, waiting } = useConnection();
  const phase = waiting ? 'waiting' : online ? null : 'offline';
  const [closed, setClosed] = useState<string | null>(null);
  const show = phase !== null && closed !== phase;
  return (
    <div className={s.region} role="status" aria-live="polite" data-testid="offline-banner">
      {show ? (
        <div className={s.banner}>
          <InfoIcon />
          <p className={s.text}>{t(phase === 'waiting' ? 'offline.waiting' : 'offline.message')}</p>
          <button
            type="button"
            className={s.close}
            aria-label={t('actions.close')}
            onClick={() => setClosed(phase)}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
