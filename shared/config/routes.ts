/**
 * The one route table (docs/spec.md section 2). Every route exists at the root (Thai) and under /en.
 * `screen` names the lazily loaded module src/app/routes/<screen>.tsx, which every route has.
 * `access`: protected routes need a signed-in member, guest routes are for signed-out visitors only
 * (a member is sent home), public routes need no auth.
 *
 * The paths are literal types (docs/decisions/006-typed-navigation.md): `RoutePattern` is the union of
 * the table's patterns, `AppPath` the hrefs they accept, and every link helper takes an `AppHref`, so
 * a link to a page that does not exist, or without its parameter, fails to type-check.
 */
export type RouteAccess = 'protected' | 'guest' | 'public';

type RouteTab = 'home' | 'promotion' | 'notification' | 'setting';

/** The optional fields of a row; `Parent` keeps the parent's literal type so ROUTES can check it. */
interface RouteExtra<Parent extends string = string> {
  /** Shows the bottom navigation bar (main tabs). */
  tab?: RouteTab;
  /** The route the back action leads to when there is no history (defaults to home). */
  parent?: Parent;
  /** Locale namespaces (locales/<lng>/<ns>.json) the screen needs, loaded with its code. */
  ns?: readonly string[];
}

/** Route parameters are ids or slugs; anything else is "page not found" before a screen loads. */
export const PARAM_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** One row; `const` type parameters keep the path and parent as literal types, not `string`. */
const r = <const Path extends string, const Parent extends string = never>(
  path: Path,
  screen: string,
  title: string,
  access: RouteAccess,
  extra: RouteExtra<Parent> = {},
) => ({ path, screen, title, access, ...extra });

const CARDS_NS = ['cards'] as const;
/** Hospital and provider search (locales/<lng>/hospitals.json). */
const HOSPITALS_NS = ['hospitals'] as const;

/** Strings of the account screens: fields, login, registration, OTP, recovery (locales/<lng>/auth.json). */
const AUTH_NS = ['auth'] as const;
/** Strings of the terms and privacy screens (locales/<lng>/consents.json). */
const CONSENTS_NS = ['consents'] as const;
/** The signed-in account screens: auth's shared fields plus their own strings (locales/<lng>/account.json). */
const ACCOUNT_NS = ['auth', 'account'] as const;
/** The account OTP screens: their strings and the shared OTP entry's (locales/<lng>/otp.json). */
const AUTH_OTP_NS = ['auth', 'otp'] as const;
/** Promotions, articles and help pages (locales/<lng>/content.json). */
const CONTENT_NS = ['content'] as const;
/** The notification screens (locales/<lng>/notifications.json). */
const NOTIFICATIONS_NS = ['notifications'] as const;
/** Telemed Mart (locales/<lng>/telemed.json). */
const TELEMED_NS = ['telemed'] as const;

