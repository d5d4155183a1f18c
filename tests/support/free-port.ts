/** A port no one listens on now, from the system, on the loopback interface. */
import { createServer } from "node:net";

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(address)));
    });
  });
