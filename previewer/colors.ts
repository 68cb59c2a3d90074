/**
 * The previewer's fixed colours (it is never themed by a partner), shared by its style files. Every
 * text colour has at least 4.5:1 against the surfaces it is used on.
 */
export const INK = '#1F2933';
export const MUTED = '#52606D';
export const LINE = '#D9E2EC';
export const ACCENT = '#0B5FA5';
export const SURFACE = '#FFFFFF';
export const PAGE = '#F0F4F8';
