/**
 * @jest-environment node
 *
 * The local store's conditional writes are atomic: writers on separate clients race for one key,
 * with `onlyIfNew` and with `onlyIfMatch` on the etag each has read, and exactly one wins each
 * round. The same `onlyIfNew` race on Netlify's local server alone lets several win, which is why
 * the proxy exists (and shows that the race really happens).
 */
import { getStore } from "@netlify/blobs";
import { startLocalBlobs, type LocalBlobs } from "../../__tests__/helpers/local-blobs";

jest.setTimeout(60_000);

const ROUNDS = 20;
const WRITERS = 8;

let atomic: LocalBlobs;
let raw: LocalBlobs;

beforeAll(async () => {
  [atomic, raw] = await Promise.all([startLocalBlobs(), startLocalBlobs(undefined, { raw: true })]);
});
afterAll(async () => {
  await Promise.all([atomic?.close(), raw?.close()]);
});

/** A new client per writer, as separate function calls have. */
const client = (blobs: LocalBlobs) =>
  getStore({
    name: "race",
    siteID: blobs.siteID,
    token: blobs.token,
    edgeURL: blobs.url,
    uncachedEdgeURL: blobs.url,
    consistency: "strong",
  });

async function onlyIfNewWinners(blobs: LocalBlobs, round: number): Promise<number> {
  const results = await Promise.all(
    Array.from({ length: WRITERS }, (_, writer) =>
      client(blobs).setJSON(`new/${round}`, { writer }, { onlyIfNew: true }),
    ),
  );
  return results.filter((result) => result.modified).length;
}

it("onlyIfNew: one writer of eight wins, every round", async () => {
  for (let round = 0; round < ROUNDS; round++)
    expect(await onlyIfNewWinners(atomic, round)).toBe(1);
});

it("onlyIfMatch on the etag read: one writer of eight wins, every round; the winner's etag is the next read's", async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const key = `match/${round}`;
    await client(atomic).setJSON(key, { writer: -1 });
    const reads = await Promise.all(
      Array.from({ length: WRITERS }, () => client(atomic).getWithMetadata(key, { type: "json" })),
    );
    const results = await Promise.all(
      reads.map((read, writer) =>
        client(atomic).setJSON(key, { writer }, { onlyIfMatch: read?.etag ?? "none" }),
      ),
    );
    const winners = results.filter((result) => result.modified);
    expect(winners).toHaveLength(1);
    const after = await client(atomic).getWithMetadata(key, { type: "json" });
    expect(after?.etag).toBe(winners[0].etag);
    expect(after?.data).toEqual({ writer: results.indexOf(winners[0]) });
  }
});

it("the same value written again keeps its etag; a different one changes it", async () => {
  const store = client(atomic);
  const first = await store.setJSON("same", { a: 1 });
  expect((await store.setJSON("same", { a: 1 }, { onlyIfMatch: first.etag! })).etag).toBe(
    first.etag,
  );
  expect(await store.setJSON("same", { a: 2 }, { onlyIfMatch: '"other"' })).toEqual({
    modified: false,
  });
  expect(await store.setJSON("absent", { a: 1 }, { onlyIfMatch: first.etag! })).toEqual({
    modified: false,
  });
});

it("control: on Netlify's local server alone the same onlyIfNew race has more than one winner", async () => {
  let most = 0;
  for (let round = 0; round < ROUNDS && most < 2; round++)
    most = Math.max(most, await onlyIfNewWinners(raw, round));
  expect(most).toBeGreaterThan(1);
});
