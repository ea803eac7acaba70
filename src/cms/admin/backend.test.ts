/** @jest-environment node */
import { names, narrowSaves, type Implementation } from "./backend";

const yamlFile = (text: string) => ({ raw: text });

it("knows whether a saved file names a picture as one of its values", () => {
  const files = [yamlFile("- key: a\n  image: images/buona.jpg\n  imageAlt: Una foto\n")];
  expect(names(files, { path: "content/images/buona.jpg" })).toBe(true);
  expect(names(files, { path: "content/images/animata.gif" })).toBe(false);
  // A name inside another is not the picture.
  expect(names(files, { path: "content/images/uona.jpg" })).toBe(false);
});

it("writes with a save only the pictures the saved file names", async () => {
  const persisted: unknown[] = [];
  const registered = {
    init: (): Implementation => ({
      persistEntry: async (entry) => void persisted.push(entry),
      getEntry: async () => ({ data: "" }),
    }),
  };
  narrowSaves({ getBackend: () => registered }, ["proxy"]);
  const backend = registered.init();
  const dataFiles = [yamlFile("seo:\n  shareImage: images/buona.jpg\n")];
  await backend.persistEntry(
    {
      dataFiles,
      assets: [{ path: "content/images/animata.gif" }, { path: "content/images/buona.jpg" }],
    },
    {},
  );
  expect(persisted).toEqual([{ dataFiles, assets: [{ path: "content/images/buona.jpg" }] }]);
});

it("stops loudly if Decap no longer keeps a backend as { init }", () => {
  expect(() => narrowSaves({ getBackend: () => undefined }, ["github"])).toThrow(/github/);
});
