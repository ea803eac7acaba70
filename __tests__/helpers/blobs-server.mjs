// Runs Netlify Blobs' own local server (@netlify/blobs/server, as @netlify/dev does) in its own
// process: the package is ESM-only underneath, which Jest's CommonJS runtime cannot load.
// argv: <directory> <token>. Prints {"port":n} on one line once listening; stops on SIGTERM.
import { BlobsServer } from "@netlify/blobs/server";

const [directory, token] = process.argv.slice(2);
const server = new BlobsServer({ directory, token });
const { port } = await server.start();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on("SIGTERM", () => {
  server.stop().finally(() => process.exit(0));
});
