import type { RedisLink } from "../lib/redis-link.js";

/** Resolves once the app's Redis link is (or becomes) reachable or not, as asked. */
export function redisBecomes(link: RedisLink | undefined, available: boolean): Promise<void> {
  if (!link) throw new Error("the app has no Redis link");
  if (link.available === available) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = (now: boolean) => {
      if (now !== available) return;
      link.off("change", onChange);
      resolve();
    };
    link.on("change", onChange);
  });
}
