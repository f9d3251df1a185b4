// The web build resolves "zod" to this module (vite.config.ts). Zod decides whether to compile a
// fast parser with `new Function` when an object schema is created, and probes for it; our CSP
// (script-src 'self') blocks that probe and the browser reports a violation. Configured here, before
// any module that imports "zod" can create a schema, Zod never probes (decision 050). The call makes
// `z`'s own value, so no bundler can keep `z` and drop the configuration. (Types still come
// from the zod package itself: TypeScript does not see this alias.)

import { z as zod } from "zod/v4";
import { config } from "zod/v4/core";

function configureZod(): typeof zod {
  config({ jitless: true });
  return zod;
}

export const z = configureZod();
