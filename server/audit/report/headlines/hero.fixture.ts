import type { PageText } from "../../checks/copy/types.ts";
import { heroCopy } from "./hero-copy.ts";
import { headlineParts } from "./parts.ts";

/** The hero text as built from a page alone, before it is held against the headlines it is shown with. */
export const builtHero = (page: PageText) => heroCopy(headlineParts(page));
