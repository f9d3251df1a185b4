// The web build resolves "zod" to this module (vite.config.ts). Zod decides whether to compile a
// fast parser with `new Function` when an object schema is created, and probes for it; our CSP
// (script-src 'self') blocks that probe and the browser reports a violation. Every module that
// imports "zod" imports this one, so the configuration below runs before any of them can create a
// schema, and Zod never probes (decision 050). `z` stays a static re-export, so the bundle keeps
// only the parts of Zod the schemas use. (Types still come from the zod package: TypeScript does
// not see this alias.)
import { config } from "zod/v4/core";
import { plainIssueMessage } from "../../../../packages/contract/src/common/plain-issue-message";

// And its size messages in the product's words, as the server's (plain-issue-message.ts).
config({ jitless: true, customError: plainIssueMessage });

export { z } from "zod/v4";
