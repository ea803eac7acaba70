/** Local development stand-in for Mailgun: one JSON file per message. */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutgoingEmail } from "./email";

export type OutboxEntry = OutgoingEmail & { timestamp: string };

/** Writes the message to `<dir>/<timestamp>-<id>.json` and returns the file path. */
export async function writeToOutbox(
  message: OutgoingEmail,
  dir: string,
  now: Date = new Date(),
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const timestamp = now.toISOString();
  const file = path.join(
    dir,
    `${timestamp.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`,
  );
  const entry: OutboxEntry = { timestamp, ...message };
  await writeFile(file, `${JSON.stringify(entry, null, 2)}\n`, { encoding: "utf8", flag: "wx" });
  return file;
}
