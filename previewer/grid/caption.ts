/**
 * What a frame's caption says about its state, from what the grid knows (mounted, the preview
 * session or why it was refused) and what the frame itself said when ready (the path it shows, whether
 * it holds a member session). Never a guess: a frame not mounted yet says so, not "signed out".
 */
import type { RouteAccess } from '../../shared/config/routes';

export type FrameStatus =
  | 'not-loaded'
  | 'starting-session'
  | 'loading'
  | 'signed-in'
  | 'guest'
  | 'refused'
  | 'signed-out';

export interface CaptionInput {
  access: RouteAccess;
  /** The iframe is near the viewport (lazy-mount.ts). */
  mounted: boolean;
  /** The partner's preview session: undefined while asked for, null when refused (or not needed). */
  session: { member?: string } | null | undefined;
  /** Why the session was refused, when it was. */
  refusal: string | null;
  /** What the frame said on ready: null until then. */
  shown: { path: string; signedIn?: boolean } | null;
  /** The pathname the frame was opened at (localized, without query). */
  expectedPath: string;
}

export interface Caption {
  status: FrameStatus;
  text: string;
  /** The path the frame shows when it is not the one it was opened at (a redirect). */
  redirectedTo: string | null;
}

export function frameCaption(input: CaptionInput): Caption {
  const { access, mounted, session, refusal, shown, expectedPath } = input;
  const guest = access === 'guest';
  const at = (status: FrameStatus, text: string): Caption => ({ status, text, redirectedTo: null });
  if (!mounted) return at('not-loaded', 'not loaded yet (loads when scrolled near)');
  if (!guest && session === undefined) return at('starting-session', 'starting the preview session…');
  if (!shown) return at('loading', 'loading…');
  let status: FrameStatus;
  let text: string;
  if (guest) {
    status = 'guest';
    text = 'signed out: a guest route';
  } else if (!session) {
    status = 'refused';
    text = `signed out: preview session refused (${refusal ?? 'no reason given'})`;
  } else if (shown.signedIn === false) {
    status = 'signed-out';
    text = 'signed out: the preview session was not accepted';
  } else {
    status = 'signed-in';
    text = `signed in as ${session.member ?? 'the demo member'}`;
  }
  const redirectedTo = decodePath(shown.path) !== decodePath(expectedPath) ? shown.path : null;
  return { status, text: redirectedTo ? `${text} · shows ${redirectedTo}` : text, redirectedTo };
}

function decodePath(path: string): string {
  try {
    return decodeURI(path).replace(/\/$/, '') || '/';
  } catch {
    return path;
  }
}
