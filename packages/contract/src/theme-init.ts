import { storageKeys } from "./constants.js";

/**
 * The script every page carries inline in its <head>: it puts the saved theme on <html> before the
 * first paint, so a dark-theme user never sees a light flash. Inline, the first paint waits for no
 * request of its own (decision 058); the server's Content-Security-Policy allows exactly this text,
 * by its SHA-256, and no other inline script. Plain ES5 with no dependency: it runs before the app.
 */
export const themeInitScript = `(function () {
  var theme = "system";
  try {
    var saved = window.localStorage.getItem(${JSON.stringify(storageKeys.theme)});
    if (saved === "light" || saved === "dark" || saved === "system") theme = saved;
  } catch (_error) {
    // Storage can be blocked (privacy mode); the system preference still applies.
  }
  var dark =
    theme === "dark" ||
    (theme === "system" && !!window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  var root = document.documentElement;
  if (dark) root.classList.add("dark");
  else root.classList.remove("dark");
  root.style.colorScheme = dark ? "dark" : "light";
})();`;
