/**
 * One captioned phone frame: the member app at one route, language and width, for one source. The
 * iframe exists only while the frame is near the viewport (lazy-mount.ts); protected and public routes
 * open with the base partner's read-only preview session, guest routes signed out.
 */
import { memo, useEffect, useRef, useState } from 'react';
import {
  type AppHref,
  type AppPath,
  type AppRoute,
  type Locale,
  localizePath,
} from '../../shared/config/routes';
import type { PreviewConfig, PreviewScheme, PreviewState } from '../../shared/engine/partner/preview';
import * as s from '../previewer.css';
import type { FrameWidth } from '../view/view-state';
import { frameCaption } from './caption';
import { registerFrame, stepHighlight } from './frame-bus';
import { frameSrc } from './frame-url';
import { useLazyMount } from './lazy-mount';
import { type GridSession, knownPreviewSession, previewSession, refusalOf } from './preview-sessions';
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
  /** The colour scheme the frame draws (the control bar's Light/Dark/Both); light when absent. */
  scheme?: PreviewScheme;
  /** In compare mode: what to outline against (null: nothing); undefined outside compare mode. */
  highlightAgainst?: () => PreviewConfig | null | undefined;
}

function useSession(partnerId: string, needed: boolean): GridSession | null | undefined {
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
  const scheme = props.scheme ?? 'light';
  const size = FRAME_SIZES[width];
  const [placeholder, setPlaceholder] = useState<HTMLDivElement | null>(null);
  const mounted = useLazyMount(placeholder);
  const signedIn = route.access !== 'guest';
  const session = useSession(source.basePartnerId, signedIn && mounted);
  const [loadId, setLoadId] = useState<string | null>(null);
  const [applied, setApplied] = useState(0);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [shown, setShown] = useState<{ path: string; signedIn?: boolean } | null>(null);
  const [step, setStep] = useState<{ index: number; count: number } | null>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const highlightRef = useRef(props.highlightAgainst);
  highlightRef.current = props.highlightAgainst;

  const ready = mounted && (!signedIn || session !== undefined);
  const src = ready
    ? frameSrc({ path, locale, partnerId: source.basePartnerId, state, token: session?.token, scheme })
    : null;

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!src || !iframe) return;
    setLoadId(null);
    setHighlighted(null);
    setShown(null);
    setStep(null);
    return registerFrame({
      iframe,
      sourceKey: source.key,
      highlightAgainst: () => highlightRef.current?.(),
      onReady: (id, at) => {
        setLoadId(id);
        setShown(at ?? null);
      },
      onApplied: () => setApplied((n) => n + 1),
      onHighlighted: (count) => {
        setHighlighted(count);
        setStep(null);
      },
      onStepped: (index, count) => setStep({ index, count }),
    });
  }, [src, source.key]);

  const caption = `${route.path} · ${source.label} · ${LANGUAGE[locale]} · ${width}px${scheme === 'dark' ? ' · dark' : ''}`;
  const status = frameCaption({
    access: route.access,
    mounted,
    session: signedIn ? session : null,
    refusal: signedIn && session === null ? refusalOf(source.basePartnerId) : null,
    shown: src ? shown : null,
    expectedPath: localizePath(path.split('?')[0] as AppPath, locale),
  });
  const stepTo = (delta: number) => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    stepHighlight(iframe, step && step.index >= 0 ? step.index + delta : delta > 0 ? 0 : -1);
  };
  return (
    <figure
      className={s.frameCard}
      data-frame=""
      data-route={route.path}
      data-source={source.key}
      data-locale={locale}
      data-width={width}
      data-scheme={scheme}
      data-state={state ?? ''}
      data-mounted={src ? 'true' : 'false'}
      data-load-id={loadId ?? ''}
      data-applied={applied}
      data-highlighted={highlighted ?? ''}
      data-status={status.status}
      data-shows={status.redirectedTo ?? ''}
    >
      <figcaption className={s.frameCaption}>
        <span className={s.frameTitle}>
          <code>{route.path}</code> {title}
        </span>
        <span className={s.frameMeta}>
          {source.label} · {locale.toUpperCase()} · {width}px
          {scheme === 'dark' ? ' · Dark' : ''}
          {source.inLine ? ' · in LINE' : ''}
          {state ? ` · state: ${state}` : ''}
          <span data-caption-status=""> · {status.text}</span>
          {highlighted !== null ? (
            <span className={s.diffCount}>
              {' '}
              · {highlighted} {highlighted === 1 ? 'difference' : 'differences'}
            </span>
          ) : null}
        </span>
        {highlighted ? (
          <span className={s.frameMeta} data-stepper="">
            <button
              type="button"
              className={s.secondaryButton}
              aria-label={`Previous difference: ${caption}`}
              onClick={() => stepTo(-1)}
            >
              <span aria-hidden="true">‹ </span>Previous
            </button>{' '}
            <button
              type="button"
              className={s.secondaryButton}
              aria-label={`Next difference: ${caption}`}
              onClick={() => stepTo(1)}
            >
              Next<span aria-hidden="true"> ›</span>
            </button>{' '}
            <span aria-live="polite" data-step={step ? step.index + 1 : ''}>
              {step && step.index >= 0 ? `${step.index + 1} of ${step.count}` : ''}
            </span>
          </span>
        ) : null}
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
          <span className={s.frameWaiting}>{mounted ? 'Starting preview session…' : 'Not loaded yet'}</span>
        )}
      </div>
    </figure>
  );
});
