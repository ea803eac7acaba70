import { EntryRefused } from "./guard";
import { quietRefusedSaves, refusedSave } from "./refusals";

function rejection(reason: unknown): PromiseRejectionEvent {
  // jsdom has no PromiseRejectionEvent: an Event with its reason does for the listener.
  return Object.assign(new Event("unhandledrejection", { cancelable: true }), {
    reason,
    promise: Promise.resolve(),
  }) as PromiseRejectionEvent;
}

const persistFailure = (error: string) => ({
  type: "ENTRY_PERSIST_FAILURE",
  error: "Failed to persist entry",
  payload: { collectionName: "elenchi", entrySlug: "services", error },
});

describe("refused saves", () => {
  it("knows Decap's refusals: its own field checks, our guard's, and a failed save", () => {
    const guard = new EntryRefused(["Servizio n. 1 › Voci della scheda: servono 5 elementi"]);
    expect(refusedSave(undefined)).toEqual({});
    expect(refusedSave(persistFailure(String(guard)))).toEqual({ problems: guard.problems });
    expect(refusedSave(persistFailure("Error: 500"))).toEqual({ cause: "Error: 500" });
    expect(refusedSave(new Error("altro"))).toBeUndefined();
    expect(refusedSave({ type: "OTHER" })).toBeUndefined();
  });

  it("lists the reasons in a panel that stays until the entry is left", () => {
    jest.useFakeTimers();
    quietRefusedSaves(window, { error: jest.fn(), warn: jest.fn() } as unknown as Console);
    const problems = ["Servizio n. 1 › Codice: «seo» è già usato dal n. 6", "Altro · punto"];
    window.dispatchEvent(rejection(persistFailure(String(new EntryRefused(problems.slice(0, 1))))));
    jest.runAllTimers();
    const panel = document.querySelector("[data-refused-save]");
    expect(panel?.getAttribute("role")).toBe("alert");
    expect(panel?.textContent).toContain("Non salvato");
    expect(panel?.textContent).toContain(problems[0]);
    // Decap's own checks: the errors it wrote beside the fields.
    document.body.insertAdjacentHTML(
      "beforeend",
      '<ul class="css-1-ControlErrorsList"><li>«Voci della scheda»: servono esattamente 5 elementi.</li></ul>',
    );
    window.dispatchEvent(rejection(undefined));
    jest.runAllTimers();
    expect(document.querySelectorAll("[data-refused-save]")).toHaveLength(1);
    expect(document.querySelector("[data-refused-save] li")?.textContent).toBe(
      "«Voci della scheda»: servono esattamente 5 elementi.",
    );
    window.dispatchEvent(new Event("hashchange"));
    expect(document.querySelector("[data-refused-save]")).toBeNull();
    jest.useRealTimers();
  });

  it("keeps a refusal out of the console, a failed save as a warning, and any other error in it", () => {
    const fake = {
      error: jest.fn(),
      warn: jest.fn(),
    } as unknown as Console;
    const original = fake.error;
    quietRefusedSaves(window, fake);

    for (const reason of [undefined, persistFailure(String(new EntryRefused(["x"])))]) {
      const event = rejection(reason);
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(fake.warn).not.toHaveBeenCalled();

    const failed = rejection(persistFailure("Error: 500"));
    window.dispatchEvent(failed);
    expect(failed.defaultPrevented).toBe(true);
    expect(fake.warn).toHaveBeenCalledWith("Salvataggio non riuscito:", "Error: 500");

    const other = rejection(new Error("bug"));
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);

    fake.error(new EntryRefused(["x"]));
    expect(original).not.toHaveBeenCalled();
    fake.error("Altro errore");
    expect(original).toHaveBeenCalledWith("Altro errore");
  });
});
