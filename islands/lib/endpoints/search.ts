import { z } from "zod/mini";
import { searchResultSchema } from "../../../contracts/scriptures.ts";
import { endpoint } from "./endpoint.ts";

export const search = endpoint("/api/search", z.array(searchResultSchema));
