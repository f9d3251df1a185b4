import { QueryClientContext } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { useContext, useEffect } from "react";
import { expect, it } from "vitest";
import { useSession } from "@/features/auth/hooks/use-session";
import { loadServices } from "./services-loader";
import { ShellProviders } from "./shell-providers";

it("keeps the page on screen, its state and focus, when the services arrive", async () => {
  let mounts = 0;
  function Page() {
    useEffect(() => {
      mounts += 1;
    }, []);
    const { isLoading } = useSession();
    const cache = useContext(QueryClientContext);
    return (
      <>
        <p>{cache ? "with the data cache" : `a guest's session, ${isLoading ? "checking" : "known"}`}</p>
        <input aria-label="Search" />
      </>
    );
  }
  render(
    <ShellProviders>
      <Page />
    </ShellProviders>,
  );
  expect(screen.getByText("a guest's session, known")).toBeTruthy();
  const field = screen.getByRole("textbox", { name: "Search" });
  field.focus();

  await act(() => loadServices());

  expect(screen.getByText("with the data cache")).toBeTruthy();
  expect(mounts).toBe(1);
  expect(screen.getByRole("textbox", { name: "Search" })).toBe(field);
  expect(document.activeElement).toBe(field);
});
