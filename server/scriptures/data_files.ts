import { sha256Hex } from "../sha256_hex.ts";

/**
 * Reads data files as text and names their exact content with one hash (the store reseeds, and a
 * prebuilt index is rebuilt, when it changes). Each file is hashed as read, in bytes and in
 * parallel: encoding 13 MB of text again to hash it would cost a start-up tens of milliseconds.
 */
export async function readDataFiles(
  dataFolder: URL,
  names: readonly string[],
): Promise<{ texts: string[]; dataset: string }> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const files = await Promise.all(names.map(async (name) => {
    const bytes = await Deno.readFile(new URL(name, dataFolder));
    const [hash, text] = await Promise.all([sha256Hex(bytes), Promise.resolve(decoder.decode(bytes))]);
    return { hash, text };
  }));
  const dataset = (await sha256Hex(files.map((file) => file.hash).join(""))).slice(0, 16);
  return { texts: files.map((file) => file.text), dataset };
}
