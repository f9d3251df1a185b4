// The PostgreSQL and Redis the PostgreSQL test pass uses: where they are and whether they answer.
// Shared by `npm run test:pg` and .ci/run so both look in the same place. Node built-ins only: .ci/run
// calls it before `npm ci`.
import { connect } from "node:net";
import { pathToFileURL } from "node:url";

const defaultPostgresUrl = "postgres://postgres@127.0.0.1:5432/postgres";
const defaultRedisUrl = "redis://127.0.0.1:6379";

/**
 * Resolves the addresses the tests get: TEST_DATABASE_URL for PostgreSQL; TEST_REDIS_URL (read by the
 * *.pg-test.ts files) from TEST_REDIS_URL or REDIS_URL. The tests get a TEST_ name, not REDIS_URL itself,
 * so the server processes a test starts use Redis only when that test asks for it.
 */
export function resolveTestServices(env = process.env) {
  return {
    TEST_DATABASE_URL: env.TEST_DATABASE_URL || defaultPostgresUrl,
    TEST_REDIS_URL: env.TEST_REDIS_URL || env.REDIS_URL || defaultRedisUrl,
  };
}

// What each service answers to a first message: PostgreSQL to an SSLRequest with one byte, S or N;
// Redis to PING with a simple string or an error (such as NOAUTH). A TCP connect alone is not enough: a
// proxy in front of the address may accept the connection and answer in HTTP.
const handshakes = {
  postgres: {
    defaultPort: 5432,
    hello: Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]),
    accepts: (reply) => reply[0] === 0x53 || reply[0] === 0x4e,
  },
  redis: {
    defaultPort: 6379,
    hello: Buffer.from("PING\r\n"),
    accepts: (reply) => reply[0] === 0x2b || reply[0] === 0x2d,
  },
};

/** Resolves with undefined when the service answers at the URL as it should, else with the reason. */
function probe(url, { defaultPort, hello, accepts }, timeoutMs = 3000) {
  const { hostname, port } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, "") || "127.0.0.1";
  const address = `${host}:${port || defaultPort}`;
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port || defaultPort) });
    const done = (reason) => {
      socket.destroy();
      resolve(reason && `${address}: ${reason}`);
    };
    socket.setTimeout(timeoutMs, () => done(`no answer within ${timeoutMs} ms`));
    socket.once("connect", () => socket.write(hello));
    socket.once("data", (reply) => done(accepts(reply) ? undefined : "something else answers there"));
    socket.once("end", () => done("the connection closed without an answer"));
    socket.once("error", (error) => done(error.code ?? error.message));
  });
}

/** Lists, one line each, the services of the PostgreSQL pass that do not answer (empty when all do). */
export async function findMissingServices(env = process.env) {
  const urls = resolveTestServices(env);
  const [postgres, redis] = await Promise.all([
    probe(urls.TEST_DATABASE_URL, handshakes.postgres),
    probe(urls.TEST_REDIS_URL, handshakes.redis),
  ]);
  const missing = [];
  if (postgres) missing.push(`PostgreSQL (TEST_DATABASE_URL) does not answer at ${postgres}`);
  if (redis) missing.push(`Redis (TEST_REDIS_URL or REDIS_URL) does not answer at ${redis}`);
  return missing;
}

// As a command: exit 0 when both answer, 1 (with the reasons on stderr) when one does not.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const missing = await findMissingServices();
  for (const line of missing) console.error(line);
  process.exit(missing.length === 0 ? 0 : 1);
}
