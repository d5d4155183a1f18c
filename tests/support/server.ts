/** The production server over the real build, started once for the run by serve-build.ts. */
import { inject } from "vitest";

export const baseURL = () => inject("baseURL");
