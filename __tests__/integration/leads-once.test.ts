/**
 * @jest-environment node
 *
 * Identical requests at once, through `npm run serve` (Netlify's engine runs each call in its own
 * worker, so no in-process guard can help): double clicks and bursts, many rounds, each mailed
 * exactly once. And a hanging Mailgun costs the visitor nothing: the answer comes once the request
 * is stored, while the send is still waiting.
 */
import { startFakeMailgun, type FakeMailgun } from "../helpers/fake-mailgun";
import { startServeProject, type ServeProject } from "../helpers/serve-project";

jest.setTimeout(300_000);

let project: ServeProject;
let mailgun: FakeMailgun;

beforeAll(async () => {
  mailgun = await startFakeMailgun("ok");
  project = await startServeProject({
    MAILGUN_URL: mailgun.url,
    MAILGUN_API_KEY: "key-once",
    MAILGUN_DOMAIN: "mg.example.test",
    MAILGUN_TIMEOUT_MS: "3000",
    CONTACT_TO: "staff@example.test",
    CONTEXT: "",
  });
});

afterAll(async () => {
  await project?.close();
  await mailgun?.close();
});

const post = (round: number) =>
  fetch(`${project.server.url}/api/send-contact-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: `Persona ${round}`,
      email: `persona${round}@example.it`,
      message: `Messaggio del giro ${round}`,
    }),
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Emails accepted for a round's visitor (its Reply-To), once every send has settled. */
async function emailsFor(round: number): Promise<number> {
  const accepted = () =>
    mailgun.requests.filter(
      (request) =>
        request.status === 200 && request.fields["h:Reply-To"] === `persona${round}@example.it`,
    ).length;
  // Sends run after the answer: wait until the count has held still for a second.
  let last = -1;
  for (let stable = 0; stable < 4;) {
    await sleep(250);
    const now = accepted();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  return last;
}

it("double clicks and bursts of identical requests: every round mailed exactly once", async () => {
  const rounds: Array<{ round: number; calls: number; gapMs: number }> = [];
  for (let round = 1; round <= 12; round++)
    rounds.push({ round, calls: round % 3 === 0 ? 5 : 2, gapMs: round % 3 === 0 ? 0 : 150 });
  for (const { round, calls, gapMs } of rounds) {
    const answers = await Promise.all(
      Array.from({ length: calls }, async (_, index) => {
        await sleep(index * gapMs);
        return post(round);
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(calls).fill(200));
    expect(await emailsFor(round)).toBe(1);
  }
});

it("a hanging Mailgun: the visitor is answered while the send still waits, and it is not lost", async () => {
  mailgun.setMode("hang");
  const before = mailgun.requests.length;
  const answer = await post(100);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ ok: true });
  // Had the answer waited for Mailgun, the client would have given up on it first (after
  // MAILGUN_TIMEOUT_MS). Instead Mailgun is reached, if not already, and is still being waited on.
  while (mailgun.requests.length === before) await sleep(20);
  expect(mailgun.requests.at(-1)?.status).toBeUndefined();
  expect(mailgun.requests.at(-1)?.abandoned).toBeUndefined();
  mailgun.setMode("ok");
});
