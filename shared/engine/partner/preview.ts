/**
 * The previewer ↔ member-app protocol (issue 14). The previewer (/previewer/) renders every route of
 * the member app in same-origin iframes; each frame is the real app started in *preview mode*.
 *
 * - A frame's URL is the route's localized path with `?wl_preview=1&partner_id=<base partner>` and,
 *   in the fragment (never sent to the server, never in a Referer), `#wl_preview_token=<token>` when
 *   signed-in screens should show the base partner's demo member through a read-only preview session
 *   (`POST /api/staff/preview-sessions`). Optional `&wl_preview_state=<state>` asks for a
 *   representative state of a flow that needs a prior step (see PREVIEW_STATES).
 * - In preview mode the app keeps its storage in memory (frames of different partners must not share
 *   localStorage with each other or with a member session in the same browser), renders a LINE
 *   partner as if inside LINE (no LIFF SDK, no gate), and listens for the messages below from its
 *   parent (same origin only).
 * - Re-theming is a message, not a reload: the frame applies a `config` message synchronously in the
 *   message handler, so the next animation frame paints the new theme and tiles.
 */
import type { MenuTiles, Theme } from '../../generated/types';
import type { PublicPartner } from './boot';

export const PREVIEW_PARAM = 'wl_preview';
export const PREVIEW_TOKEN_PARAM = 'wl_preview_token';
export const PREVIEW_STATE_PARAM = 'wl_preview_state';

/** Representative states for flows that need a prior step. */
export const PREVIEW_STATES = [
  'otp',
  'use-card',
  'eclaim-start',
  'eclaim-documents',
  'eclaim-preview',
  'eclaim-success',
  'telemed',
] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

/** What a frame renders: a partner's public face, its theme and its tiles (a draft's, when editing). */
export interface PreviewConfig {
  partner: PublicPartner;
  theme: Theme;
  tiles: MenuTiles;
}

/** Parent → frame. */
export type PreviewToFrame =
  /** Render with this configuration from now on (no reload). */
  | { type: 'wl-preview:config'; config: PreviewConfig }
  /**
   * Outline (or, with `null`, stop outlining) every element whose computed colours, borders or
   * background images differ between the frame's current configuration and `other`. The frame
   * answers with `wl-preview:highlighted`.
   */
  | {
      type: 'wl-preview:highlight';
      other: PreviewConfig | null;
      /** Outline only these kinds and regions (absent or empty: all); the counts cover every mark. */
      only?: HighlightFilter;
    }
  /**
   * Bring the `index`-th outlined element (wrapping, in document order) into the frame's own view and
   * emphasise it; the frame answers `wl-preview:stepped`.
   */
  | { type: 'wl-preview:step'; index: number };

/** How an element is drawn differently: text colour, background colour, a border, an image, shown or not. */
export const DIFF_KINDS = ['text', 'background', 'border', 'image', 'visibility'] as const;
export type DiffKind = (typeof DIFF_KINDS)[number];

/** Where on the screen: the top bar, the home screen's tiles, the bottom bar, or the rest of the page. */
export const DIFF_REGIONS = ['top-bar', 'content', 'tiles', 'bottom-bar'] as const;
export type DiffRegion = (typeof DIFF_REGIONS)[number];

export interface HighlightFilter {
  kinds?: readonly DiffKind[];
  regions?: readonly DiffRegion[];
}

/** Marked elements per kind and per region (an element can differ in several kinds). */
export interface DiffCounts {
  byKind: Record<DiffKind, number>;
  byRegion: Record<DiffRegion, number>;
}

/** Frame → parent. */
export type PreviewFromFrame =
  /** Sent once the app has rendered its first route in preview mode; `loadId` changes only on reload. */
  | {
      type: 'wl-preview:ready';
      loadId: string;
      path: string;
      /** Whether the app holds a member session (absent from frames built before it was added). */
      signedIn?: boolean;
    }
  /** Sent after a `config` message has been applied. */
  | { type: 'wl-preview:applied'; loadId: string }
  /** Answer to `highlight`: how many elements differ. */
  | {
      type: 'wl-preview:highlighted';
      loadId: string;
      /** Elements outlined (after the filter). */
      count: number;
      /** Every differing element, by kind and region, whatever the filter. */
      counts?: DiffCounts;
    }
  /** Answer to `step`: which outlined element (0-based) is in view, of how many. */
  | { type: 'wl-preview:stepped'; loadId: string; index: number; count: number };

