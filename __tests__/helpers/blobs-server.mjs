// Runs the local Netlify Blobs store of `npm run serve` (netlify/local/blobs.ts: Netlify's own
// BlobsServer behind the proxy that makes conditional writes atomic) in its own process: the
// package is ESM-only underneath, which Jest's CommonJS runtime cannot load.
// argv: <directory> [raw]   ("raw": Netlify's server alone, without the proxy)
// Prints {"url","token"} on one line once listening; stops on SIGTERM.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
require("tsx/cjs/api").register();
const { startLocalBlobs } = require("../../netlify/local/blobs.ts");

const [directory, mode] = process.argv.slice(2);
const blobs = await startLocalBlobs(directory, { atomic: mode !== "raw" });
process.stdout.write(`${JSON.stringify({ url: blobs.url, token: blobs.token })}\n`);
process.on("SIGTERM", () => {
  blobs.stop().finally(() => process.exit(0));
});
