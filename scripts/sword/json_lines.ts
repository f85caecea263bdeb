/**
 * A JSON document with one record per line: valid JSON that stays readable and diffs line by
 * line in git, without the size of pretty-printing every nested array.
 */
export function recordsJson(sections: Record<string, readonly unknown[]>): string {
  const body = Object.entries(sections).map(([name, records]) =>
    `${JSON.stringify(name)}: [\n${records.map((record) => JSON.stringify(record)).join(",\n")}\n]`
  );
  return `{\n${body.join(",\n")}\n}\n`;
}