export function isPreviewToFrame(data: unknown): data is PreviewToFrame {
  const t = (data as { type?: unknown } | null)?.type;
  return t === 'wl-preview:config' || t === 'wl-preview:highlight' || t === 'wl-preview:step';
}

export function isPreviewFromFrame(data: unknown): data is PreviewFromFrame {
  const t = (data as { type?: unknown } | null)?.type;
  return (
    t === 'wl-preview:ready' ||
    t === 'wl-preview:applied' ||
    t === 'wl-preview:highlighted' ||
    t === 'wl-preview:stepped'
  );
}

/**
 * The representative state a grid frame of a route asks for (`wl_preview_state`), by route pattern of
 * shared/config/routes.ts (the engine does not import it; src/app/preview-frame.test.tsx checks every
 * key is a pattern of the table). /otp is a guest route: its frame opens without a preview session.
 */
export const PREVIEW_STATE_FOR_ROUTE: Readonly<Partial<Record<string, PreviewState>>> = {
  '/otp': 'otp',
  '/otp-card': 'otp',
  '/otp-delete': 'otp',
  '/hospital-list': 'use-card',
  '/e-claim': 'eclaim-start',
  // Telemed's steps need the cards chosen before them (and the code an issue made): the state chooses.
  '/telemed-mart': 'telemed',
  '/telemed-mart/search': 'telemed',
  '/telemed-mart/search/:id': 'telemed',
  '/telemed-mart/:id?': 'telemed',
  '/telemed-policy-1': 'telemed',
  '/telemed-policy-coverage-1': 'telemed',
  '/telemed-policy-2': 'telemed',
  '/telemed-policy-coverage-2': 'telemed',
  '/telemed-policy-3': 'telemed',
  '/telemed-policy-coverage-3': 'telemed',
  '/telemedicine/:id?': 'telemed',
  '/telemedicine-coverage/:id?': 'telemed',
  '/preview-telemedicine/:id?': 'telemed',
  '/preview-telemedicine-code/:id?': 'telemed',
};

/** Further states of a route worth a frame of their own (the later e-Claim steps). */
export const PREVIEW_EXTRA_STATES_FOR_ROUTE: Readonly<Partial<Record<string, readonly PreviewState[]>>> = {
  '/e-claim': ['eclaim-documents', 'eclaim-preview', 'eclaim-success'],
};

/**
 * The id of the consultation code a frame of /preview-telemedicine-code/:id? opens: only an issue (a
 * write) makes a real one, so the frame's Telemed state answers this id itself, from the member's
 * chosen cards and a provider's real quote (src/app/preview-states.ts).
 */
export const PREVIEW_TELEMED_CODE_ID = '00000000-0000-4000-8000-00000000c0d3';

/** The state a frame's URL asks for, or null. */
export function previewStateOf(search: string): PreviewState | null {
  const value = new URLSearchParams(search).get(PREVIEW_STATE_PARAM);
  return (PREVIEW_STATES as readonly string[]).includes(value ?? '') ? (value as PreviewState) : null;
}

/**
 * `&wl_preview_scheme=light|dark`: the colour scheme a frame draws whatever the device prefers (a
 * frame cannot be put into prefers-color-scheme: dark), for the previewer's Light/Dark/Both switch.
 */
export const PREVIEW_SCHEME_PARAM = 'wl_preview_scheme';
export const PREVIEW_SCHEMES = ['light', 'dark'] as const;
export type PreviewScheme = (typeof PREVIEW_SCHEMES)[number];

/** The scheme a frame's URL asks for, or null (follow the device). */
export function previewSchemeOf(search: string): PreviewScheme | null {
  const value = new URLSearchParams(search).get(PREVIEW_SCHEME_PARAM);
  return (PREVIEW_SCHEMES as readonly string[]).includes(value ?? '') ? (value as PreviewScheme) : null;
}
