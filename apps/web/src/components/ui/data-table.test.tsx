import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { SortState } from "@/lib/use-list-query-state";
import { type DataColumn, DataTable, type DataTableProps } from "./data-table";

interface Plan {
  id: string;
  name: string;
  price: number | null;
}

const plans: Plan[] = [
  { id: "b", name: "Explorer", price: 288 },
  { id: "a", name: "Achiever", price: 1188 },
  { id: "c", name: "Champion", price: null },
];

const columns: DataColumn<Plan>[] = [
  { id: "name", header: "Plan", rowHeader: true, cell: (plan) => plan.name, sortValue: (plan) => plan.name },
  { id: "price", header: "Price", cell: (plan) => plan.price ?? "—", sortValue: (plan) => plan.price },
  { id: "code", header: "Code", cell: (plan) => plan.id, hideOnCard: true },
];

const names = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);

/** The plans in a table, with whatever a test adds. */
function plansTable(props: Partial<DataTableProps<Plan>> = {}) {
  return (
    <DataTable
      caption="Plans"
      columns={columns}
      rows={plans}
      rowKey={(p) => p.id}
      empty={{ message: "None" }}
      {...props}
    />
  );
}

const renderPlans = (props: Partial<DataTableProps<Plan>> = {}) => render(plansTable(props));

describe("DataTable", () => {
  it("is a captioned table with column and row headers", () => {
    renderPlans();
    const table = screen.getByRole("table", { name: "Plans" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.getAttribute("scope")),
    ).toEqual(["col", "col", "col"]);
    expect(names()).toEqual(["Explorer", "Achiever", "Champion"]);
    // The unsortable column has no button; no header claims an order before one is chosen.
    expect(within(table).queryByRole("button", { name: "Code" })).toBeNull();
    expect(table.querySelector("[aria-sort]")).toBeNull();
  });

  it("sorts in the browser from its header buttons and says the order with aria-sort", async () => {
    const user = userEvent.setup();
    renderPlans();
    const price = () => screen.getByRole("columnheader", { name: /Price/ });
    await user.click(screen.getByRole("button", { name: "Price" }));
    expect(price().getAttribute("aria-sort")).toBe("ascending");
    // A missing price sorts last either way.
    expect(names()).toEqual(["Explorer", "Achiever", "Champion"]);
    await user.click(screen.getByRole("button", { name: "Price" }));
    expect(price().getAttribute("aria-sort")).toBe("descending");
    expect(names()).toEqual(["Achiever", "Explorer", "Champion"]);
    await user.click(screen.getByRole("button", { name: "Plan" }));
    expect(price().hasAttribute("aria-sort")).toBe(false);
    expect(screen.getByRole("columnheader", { name: /Plan/ }).getAttribute("aria-sort")).toBe("ascending");
    expect(names()).toEqual(["Achiever", "Champion", "Explorer"]);
  });

  it("leaves a server-sorted list in the order it came and hands the new order to the list", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Server() {
      const [sort, setSort] = useState<SortState>({ id: "name", desc: false });
      return (
        <DataTable
          caption="Plans"
          columns={columns.map((column) => ({ ...column, serverSort: column.id === "name" }))}
          rows={plans}
          rowKey={(p) => p.id}
          empty={{ message: "None" }}
          sort={{
            value: sort,
            onChange: (next) => {
              onChange(next);
              setSort(next);
            },
          }}
        />
      );
    }
    render(<Server />);
    expect(screen.getByRole("columnheader", { name: /Plan/ }).getAttribute("aria-sort")).toBe("ascending");
    expect(names()).toEqual(["Explorer", "Achiever", "Champion"]);
    expect(screen.queryByRole("button", { name: "Price" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Plan" }));
    expect(onChange).toHaveBeenLastCalledWith({ id: "name", desc: true });
    expect(screen.getByRole("columnheader", { name: /Plan/ }).getAttribute("aria-sort")).toBe("descending");
    expect(names()).toEqual(["Explorer", "Achiever", "Champion"]);
  });

  it("shows skeleton rows while loading, the failure with a retry, and the empty state with its action", async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    const props = { caption: "Plans", columns, rowKey: (p: Plan) => p.id };
    const { rerender } = render(<DataTable {...props} rows={undefined} empty={{ message: "None" }} />);
    expect(screen.getByRole("status", { name: "Plans: loading" }).getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("table")).toBeNull();

    rerender(
      <DataTable
        {...props}
        rows={undefined}
        failure={{ message: "Could not load", retry }}
        empty={{ message: "None" }}
      />,
    );
    expect(screen.getByText("Could not load")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(
      <DataTable
        {...props}
        rows={[]}
        empty={{ message: "No plans yet.", action: <button type="button">Create plan</button> }}
      />,
    );
    expect(screen.getByText("No plans yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create plan" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("gives each row its actions and marks a table whose next page is loading", () => {
    renderPlans({
      rowLabel: (p) => `${p.name} plan`,
      busy: true,
      actions: (plan) => <button type="button">{`Edit ${plan.name}`}</button>,
    });
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("true");
    const row = screen.getByRole("row", { name: "Achiever plan" });
    expect(within(row).getByRole("button", { name: "Edit Achiever" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Actions" })).toBeTruthy();
  });

  it("selects rows one by one or every row shown, and hands the selection to the list", async () => {
    const user = userEvent.setup();
    function Selectable() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <>
          <p>Selected: {[...selected].sort().join(",") || "nothing"}</p>
          {plansTable({
            selection: {
              selected,
              onChange: setSelected,
              rowLabel: (p) => `Select ${p.name}`,
              allLabel: "Select every plan",
            },
          })}
        </>
      );
    }
    render(<Selectable />);
    const all = screen.getByRole("checkbox", { name: "Select every plan" }) as HTMLInputElement;
    await user.click(screen.getByRole("checkbox", { name: "Select Achiever" }));
    expect(screen.getByText("Selected: a")).toBeTruthy();
    expect(all.checked).toBe(false);
    await user.click(all);
    expect(screen.getByText("Selected: a,b,c")).toBeTruthy();
    expect(screen.getAllByRole("checkbox").every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Select Explorer" }));
    expect(screen.getByText("Selected: a,c")).toBeTruthy();
    expect(all.checked).toBe(false);
    await user.click(all);
    await user.click(all);
    expect(screen.getByText("Selected: nothing")).toBeTruthy();
  });
});
