import net from "node:net";

/**
 * A port on 127.0.0.1 nothing listens on: `preferred` itself when it is free, else (or when
 * `preferred` is 0) one the system picks.
 */
export function availablePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE" && preferred !== 0) resolve(availablePort(0));
      else reject(error);
    });
    server.listen(preferred, "127.0.0.1", () => {
      const chosen = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(chosen));
    });
  });
}
