import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dismissToast, toast } from "@/lib/use-toast";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  it("shows the newest toast only, with its title and description", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved", description: "Your profile was updated." });
      toast({ title: "Error", description: "Please log in again to continue.", variant: "destructive" });
    });
    expect(screen.queryByText("Saved")).toBeNull();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(screen.getByText("Please log in again to continue.")).toBeTruthy();
    expect(screen.getByRole("region", { name: /Notifications \(F8\)/ })).toBeTruthy();
    act(() => dismissToast());
  });
});
