import "@testing-library/jest-dom";

// jsdom lacks them; React's server renderer (used to make server HTML to hydrate) needs them.
import { TextDecoder, TextEncoder } from "node:util";
Object.assign(globalThis, { TextDecoder, TextEncoder });
