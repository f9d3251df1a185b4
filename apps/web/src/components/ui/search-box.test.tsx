import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS, SearchBox } from "./search-box";

describe("SearchBox", () => {
  it("searches once typing pauses, with the trimmed text", () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox label="Search the catalogue" value="" onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search the catalogue" });
    fireEvent.change(box, { target: { value: "tor" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: "toronto " } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("toronto");
  });

  it("clears at once from its button or Escape, and gives the focus back to the box", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox label="Search the catalogue" value="oxford" onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search the catalogue" }) as HTMLInputElement;
    expect(box.value).toBe("oxford");
    await user.click(screen.getByRole("button", { name: "Clear: Search the catalogue" }));
    expect(onSearch).toHaveBeenCalledWith("");
    expect(box.value).toBe("");
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole("button", { name: "Clear: Search the catalogue" })).toBeNull();

    await user.type(box, "x");
    await user.keyboard("{Escape}");
    expect(box.value).toBe("");
  });

  it("sends a cleared search once, when its parent passes a new callback each render", () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    function List() {
      const [search, setSearch] = useState("");
      return (
        <SearchBox
          label="Search"
          value={search}
          onSearch={(text) => {
            sent.push(text);
            setSearch(text);
          }}
        />
      );
    }
    render(<List />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "berlin" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    fireEvent.click(screen.getByRole("button", { name: "Clear: Search" }));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(sent).toEqual(["berlin", ""]);
    vi.useRealTimers();
  });

  it("follows a search changed elsewhere", () => {
    const { rerender } = render(<SearchBox label="Search" value="a" onSearch={() => {}} />);
    rerender(<SearchBox label="Search" value="berlin" onSearch={() => {}} />);
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("berlin");
  });
});
