import { expect } from "vitest";
import { UnsafeTargetError } from "#server/audit/gather/fetcher/address.ts";

/** Awaits a fetch the audit must refuse, and gives its UnsafeTargetError (failing the test otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<UnsafeTargetError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnsafeTargetError);
  return error as UnsafeTargetError;
}