const TABLE = [
  r('/', 'home', 'home', 'public', { tab: 'home', ns: ['home'] }),
  // Accounts and access
  r('/login', 'login', 'login', 'guest', { ns: AUTH_NS }),
  r('/register', 'register', 'register', 'guest', { parent: '/login', ns: AUTH_NS }),
  r('/otp', 'otp', 'otp', 'guest', { parent: '/register', ns: AUTH_OTP_NS }),
  r('/forget-username', 'forget-username', 'forgetUsername', 'guest', { parent: '/login', ns: AUTH_NS }),
  r('/forget-password', 'forget-password', 'forgetPassword', 'guest', { parent: '/login', ns: AUTH_NS }),
  r('/renew-password', 'renew-password', 'renewPassword', 'public', { parent: '/login', ns: AUTH_NS }),
  r('/change-password', 'change-password', 'changePassword', 'protected', {
    parent: '/setting',
    ns: ACCOUNT_NS,
  }),
  r('/edit-profile', 'edit-profile', 'editProfile', 'protected', { parent: '/setting', ns: ACCOUNT_NS }),
  r('/setting', 'setting', 'setting', 'protected', { tab: 'setting', ns: ACCOUNT_NS }),
  r('/delete-account', 'delete-account', 'deleteAccount', 'protected', {
    parent: '/setting',
    ns: ACCOUNT_NS,
  }),
  r('/otp-delete', 'otp-delete', 'otpDelete', 'protected', {
    parent: '/delete-account',
    ns: ['auth', 'account', 'otp'],
  }),
  r('/condition', 'condition', 'condition', 'public', { ns: CONSENTS_NS }),
  r('/condition-setting', 'condition-setting', 'conditionSetting', 'protected', {
    parent: '/setting',
    ns: CONSENTS_NS,
  }),
  r('/condition-update', 'condition-update', 'conditionUpdate', 'protected', { ns: CONSENTS_NS }),
  r('/privacy', 'privacy', 'privacy', 'public', { ns: CONSENTS_NS }),
  r('/privacy-setting', 'privacy-setting', 'privacySetting', 'protected', {
    parent: '/setting',
    ns: CONSENTS_NS,
  }),
  r('/privacy-update', 'privacy-update', 'privacyUpdate', 'protected', { ns: CONSENTS_NS }),
  r('/sso', 'sso', 'sso', 'public', { ns: AUTH_NS }),
  r('/check-page', 'check-page', 'checkPage', 'public'),
  r('/check-page-auth', 'check-page-auth', 'checkPageAuth', 'public'),
  r('/not-found', 'not-found', 'notFound', 'public'),
  r('/not-page', 'not-page', 'notPage', 'public'),
  // Cards and coverage
  r('/coverages', 'coverages', 'coverages', 'protected', { ns: CARDS_NS }),
  r('/coverages/eclaim', 'coverages-eclaim', 'coveragesEclaim', 'protected', { ns: CARDS_NS }),
  r('/coverages/:id', 'coverage-detail', 'coverageDetail', 'protected', {
    parent: '/coverages',
    ns: CARDS_NS,
  }),
  r('/family-coverages/:id?', 'family-coverages', 'familyCoverages', 'protected', { ns: CARDS_NS }),
  r('/search-idcard', 'search-idcard', 'searchIdcard', 'protected', { parent: '/coverages', ns: CARDS_NS }),
  r('/search-idcard-family', 'search-idcard-family', 'searchIdcardFamily', 'protected', {
    ns: CARDS_NS,
    parent: '/family-coverages',
  }),
  r('/otp-card', 'otp-card', 'otpCard', 'protected', { parent: '/search-idcard', ns: ['cards', 'otp'] }),
  r('/view-card-detail', 'view-card-detail', 'viewCardDetail', 'protected', {
    parent: '/coverages',
    ns: CARDS_NS,
  }),
  r('/insurance-list', 'insurance-list', 'insuranceList', 'protected', {
    parent: '/coverages',
    ns: CARDS_NS,
  }),
  r('/add-card', 'add-card', 'addCard', 'protected', { parent: '/insurance-list', ns: CARDS_NS }),
  r('/add-card-family', 'add-card-family', 'addCardFamily', 'protected', {
    parent: '/family-coverages',
    ns: CARDS_NS,
  }),
  r('/edit-card/:id?', 'edit-card', 'editCard', 'protected', { parent: '/coverages', ns: CARDS_NS }),
  r('/edit-card-family/:id?', 'edit-card-family', 'editCardFamily', 'protected', {
    ns: CARDS_NS,
    parent: '/family-coverages',
  }),
  r('/add-coverage', 'add-coverage', 'addCoverage', 'protected', { parent: '/add-card', ns: CARDS_NS }),
  r('/add-coverage-family', 'add-coverage-family', 'addCoverageFamily', 'protected', {
    ns: CARDS_NS,
    parent: '/add-card-family',
  }),
  r('/edit-coverage', 'edit-coverage', 'editCoverage', 'protected', { parent: '/coverages', ns: CARDS_NS }),
  r('/edit-coverage-family', 'edit-coverage-family', 'editCoverageFamily', 'protected', {
    ns: CARDS_NS,
    parent: '/family-coverages',
  }),
  // The use-card picker runs the hospital search (its strings are the hospitals namespace's).
  r('/hospital-list', 'hospital-list', 'hospitalList', 'protected', {
    parent: '/coverages',
    ns: [...CARDS_NS, ...HOSPITALS_NS],
  }),
  // Hospitals and providers
  r('/search-hospital', 'search-hospital', 'searchHospital', 'public', { ns: HOSPITALS_NS }),
  r('/search-hospital/select-hospital', 'select-hospital', 'selectHospital', 'protected', {
    parent: '/search-hospital',
    ns: HOSPITALS_NS,
  }),
  r('/search-hospital/detail/:id', 'hospital-detail', 'hospitalDetail', 'public', {
    parent: '/search-hospital',
    ns: HOSPITALS_NS,
  }),
  r('/provider-list', 'provider-list', 'providerList', 'protected', { parent: '/e-claim', ns: HOSPITALS_NS }),
  // Claims
  r('/claim-status/:id?', 'claim-status', 'claimStatus', 'protected', { ns: ['claims'] }),
  r('/e-claim', 'e-claim', 'eClaim', 'protected', { parent: '/coverages/eclaim', ns: ['claims'] }),
  r('/attach-file-other', 'attach-file-other', 'attachFileOther', 'protected', {
    parent: '/e-claim',
    ns: ['claims'],
  }),
  r('/symptom', 'symptom', 'symptom', 'protected', { parent: '/e-claim', ns: ['claims'] }),
  // Content
  r('/promotion', 'promotion', 'promotion', 'public', { tab: 'promotion', ns: CONTENT_NS }),
  r('/promotion/:id', 'promotion-detail', 'promotionDetail', 'public', {
    parent: '/promotion',
    ns: CONTENT_NS,
  }),
  r('/article', 'article', 'article', 'public', { ns: CONTENT_NS }),
  r('/article/partner/:id?', 'article-partner', 'articlePartner', 'public', {
    parent: '/article',
    ns: CONTENT_NS,
  }),
  r('/article/:id', 'article-detail', 'articleDetail', 'public', { parent: '/article', ns: CONTENT_NS }),
  r('/notification', 'notification', 'notification', 'protected', {
    tab: 'notification',
    ns: NOTIFICATIONS_NS,
  }),
  r('/notification/:id', 'notification-detail', 'notificationDetail', 'protected', {
    parent: '/notification',
    ns: NOTIFICATIONS_NS,
  }),
  r('/others/:type?', 'others', 'others', 'public', { ns: CONTENT_NS }),
  // Telemedicine
  r('/telemed-mart', 'telemed-mart', 'telemedMart', 'protected', { ns: TELEMED_NS }),
  r('/telemed-mart/search', 'telemed-search', 'telemedSearch', 'protected', {
    parent: '/telemed-mart',
    ns: TELEMED_NS,
  }),
  r('/telemed-mart/search/:id', 'telemed-search-result', 'telemedSearchResult', 'protected', {
    parent: '/telemed-mart/search',
    ns: TELEMED_NS,
  }),
  r('/telemed-mart/:id?', 'telemed-provider', 'telemedProvider', 'protected', {
    parent: '/telemed-mart',
    ns: TELEMED_NS,
  }),
  ...([1, 2, 3] as const).flatMap((n) => [
    r(`/telemed-policy-${n}`, 'telemed-policy', `telemedPolicy${n}`, 'protected', {
      parent: '/telemed-mart',
      ns: TELEMED_NS,
    }),
    r(`/telemed-policy-coverage-${n}`, 'telemed-policy-coverage', `telemedPolicyCoverage${n}`, 'protected', {
      parent: `/telemed-policy-${n}`,
      ns: TELEMED_NS,
    }),
  ]),
  r('/telemedicine/:id?', 'telemedicine', 'telemedicine', 'protected', {
    parent: '/telemed-mart',
    ns: TELEMED_NS,
  }),
  r('/telemedicine-coverage/:id?', 'telemedicine-coverage', 'telemedicineCoverage', 'protected', {
    parent: '/telemedicine',
    ns: TELEMED_NS,
  }),
  r('/preview-telemedicine/:id?', 'preview-telemedicine', 'previewTelemedicine', 'protected', {
    parent: '/telemedicine',
    ns: TELEMED_NS,
  }),
  r('/preview-telemedicine-code/:id?', 'preview-telemedicine-code', 'previewTelemedicineCode', 'protected', {
    parent: '/preview-telemedicine',
    ns: TELEMED_NS,
  }),
];

