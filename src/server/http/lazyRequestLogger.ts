import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's child logger (the one carrying its reqId), made the first time the request logs. Fastify
 * makes one for every request, and with our redaction paths pino spends about as long making it as
 * the rest of an authenticated JSON answer takes, although a request that succeeds never logs (request
 * logging is off below debug). What is logged, and how, is exactly the pino child's: it is that child.
 */
class LazyRequestLogger {
  #made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions | undefined,
  ) {}

  private get made(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  get level(): string {
    return this.#made?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  fatal(...args: LogArguments): void {
    this.made.fatal(...args);
  }

  error(...args: LogArguments): void {
    this.made.error(...args);
  }

  warn(...args: LogArguments): void {
    this.made.warn(...args);
  }

  info(...args: LogArguments): void {
    this.made.info(...args);
  }

  debug(...args: LogArguments): void {
    this.made.debug(...args);
  }

  trace(...args: LogArguments): void {
    this.made.trace(...args);
  }

  silent(...args: LogArguments): void {
    this.made.silent(...args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`. Fastify passes `{}` when a route sets no log options, which also
 * sends pino down its slower child path; an empty object is passed on as none.
 */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger =>
  new LazyRequestLogger(logger, bindings, options && Object.keys(options).length ? options : undefined);
