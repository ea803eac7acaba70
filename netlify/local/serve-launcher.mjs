/**
 * `npm run serve`: runs serve.ts with TypeScript loaded through tsx's API in this thread only.
 * Each function runs in a worker thread (warm-functions.ts), and a worker inherits the loaders given
 * on the command line: under the `tsx` command it would load tsx too. The function bundles the
 * workers run are plain JavaScript.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
require("tsx/cjs/api").register();
require("./serve.ts").run();
