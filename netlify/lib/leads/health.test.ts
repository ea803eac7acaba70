/**
 * @jest-environment node
 *
 * The delivery verdict: a pure function over what the store says, the settings and the time; and
 * the causes it names, from the reasons the real mailer gives for the real mailgun.js client's
 * errors against the fake Mailgun.
 */
import { buildContactEmail } from "../contact/email";
import { deliverContactEmail } from "../contact/mailer";
import { loadMailSettings } from "../contact/settings";
import {
  causeOf,
  healthSettings,
  judgeDelivery,
  RUN_STALE_MS,
  type DeliveryStatus,
  type HealthSettings,
} from "./health";
import { newLeadId } from "./record";
import { isolateEnv, CONTACT_ENV_KEYS } from "../../../__tests__/helpers/env";
import { mailEnvFor, startFakeMailgun } from "../../../__tests__/helpers/fake-mailgun";

const NOW = Date.parse("2026-11-30T10:00:00.000Z");
const MIN = 60_000;
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * MIN).toISOString();
const settings = (over: Partial<HealthSettings> = {}): HealthSettings => ({
  overdueMs: 30 * MIN,
  production: true,
  missing: [],
  ...over,
});
const status = (over: Partial<DeliveryStatus> = {}): DeliveryStatus => ({
  pendingSince: [],
  ...over,
});
const pending = (...minutesAgo: number[]) => minutesAgo.map((m) => NOW - m * MIN);
const judge = (s: DeliveryStatus | null, o?: Partial<HealthSettings>) =>
  judgeDelivery(s, settings(o), NOW);

const UNAUTHORIZED = "Mailgun: 401 Unauthorized Invalid private key";
const OUTAGE = "Mailgun: 500 Internal Server Error Internal fake Mailgun error";

