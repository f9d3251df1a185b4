/**
 * What a `DataTable` cell shows as its value: the cell's text without the column's name, which
 * the cell also holds (hidden from screen readers) to label the value in the card layout.
 */
export function cellValue(cell: HTMLElement): string {
  let text = "";
  for (const node of cell.childNodes) {
    if (node instanceof HTMLElement && node.getAttribute("aria-hidden") === "true") continue;
    text += node.textContent ?? "";
  }
  return text;
}
