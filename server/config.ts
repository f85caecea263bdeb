import { z } from "zod";
import { defaultLimitSettings, type LimitSettings } from "./limits/policy.ts";

/**
 * `OPENAI_API_KEY=` in a .env or compose file means "not set", not "an empty key": blank values
 * of the optional model settings read as unset (and keys are trimmed, as a pasted key often
 * carries a newline).
 */
function blankAsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);
}

/** Every setting the server reads from the environment, parsed once (README, "Configuration"). */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    HOSTNAME: z.string().min(1).default("0.0.0.0"),
    KV_PATH: z.string().min(1).default(".data/bodhisattva.kv"),
    DENO_KV_URL: z.url().optional(),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    APP_ENV: z.enum(["development", "production", "test"]).default("development"),
    LOG_REQUESTS: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
    DENO_DEPLOYMENT_ID: z.string().optional(),
    CREATOR_LINK_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default("https://linktr.ee/"),
    OPENAI_API_KEY: blankAsUnset(z.string().trim().optional()),
    // Any OpenAI-compatible server: Ollama is http://localhost:11434/v1, LM Studio http://localhost:1234/v1.
    OPENAI_BASE_URL: blankAsUnset(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL, such as http://localhost:11434/v1" }).optional(),
    ),
    OPENAI_MODEL: blankAsUnset(z.string().trim().default("gpt-4o-mini")),
    OPENAI_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(1000).max(300_000).default(30_000)),
    RATE_LIMIT_SCALE: blankAsUnset(z.coerce.number().positive().max(1_000_000).default(defaultLimitSettings.scale)),
    UPSTREAM_CALLS_PER_HOUR: blankAsUnset(
      z.coerce.number().int().min(0).max(10_000_000).default(defaultLimitSettings.upstreamCallsPerHour),
    ),
    TRUSTED_PROXY_HOPS: blankAsUnset(z.coerce.number().int().min(0).max(10).default(0)),
    GENERATION_LEASE_MS: blankAsUnset(
      z.coerce.number().int().min(1000).max(600_000).default(defaultLimitSettings.generationLeaseMs),
    ),
  })
  .transform((env) => ({
    port: env.PORT,
    hostname: env.HOSTNAME,
    kvPath: env.KV_PATH,
    kvUrl: env.DENO_KV_URL,
    sessionSecret: env.SESSION_SECRET,
    production: env.APP_ENV === "production" || env.DENO_DEPLOYMENT_ID !== undefined,
    onDenoDeploy: env.DENO_DEPLOYMENT_ID !== undefined,
    logRequests: env.LOG_REQUESTS,
    site: { creatorLinkUrl: env.CREATOR_LINK_URL },
    limits: {
      scale: env.RATE_LIMIT_SCALE,
      upstreamCallsPerHour: env.UPSTREAM_CALLS_PER_HOUR,
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      generationLeaseMs: env.GENERATION_LEASE_MS,
    } satisfies LimitSettings,
    // A key (OpenAI itself) or a base URL (a local server such as Ollama, which needs no key) turns
    // the model engine on; with neither, the built-in engine answers alone and nothing leaves the machine.
    openai: env.OPENAI_API_KEY !== undefined || env.OPENAI_BASE_URL !== undefined
      ? {
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL,
        timeoutMs: env.OPENAI_TIMEOUT_MS,
      }
      : null,
  }))
  .refine((config) => !config.production || config.sessionSecret !== undefined, {
    message: "SESSION_SECRET is required in production",
    path: ["SESSION_SECRET"],
  });

export type Config = z.infer<typeof envSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  return result.data;
}

export function readConfig(): Config {
  return parseConfig(Deno.env.toObject());
}
