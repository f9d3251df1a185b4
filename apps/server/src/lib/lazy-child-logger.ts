import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger["child"]>[1]>;

// pino's levels by rank: a line is written when its level ranks at least the logger's.
const RANK: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

function enabled(logger: FastifyBaseLogger, level: string): boolean {
  return (RANK[level] ?? 0) >= (RANK[logger.level] ?? Number.POSITIVE_INFINITY);
}

/**
 * A request's logger that makes its pino child (the request id bound, the redaction of the
 * bindings run) when the request first writes a line. At `warn`, where a busy node runs, most
 * requests write none, and making the child cost about 2 µs of every request (decision 059).
 * Lines come out exactly as the child's would.
 *
 * A performance trick, fenced (decision 088): `npm run bench:cost` (bench/request-cost.ts) measured
 * it, with pino and its redaction about 4 % of a signed-in request's profile; the app's test in
 * lazy-child-logger.test.ts fails when a quiet request builds a child anyway.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.made[level] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write("fatal", args);
  }
  error(...args: unknown[]) {
    this.write("error", args);
  }
  warn(...args: unknown[]) {
    this.write("warn", args);
  }
  info(...args: unknown[]) {
    this.write("info", args);
  }
  debug(...args: unknown[]) {
    this.write("debug", args);
  }
  trace(...args: unknown[]) {
    this.write("trace", args);
  }
  silent() {}

  isLevelEnabled(level: string): boolean {
    return enabled(this.#child ?? this.parent, level);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy child above, unless the route sets its own level or
 * serializers (none does today), which the child is then made with at once.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) =>
  Object.keys(options).length > 0
    ? logger.child(bindings, options)
    : (new LazyChildLogger(logger, bindings) as unknown as FastifyBaseLogger);