/** Every path pattern of the table, e.g. '/coverages/:id' (react-router syntax, `?` = optional). */
export type RoutePattern = (typeof TABLE)[number]['path'];

/** The hrefs one segment of a pattern accepts: `:id` any value, `:id?` any value or none. */
type SegmentHref<S extends string> = S extends `:${string}?`
  ? '' | `/${string}`
  : S extends `:${string}`
    ? `/${string}`
    : `/${S}`;

/** The hrefs a pattern accepts: '/coverages/:id' → `/coverages/${string}`, '/x/:id?' → '/x' | `/x/${string}`. */
export type PathOf<P extends string> = P extends '/'
  ? '/'
  : P extends `/${infer Segment}/${infer Rest}`
    ? `${SegmentHref<Segment>}${PathOf<`/${Rest}`>}`
    : P extends `/${infer Segment}`
      ? SegmentHref<Segment>
      : never;

/** A path of the app without locale prefix and without query: one that some route serves. */
export type AppPath = PathOf<RoutePattern>;

/** An app path, optionally with the query string or hash some screens read (?card=…, ?redirect=…). */
export type AppHref = AppPath | `${AppPath}?${string}` | `${AppPath}#${string}`;

/** An app href as it appears in the address bar: Thai at the root, English under /en. */
export type LocalizedHref = AppHref | `/en${AppHref}` | '/en' | `/en?${string}` | `/en#${string}`;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type RequiredParam<P extends string> = Exclude<ParamNames<P>, `${string}?`>;
type OptionalParam<P extends string> =
  ParamNames<P> extends infer N ? (N extends `${infer K}?` ? K : never) : never;