describe("the verdict", () => {
  it("nothing waiting, last delivery fine: 200 in plain words", () => {
    const verdict = judge(status({ lastDelivery: { at: at(3) }, lastRun: run(4) }));
    expect(verdict.healthy).toBe(true);
    expect(verdict.body).toEqual({
      stato: "ok",
      messaggio: "Le richieste di contatto vengono consegnate: nessuna in attesa.",
      richiesteInAttesa: 0,
      richiesteInRitardo: 0,
      attesaMassimaMinuti: 0,
      sogliaMinuti: 30,
      ultimoTentativo: { esito: "riuscito", minutiFa: 3 },
      ultimoRitento: { minutiFa: 4, consegnate: 0, nonRiuscite: 1 },
    });
    expect(verdict.line).toBe(`Stato consegne: ok. ${verdict.body.messaggio}`);
  });

  it("Mailgun failing: still 200 within the threshold, 503 naming Mailgun past it", () => {
    const within = judge(status({ pendingSince: pending(29, 2), lastFailure: fail(1, OUTAGE) }));
    expect(within.healthy).toBe(true);
    expect(within.body.messaggio).toMatch(
      /L'ultimo tentativo non è riuscito \(Mailgun non risponde/,
    );
    expect(within.body.messaggio).toContain("2 richieste in attesa da meno di 30 minuti");

    const past = judge(status({ pendingSince: pending(95, 31, 2), lastFailure: fail(1, OUTAGE) }));
    expect(past.healthy).toBe(false);
    expect(past.state).toBe("in-ritardo");
    expect(past.body).toMatchObject({
      richiesteInAttesa: 3,
      richiesteInRitardo: 2,
      attesaMassimaMinuti: 95,
      ultimoTentativo: { esito: "non riuscito", minutiFa: 1, causa: "servizio" },
    });
    expect(past.body.messaggio).toBe(
      "2 richieste aspettano da più di 30 minuti (la più vecchia da 95 minuti). L'ultimo tentativo, 1 minuto fa, non è riuscito: Mailgun non risponde o risponde con un errore.",
    );
    expect(past.body.cosaFare).toMatch(/status\.mailgun\.com.*npm run leads:retry/);
    expect(past.line).toMatch(/^ERRORE GRAVE \(in-ritardo\): 2 richieste .* Cosa fare: Controlla/);
  });

  it("a key Mailgun refuses: 503 at once, with nothing overdue and nothing waiting", () => {
    const verdict = judge(
      status({ lastDelivery: { at: at(10) }, lastFailure: fail(0, UNAUTHORIZED) }),
    );
    expect(verdict.healthy).toBe(false);
    expect(verdict.state).toBe("configurazione");
    expect(verdict.body.messaggio).toBe("Mailgun rifiuta la chiave API: nessuna email parte.");
    expect(verdict.body.cosaFare).toMatch(/^Controlla MAILGUN_API_KEY .*npm run leads:retry\.$/);
  });

  it("a delivery after the failure clears it", () => {
    const verdict = judge(
      status({ lastDelivery: { at: at(1) }, lastFailure: fail(5, UNAUTHORIZED) }),
    );
    expect(verdict.state).toBe("ok");
  });

  it.each([
    ["Mailgun: 404 Not Found Domain not found: mg.example.test", "dominio", /MAILGUN_DOMAIN/],
    [
      "Mailgun: 403 Forbidden Domain sandbox1.mailgun.org is not allowed to send: please add the address to authorized recipients",
      "destinatario",
      /CONTACT_TO/,
    ],
    [
      "Mailgun: 400 Bad Request 'to' parameter is not a valid address",
      "destinatario",
      /CONTACT_TO/,
    ],
    [
      "Mailgun: 400 Bad Request 'from' parameter is not a valid address",
      "mittente",
      /CONTACT_FROM/,
    ],
    ["outbox non scrivibile: /srv/x", "cartella-locale", /CONTACT_OUTBOX_DIR/],
  ])("%s → %s, 503 at once", (error, cause, fix) => {
    const verdict = judge(status({ lastFailure: fail(0, error) }));
    expect(verdict.state).toBe("configurazione");
    expect(verdict.body.ultimoTentativo).toMatchObject({ causa: cause });
    expect(verdict.body.cosaFare).toMatch(fix);
  });

  it("a missing variable where mail must go out: 503 without any attempt", () => {
    const verdict = judge(status(), { missing: ["CONTACT_TO"] });
    expect(verdict.state).toBe("configurazione");
    expect(verdict.body).toMatchObject({
      messaggio: "Manca CONTACT_TO: le richieste vengono salvate ma nessuna email parte.",
      variabiliMancanti: ["CONTACT_TO"],
    });
    expect(verdict.body.cosaFare).toMatch(/^Imposta CONTACT_TO nelle variabili d'ambiente/);
  });

  it("a failure for a variable set since no longer counts", () => {
    const fixed = status({
      pendingSince: pending(3),
      lastFailure: fail(3, "configurazione mancante: CONTACT_TO"),
    });
    expect(judge(fixed).state).toBe("ok");
    expect(judge(fixed, { missing: ["CONTACT_TO"] }).state).toBe("configurazione");
  });

  it("a retry run that stopped: 503 in production only, and named when requests wait", () => {
    const stopped = status({ lastDelivery: { at: at(50) }, lastRun: run(RUN_STALE_MS / MIN + 1) });
    expect(judge(stopped).state).toBe("ritento-fermo");
    expect(judge(stopped).body.cosaFare).toMatch(/retry-leads/);
    expect(judge(stopped, { production: false }).state).toBe("ok");
    expect(judge(status({ lastDelivery: { at: at(50) }, lastRun: run(25) })).state).toBe("ok");

    const waiting = judge({ ...stopped, pendingSince: pending(40) });
    expect(waiting.state).toBe("in-ritardo");
    expect(waiting.body.messaggio).toMatch(/il ritento programmato potrebbe non girare/);
  });

  it("requests overdue with no attempt since they arrived: the retry run is suspected", () => {
    const verdict = judge(status({ pendingSince: pending(45), lastDelivery: { at: at(60) } }));
    expect(verdict.state).toBe("in-ritardo");
    expect(verdict.body.messaggio).toMatch(/^1 richiesta aspetta da più di 30 minuti .*non girare/);
  });

  it("the store cannot be read: 503", () => {
    const verdict = judge(null);
    expect(verdict).toMatchObject({ healthy: false, state: "store-non-leggibile" });
    expect(verdict.body.cosaFare).toBeTruthy();
  });

  it("counts and ages only: no lead id, no text from Mailgun", () => {
    const id = newLeadId(new Date(NOW - 40 * MIN));
    const text = [
      judge(status({ pendingSince: pending(40), lastFailure: fail(1, OUTAGE) })),
      judge(status({ lastFailure: fail(0, UNAUTHORIZED) })),
    ]
      .map((verdict) => JSON.stringify(verdict.body))
      .join("\n");
    expect(text).not.toContain(id.slice(0, 16));
    expect(text).not.toMatch(/Invalid private key|Internal fake|\d{4}-\d\d-\d\dT/);
  });
});

describe("the settings", () => {
  let env: ReturnType<typeof isolateEnv>;
  beforeEach(() => (env = isolateEnv([...CONTACT_ENV_KEYS, "LEADS_OVERDUE_MINUTES"])));
  afterEach(() => env.restore());

  it("LEADS_OVERDUE_MINUTES, default 30; Italian numbers in the text", () => {
    expect(healthSettings(loadMailSettings()).overdueMs).toBe(30 * MIN);
    for (const bad of ["0", "-5", "trenta"]) {
      env.set({ LEADS_OVERDUE_MINUTES: bad });
      expect(healthSettings(loadMailSettings()).overdueMs).toBe(30 * MIN);
    }
    env.set({ LEADS_OVERDUE_MINUTES: "1" });
    const one = healthSettings(loadMailSettings());
    expect(judgeDelivery(status({ pendingSince: pending(0) }), one, NOW).body.messaggio).toBe(
      "Le richieste di contatto vengono consegnate: 1 richiesta in attesa da meno di 1 minuto.",
    );
    env.set({ LEADS_OVERDUE_MINUTES: "0.5" });
    const half = healthSettings(loadMailSettings());
    expect(half.overdueMs).toBe(30_000);
    expect(judgeDelivery(status({ pendingSince: pending(1) }), half, NOW).body.messaggio).toMatch(
      /da più di 0,5 minuti/,
    );
  });

  it("missing variables: only where mail must go out", () => {
    expect(healthSettings(loadMailSettings()).missing).toEqual([]);
    env.set({ MAILGUN_API_KEY: "key-x" });
    expect(healthSettings(loadMailSettings()).missing).toEqual(["MAILGUN_DOMAIN", "CONTACT_TO"]);
    env.set({ MAILGUN_API_KEY: undefined });
    expect(healthSettings(loadMailSettings("production")).missing).toEqual([
      "MAILGUN_API_KEY",
      "MAILGUN_DOMAIN",
      "CONTACT_TO",
    ]);
  });

  it("the causes of the real client's errors against Mailgun's answers", async () => {
    const mailgun = await startFakeMailgun("ok");
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    env.set({ ...mailEnvFor(mailgun), MAILGUN_TIMEOUT_MS: "300" });
    const reasonFor = async (mode: Parameters<typeof mailgun.setMode>[0]) => {
      mailgun.setMode(mode);
      const email = buildContactEmail(
        { name: "A", email: "a@example.it", phone: "", message: "m" },
        { from: "Sito <noreply@mg.example.test>", to: "agenzia@example.test", date: new Date() },
      );
      const result = await deliverContactEmail(email, loadMailSettings());
      return result.ok ? "consegnata" : causeOf(result.reason);
    };
    try {
      expect(await reasonFor("ok")).toBe("consegnata");
      expect(await reasonFor("unauthorized")).toBe("chiave");
      expect(await reasonFor("unknown-domain")).toBe("dominio");
      expect(await reasonFor("sandbox")).toBe("destinatario");
      expect(await reasonFor("fail")).toBe("servizio");
      expect(await reasonFor("refuse")).toBe("servizio");
      expect(await reasonFor("hang")).toBe("servizio");
      env.set({ CONTACT_TO: undefined });
      expect(await reasonFor("ok")).toBe("variabili");
    } finally {
      jest.restoreAllMocks();
      await mailgun.close();
    }
  });
});

function fail(minutesAgo: number, error: string) {
  return { at: at(minutesAgo), error };
}

function run(minutesAgo: number) {
  return { at: at(minutesAgo), delivered: 0, failed: 1 };
}
