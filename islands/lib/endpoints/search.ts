import type { SearchResult } from "../../../contracts/scriptures.ts";
import { endpoint } from "./endpoint.ts";

export const search = endpoint<SearchResult[]>("/api/search");