/** The parameters of a pattern: `{ id: string }` for '/coverages/:id', `{ id?: string }` for '/x/:id?'. */
export type RouteParams<P extends string> = Flat<
  { [K in RequiredParam<P>]: string } & { [K in OptionalParam<P>]?: string | null }
>;
/** One object type instead of an intersection, so errors and hovers read `{ id: string }`. */
type Flat<T> = { [K in keyof T]: T[K] };

/** pathTo's arguments after the pattern: none, optional params, or required params. */
type ParamsArg<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [RequiredParam<P>] extends [never]
    ? [params?: RouteParams<P>]
    : [params: RouteParams<P>];

function fill(pattern: string, params: Record<string, string | null | undefined>): string {
  const out = pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`pathTo('${pattern}'): parameter "${name}" is missing`);
    }
    return `/${encodeURIComponent(value)}`;
  });
  return out === '' ? '/' : out;
}

/**
 * The href of a route with its parameters filled and URL-encoded:
 * pathTo('/coverages/:id', { id }) → '/coverages/<id>'. The pattern must be one of the table's, and
 * the parameters exactly the pattern's (an optional one may be left out; it then drops its segment).
 */
export function pathTo<const P extends RoutePattern>(pattern: P, ...params: ParamsArg<P>): PathOf<P> {
  return fill(pattern, (params[0] ?? {}) as Record<string, string | null | undefined>) as PathOf<P>;
}

export interface AppRoute extends RouteExtra<AppPath> {
  /** react-router path without the locale prefix; `?` marks an optional parameter. */
  path: RoutePattern;
  /** Module under src/app/routes/. */
  screen: string;
  /** i18n key of the page title under `routes.` in locales/<lng>/common.json. */
  title: string;
  access: RouteAccess;
}

/** The table. Typing it as AppRoute[] is the check that every `parent` is a path some route serves. */
export const ROUTES: readonly AppRoute[] = TABLE;

export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';

/** The locale a pathname belongs to: /en and /en/… are English, everything else Thai. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'th';
}

/** `path` without its locale prefix ('/en/coverages' → '/coverages', '/en' → '/'). */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'th') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/**
 * Any pathname (without prefix) in `locale`: non-Thai locales prefix every path with their code.
 * For paths read from the address bar (the language switch); links use localizePath.
 */
export function localizePathname(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** An app href in `locale`: localizePath('/coverages', 'en') → '/en/coverages'. */
export function localizePath(path: AppHref, locale: Locale): LocalizedHref {
  return localizePathname(path, locale) as LocalizedHref;
}

/** The pattern as a regular expression over pathnames (patterns hold only [a-z0-9/-] besides parameters). */
const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/\/:\w+\?/g, '(?:/[^/]+)?').replace(/:\w+/g, '[^/]+')}$`);

/**
 * Whether a string from data (a partner's tile or banner target) is a path the table serves, so it can
 * be used as an AppHref. Parameter values are checked later by the router (PARAM_PATTERN).
 */
export function isAppHref(href: string): href is AppHref {
  const pathname = href.split(/[?#]/, 1)[0] ?? '';
  return ROUTES.some((route) => patternRegExp(route.path).test(pathname));
}

/**
 * A concrete example path for a route, for tests and the previewer. Required parameters get `id`;
 * optional ones are dropped unless `fillOptional` (then /telemed-mart/:id? is told apart from /telemed-mart).
 */
export function examplePath(route: AppRoute, id = 'demo-1', fillOptional = false): AppPath {
  const params: Record<string, string | null> = {};
  for (const [, name, optional] of route.path.matchAll(/:(\w+)(\?)?/g))
    params[name ?? ''] = optional && !fillOptional ? null : id;
  return fill(route.path, params) as AppPath;
}
