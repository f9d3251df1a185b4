import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** Where the API reference pages are: pages, not API answers (security-headers.ts). */
export const DOCS_PREFIX = "/api/docs";

/**
 * The reference page's introduction: the envelope, and the record of where this API answers
 * differently from the product specification on purpose (decision 078).
 */
const API_DESCRIPTION = `Study-abroad guidance platform.

Every response is an envelope: \`{ success: true, data }\` or \`{ success: false, error: { code, message, field?, details?, hint? }, code, message, field? }\` (the error's code, message and field repeated at the top level, where the specification's client reads them).
A list answers the array itself in \`data\`, and what goes with it (totals, paging, cursors, summaries) in a sibling \`meta\`:
\`{ success: true, data: [...], meta: { total, ... } }\`.

**Deliberate deviations from the specification** (decision 078):
- Registration takes a signed form start (\`GET /api/auth/form-start\`) and a signed, single-use math challenge (\`GET /api/auth/math-challenge\`) rather than a start time and answer token made by the browser, which would prove nothing to the server.
- Document uploads are multipart (\`POST /api/documents\`: the file with its fields), not a JSON record naming a \`filePath\`: the server checks the bytes and stores the file itself.
- \`GET /api/admin/universities\` is the admin's catalogue; a landing page's teaser reads the public \`GET /api/universities/featured\`.
- A follow-up note's \`date\` is its due date, else when it was written; a note sent with a \`date\` day is due at that day's noon UTC.
- A chat message's \`sender\` is \`student\` for the user the conversation serves (a company account in a company's chat) and \`counselor\` for the team (an admin too).
- A document record never names a \`filePath\` (a path into our storage): it is downloaded through its own call.
- Documents carry no \`metadata.qualityScore\`: nothing grades a document, and a made-up score would be an invented figure.
- The team sign-in visibility answer says whether a secret code is set (\`secretCodeEnabled\`), never the code.`;

/** OpenAPI 3 generated from the contract's schemas, at /api/openapi.json, with a reference page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Meridian API",
        description: API_DESCRIPTION,
        version: "0.1.0",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The reference pages are public: every /api route must declare its access (the access hook
  // refuses the ones that do not), and the plugin's own routes cannot take a declaration.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: "public" };
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // security-headers.ts gives these pages the app's policy, widened for the inline styles Swagger
    // UI applies: the plugin's own one forbade them, and pointed images at an outside validator.
    staticCSP: false,
    uiConfig: { docExpansion: "list", deepLinking: false, validatorUrl: null },
  });
  app.get("/api/openapi.json", { schema: { hide: true }, config: { access: "public" } }, async () =>
    app.swagger(),
  );
}
