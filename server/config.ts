import { z } from "zod";

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
