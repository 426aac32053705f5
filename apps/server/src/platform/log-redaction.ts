/**
 * What a log line may say about an error: its kind, code and the statement's text, never the
 * statement's parameters (user input, password hashes) nor a driver's message quoting a value
 * ('invalid input syntax for type integer: "..."').
 */

/** A driver's message quotes the offending value: keep its words, not the value. */
const QUOTED_VALUE = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\([^()]*\)=\([^()]*\)/g;

type LoggableError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack: string;
  cause?: LoggableError;
};

/** The stack's frames only: Drizzle repeats the parameters and its cause's message above them. */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The logger's `err` serializer: the error and its causes, without parameters or quoted values. */
export function serializeError(error: unknown): LoggableError {
  return serializeCause(error, 0);
}

function serializeCause(error: unknown, depth: number): LoggableError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[not an Error]', stack: '' };
  const { code, statusCode, query } = error as Error & {
    code?: unknown;
    statusCode?: unknown;
    query?: unknown;
  };
  const fromDatabase = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  // Drizzle's failed-query error: its message is the statement followed by its parameters.
  const message =
    typeof query === 'string'
      ? `Failed query: ${query}`
      : fromDatabase
        ? error.message.replace(QUOTED_VALUE, '[value]')
        : error.message;
  return {
    type: error.constructor.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: `${error.constructor.name}: ${message}\n${framesOf(error.stack)}`,
    ...(error.cause && depth < 3 ? { cause: serializeCause(error.cause, depth + 1) } : {}),
  };
}

/** Log paths that hold secrets in any object a module logs. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  'password_hash',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
];
