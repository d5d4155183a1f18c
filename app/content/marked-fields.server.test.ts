import { z } from "zod";
import { expect, it } from "vitest";
import { assertZodVersion, zodDef, ZOD_VERSION } from "./marked-fields.server";

it("walks the schemas only on the Zod it was written for, and says so plainly on another", () => {
  expect(`${z.core.version.major}.${z.core.version.minor}`).toBe(ZOD_VERSION);
  expect(() => assertZodVersion()).not.toThrow();
  expect(() => assertZodVersion({ major: 4, minor: 99 })).toThrow(
    /^Zod 4\.99 is installed, but app\/content\/marked-fields\.server\.ts walks the schemas as Zod 4\.6 builds them/,
  );
});

it("reads a schema's kind and parts", () => {
  const schema = z.object({ name: z.string().optional() });
  const { type, shape } = zodDef(schema);
  expect(type).toBe("object");
  expect(zodDef((shape as Record<string, z.ZodType>).name!).type).toBe("optional");
});
