/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { EntryRefused, preSaveGuard, type EventEntry } from "./guard";
import { contentFormats } from "../formats";
import { repoRoot } from "../../../__tests__/helpers/repo";

/** An entry as Decap hands it to preSave: immutable values with get() and toJS(). */
function decapEntry(file: string, data: unknown): EventEntry {
  const values: Record<string, unknown> = {
    path: `content/${file}`,
    data: { toJS: () => structuredClone(data) },
  };
  return { get: (key) => values[key] };
}

const listFormat = contentFormats.find((format) => format.name === "content-yaml-list")!;
const servicesText = fs.readFileSync(path.join(repoRoot, "content", "services.yaml"), "utf8");

describe("the CMS preSave guard", () => {
  it("lets a valid entry through unchanged", () => {
    expect(
      preSaveGuard({ entry: decapEntry("services.yaml", listFormat.fromFile(servicesText)) }),
    ).toBeUndefined();
  });

  it("refuses a service with four features, with the Italian message that names it", () => {
    const data = listFormat.fromFile(servicesText) as { items: { features: string[] }[] };
    data.items[1].features.pop();
    let refused: unknown;
    try {
      preSaveGuard({ entry: decapEntry("services.yaml", data) });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(EntryRefused);
    const message = String(refused);
    // What Decap shows after "Salvataggio non riuscito. ".
    expect(message.startsWith("Da correggere: ")).toBe(true);
    expect(message).toMatch(/Servizio n\. 2/);
    expect(message).toMatch(/5/);
    expect(message).not.toMatch(/\b(expected|required|found|items)\b/);
  });

  it("refuses an emptied required field", () => {
    const data = listFormat.fromFile(servicesText) as { items: { title: string }[] };
    data.items[0].title = "";
    expect(() => preSaveGuard({ entry: decapEntry("services.yaml", data) })).toThrow(
      /Servizio n\. 1/,
    );
  });
});
