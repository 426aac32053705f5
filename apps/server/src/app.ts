import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config.js';
import { openPglite, openPostgres, type DatabaseHandle, type QueryListener } from './db/client.js';
import { createAccessTokens, loadOrCreateSecret } from './platform/access-tokens.js';
import { createTokenCutoffs } from './platform/token-cutoffs.js';
import { answerFrameworkError, registerErrorHandling } from './platform/errors.js';
import { createMethodIndex } from './platform/allowed-methods.js';
import { registerApiContract } from './platform/api-contract.js';
import { serializeRequest } from './platform/request-log.js';
import { lazyRequestLogger } from './platform/request-logger.js';
import { REDACTED_LOG_PATHS, serializeError } from './platform/log-redaction.js';
import { registerInputGuard } from './platform/input-guard.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { fastifyTrustProxy } from './platform/proxy-trust.js';
import { registerIdempotency } from './platform/idempotency.js';
import {
  contentSecurityDirectives,
  registerNoStoreForSignedIn,
} from './platform/content-security.js';
import { openRateCounters } from './platform/limits/counters.js';
import { createWriteBudget, registerWriteLimits } from './platform/limits/write-limits.js';
import { compiledSerializerCompiler } from './platform/serializers.js';
import { registerViewer } from './platform/viewer.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerWebApp } from './platform/web-app.js';
import { registerApiCompression } from './platform/compression.js';
import { createStorage, registerStorageRoutes } from './platform/storage/index.js';
import type { AppContext } from './platform/context.js';
import { createMailer } from './platform/mail/index.js';
import { registerModules, registerSocketModules } from './modules/index.js';
import { createRealtime, registerRealtime } from './platform/realtime/index.js';
import { revokeSocketsWithTokens } from './platform/realtime/token-revocation.js';

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Sees every statement the app sends (the benchmark's capture); never set in production. */
  onQuery?: QueryListener;
  /** Where log lines go instead of stdout (tests that read what the logs say). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server: platform plugins, then every domain module. Used by main and tests. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const database = options.database ?? (await openDatabase(config, options.onQuery));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest, err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    childLoggerFactory: lazyRequestLogger,
    forceCloseConnections: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  // The API speaks JSON: a text/plain body answers 415 instead of reaching the schemas as a string.
  app.removeContentTypeParser('text/plain');
  app.addHook('onClose', () => database.close());

  try {
    const jwtSecret = config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir));
    const realtime = await createRealtime(config, app.log, database.db);
    const cutoffs = createTokenCutoffs(database.db);
    const tokens = createAccessTokens(
      jwtSecret,
      cutoffs,
      await revokeSocketsWithTokens(realtime, cutoffs),
    );
    const storage = createStorage(config, jwtSecret);
    app.addHook('onClose', () => storage.close());
    await storage.ready();
    const rateCounters = await openRateCounters(config.redisUrl, config.redisNamespace);
    app.addHook('onClose', () => rateCounters.close());
    const writeBudget = createWriteBudget(rateCounters, config.writeLimits);
    const mailer = createMailer(config);
    app.addHook('onClose', () => mailer.close());
    await mailer.ready();
    const context: AppContext = {
      config,
      db: database.db,
      database,
      tokens,
      storage,
      realtime,
      writeBudget,
      mailer,
    };
    registerRealtime(app, realtime);

    const methods = createMethodIndex(app, { corsPreflight: config.corsOrigins.length > 0 });
    registerErrorHandling(app, database, methods);
    registerInputGuard(app);
    // A replayed create answers before the write budget is spent.
    registerIdempotency(app, database.db);
    registerWriteLimits(app, writeBudget);
    registerSecurityHeaders(app, {
      contentSecurityPolicy: { directives: contentSecurityDirectives(config) },
    });
    registerNoStoreForSignedIn(app);
    // No origins, no CORS plugin: its hook would run on every request only to decide nothing,
    // and without its OPTIONS route an OPTIONS request is answered 405 by the method index.
    if (config.corsOrigins.length > 0) {
      await app.register(cors, { origin: config.corsOrigins, credentials: true });
    }
    await app.register(rateLimit, { global: false });
    registerViewer(app, tokens);
    await registerOpenApi(app);
    await app.register(
      async (api) => {
        registerApiContract(api, methods);
        await registerApiCompression(api);
        await registerModules(api, context);
        await registerStorageRoutes(api, storage);
      },
      { prefix: '/api' },
    );
    await registerSocketModules(app, context);
    await registerWebApp(app, config.webDist);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

export type App = FastifyInstance;

function openDatabase(config: AppConfig, onQuery?: QueryListener): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { onQuery })
    : openPglite(config.dataDir, { onQuery });
}
