import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, envVariableNames, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("starts on the embedded defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.allowedEmailDomains).toEqual(["gmail.com", "outlook.com"]);
    expect(config.trustProxy).toBe(false);
    expect(config.secure).toBe(false);
  });

  it("takes a variable set to nothing as unset, for every variable", () => {
    const blank = Object.fromEntries(envVariableNames.map((name) => [name, ""]));
    expect(loadConfig(blank)).toEqual(loadConfig({}));
    const spaces = Object.fromEntries(envVariableNames.map((name) => [name, "  "]));
    expect(loadConfig(spaces)).toEqual(loadConfig({}));
    const config = loadConfig({ DATABASE_URL: "", REDIS_URL: "", APP_SECRET: "", PORT: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.port).toBe(3000);
  });

  it("reads a PostgreSQL URL, turns demo seeding off there, and https enables secure mode", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://root@127.0.0.1:5432/meridian",
      PUBLIC_URL: "https://meridian.example",
      TRUST_PROXY: "1",
      ALLOWED_EMAIL_DOMAINS: " Gmail.com , example.org ",
    });
    expect(config.databaseUrl).toBe("postgres://root@127.0.0.1:5432/meridian");
    expect(config.seedDemo).toBe(false);
    expect(config.secure).toBe(true);
    expect(config.trustProxy).toBe(1);
    expect(config.allowedEmailDomains).toEqual(["gmail.com", "example.org"]);
  });

  it("lists every bad value at once, naming the variable", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "99999", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", WS_MAX_CONNECTIONS: "-3" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("LOG_LEVEL");
    expect(message).toContain("WS_MAX_CONNECTIONS");
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it("loads the shipped catalogue unless CATALOGUE_FILE names another, which must exist", () => {
    expect(loadConfig({}).catalogueFile).toBeUndefined();
    const fixture = fileURLToPath(new URL("./test/fixtures/universities.small.json", import.meta.url));
    expect(loadConfig({ CATALOGUE_FILE: fixture }).catalogueFile).toBe(fixture);
    expect(() => loadConfig({ CATALOGUE_FILE: "./no/such/catalogue.json" })).toThrow(
      /CATALOGUE_FILE: no file at .*no\/such\/catalogue\.json/,
    );
    expect(loadConfig({}).catalogueFactsFile).toBeUndefined();
    expect(() => loadConfig({ CATALOGUE_FACTS_FILE: "./no/such/facts.json" })).toThrow(
      /CATALOGUE_FACTS_FILE: no file at .*no\/such\/facts\.json/,
    );
  });

  it("refuses a half-configured first admin", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "admin@example.org" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it("keeps files on disk by default and reads the S3 bucket, endpoint and keys for STORAGE=s3", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "disk" });
    expect(
      loadConfig({
        STORAGE: "s3",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_BUCKET: "meridian",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).storage,
    ).toEqual({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      region: undefined,
      bucket: "meridian",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    expect(() => loadConfig({ STORAGE: "s3" })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
  });

  it("gives each student 200 MB for documents unless STUDENT_STORAGE_QUOTA_MB says otherwise", () => {
    expect(loadConfig({}).studentStorageQuotaBytes).toBe(200 * 1024 * 1024);
    expect(loadConfig({ STUDENT_STORAGE_QUOTA_MB: "1" }).studentStorageQuotaBytes).toBe(1024 * 1024);
    for (const bad of ["0", "-5", "1.5", "lots"]) {
      expect(() => loadConfig({ STUDENT_STORAGE_QUOTA_MB: bad })).toThrow(/STUDENT_STORAGE_QUOTA_MB/);
    }
  });

  it("drains a few seconds on SIGTERM in production, none elsewhere, and refuses a bad drain", () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ NODE_ENV: "test" }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: "250" }).shutdownDrainMs).toBe(250);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: "-1" })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it("bounds each Redis command at 500 ms unless told otherwise", () => {
    expect(loadConfig({}).redisCommandTimeoutMs).toBe(500);
    expect(loadConfig({ REDIS_COMMAND_TIMEOUT_MS: "250" }).redisCommandTimeoutMs).toBe(250);
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: "0" })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
  });

  it("bounds slow clients, caps an address's sockets only when no proxy stands in front, and checks the order", () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      maxConnectionsPerAddress: 64,
    });
    // Behind a proxy every socket is the proxy's: no cap unless one is set.
    expect(loadConfig({ TRUST_PROXY: "1" }).http.maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: "1", HTTP_MAX_CONNECTIONS_PER_ADDRESS: "500" }).http.maxConnectionsPerAddress,
    ).toBe(500);
    expect(loadConfig({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: "0" }).http.maxConnectionsPerAddress).toBe(0);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "30000", HTTP_REQUEST_TIMEOUT_MS: "20000" })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: "0" })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  });

  it("times statements out after 15 s and bounds expensive requests and event-loop delay", () => {
    const config = loadConfig({});
    expect(config.dbStatementTimeoutMs).toBe(15_000);
    expect(config.expensiveRequests).toEqual({ perNode: 4, perUser: 2 });
    expect(config.eventLoopDelayLimitMs).toBe(1_000);
    expect(loadConfig({ EVENT_LOOP_DELAY_LIMIT_MS: "0" }).eventLoopDelayLimitMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "test" }).eventLoopDelayLimitMs).toBe(0);
    expect(() => loadConfig({ EXPENSIVE_REQUESTS_PER_USER: "5", EXPENSIVE_REQUESTS_PER_NODE: "2" })).toThrow(
      /EXPENSIVE_REQUESTS_PER_USER: must not be more than EXPENSIVE_REQUESTS_PER_NODE/,
    );
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: "soon" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});
