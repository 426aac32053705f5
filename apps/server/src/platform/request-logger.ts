import type { FastifyBaseLogger } from 'fastify';
import { levels, type Bindings, type ChildLoggerOptions } from 'pino';

type WritingLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that makes its pino child (the request id bound in, the redaction and
 * serializers inherited) only when the request writes a line at an enabled level. Most requests
 * write none (the request lines are `info`, below the production level), and binding a child
 * costs every request a serialization of its bindings (DESIGN.md section 8: the fixed cost of
 * cheap routes). What is written, when it is, is exactly what the eager child would write.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  fatal(...line: unknown[]): void {
    this.write('fatal', line);
  }

  error(...line: unknown[]): void {
    this.write('error', line);
  }

  warn(...line: unknown[]): void {
    this.write('warn', line);
  }

  info(...line: unknown[]): void {
    this.write('info', line);
  }

  debug(...line: unknown[]): void {
    this.write('debug', line);
  }

  trace(...line: unknown[]): void {
    this.write('trace', line);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  private write(level: WritingLevel, line: unknown[]): void {
    if (!this.#child && !enabled(level, this.level)) return;
    const child = this.made();
    Reflect.apply(child[level], child, line);
  }

  private made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
}

/** Whether a line at `level` is written by a logger set to `threshold` (pino's own level values). */
function enabled(level: WritingLevel, threshold: string): boolean {
  const value = levels.values[level] ?? 0;
  const least = threshold === 'silent' ? Infinity : (levels.values[threshold] ?? 0);
  return value >= least;
}

/**
 * Fastify's `childLoggerFactory`: the request's logger, bound lazily. Fastify's own request lines
 * (incoming, completed) and every `request.log` call in the modules go through it unchanged.
 */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}
