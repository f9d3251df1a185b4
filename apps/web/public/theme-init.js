// Applies the saved theme before first paint so a dark-theme user never sees a light flash.
// Loaded as an external blocking script because the CSP forbids inline scripts.
// The storage key must equal storageKeys.theme in packages/contract (a unit test checks this).
(() => {
  var theme = "system";
  var saved = null;
  try {
    saved = window.localStorage.getItem("meridian-theme");
  } catch (_error) {
    // Storage can be blocked (privacy mode); the system preference still applies.
  }
  if (saved === "light" || saved === "dark" || saved === "system") theme = saved;
  var dark =
    theme === "dark" ||
    (theme === "system" && !!window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  var root = document.documentElement;
  if (dark) root.classList.add("dark");
  else root.classList.remove("dark");
  root.style.colorScheme = dark ? "dark" : "light";
})();
