// Child process of bench/ws.ts: holds a share of the WebSocket clients, so receiving and parsing
// thousands of frames per notification is spread over processes rather than measured as latency.
// Driven over IPC by the parent; every reply carries this process's wall clock (one machine).
import WebSocket from "ws";

export type Command =
  | { cmd: "open"; url: string; token: string; count: number; batch: number }
  | { cmd: "expect"; timeoutMs: number }
  | { cmd: "keep"; count: number }
  | { cmd: "closed" }
  | { cmd: "reconnect" }
  | { cmd: "exit" };

export type Reply =
  | { event: "opened"; failed: string[] }
  | { event: "listening" }
  | { event: "round"; latencies: number[] }
  | { event: "kept" }
  | { event: "closed" }
  | { event: "reconnected"; finishedAt: number; failed: string[] };

interface Client {
  socket: WebSocket;
  authenticated: Promise<void>;
}

let clients: Client[] = [];
let target = { url: "", token: "" };
let onNotification: (latencyMs: number) => void = () => {};

function reply(message: Reply): void {
  process.send?.(message);
}

/** Opens one socket; `authenticated` settles once the server has authenticated it (or refused). */
function open(): Client {
  const socket = new WebSocket(target.url);
  const authenticated = new Promise<void>((resolve, reject) => {
    socket.on("error", (err) => reject(err));
    socket.on("close", (code, reason) => reject(new Error(`closed ${code} ${reason.toString()}`)));
    socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; timestamp: string };
      if (message.type === "connected")
        socket.send(JSON.stringify({ type: "authenticate", data: { token: target.token } }));
      else if (message.type === "authenticated") resolve();
      // Latency from the server's publish (the message's timestamp) to arrival here.
      else if (message.type === "notification") onNotification(Date.now() - Date.parse(message.timestamp));
    });
  });
  authenticated.catch(() => undefined);
  return { socket, authenticated };
}

/** Why the clients that did not authenticate failed, counted by reason. */
async function failures(batch: Client[]): Promise<string[]> {
  const outcomes = await Promise.allSettled(batch.map((client) => client.authenticated));
  return outcomes.flatMap((outcome) =>
    outcome.status === "rejected" ? [String((outcome.reason as Error).message ?? outcome.reason)] : [],
  );
}

process.on("message", async (command: Command) => {
  switch (command.cmd) {
    case "open": {
      target = { url: command.url, token: command.token };
      const failed: string[] = [];
      for (let i = 0; i < command.count; i += command.batch) {
        const batch = Array.from({ length: Math.min(command.batch, command.count - i) }, open);
        clients.push(...batch);
        failed.push(...(await failures(batch)));
      }
      reply({ event: "opened", failed });
      break;
    }
    case "expect": {
      const latencies: number[] = [];
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, command.timeoutMs);
        onNotification = (latency) => {
          latencies.push(latency);
          if (latencies.length === clients.length) {
            clearTimeout(timer);
            resolve();
          }
        };
        // The parent publishes once every process is listening.
        reply({ event: "listening" });
      });
      onNotification = () => {};
      reply({ event: "round", latencies });
      break;
    }
    case "keep": {
      for (const client of clients.splice(command.count)) client.socket.terminate();
      reply({ event: "kept" });
      break;
    }
    case "closed": {
      await Promise.all(
        clients.map((client) =>
          client.socket.readyState === WebSocket.CLOSED
            ? undefined
            : new Promise((resolve) => client.socket.once("close", resolve)),
        ),
      );
      reply({ event: "closed" });
      break;
    }
    case "reconnect": {
      // All at once, as after a node restart when no back-off spreads the clients.
      clients = Array.from({ length: clients.length }, open);
      const failed = await failures(clients);
      reply({ event: "reconnected", finishedAt: Date.now(), failed });
      break;
    }
    case "exit": {
      for (const client of clients) client.socket.terminate();
      process.exit(0);
    }
  }
});
