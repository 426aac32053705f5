import path from 'node:path';
import { z } from 'zod';
import { parseProxyTrust, TRUST_PROXY_MESSAGE, type ProxyTrust } from './platform/proxy-trust.js';

const oidcNamePattern = /^OIDC_([A-Z0-9]+)_ISSUER$/;
const PORT_MESSAGE = 'PORT must be a whole number from 0 to 65535';

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, PORT_MESSAGE)
    .transform(Number)
    .refine((port) => port <= 65535, PORT_MESSAGE)
    .optional(),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
    .optional(),
  REDIS_NAMESPACE: z
    .string()
    .regex(
      /^[A-Za-z0-9_.-]{1,64}$/,
      'REDIS_NAMESPACE must be 1-64 letters, digits, dots, dashes or underscores',
    )
    .default('marshlog'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL such as https://marshlog.example').optional(),
  CORS_ORIGINS: z.string().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((text) => parseProxyTrust(text) !== undefined, TRUST_PROXY_MESSAGE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  MAP_STYLE_URL: z
    .string()
    .regex(
      /^(https?|mapbox):\/\/\S+$/,
      'MAP_STYLE_URL must be an http(s):// or mapbox:// style URL',
    )
    .optional(),
  MAPBOX_TOKEN: z.string().min(1).optional(),
  WEATHER_PROVIDER: z
    .enum(['open-meteo', 'visual-crossing'], {
      error: 'WEATHER_PROVIDER must be open-meteo or visual-crossing',
    })
    .optional(),
  VISUAL_CROSSING_KEY: z.string().min(1).optional(),
  WEATHER_BASE_URL: z
    .url('WEATHER_BASE_URL must be a URL such as http://localhost:8081')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/\S+$/,
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
});

export interface OidcProviderConfig {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Where weather comes from: Open-Meteo keyless by default, Visual Crossing with its key. */
export interface WeatherConfig {
  provider: 'open-meteo' | 'visual-crossing';
  visualCrossingKey?: string;
  /** A self-hosted Open-Meteo, or a test server; unset: the provider's own service. */
  baseUrl?: string;
  /** How long a provider call may take (10 s, seed 000 section 9); shortened only by tests. */
  timeoutMs: number;
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `dataDir/db`. */
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * What starts every key and channel this deployment uses in Redis, so deployments (or test
   * suites) sharing one Redis never hear each other's events nor spend each other's budgets.
   */
  redisNamespace: string;
  /** Unset in embedded mode: generated once and kept in `dataDir`. */
  jwtSecret?: string;
  /** Where browsers reach this server; used for OIDC redirects and upload URLs. */
  publicUrl: string;
  corsOrigins: string[];
  s3?: S3Config;
  oidcProviders: OidcProviderConfig[];
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to believe (client IPs for rate limits): none, a hop count, or the
   * proxies' addresses; the client is the first untrusted hop from the right.
   */
  trustProxy: ProxyTrust;
  /** The built web app; served with an SPA fallback when it exists. */
  webDist: string;
  /** scrypt cost; OWASP's N=2^17 in production, lowered only by tests. */
  passwordHashCost: number;
  /** Failed logins allowed per account per hour, besides the per-IP limit. */
  loginFailuresPerHour: number;
  /** Requests per minute per IP on the auth routes. */
  authRateLimitPerMinute: number;
  /** Writes per hunter to one part of the API, per minute and per hour (429 beyond). */
  writeLimits: { perMinute: number; perHour: number };
  /** The base map style replacing the keyless default, and the token of a mapbox:// style. */
  map: { styleUrl?: string; mapboxToken?: string };
  weather: WeatherConfig;
  /** Where mail goes: an SMTP server, or unset: the outbox file `dataDir/outbox.mbox`. */
  mail: { smtpUrl?: string; from: string };
  /** A ready database, for tests that build it themselves. */
  inMemoryDatabase?: boolean;
}

/**
 * A setting that is invalid, or whose service cannot be used: the server refuses to start and
 * prints the message alone, without a stack trace.
 */
export class ConfigError extends Error {}

export const OWASP_SCRYPT_COST = 2 ** 17;

const DEFAULT_PORT = 8080;

function configError(problems: string[]): ConfigError {
  return new ConfigError(
    `Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`,
  );
}

/** Reads the environment into a typed config, failing with every problem spelled out. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (parsed.success && parsed.data.DATABASE_URL && !parsed.data.JWT_SECRET) {
    problems.push('JWT_SECRET: required with DATABASE_URL so every instance signs tokens alike');
  }
  const oidc = readOidcProviders(env);
  problems.push(...oidc.problems);
  if (
    parsed.success &&
    parsed.data.WEATHER_PROVIDER === 'visual-crossing' &&
    !parsed.data.VISUAL_CROSSING_KEY
  ) {
    problems.push('VISUAL_CROSSING_KEY: required with WEATHER_PROVIDER=visual-crossing');
  }
  if (!parsed.success || problems.length > 0) throw configError(problems);
  const e = parsed.data;
  const port = e.PORT ?? DEFAULT_PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    jwtSecret: e.JWT_SECRET,
    publicUrl,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    oidcProviders: oidc.providers,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseProxyTrust(e.TRUST_PROXY) ?? false,
    map: { styleUrl: e.MAP_STYLE_URL, mapboxToken: e.MAPBOX_TOKEN },
    weather: {
      provider: e.WEATHER_PROVIDER ?? (e.VISUAL_CROSSING_KEY ? 'visual-crossing' : 'open-meteo'),
      visualCrossingKey: e.VISUAL_CROSSING_KEY,
      baseUrl: e.WEATHER_BASE_URL?.replace(/\/$/, ''),
      timeoutMs: 10_000,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Marshlog <no-reply@${new URL(publicUrl).hostname}>`,
    },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    passwordHashCost: OWASP_SCRYPT_COST,
    loginFailuresPerHour: 100,
    authRateLimitPerMinute: 30,
    writeLimits: { perMinute: 60, perHour: 600 },
  };
}

/** Every `OIDC_<NAME>_ISSUER` with its client id and secret, and what is missing or malformed. */
function readOidcProviders(env: NodeJS.ProcessEnv) {
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  for (const [key, issuer] of Object.entries(env)) {
    const match = oidcNamePattern.exec(key);
    if (!match?.[1] || !issuer) continue;
    const prefix = `OIDC_${match[1]}`;
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId) problems.push(`${prefix}_CLIENT_ID: required with ${key}`);
    if (!clientSecret) problems.push(`${prefix}_CLIENT_SECRET: required with ${key}`);
    if (!URL.canParse(issuer))
      problems.push(`${key}: must be a URL such as https://accounts.example`);
    if (!clientId || !clientSecret || !URL.canParse(issuer)) continue;
    const id = match[1].toLowerCase();
    const name = env[`${prefix}_NAME`] ?? id.charAt(0).toUpperCase() + id.slice(1);
    providers.push({ id, name, issuer, clientId, clientSecret });
  }
  return { providers, problems };
}
