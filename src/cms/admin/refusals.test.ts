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
    expect(refusedSave(persistFailure(String(guard)))).toEqual({});
    expect(refusedSave(persistFailure("Error: 500"))).toEqual({ cause: "Error: 500" });
    expect(refusedSave(new Error("altro"))).toBeUndefined();
    expect(refusedSave({ type: "OTHER" })).toBeUndefined();
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
