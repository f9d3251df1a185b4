import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, inject, it } from "vitest";
import { openPglite } from "../../db/client.js";
import { expectReassignmentsSurviveKills } from "../../test/reassignments-under-kill.js";

describe("admin reassignments on the embedded database, killed with SIGKILL mid-stream", () => {
  it("keep every history row's notification and audit event across the restarts", async () => {
    // One data directory for every start: each restart opens what the kill left.
    const dataDir = mkdtempSync(join(tmpdir(), "meridian-crash-"));
    cpSync(inject("pgliteDataDir"), join(dataDir, "pglite"), { recursive: true });
    await expectReassignmentsSurviveKills({
      env: { DATA_DIR: dataDir, SEED_DEMO: "true" },
      kills: 1,
      openDatabase: () => openPglite({ dataDir: join(dataDir, "pglite") }),
    });
  }, 180_000);
});
