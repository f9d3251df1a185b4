import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * br/gzip for responses over 1 KiB; brotli at a moderate quality so CPU stays cheap on dynamic bodies.
 * A compressed request body is inflated on the routes that read a body; a route may leave out
 * compression (`compress: false`) when its answers are always under the threshold.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin, so it runs first: a GET or HEAD reads no body, and without this its
  // every request would pass the plugin's inflating hook for nothing (decision 071).
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (route.decompress === undefined && methods.every((method) => method === "GET" || method === "HEAD")) {
      route.decompress = false;
    }
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
