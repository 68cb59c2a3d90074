/**
 * A QR code drawn locally (uqr) from a server's payload, in currentColor on a light ground that the
 * theme cannot make unreadable. Used by the use-card display and the Telemed consultation code.
 */
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import * as s from './timer.css';

export function QrCode({ payload, label, testId }: { payload: string; label: string; testId?: string }) {
  // Modules in currentColor on a transparent ground: the themed container supplies both colours.
  const svg = useMemo(
    () => renderSVG(payload, { ecc: 'M', blackColor: 'currentColor', whiteColor: 'transparent' }),
    [payload],
  );
  return (
    <div
      className={s.qr}
      role="img"
      aria-label={label}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated locally by uqr from the server's payload; no markup from any input
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
