/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { wrapBackends, type Implementation } from "./backend";
import { EntryRefused, preSaveGuard, type EventEntry } from "./guard";
import { contentFormats } from "../formats";
import { confirmationBlocks } from "../../content-model/model/publishing-checklist";
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
const mapFormat = contentFormats.find((format) => format.name === "content-yaml")!;
const committed = (file: string) => fs.readFileSync(path.join(repoRoot, "content", file), "utf8");
const servicesText = committed("services.yaml");

/** The files as the backend has them saved: the committed ones, some changed by a test. */
const saved = new Map<string, string>();
beforeAll(() => {
  const registered = {
    init: (): Implementation => ({
      persistEntry: async () => undefined,
      getEntry: async (at: string) => ({
        file: { path: at },
        data: saved.get(at) ?? committed(at.replace(/^content\//, "")),
      }),
    }),
  };
  wrapBackends(() => registered, ["proxy"]);
  registered.init();
});
afterEach(() => saved.clear());

async function refusal(entry: EventEntry): Promise<string> {
  const error = await preSaveGuard({ entry }).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EntryRefused);
  // What Decap shows after "Salvataggio non riuscito. ".
  return String(error);
}

describe("the CMS preSave guard", () => {
  it("lets a valid entry through unchanged", async () => {
    await expect(
      preSaveGuard({ entry: decapEntry("services.yaml", listFormat.fromFile(servicesText)) }),
    ).resolves.toBeUndefined();
  });

  it("refuses a service with four features, with the Italian message that names it", async () => {
    const data = listFormat.fromFile(servicesText) as { items: { features: string[] }[] };
    data.items[1].features.pop();
    const message = await refusal(decapEntry("services.yaml", data));
    expect(message.startsWith("Da correggere: ")).toBe(true);
    expect(message).toMatch(/Servizio n\. 2/);
    expect(message).toMatch(/5/);
    expect(message).not.toMatch(/\b(expected|required|found|items)\b/);
  });

  it("refuses an emptied required field", async () => {
    const data = listFormat.fromFile(servicesText) as { items: { title: string }[] };
    data.items[0].title = "";
    expect(await refusal(decapEntry("services.yaml", data))).toMatch(/Servizio n\. 1/);
  });

  it("refuses a picture changed while its description stays the same", async () => {
    type Study = { image: string; imageAlt: string };
    const data = listFormat.fromFile(committed("case-studies.yaml")) as { items: Study[] };
    data.items[1].image = "images/nuova.jpg";
    expect(await refusal(decapEntry("case-studies.yaml", data))).toBe(
      "Da correggere: Caso di studio n. 2 › Descrizione dell'immagine: l'immagine è cambiata: scrivi la descrizione di quella nuova",
    );
    data.items[1].imageAlt = "La nuova foto del progetto";
    await expect(
      preSaveGuard({ entry: decapEntry("case-studies.yaml", data) }),
    ).resolves.toBeUndefined();
    const site = mapFormat.fromFile(committed("site.yaml")) as { seo: { shareImage: string } };
    site.seo.shareImage = "images/altra.jpg";
    expect(await refusal(decapEntry("site.yaml", site))).toMatch(
      /Immagine per le condivisioni › Descrizione dell'immagine: l'immagine è cambiata/,
    );
  });

  it("refuses confirming the pre-ticked consent and «risultati-garantiti» while what they name is true", async () => {
    const checklist = mapFormat.fromFile(committed("publishing-checklist.yaml")) as {
      items: { key: string; confirmed: boolean }[];
    };
    const at = (key: string) => checklist.items.findIndex((item) => item.key === key);
    for (const item of checklist.items)
      item.confirmed = ["consenso-preselezionato", "risultati-garantiti"].includes(item.key);
    const message = await refusal(decapEntry("publishing-checklist.yaml", checklist));
    expect(message).toContain(
      `Punto n. ${at("consenso-preselezionato") + 1} › Confermato: ${confirmationBlocks["consenso-preselezionato"].message}`,
    );
    expect(message).toContain(`Punto n. ${at("risultati-garantiti") + 1} › Confermato: `);

    // Saved with the box unticked and the promise gone, both may be confirmed.
    saved.set(
      "content/contact.yaml",
      committed("contact.yaml").replace("consentDefault: true", "consentDefault: false"),
    );
    saved.set(
      "content/home.yaml",
      committed("home.yaml").replace("Risultati garantiti", "Risultati misurabili"),
    );
    saved.set(
      "content/portfolio.yaml",
      committed("portfolio.yaml").replace("Risultati Garantiti", "Risultati misurabili"),
    );
    await expect(
      preSaveGuard({ entry: decapEntry("publishing-checklist.yaml", checklist) }),
    ).resolves.toBeUndefined();

    // And the box cannot start ticked again while its item is confirmed.
    saved.set(
      "content/publishing-checklist.yaml",
      committed("publishing-checklist.yaml").replace(
        /(key: consenso-preselezionato[\s\S]*?)confirmed: false/,
        "$1confirmed: true",
      ),
    );
    const contact = mapFormat.fromFile(committed("contact.yaml"));
    expect(await refusal(decapEntry("contact.yaml", contact))).toContain(
      `Da confermare prima della pubblicazione › Punto n. ${at("consenso-preselezionato") + 1} › Confermato: `,
    );
  });
});
