import type { Context } from "hono";
import { countryFromAcceptLanguage } from "../safety/helplines.ts";

/**
 * Whose services a care reply lists (ISSUE 15): the country the visitor chose, else the region of
 * their browser's first language that names one, else none (the reply lists international help).
 */
export function visitorCountry(c: Context, chosen: string | undefined): string | null {
  return chosen ?? countryFromAcceptLanguage(c.req.header("Accept-Language"));
}
