/** Business constants and limits of spec part 1 §9 and part 2 §9, shared by server and browser. */

export const storageKeys = {
  authToken: "auth_token",
  theme: "meridian-theme",
  /** Session storage: the id of a user whose first sign-in this browser tab holds ("Welcome"). */
  firstVisit: "meridian-first-visit",
} as const;

export const CSRF_COOKIE = "_csrf";
/** How long the browser keeps the `_csrf` cookie (the Privacy notice says so). */
export const CSRF_COOKIE_MAX_AGE_DAYS = 30;

/**
 * How long a session lives by default (decision 026), without a request (idle) and since sign-in
 * (absolute): team members short, students and companies long. The server's SESSION_* settings
 * start from these; the Privacy notice states them.
 */
export const sessionLifetimeDefaults = {
  staff: { idleMinutes: 30, absoluteHours: 12 },
  others: { idleMinutes: 3 * 24 * 60, absoluteHours: 30 * 24 },
} as const;

/** How long the per-minute counts of refused requests are kept (decision 025; the Privacy notice). */
export const SECURITY_EVENT_COUNTS_KEEP_DAYS = 7;
export const CSRF_HEADER = "x-csrf-token";

export const queryDefaults = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 5 * 60_000,
} as const;

export const retryPolicy = {
  maxRetries: 3,
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
} as const;

export const sessionTiming = {
  postLoginPauseMs: 100,
  authenticateDelayMs: 100,
  pingIntervalMs: 20_000,
  invalidUrlRetryMs: 2_000,
  notReadyDeferralMs: 1_000,
} as const;

export const toastConfig = {
  limit: 1,
  defaultDurationMs: 5_000,
  swipeThreshold: 50,
  hotkey: "F8",
  removeDelayMs: 1_000_000,
  maxWidthPx: 420,
} as const;

export const liveToastDurationsMs = {
  rateLimit: 5_000,
  warning: 8_000,
  critical: 12_000,
  notification: 5_000,
} as const;

// The spec's scroll-area hide delay (600 ms) belongs to a custom scroll area; every scrolling pane
// here uses the browser's own scrollbars, which hide as the system decides, so it has no use.
export const tooltipTiming = { delayMs: 700, skipDelayMs: 300 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const COOLING_PERIOD_MS = 60 * 60_000;

export const searchLimits = {
  pageSize: 6,
  maxLoadMore: 3,
  maxShown: 18,
  defaultTuitionMin: 0,
  defaultTuitionMax: 100_000,
} as const;

export const landingTeaser = {
  loadingDelayMs: 1_000,
  count: 3,
  preferredMaxRank: 20,
  fallbackPool: 20,
} as const;

export const notificationLimits = {
  listPollMs: 30_000,
  unreadPollMs: 15_000,
  badgeCap: 99,
  toastMs: 5_000,
  recentWindowMs: 24 * 60 * 60_000,
} as const;

export const uploadLimits = {
  maxFilesPerSelection: 5,
  maxFileBytes: 10 * 1024 * 1024,
  extensions: ["pdf", "doc", "docx", "jpg", "jpeg", "png"],
} as const;

export const cacheTimesMs = {
  applications: 2 * 60_000,
  documents: 2 * 60_000,
  assignedStudents: 2 * 60_000,
  studentProfile: 2 * 60_000,
  universities: 5 * 60_000,
  analytics: 5 * 60_000,
  staff: 10 * 60_000,
} as const;

export const chatLimits = {
  maxLength: 100,
  sendIntervalMs: 15_000,
  readMarkDelayMs: 1_000,
  readMarkOnOpenDelayMs: 2_000,
} as const;

export const planDisplay = {
  unlimitedUniversities: 999_999,
  allCountries: 999,
  maxFeaturesShown: 6,
  skeletonCards: 4,
} as const;

export const DASHBOARD_FALLBACK_SUCCESS_RATE = 94.5;

/**
 * Landing and plans wording (spec part 1 §1, part 2 §1 and §9): the plans' own terms and the
 * labelled sample. Counts of universities, countries, students and success are never written
 * here: they come from the database (`siteFactEndpoints`, decision 049).
 */
export const marketingClaims = {
  sampleSuccessPrediction: "87%",
  annualBillingSaving: "20%",
  studentDiscount: "20%",
  moneyBackDays: 30,
} as const;

/**
 * Public paths the landing page fetches without their endpoint's schema (decision 050): declared
 * here, apart from the schemas, so the browser's first page carries no Zod. The endpoints use them.
 */
export const siteFactsPath = "/api/site-facts";
export const featuredUniversitiesPath = "/api/universities/featured";

/** The longest catalogue search; the search boxes stop there too (no Zod here: the landing page imports it). */
export const UNIVERSITY_SEARCH_MAX_LENGTH = 200;
