import type { Application, ApplicationStatus } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import { applicationsInTab, countByTab, isApplicationTabId } from "./application-tabs";

describe("countByTab", () => {
  it("counts each tab's statuses from the server's figures, All counting every one", () => {
    const counts = countByTab({
      draft: 2,
      submitted: 1,
      under_review: 1,
      waitlisted: 1,
      conditional_offer: 1,
      accepted: 1,
      enrolled: 1,
      rejected: 1,
      withdrawn: 1,
    });
    expect(counts).toEqual({
      all: 10,
      draft: 2,
      submitted: 1,
      under_review: 2,
      accepted: 3,
      rejected: 2,
    });
  });

  it("counts zero for statuses the server left out", () => {
    expect(countByTab({})).toEqual({
      all: 0,
      draft: 0,
      submitted: 0,
      under_review: 0,
      accepted: 0,
      rejected: 0,
    });
  });
});

describe("applicationsInTab", () => {
  const withStatus = (status: ApplicationStatus) => ({ id: status, status }) as Application;
  const list = (["draft", "submitted", "waitlisted", "offer_accepted", "withdrawn"] as const).map(withStatus);

  it("lists the applications of the tab's statuses", () => {
    expect(applicationsInTab(list, "all").map((a) => a.id)).toHaveLength(5);
    expect(applicationsInTab(list, "under_review").map((a) => a.id)).toEqual(["waitlisted"]);
    expect(applicationsInTab(list, "accepted").map((a) => a.id)).toEqual(["offer_accepted"]);
    expect(applicationsInTab(list, "rejected").map((a) => a.id)).toEqual(["withdrawn"]);
  });

  it("knows the contract's tab ids only", () => {
    expect(isApplicationTabId("draft")).toBe(true);
    expect(isApplicationTabId("drafts")).toBe(false);
  });
});
