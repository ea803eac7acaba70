import path from "node:path";

/** The project's root folder, wherever the test that asks sits. */
export const repoRoot = path.resolve(__dirname, "..", "..");
