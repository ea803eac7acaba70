/** Local development stand-in for Mailgun: one JSON file per message. */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutgoingEmail } from "./email";

/** Writes the message to `<dir>/<timestamp>-<id>.json` and returns the file path. */
export async function writeToOutbox(message: OutgoingEmail, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const timestamp = new Date().toISOString();
  const name = `${timestamp.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`;
  const entry = JSON.stringify({ timestamp, ...message }, null, 2);
  await writeFile(path.join(dir, name), `${entry}\n`, { encoding: "utf8", flag: "wx" });
  return path.join(dir, name);
}
