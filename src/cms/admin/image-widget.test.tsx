import { act, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import {
  LOADING_ASSET,
  withLoadedPicture,
  type GetAsset,
  type ImageControlProps,
} from "./image-widget";

/** Decap's image control, as far as this matters: it asks getAsset when value or getAsset changes. */
function DecapControl({ value, field, getAsset }: ImageControlProps) {
  const [src, setSrc] = useState("");
  useEffect(() => {
    setSrc(String(getAsset(String(value), field)));
  }, [value, field, getAsset]);
  return <img alt="" src={src} />;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("draws a picture that was still loading when the field appeared", () => {
  let ready = false;
  const getAsset: GetAsset = (path) =>
    ready
      ? { path: `content/${path}`, toString: () => "blob:foto" }
      : { path: LOADING_ASSET, toString: () => "blob:vuoto" };
  const Control = withLoadedPicture(DecapControl);
  render(<Control value="images/foto.jpg" field={{}} getAsset={getAsset} />);
  expect(screen.getByRole("presentation")).toHaveAttribute("src", "blob:vuoto");
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByRole("presentation")).toHaveAttribute("src", "blob:vuoto");
  ready = true;
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByRole("presentation")).toHaveAttribute("src", "blob:foto");
});

it("asks nothing more of a picture already loaded", () => {
  const getAsset = jest.fn<ReturnType<GetAsset>, Parameters<GetAsset>>(() => ({
    path: "content/images/x.jpg",
    toString: () => "blob:x",
  }));
  const Control = withLoadedPicture(DecapControl);
  render(<Control value="images/x.jpg" field={{}} getAsset={getAsset} />);
  const calls = getAsset.mock.calls.length;
  act(() => jest.advanceTimersByTime(5_000));
  expect(getAsset.mock.calls.length).toBe(calls);
  expect(screen.getByRole("presentation")).toHaveAttribute("src", "blob:x");
});
