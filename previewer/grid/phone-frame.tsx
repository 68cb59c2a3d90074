/**
 * One captioned phone frame: the member app at one route, language and width, for one source. The
 * iframe exists only while the frame is near the viewport (lazy-mount.ts); protected and public routes
 * open with the base partner's read-only preview session, guest routes signed out.
 */
import { memo, useEffect, useRef, useState } from 'react';
import type { AppHref, AppRoute, Locale } from '../../shared/config/routes';
import type { PreviewConfig, PreviewState } from '../../shared/engine/partner/preview';
import * as s from '../previewer.css';
import type { FrameWidth } from '../view/view-state';
import { registerFrame } from './frame-bus';
import { frameSrc } from './frame-url';
import { useLazyMount } from './lazy-mount';
import { knownPreviewSession, type PreviewSession, previewSession } from './preview-sessions';
import type { Source } from './sources';

/** Phone heights per width, and the scale each is drawn at so the grid stays usable. */
export const FRAME_SIZES: Record<FrameWidth, { height: number; scale: number }> = {
  320: { height: 640, scale: 0.75 },
  390: { height: 844, scale: 0.7 },
  768: { height: 1024, scale: 0.4 },
};

const LANGUAGE: Record<Locale, string> = { th: 'Thai', en: 'English' };

export interface PhoneFrameProps {
  route: AppRoute;
  /** The English title of the route. */
  title: string;
  path: AppHref;
  locale: Locale;
  width: FrameWidth;
  source: Source;
  /** A representative state of a flow that needs a prior step (PREVIEW_STATE_FOR_ROUTE). */
  state: PreviewState | null;
  /** In compare mode: what to outline against (null: nothing); undefined outside compare mode. */
  highlightAgainst?: () => PreviewConfig | null | undefined;
}

function useSession(partnerId: string, needed: boolean): PreviewSession | null | undefined {
  const [session, setSession] = useState(() => (needed ? knownPreviewSession(partnerId) : null));
  useEffect(() => {
    if (!needed) return setSession(null);
    let live = true;
    previewSession(partnerId).then((s) => live && setSession(s));
    return () => {
      live = false;
    };
  }, [partnerId, needed]);
  return session;
}

export const PhoneFrame = memo(function PhoneFrame(props: PhoneFrameProps) {
  const { route, title, path, locale, width, source, state } = props;
  const size = FRAME_SIZES[width];
  const [placeholder, setPlaceholder] = useState<HTMLDivElement | null>(null);
  const mounted = useLazyMount(placeholder);
  const signedIn = route.access !== 'guest';
  const session = useSession(source.basePartnerId, signedIn && mounted);
  const [loadId, setLoadId] = useState<string | null>(null);
  const [applied, setApplied] = useState(0);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const highlightRef = useRef(props.highlightAgainst);
  highlightRef.current = props.highlightAgainst;

  const ready = mounted && (!signedIn || session !== undefined);
  const src = ready
    ? frameSrc({ path, locale, partnerId: source.basePartnerId, state, token: session?.token })
    : null;

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!src || !iframe) return;
    setLoadId(null);
    setHighlighted(null);
    return registerFrame({
      iframe,
      sourceKey: source.key,
      highlightAgainst: () => highlightRef.current?.(),
      onReady: setLoadId,
      onApplied: () => setApplied((n) => n + 1),
      onHighlighted: setHighlighted,
    });
  }, [src, source.key]);

  const caption = `${route.path} · ${source.label} · ${LANGUAGE[locale]} · ${width}px`;
  return (
    <figure
      className={s.frameCard}
      data-frame=""
      data-route={route.path}
      data-source={source.key}
      data-locale={locale}
      data-width={width}
      data-state={state ?? ''}
      data-mounted={src ? 'true' : 'false'}
      data-load-id={loadId ?? ''}
      data-applied={applied}
      data-highlighted={highlighted ?? ''}
    >
      <figcaption className={s.frameCaption}>
        <span className={s.frameTitle}>
          <code>{route.path}</code> {title}
        </span>
        <span className={s.frameMeta}>
          {source.label} · {locale.toUpperCase()} · {width}px
          {source.inLine ? ' · in LINE' : ''}
          {state ? ` · state: ${state}` : ''}
          {signedIn && session === null ? ' · signed out (no preview session)' : ''}
          {highlighted !== null ? (
            <span className={s.diffCount}>
              {' '}
              · {highlighted} {highlighted === 1 ? 'difference' : 'differences'}
            </span>
          ) : null}
        </span>
      </figcaption>
      <div
        ref={setPlaceholder}
        className={s.phone}
        style={{ width: width * size.scale, height: size.height * size.scale }}
      >
        {src ? (
          <iframe
            ref={iframeRef}
            key={src}
            className={s.frame}
            src={src}
            title={`Preview: ${caption}`}
            style={{ width, height: size.height, transform: `scale(${size.scale})` }}
          />
        ) : (
          <span className={s.frameWaiting}>{mounted ? 'Starting preview session…' : 'Not loaded'}</span>
        )}
      </div>
    </figure>
  );
});
