/**
 * Logs unhandled promise rejections and script errors and suppresses the browser's default
 * handling (spec part 1 §8). Returns a function that removes the listeners.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error("Unhandled promise rejection:", event.reason);
    event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    console.error("Unhandled error:", event.error ?? event.message);
    event.preventDefault();
  };
  target.addEventListener("unhandledrejection", onRejection);
  target.addEventListener("error", onError);
  return () => {
    target.removeEventListener("unhandledrejection", onRejection);
    target.removeEventListener("error", onError);
  };
}
